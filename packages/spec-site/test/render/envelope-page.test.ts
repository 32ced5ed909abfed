import { describe, expect, test } from 'vitest';
import { loadContract } from '../../src/build/load-contract.js';
import { readEventCatalogue } from '../../src/model/event-catalogue.js';
import { envelopeMapping, envelopePage } from '../../src/render/envelope-page.js';
import { markdownSection } from '../../src/render/events-index-page.js';

const { asyncapi, catalogue: items } = loadContract();
const description = (asyncapi as { info: { description: string } }).info.description;

describe('envelopeMapping', () => {
  test.each([
    ['EventBridgeEntry', 'Source', { envelopeField: 'source' }],
    ['EventBridgeEntry', 'DetailType', { envelopeField: 'event_type' }],
    ['EventBridgeEntry', 'EventBusName', { fixed: 'energy-platform-events' }],
    ['CloudEvent', 'type', { envelopeField: 'event_type' }],
    ['CloudEvent', 'specversion', { fixed: '1.0' }],
  ])('%s %s', (schema, field, want) =>
    expect(envelopeMapping(asyncapi, schema).find((r) => r.field === field)).toMatchObject(want),
  );
});

describe('envelope page', () => {
  test('the contract words, four schemas, two mapping tables linking the envelope fields', () => {
    const html = envelopePage(asyncapi, readEventCatalogue(asyncapi, items), description).main.value;
    for (const id of [
      'envelope',
      'eventbridge',
      'cloudevents',
      'field-envelope.occurred_at',
      'field-cloudevent.dataschema',
      'field-eventbridge-detail.payload_version',
    ])
      expect(html, id).toContain(`id="${id}"`);
    expect(html).toContain('envelope <a href="#field-envelope.source"><code>source</code></a>');
  });
});

describe('markdownSection', () => {
  test.each([
    ['# A\n## B\nb\n## C\nc', 'B', 'b'],
    ['## B\nb\n### deeper\nd\n## C', 'B', 'b\n### deeper\nd'],
  ])('%j', (text, heading, want) => expect(markdownSection(text, heading)).toBe(want));
  test('a missing heading fails, naming it', () =>
    expect(() => markdownSection('# A', 'Versioning')).toThrow('no heading "Versioning"'));
});
