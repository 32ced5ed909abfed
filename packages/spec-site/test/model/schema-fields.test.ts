// Field rows of small documents (every shape the contract uses), then of the real bundles.
import { describe, expect, test } from 'vitest';
import { loadContract } from '../../src/build/load-contract.js';
import {
  constraintsOf,
  fieldPathText,
  schemaFields,
  schemaRefName,
  typeLabel,
  type FieldRow,
} from '../../src/model/schema-fields.js';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';

const doc: Json = {
  components: {
    schemas: {
      Account: { type: 'object', required: ['number'], properties: { number: { type: 'string', pattern: '^A-' } } },
      Ledger: {
        type: 'object',
        required: ['account', 'number'],
        properties: {
          account: { $ref: '#/components/schemas/Account' },
          number: { type: 'string' },
          id: { type: 'string' },
        },
      },
      Page: {
        type: 'object',
        required: ['count'],
        properties: { count: { type: 'integer', minimum: 0 }, results: { type: 'array', items: {} } },
      },
      LedgerPage: {
        allOf: [
          { $ref: '#/components/schemas/Page' },
          {
            type: 'object',
            required: ['results'],
            properties: { results: { type: 'array', items: { $ref: '#/components/schemas/Ledger' } } },
          },
        ],
      },
      Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' }, name: { type: 'string' } } },
      Region: { type: 'string', enum: ['_A', '_B'], description: 'A region.' },
      ByRegion: {
        type: 'object',
        propertyNames: { $ref: '#/components/schemas/Region' },
        additionalProperties: { $ref: '#/components/schemas/Account' },
      },
      Nullable: {
        type: 'object',
        properties: {
          term: { type: ['integer', 'null'], examples: [12, null] },
          region: { $ref: '#/components/schemas/Region' },
        },
      },
    },
  },
};
const rows = (name: string, options = {}) =>
  schemaFields(doc, { $ref: `#/components/schemas/${name}` }, options).map((r: FieldRow) => [
    fieldPathText(r.path),
    r.required,
    r.depth,
  ]);

describe('schemaFields', () => {
  test.each([
    [
      'nested named schemas are expanded in place',
      'Ledger',
      [
        ['account', true, 0],
        ['account.number', true, 1],
        ['number', true, 0],
        ['id', false, 0],
      ],
    ],
    [
      'allOf members are merged, the later property winning',
      'LedgerPage',
      [
        ['count', true, 0],
        ['results', true, 0],
        ['results[].account', true, 1],
        ['results[].account.number', true, 2],
        ['results[].number', true, 1],
        ['results[].id', false, 1],
      ],
    ],
    [
      'a recursive schema is not expanded into itself',
      'Node',
      [
        ['child', false, 0],
        ['name', false, 0],
      ],
    ],
    [
      'a map lists its values under *',
      'ByRegion',
      [
        ['*', false, 0],
        ['*.number', true, 1],
      ],
    ],
  ])('%s', (_name, schema, want) => expect(rows(schema)).toEqual(want));

  test('expand decides which named schemas open', () => {
    expect(rows('Ledger', { expand: () => false })).toEqual([
      ['account', true, 0],
      ['number', true, 0],
      ['id', false, 0],
    ]);
  });

  test('a map names its keys; a value ref explains itself; examples are kept', () => {
    expect(schemaFields(doc, { $ref: '#/components/schemas/ByRegion' })[0]!.constraints).toEqual(['keys: Region']);
    const [term, region] = schemaFields(doc, { $ref: '#/components/schemas/Nullable' });
    expect(term!.type).toEqual([{ text: 'integer' }, { text: ' | null' }]);
    expect(term!.examples).toEqual([12, null]);
    expect(region!.description).toBe('A region.');
    expect(region!.type).toEqual([{ schema: 'Region' }]);
  });

  test('a $ref that does not resolve is an error naming it, not a field of any type', () => {
    const broken: Json = {
      components: {
        schemas: { Holder: { type: 'object', properties: { lost: { $ref: '#/components/schemas/Nope' } } } },
      },
    };
    expect(() => schemaFields(broken, { $ref: '#/components/schemas/Holder' })).toThrow(
      'unresolved $ref #/components/schemas/Nope',
    );
    expect(() => typeLabel(broken, { type: 'array', items: { $ref: '#/components/schemas/Nope' } })).toThrow(
      'unresolved $ref #/components/schemas/Nope',
    );
  });
});

describe('typeLabel', () => {
  test.each([
    [{ type: 'string' }, 'string'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ type: 'array', items: { type: 'boolean' } }, 'array of boolean'],
    [{ type: 'array', items: { $ref: '#/components/schemas/Ledger' } }, 'array of <Ledger>'],
    [{ type: 'array', items: {} }, 'array of any'],
    [{ $ref: '#/components/schemas/Ledger' }, '<Ledger>'],
    [{ oneOf: [{ type: 'string' }, { type: 'integer' }] }, 'one of string | integer'],
    [{ type: 'object', additionalProperties: { type: 'integer' } }, 'map of integer'],
    [{ const: 'x' }, 'string'],
    [{}, 'any'],
  ])('%j', (node, want) =>
    expect(
      typeLabel(doc, node as Json)
        .map((p) => ('text' in p ? p.text : `<${p.schema}>`))
        .join(''),
    ).toBe(want),
  );
});

describe('constraintsOf', () => {
  test.each([
    [{ enum: ['IMPORT', 'EXPORT'] }, ['one of: IMPORT, EXPORT']],
    [{ const: 'energy-platform-events' }, ['always: energy-platform-events']],
    [{ format: 'date-time', minLength: 1 }, ['format: date-time', 'min length: 1']],
    [{ minimum: 1, maximum: 1500 }, ['minimum: 1', 'maximum: 1500']],
    [{ additionalProperties: false }, ['no other fields']],
    [{ pattern: '^[0-9]{13}$' }, ['pattern: ^[0-9]{13}$']],
  ])('%j', (node, want) => expect(constraintsOf(node)).toEqual(want));
});

describe('the real bundles', () => {
  const { openapi, asyncapi } = loadContract();
  test('ChargeList lists the envelope and each Charge field', () => {
    expect(
      schemaFields(openapi, { $ref: '#/components/schemas/ChargeList' }).map((r) => fieldPathText(r.path)),
    ).toEqual([
      'count',
      'next',
      'previous',
      'results',
      'results[].value_exc_vat',
      'results[].value_inc_vat',
      'results[].valid_from',
      'results[].valid_to',
      'results[].payment_method',
    ]);
  });
  test('an event payload expands its shared types', () => {
    const paths = schemaFields(asyncapi, { $ref: '#/components/schemas/BillingLedgerEntryPostedV2' }).map((r) =>
      fieldPathText(r.path),
    );
    expect(paths).toContain('ledger.account.number');
    expect(paths).toContain('entry.is_reversal');
  });
});

describe('schemaRefName', () => {
  test.each([
    ['a component schema', '#/components/schemas/Ledger', 'Ledger'],
    ['an escaped name', '#/components/schemas/a~1b~0c', 'a/b~c'],
    ['a percent-encoded name', '#/components/schemas/Meter%20point', 'Meter point'],
    ['a pointer inside a schema', '#/components/schemas/Ledger/properties/id', undefined],
    ['another component kind', '#/components/parameters/page', undefined],
    ['another document', 'other.json#/components/schemas/Ledger', undefined],
    ['bad percent-encoding (no crash)', '#/components/schemas/%E0%A4%A', undefined],
  ])('%s', (_name, ref, want) => {
    expect(schemaRefName({ $ref: ref })).toBe(want);
  });
  test('a node that is no reference', () => expect(schemaRefName({ type: 'string' })).toBeUndefined());
});
