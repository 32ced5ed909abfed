// The AsyncAPI document parses with the reference parser (@asyncapi/parser) with no error
// diagnostics, both as bundled and as written (split files, resolved by the parser itself); and
// every event type has one channel and one send operation covering all its versions.
import { existsSync, readFileSync } from 'node:fs';
import { Parser, fromFile } from '@asyncapi/parser';
import { describe, expect, test } from 'vitest';
import { doc, payloadMessages, specFile } from './asyncapi-document.js';

const ERROR = 0; // DiagnosticSeverity.Error
const WARNING = 1;
const parser = new Parser();
const summary = (
  diagnostics: { severity: number; code: string | number; message: string; path: (string | number)[] }[],
) => diagnostics.filter((d) => d.severity === ERROR).map((d) => `${d.code} at /${d.path.join('/')}: ${d.message}`);

describe('@asyncapi/parser', () => {
  test('the bundled document parses with no error-severity diagnostics', async () => {
    const { document, diagnostics } = await parser.parse(JSON.stringify(doc));
    console.log(
      `bundled asyncapi: ${diagnostics.filter((d) => d.severity === WARNING).length} warnings, ${diagnostics.length} diagnostics in all`,
    );
    expect(summary(diagnostics)).toEqual([]);
    expect(document).toBeDefined();
    expect(document!.messages().length).toBe(265);
    expect(document!.channels().length).toBe(251);
  }, 60_000);

  test('specs/asyncapi.yaml as written (with its file $refs) parses with no error-severity diagnostics', async () => {
    const { document, diagnostics } = await fromFile(parser, specFile).parse();
    console.log(`specs/asyncapi.yaml: ${diagnostics.filter((d) => d.severity === WARNING).length} warnings`);
    expect(summary(diagnostics)).toEqual([]);
    expect(document).toBeDefined();
  }, 60_000);

  const dist = new URL('../../dist/asyncapi.json', import.meta.url);
  test.skipIf(!existsSync(dist))('dist/asyncapi.json is the in-process bundle (no stale build)', () => {
    expect(JSON.parse(readFileSync(dist, 'utf8'))).toEqual(doc);
  });
});

describe('channels and operations', () => {
  const types = [...new Set(payloadMessages.map((m) => m.type))];
  test.each(types)('%s has a channel with all its versions and a send operation', (type) => {
    const channel = doc.channels[type];
    expect(channel, `#/channels/${type}`).toBeDefined();
    expect(channel.address).toBe(type);
    const keys = payloadMessages
      .filter((m) => m.type === type)
      .map((m) => m.key)
      .sort();
    expect(Object.keys(channel.messages).sort()).toEqual(keys);
    const ops = Object.values(doc.operations as Record<string, any>).filter(
      (o) => o.channel.$ref === `#/channels/${type}`,
    );
    expect(ops).toHaveLength(1);
    expect(ops[0].action).toBe('send');
    expect(ops[0].messages.map((m: { $ref: string }) => m.$ref).sort()).toEqual(
      keys.map((k) => `#/channels/${type}/messages/${k}`),
    );
  });
});
