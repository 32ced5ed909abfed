// Sweeps the published files of the package (run `npm run build` first): one schema per
// catalogue entry and no other, each a self-contained JSON Schema 2020-12 that compiles in Ajv's
// strict mode, with a unique $id matching its path, only the $defs it uses, and valid examples.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAjv } from '@energy-contracts/schema-tools/ajv';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { describe, expect, test } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The files as a consumer resolves them: through the package's exports (generated/ behind them).
const require = createRequire(import.meta.url);
const read = (file: string) =>
  JSON.parse(readFileSync(require.resolve(`@energy-contracts/event-schemas/${file}`), 'utf8'));
const generatedDir = path.join(packageDir, 'generated');
const ID_BASE = 'https://energy-contracts.example/schemas/';

interface Entry {
  type: string;
  version: string;
  schema: string;
  $id: string;
  title: string;
  section: string;
  summary: string;
  inlinesSharedType: string | null;
  latest: boolean;
}
const catalogue: Entry[] = read('catalogue.json');
const payloadFiles = readdirSync(path.join(generatedDir, 'schemas'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(path.join(generatedDir, 'schemas', d.name)).map((f) => `schemas/${d.name}/${f}`))
  .sort();
const ENVELOPE_FILES = ['schemas/cloudevent.json', 'schemas/envelope.json', 'schemas/eventbridge-entry.json'];

const refsIn = (node: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(node)) for (const n of node) refsIn(n, into);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) k === '$ref' ? into.add(String(v)) : refsIn(v, into);
  return into;
};

describe('catalogue.json', () => {
  test('lists 265 payloads of 251 event types', () => {
    expect(catalogue).toHaveLength(265);
    expect(new Set(catalogue.map((e) => e.type)).size).toBe(251);
  });
  test('entries match the schema files exactly, one file per payload', () => {
    expect(catalogue.map((e) => e.schema).sort()).toEqual(payloadFiles);
    for (const e of catalogue) expect(e.schema).toBe(`schemas/${e.type}/${e.version}.json`);
  });
  test('is sorted by type then version, with no duplicates', () => {
    const keys = catalogue.map((e) => `${e.type} ${e.version}`);
    const sorted = [...catalogue].sort((a, b) =>
      a.type < b.type ? -1 : a.type > b.type ? 1 : a.version.localeCompare(b.version, 'en', { numeric: true }),
    );
    expect(keys).toEqual(sorted.map((e) => `${e.type} ${e.version}`));
    expect(new Set(keys).size).toBe(keys.length);
  });
  test('exactly the highest version of each type is flagged latest', () => {
    const byType = new Map<string, Entry[]>();
    for (const e of catalogue) byType.set(e.type, [...(byType.get(e.type) ?? []), e]);
    for (const [type, entries] of byType) {
      const max = entries
        .map((e) => e.version)
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        .at(-1);
      expect(
        entries.filter((e) => e.latest).map((e) => e.version),
        type,
      ).toEqual([max]);
    }
    expect(
      catalogue.find((e) => e.type === 'billing.billing_document_representation.dispatched' && e.version === 'v3')
        ?.latest,
    ).toBe(true);
    expect(
      catalogue.find((e) => e.type === 'billing.billing_document_representation.dispatched' && e.version === 'v2')
        ?.latest,
    ).toBe(false);
  });
  test('every entry has an item shape with section and summary', () => {
    for (const e of catalogue) {
      expect(Object.keys(e)).toEqual([
        'type',
        'version',
        'schema',
        '$id',
        'title',
        'section',
        'summary',
        'inlinesSharedType',
        'latest',
      ]);
      expect(e.section, e.title).not.toBe('');
      expect(e.summary, e.title).not.toBe('');
    }
  });
});

describe('published schemas', () => {
  // The repository's Ajv: strict mode (an unknown keyword or format fails) and ajv-formats. A
  // consumer's `new Ajv2020()` with ajv-formats (the README's example) has the same strict mode,
  // except that a union `type` only logs a warning there, so what compiles here compiles there.
  const ajv = createAjv();
  const ids = new Set<string>();

  test.each(catalogue.map((e) => [e.title, e] as const))(
    '%s: self-contained, strict-compilable, valid examples',
    (_t, e) => {
      const schema = read(e.schema);
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toBe(`${ID_BASE}${e.type}/${e.version}.json`);
      expect(schema.$id).toBe(e.$id);
      expect(ids.has(schema.$id)).toBe(false);
      ids.add(schema.$id);
      expect(schema.title).toBe(e.title);
      expect(typeof schema.description).toBe('string');
      // Only local refs, and $defs holds exactly the shared types reachable from the payload.
      const refs = [...refsIn(schema)];
      for (const ref of refs) expect(ref).toMatch(/^#\/\$defs\/[A-Za-z]+$/);
      const reachable = new Set<string>();
      const visit = (node: unknown) => {
        for (const ref of refsIn(node)) {
          const name = ref.slice('#/$defs/'.length);
          if (!reachable.has(name)) {
            reachable.add(name);
            visit(schema.$defs?.[name]);
          }
        }
      };
      const { $defs, ...body } = schema;
      visit(body);
      expect(Object.keys($defs ?? {}).sort()).toEqual([...reachable].sort());
      expect(JSON.stringify(schema)).not.toMatch(/"x-/);
      const validate = ajv.compile(schema);
      expect(schema.examples?.length ?? 0).toBeGreaterThan(0);
      for (const example of schema.examples) expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  test('only the last event of the catalogue declares additionalProperties (true); none is closed', () => {
    const open = catalogue.filter((e) => 'additionalProperties' in read(e.schema));
    expect(open.map((e) => e.title)).toEqual(['meterpoint.gas.disputed_opening_reading.queried.by_us v1']);
    expect(read(open[0]!.schema).additionalProperties).toBe(true);
  });

  test.each(ENVELOPE_FILES)('%s compiles strictly and accepts its example', (file) => {
    expect(existsSync(path.join(generatedDir, file))).toBe(true);
    const schema = read(file);
    expect(schema.$id).toBe(ID_BASE + file.slice('schemas/'.length));
    const validate = ajv.compile(schema);
    for (const example of schema.examples) expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('the bundled event contract', () => {
  test('asyncapi.json is the bundle of @energy-contracts/contracts, byte for byte', () => {
    const contracts = contractReader(import.meta.url);
    expect(readFileSync(contracts.path('asyncapi'), 'utf8')).toBe(
      readFileSync(contracts.path('bundled-asyncapi'), 'utf8'),
    );
    expect(read('asyncapi.json').asyncapi).toMatch(/^3\./);
  });
  test('only event files are published: no REST document (that is @energy-contracts/openapi)', () => {
    expect(Object.keys(JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports)).toEqual([
      '.',
      './catalogue.json',
      './asyncapi.json',
      './schemas/*',
      './package.json',
    ]);
  });
});
