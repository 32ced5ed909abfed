// The envelope schemas come from the published files, and the EventBridge event a target receives
// is derived from the spec's PutEvents entry by AWS's renaming.
import { describe, expect, test } from 'vitest';
import { envelopeSchemas } from '../../../scripts/compile/envelopes.js';
import { eventSchemasDir } from '../../support/contracts.js';

describe('envelopeSchemas', () => {
  const schemas = envelopeSchemas(eventSchemasDir);
  test('one schema per export name src/envelope.ts reads', () => {
    expect(Object.keys(schemas)).toEqual([
      'project',
      'cloudEvents',
      'eventBridgeEntry',
      'eventBridgeEvent',
      'eventBridgeDetail',
    ]);
  });
  test('the delivered event renames the entry fields as AWS does and requires its id', () => {
    const event = schemas.eventBridgeEvent!;
    expect(Object.keys(event.properties as object)).toEqual([
      'id',
      'version',
      'account',
      'region',
      'resources',
      'source',
      'detail-type',
      'time',
      'detail',
    ]);
    expect(event.required).toEqual(expect.arrayContaining(['id', 'source', 'detail-type', 'time', 'detail']));
    expect((event.properties as Record<string, unknown>).detail).toEqual({ type: 'object' });
  });
  test("nothing of the spec's prose or x- annotations is kept", () => {
    expect(JSON.stringify(schemas)).not.toMatch(/"(description|x-[a-z-]+)":/);
  });
});
