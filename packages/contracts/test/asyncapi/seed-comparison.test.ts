// Proof that the AsyncAPI document holds exactly the event catalogue seed: every (event type,
// payload version) with exactly the seed's field names, required flags and types, none extra and
// none missing; the 50 shared object types likewise. The seed is parsed by ./seed-catalogue.ts.
import { expect, test } from 'vitest';
import { describeWithSeeds } from '../shared-seeds.js';
import { ENVELOPE_SCHEMAS, doc, payloadMessages, seed, type Json } from './asyncapi-document.js';
import { referencedSharedTypes, type SeedField, type SeedType } from './seed-catalogue.js';

/** A field as a comparable line, e.g. `entry?: [<LedgerEntry>]`. */
const seedTypeText = (t: SeedType): string =>
  t.kind === 'array' ? `[${seedTypeText(t.items)}]` : t.kind === 'ref' ? `<${t.name}>` : t.kind;
const seedLines = (fields: SeedField[]) =>
  fields.map((f) => `${f.name}${f.required ? '' : '?'}: ${seedTypeText(f.type)}`).sort();

/** Reads a property schema back into the seed's vocabulary; anything the seed cannot express is reported as such. */
function schemaTypeText(s: Json, where: string): string {
  const ref = /^#\/components\/schemas\/(.+)$/.exec(s.$ref ?? '');
  if (ref) return `<${ref[1]}>`;
  if (s.type === 'array') return `[${schemaTypeText(s.items ?? {}, `${where}/items`)}]`;
  if (s.type === 'object') return s.properties || s.items ? `unexpected object with properties at ${where}` : 'object';
  if (['string', 'integer', 'boolean', 'number'].includes(s.type)) return s.type;
  return `unexpected schema at ${where}: ${JSON.stringify(s)}`;
}
function schemaLines(schema: Json, where: string): string[] {
  const required = new Set<string>(schema.required ?? []);
  for (const r of required)
    if (!(r in (schema.properties ?? {}))) return [`required field ${r} has no property at ${where}`];
  return Object.entries((schema.properties ?? {}) as Record<string, Json>)
    .map(
      ([name, prop]) =>
        `${name}${required.has(name) ? '' : '?'}: ${schemaTypeText(prop, `${where}/properties/${name}`)}`,
    )
    .sort();
}

const key = (type: string, version: string) => `${type} ${version}`;
const byKey = new Map(payloadMessages.map((m) => [key(m.type, m.version), m]));

describeWithSeeds('the seed itself (parser sanity)', () => {
  test('has 251 event types, 265 payloads and 50 shared object types', () => {
    expect(new Set(seed.payloads.map((p) => p.type)).size).toBe(251);
    expect(seed.payloads).toHaveLength(265);
    expect(seed.sharedTypes.size).toBe(50);
  });
  test('the shared types the seed calls unused are referenced by no payload', () => {
    const used = new Set<string>();
    for (const p of seed.payloads) {
      referencedSharedTypes(p.fields, seed.sharedTypes, used);
      for (const i of p.includes) used.add(i);
    }
    expect(seed.unusedSharedTypes).toHaveLength(8);
    for (const name of seed.unusedSharedTypes) expect(used.has(name), name).toBe(false);
    // Only <PaymentAccount> is unused besides them, and only because the unused <PaymentLedger> is its one user.
    expect([...seed.sharedTypes.keys()].filter((n) => !used.has(n) && !seed.unusedSharedTypes.includes(n))).toEqual([
      'PaymentAccount',
    ]);
  });
});

describeWithSeeds('AsyncAPI payloads against the seed', () => {
  test("the (event type, payload version) set is exactly the seed's", () => {
    const want = seed.payloads.map((p) => key(p.type, p.version)).sort();
    const got = payloadMessages.map((m) => key(m.type, m.version)).sort();
    expect(got).toEqual(want);
    expect(new Set(got).size).toBe(265);
    expect(new Set(payloadMessages.map((m) => m.type)).size).toBe(251);
  });

  test('components.schemas holds the shared types, the envelope schemas and one schema per payload, nothing else', () => {
    const want = [...seed.sharedTypes.keys(), ...ENVELOPE_SCHEMAS, ...payloadMessages.map((m) => m.schemaName)].sort();
    expect(Object.keys(doc.components.schemas).sort()).toEqual(want);
    expect(new Set(payloadMessages.map((m) => m.schemaName)).size).toBe(payloadMessages.length);
  });

  test.each(seed.payloads.map((p) => [key(p.type, p.version), p] as const))(
    '%s has exactly the seed fields',
    (name, p) => {
      const m = byKey.get(name);
      expect(m, `no message for ${name}`).toBeDefined();
      expect(m!.schema.type).toBe('object');
      expect(schemaLines(m!.schema, `#/components/schemas/${m!.schemaName}`)).toEqual(seedLines(p.fields));
      expect(m!.message.tags?.[0]?.name).toBe(p.section);
    },
  );

  test.each([...seed.sharedTypes].map(([name, fields]) => [name, fields] as const))(
    'shared type %s has exactly the seed fields',
    (name, fields) => {
      const schema = doc.components.schemas[name];
      expect(schema, `components.schemas.${name}`).toBeDefined();
      expect(schema.type).toBe('object');
      expect(schemaLines(schema, `#/components/schemas/${name}`)).toEqual(seedLines(fields));
    },
  );
});

describeWithSeeds('the stated unknowns and exceptions are visible', () => {
  const DATETIME = /(_at|_from|_to|_date|begin|end|start)$/;
  const objects: [string, Json][] = [
    ...payloadMessages.map((m) => [`#/components/schemas/${m.schemaName}`, m.schema] as [string, Json]),
    ...[...seed.sharedTypes.keys()].map(
      (n) => [`#/components/schemas/${n}`, doc.components.schemas[n]] as [string, Json],
    ),
  ];
  test('every datetime-like field is a string with no format and says its format is not published', () => {
    let seen = 0;
    for (const [where, schema] of objects) {
      for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        if (!DATETIME.test(name) || prop.type !== 'string') continue;
        seen++;
        expect(prop.format, `${where}/properties/${name}/format`).toBeUndefined();
        expect(prop.description, `${where}/properties/${name}/description`).toMatch(/format is not published/);
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  test('only the last event accepts unpublished fields, and says why', () => {
    const open = payloadMessages.filter(
      (m) => m.schema.additionalProperties !== undefined || m.schema['x-unpublished-fields'],
    );
    expect(open.map((m) => key(m.type, m.version))).toEqual([
      'meterpoint.gas.disputed_opening_reading.queried.by_us v1',
    ]);
    const schema = open[0]!.schema;
    expect(schema.additionalProperties).toBe(true);
    expect(schema['x-unpublished-fields'].after).toBe('root_cause');
    expect(schema.description).toMatch(/not shown/);
    expect(Object.keys(schema.properties).at(-1)).toBe('root_cause');
  });

  test('a later version keeps every field of the earlier one, except recorded compatibility exceptions', () => {
    const types = new Map<string, typeof payloadMessages>();
    for (const m of payloadMessages) types.set(m.type, [...(types.get(m.type) ?? []), m]);
    const exceptions: string[] = [];
    for (const [type, versions] of types) {
      const sorted = [...versions].sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true }));
      for (let i = 1; i < sorted.length; i++) {
        const before = sorted[i - 1]!;
        const after = sorted[i]!;
        const removed = Object.keys(before.schema.properties).filter((f) => !(f in after.schema.properties));
        const recorded = after.schema['x-compatibility-exception'];
        if (removed.length > 0 || recorded) {
          expect(
            recorded,
            `${type} ${after.version} drops ${removed.join(', ')} without x-compatibility-exception`,
          ).toBeDefined();
          expect(recorded.comparedWith).toBe(before.version);
          expect(recorded.removedFields).toEqual(removed);
          expect(recorded.reason).toMatch(/\w/);
          exceptions.push(`${type} ${after.version}`);
        }
      }
    }
    expect(exceptions).toEqual(['collection_process.withdrawn v2']);
  });

  test('payload schemas are tolerant: none sets additionalProperties to false', () => {
    const walk = (node: unknown, where: string): string[] =>
      Array.isArray(node)
        ? node.flatMap((n, i) => walk(n, `${where}/${i}`))
        : node && typeof node === 'object'
          ? Object.entries(node).flatMap(([k, v]) =>
              k === 'additionalProperties' && v === false ? [where] : walk(v, `${where}/${k}`),
            )
          : [];
    const closed = objects.flatMap(([where, schema]) => walk(schema, where));
    expect(closed).toEqual([]);
  });
});
