// Walks the REST seed (../shared/seeds/rest-api.md) and checks that each endpoint, query
// parameter and field it names is in the contract with the type it states: coverage of the seed
// is asserted here, not claimed.
import { expect, test } from 'vitest';
import { deref } from '@energy-contracts/schema-tools/json-pointer';
import { operationParameters } from '@energy-contracts/schema-tools/openapi';
import { describeWithSeeds, readSeed } from '../shared-seeds.js';
import { doc, operations, validatorFor, type Json } from './openapi-document.js';

const seed = readSeed('rest-api.md') ?? '';

/** Rows of the first Markdown table after the heading `heading`, as arrays of trimmed cells. */
function tableAfter(heading: string): string[][] {
  const start = seed.indexOf(`${heading}\n`);
  if (start === -1) throw new Error(`seed has no heading "${heading}"`);
  const lines = seed.slice(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows.slice(2); // header and separator
}

/** Resolves a schema to the object schema holding `properties` (follows $ref and allOf). */
function propertiesOf(schema: Json): Json {
  const s = deref<Json>(doc, schema);
  const own: Json = { ...(s.properties ?? {}) };
  for (const part of s.allOf ?? []) Object.assign(own, propertiesOf(part));
  return own;
}

function types(schema: Json): string[] {
  const s = deref<Json>(doc, schema);
  return ([] as string[]).concat(s.type ?? []).sort();
}

/** The JSON Schema types and format a seed "Type" cell means. */
function expected(typeCell: string): { types: string[]; format?: string } {
  const t = typeCell.toLowerCase();
  const nullable = /\bor null\b/.test(t);
  let base: string;
  if (t.startsWith('integer')) base = 'integer';
  else if (t.startsWith('number')) base = 'number';
  else if (t.startsWith('boolean')) base = 'boolean';
  else if (t.startsWith('array')) base = 'array';
  else if (t.startsWith('string')) base = 'string';
  else throw new Error(`unknown seed type "${typeCell}"`);
  const format = /datetime/.test(t) ? 'date-time' : /\burl\b/.test(t) ? 'uri' : undefined;
  return { types: (nullable ? [base, 'null'] : [base]).sort(), ...(format ? { format } : {}) };
}

const resources = [
  ['### List envelope (returned by list end-points)', 'PaginatedList'],
  ['### Product (element of `results` of the products list)', 'Product'],
  ['### Standard unit rate (element of `results` of the standard-unit-rates list)', 'Charge'],
] as const;

for (const [heading, schemaName] of resources)
  describeWithSeeds(`${heading} -> ${schemaName}`, () => {
    const properties = propertiesOf({ $ref: `#/components/schemas/${schemaName}` });
    const required: string[] = deref<Json>(doc, { $ref: `#/components/schemas/${schemaName}` }).required ?? [];
    const rows = tableAfter(heading);
    test('the seed table has rows', () => expect(rows.length).toBeGreaterThan(3));
    test.each(rows.map(([field, type, notes]) => [field!, type!, notes ?? ''] as const))(
      '%s: %s',
      (field, typeCell, notes) => {
        const property = properties[field];
        expect(property, `${schemaName} has no property ${field}`).toBeDefined();
        expect(required).toContain(field);
        const want = expected(typeCell);
        const got = types(property);
        if (got.join() !== want.types.join()) {
          // A type wider than the seed's is allowed only as a visible design decision (valid_to: null).
          expect(
            deref<Json>(doc, property)['x-design-decision'],
            `${field} differs from the seed without a design decision`,
          ).toBe(true);
          expect(got).toEqual(expect.arrayContaining(want.types));
        }
        if (want.format) expect(deref<Json>(doc, property).format).toBe(want.format);
        // "enumerated; the value IMPORT occurs"
        for (const value of notes.match(/value ([A-Z_]+) occurs/g) ?? []) {
          expect(deref<Json>(doc, property).enum).toContain(value.split(' ')[1]);
        }
        // Link objects: "each has `href` ..., `method` ... and `rel` ..."
        if (/link objects/.test(typeCell)) {
          const link = propertiesOf(deref<Json>(doc, property).items);
          for (const name of ['href', 'method', 'rel']) expect(types(link[name])).toEqual(['string']);
        }
      },
    );
  });

describeWithSeeds('endpoints of the seed', () => {
  const rows = tableAfter('## Endpoints');
  test('the seed table has the four endpoints', () => expect(rows.length).toBe(4));
  test.each(
    rows.map(([method, p, query]) => [method!, p!.replace(/`/g, '').replace(/<([a-z_]+)>/g, '{$1}'), query!] as const),
  )('%s %s', (method, p, query) => {
    const operation = operations.find((o) => o.path === p && o.method === method.toLowerCase());
    expect(operation, `no ${method} ${p}`).toBeDefined();
    const names = operationParameters(doc, operation!).map((x) => x.name);
    // Parameter names in backticks that are query parameter names (not `true`/`false`).
    for (const name of (query.match(/`([a-z_]+)`/g) ?? []).map((q) => q.replace(/`/g, ''))) {
      if (name === 'true' || name === 'false') continue;
      expect(names).toContain(name);
    }
    if (/without the trailing slash/.test(query)) {
      expect(operations.find((o) => o.path === p.replace(/\/$/, '') && o.method === 'get')).toBeDefined();
    }
    if (/requires authentication/.test(query) || p.startsWith('/accounts')) {
      const schemes = (operation!.op.security as Json[]).flatMap((s) => Object.keys(s));
      expect(schemes).toEqual(expect.arrayContaining(['basicAuth', 'apiKeyToken']));
    } else {
      expect(operation!.op.security).toEqual([]);
    }
  });
});

describeWithSeeds('rules of the seed', () => {
  test('the base URL is a {base_url} variable whose path ends in /v1/', () => {
    expect(doc.servers[0].url).toBe('{base_url}');
    expect(new URL(doc.servers[0].variables.base_url.default).pathname.endsWith('/v1/')).toBe(true);
  });
  test('every operation is a GET', () => {
    expect(operations.every((o) => o.method === 'get')).toBe(true);
  });
  test('HTTP Basic takes the API key as username (security scheme)', () => {
    expect(doc.components.securitySchemes.basicAuth).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(doc.components.securitySchemes.apiKeyToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
  });
  test.each(['period_from', 'period_to', 'available_at', 'tariffs_active_at'])(
    'datetime parameter %s accepts the seed forms and names them',
    (name) => {
      const parameter = deref<Json>(doc, doc.components.parameters[name]);
      const validate = validatorFor(parameter.schema);
      // The schema accepts what the platform reads (Django's parse_datetime, a date alone); the
      // canonical subset that --strict demands is QueryDateTime's x-strict-pattern.
      const strictPattern = new RegExp(deref<Json>(doc, parameter.schema)['x-strict-pattern'] as string, 'u');
      const canonical = [
        '2024-05-26T00:00Z',
        '2024-05-26T00:00:00Z',
        '2024-05-26T00:00',
        '2024-05-26T00:00:00.123456+01:00',
      ];
      const platformOnly = [
        '2024-05-26',
        '2024-05-26 00:00Z',
        '2024-05-26T00:00:00+0100',
        '2024-05-26T00:00+01',
        '2024-5-6 7:08',
        '2024-05-26T00:00:00,1234567Z',
      ];
      for (const ok of [...canonical, ...platformOnly]) expect(validate(ok), ok).toBe(true);
      for (const ok of canonical) expect(strictPattern.test(ok), ok).toBe(true);
      for (const lenient of platformOnly) expect(strictPattern.test(lenient), lenient).toBe(false);
      for (const bad of [
        'yesterday',
        '2024',
        '2024-05-26T00:00:00 01:00',
        '2024-05-26T00:00:00.1234567890123Z',
        '12:00',
      ]) {
        expect(validate(bad), bad).toBe(false);
      }
      expect(parameter.description).toMatch(/Europe\/London/);
    },
  );
  test.each(
    operations
      .filter((o) => /\/(products\/?|[a-z-]+-(unit-rates|charges)\/)$/.test(o.path))
      .map((o) => [o.operationId, o] as const),
  )('%s: list with page and page_size 1..1500, default 100', (_id, o) => {
    const byName: Json = Object.fromEntries(operationParameters(doc, o).map((x) => [x.name, x]));
    expect(byName.page?.schema).toMatchObject({ type: 'integer', minimum: 1 });
    expect(byName.page_size?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 1500, default: 100 });
  });
  test.each(operations.filter((o) => o.op['x-redirect-to'] === undefined).map((o) => [o.operationId, o] as const))(
    '%s documents 400/404/405/429 with headers',
    (_id, o) => {
      const responses = o.op.responses as Json;
      for (const status of ['200', '400', '404', '405', '429']) expect(Object.keys(responses)).toContain(status);
      expect(Object.keys(deref<Json>(doc, responses['405']).headers)).toContain('Allow');
      expect(Object.keys(deref<Json>(doc, responses['429']).headers)).toContain('Retry-After');
      if (o.path.startsWith('/accounts')) {
        expect(Object.keys(deref<Json>(doc, responses['401']).headers)).toContain('WWW-Authenticate');
        expect(Object.keys(responses)).toContain('403');
      }
    },
  );
});
