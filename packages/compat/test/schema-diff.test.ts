// diffSchemas as tables: one keyword move and the direction it must report per row; then order-only
// changes (no difference), combinator branch pairing and renamed properties.
import { describe, expect, test } from 'vitest';
import { diffSchemas, type Effect } from '../src/schema-diff.js';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';

const diff = (before: Json, after: Json, doc: Json = {}) =>
  diffSchemas({ doc, node: before, pointer: '' }, { doc, node: after, pointer: '' });

const table: [string, { before: Json; after: Json; want: { effect: Effect; what: RegExp; field?: string[] } }][] = [
  [
    'type narrowed',
    {
      before: { type: ['string', 'null'] },
      after: { type: 'string' },
      want: { effect: 'narrows', what: /type narrowed/ },
    },
  ],
  [
    'type widened',
    {
      before: { type: 'integer' },
      after: { type: 'number' },
      want: { effect: 'widens', what: /type widened: integer -> number/ },
    },
  ],
  [
    'type changed',
    { before: { type: 'string' }, after: { type: 'integer' }, want: { effect: 'changes', what: /type changed/ } },
  ],
  [
    'type added to an untyped schema',
    { before: {}, after: { type: 'string' }, want: { effect: 'narrows', what: /any -> string/ } },
  ],
  [
    'enum narrowed',
    { before: { enum: ['A', 'B'] }, after: { enum: ['A'] }, want: { effect: 'narrows', what: /drops "B"/ } },
  ],
  [
    'enum widened',
    { before: { enum: ['A'] }, after: { enum: ['A', 'B'] }, want: { effect: 'widens', what: /adds "B"/ } },
  ],
  [
    'const to enum',
    { before: { const: 'A' }, after: { enum: ['A', 'B'] }, want: { effect: 'widens', what: /enum widened/ } },
  ],
  ['enum removed', { before: { enum: ['A'] }, after: {}, want: { effect: 'widens', what: /enum removed/ } }],
  [
    'a field named like an Object.prototype member added (no inherited name counts as present)',
    {
      before: { properties: {} },
      after: { properties: { toString: { type: 'string' } } },
      want: { effect: 'narrows', what: /optional field added/, field: ['toString'] },
    },
  ],
  [
    'a field named constructor removed',
    {
      before: { properties: { constructor: {} } },
      after: { properties: {} },
      want: { effect: 'widens', what: /field removed/, field: ['constructor'] },
    },
  ],
  [
    'field made required',
    {
      before: { properties: { a: {} } },
      after: { required: ['a'], properties: { a: {} } },
      want: { effect: 'narrows', what: /made required/, field: ['a'] },
    },
  ],
  [
    'field no longer required',
    {
      before: { required: ['a'], properties: { a: {} } },
      after: { properties: { a: {} } },
      want: { effect: 'widens', what: /no longer required/, field: ['a'] },
    },
  ],
  [
    'field removed from an open object',
    {
      before: { properties: { a: { type: 'string' } } },
      after: { properties: {} },
      want: { effect: 'widens', what: /field removed/, field: ['a'] },
    },
  ],
  [
    'optional field added to an open object',
    {
      before: { properties: {} },
      after: { properties: { b: { type: 'string' } } },
      want: { effect: 'narrows', what: /optional field added/, field: ['b'] },
    },
  ],
  [
    'optional field added to a closed object',
    {
      before: { additionalProperties: false, properties: {} },
      after: { additionalProperties: false, properties: { b: {} } },
      want: { effect: 'widens', what: /optional field added/, field: ['b'] },
    },
  ],
  [
    'extra fields no longer accepted',
    { before: {}, after: { additionalProperties: false }, want: { effect: 'narrows', what: /no longer accepted/ } },
  ],
  [
    'extra fields accepted again',
    {
      before: { additionalProperties: false },
      after: { additionalProperties: true },
      want: { effect: 'widens', what: /now accepted/ },
    },
  ],
  [
    'nested field type changed',
    {
      before: { properties: { a: { items: { properties: { b: { type: 'string' } } } } } },
      after: { properties: { a: { items: { properties: { b: { type: 'boolean' } } } } } },
      want: { effect: 'changes', what: /type changed/, field: ['a', '[]', 'b'] },
    },
  ],
  [
    'maximum raised',
    { before: { maximum: 100 }, after: { maximum: 1500 }, want: { effect: 'widens', what: /maximum 100 -> 1500/ } },
  ],
  [
    'minLength raised',
    { before: { minLength: 1 }, after: { minLength: 2 }, want: { effect: 'narrows', what: /minLength 1 -> 2/ } },
  ],
  [
    'pattern added',
    {
      before: {},
      after: { pattern: '^A' },
      want: { effect: 'narrows', what: /any string -> pattern "\^A": accepts less/ },
    },
  ],
  [
    'pattern changed',
    { before: { pattern: '^A' }, after: { pattern: '^B' }, want: { effect: 'changes', what: /accepts other strings/ } },
  ],
  [
    'anyOf gains a branch',
    {
      before: { anyOf: [{ type: 'string' }] },
      after: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      want: { effect: 'widens', what: /anyOf gains/ },
    },
  ],
  [
    'allOf gains a branch',
    {
      before: { allOf: [{}] },
      after: { allOf: [{}, { required: ['x'] }] },
      want: { effect: 'narrows', what: /allOf gains/ },
    },
  ],
  [
    'anyOf added to a plain schema (a new constraint)',
    {
      before: { type: 'string' },
      after: { type: 'string', anyOf: [{ minLength: 1 }] },
      want: { effect: 'narrows', what: /anyOf added/ },
    },
  ],
  [
    'a schema turned into a union that keeps it as one alternative',
    {
      before: { type: 'string', format: 'date-time' },
      after: {
        anyOf: [
          { type: 'string', format: 'date-time' },
          { type: 'string', format: 'date' },
        ],
      },
      want: { effect: 'widens', what: /now anyOf of 2 alternatives/ },
    },
  ],
  [
    'a union reduced to one of its alternatives',
    {
      before: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
      after: { type: 'integer' },
      want: { effect: 'narrows', what: /reduced to one of them/ },
    },
  ],
  [
    'description changed',
    { before: { description: 'a' }, after: { description: 'b' }, want: { effect: 'doc', what: /description changed/ } },
  ],
  [
    'x- extension changed',
    { before: { 'x-observed': true }, after: {}, want: { effect: 'doc', what: /x-observed changed/ } },
  ],
  [
    'unmodelled keyword changed',
    { before: {}, after: { not: { type: 'null' } }, want: { effect: 'changes', what: /keyword not changed/ } },
  ],
];

describe('diffSchemas', () => {
  for (const [name, { before, after, want }] of table) {
    test(name, () => {
      const facts = diff(before, after);
      expect(facts).toEqual([
        expect.objectContaining({
          effect: want.effect,
          what: expect.stringMatching(want.what),
          field: want.field ?? [],
        }),
      ]);
    });
  }

  test('identical schemas, keys in another order: no difference', () => {
    expect(
      diff(
        { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
        { properties: { a: { type: 'string' } }, required: ['a'], type: 'object' },
      ),
    ).toEqual([]);
  });

  test('refs are followed into components and changes located there', () => {
    const before = { components: { schemas: { A: { type: 'object', properties: { x: { type: 'string' } } } } } };
    const after = { components: { schemas: { A: { type: 'object', properties: { x: { type: 'integer' } } } } } };
    const facts = diffSchemas(
      { doc: before, node: { $ref: '#/components/schemas/A' }, pointer: '/p' },
      { doc: after, node: { $ref: '#/components/schemas/A' }, pointer: '/p' },
    );
    expect(facts).toEqual([
      expect.objectContaining({ pointer: '/components/schemas/A/properties/x', field: ['x'], effect: 'changes' }),
    ]);
  });

  test('an unfollowed ref compares by name', () => {
    const facts = diffSchemas(
      { doc: {}, node: { $ref: '#/components/schemas/A' }, pointer: '' },
      { doc: {}, node: { $ref: '#/components/schemas/B' }, pointer: '' },
      { followRef: () => false },
    );
    expect(facts).toEqual([
      expect.objectContaining({
        effect: 'changes',
        what: expect.stringMatching(/refers to #\/components\/schemas\/B/),
      }),
    ]);
  });

  test('a recursive schema terminates', () => {
    const doc = {
      components: {
        schemas: { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } },
      },
    };
    expect(
      diffSchemas(
        { doc, node: { $ref: '#/components/schemas/Node' }, pointer: '' },
        { doc, node: { $ref: '#/components/schemas/Node' }, pointer: '' },
      ),
    ).toEqual([]);
  });
});

// Validation never depends on the order of these arrays, so neither does the comparison.
const orderOnly: [string, { before: Json; after: Json; doc?: Json }][] = [
  [
    'anyOf branches reordered',
    {
      before: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      after: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
    },
  ],
  [
    'oneOf branches reordered',
    {
      before: { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'integer' }, { type: 'null' }] },
      after: { oneOf: [{ type: 'null' }, { type: 'string', maxLength: 3 }, { type: 'integer' }] },
    },
  ],
  [
    'allOf branches reordered',
    {
      before: { allOf: [{ required: ['a'] }, { properties: { a: { type: 'string' } } }] },
      after: { allOf: [{ properties: { a: { type: 'string' } } }, { required: ['a'] }] },
    },
  ],
  [
    'oneOf of refs reordered',
    {
      before: { oneOf: [{ $ref: '#/$defs/A' }, { $ref: '#/$defs/B' }] },
      after: { oneOf: [{ $ref: '#/$defs/B' }, { $ref: '#/$defs/A' }] },
      doc: { $defs: { A: { type: 'string' }, B: { type: 'integer' } } },
    },
  ],
  [
    'a branch written inline instead of as the ref it was, and moved',
    {
      before: { anyOf: [{ $ref: '#/$defs/A' }, { type: 'null' }] },
      after: { anyOf: [{ type: 'null' }, { type: 'string' }] },
      doc: { $defs: { A: { type: 'string' } } },
    },
  ],
  [
    'equal branches listed twice, reordered',
    {
      before: { anyOf: [{ type: 'string' }, { type: 'string' }, { type: 'null' }] },
      after: { anyOf: [{ type: 'null' }, { type: 'string' }, { type: 'string' }] },
    },
  ],
  ['enum values reordered', { before: { enum: ['A', 'B', 'C'] }, after: { enum: ['C', 'A', 'B'] } }],
  [
    'required names reordered',
    {
      before: { required: ['a', 'b'], properties: { a: {}, b: {} } },
      after: { required: ['b', 'a'], properties: { a: {}, b: {} } },
    },
  ],
  ['type list reordered', { before: { type: ['string', 'null'] }, after: { type: ['null', 'string'] } }],
  [
    'properties reordered',
    {
      before: { properties: { a: { type: 'string' }, b: { type: 'integer' } } },
      after: { properties: { b: { type: 'integer' }, a: { type: 'string' } } },
    },
  ],
];

describe('diffSchemas: order-only changes are no difference', () => {
  for (const [name, { before, after, doc }] of orderOnly)
    test(name, () => expect(diff(before, after, doc)).toEqual([]));
});

type Want = {
  effect: Effect;
  what: RegExp | string;
  field?: string[];
  pointer?: string;
  renamedProperty?: { from: string; to: string };
};
const facts = (want: Want[]) =>
  want.map(({ what, field, ...rest }) =>
    expect.objectContaining({
      ...rest,
      field: field ?? [],
      what: typeof what === 'string' ? what : expect.stringMatching(what),
    }),
  );

// Branches are paired by content: equal ones first, then the most alike; what is left over was added or removed.
const combinators: [string, { before: Json; after: Json; doc?: Json; want: Want[] }][] = [
  [
    'reorder plus a changed branch: the change is found in the branch it belongs to',
    {
      before: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      after: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string' }] },
      want: [{ effect: 'narrows', what: 'minimum none -> 0', pointer: '/anyOf/0' }],
    },
  ],
  [
    'reorder plus a new description on a branch: only the documentation',
    {
      before: { oneOf: [{ type: 'string', description: 'A code.' }, { type: 'null' }] },
      after: { oneOf: [{ type: 'null' }, { type: 'string', description: 'The code.' }] },
      want: [{ effect: 'doc', what: 'description changed', pointer: '/oneOf/1' }],
    },
  ],
  [
    'reorder plus a new branch: only the new branch',
    {
      before: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      after: { anyOf: [{ type: 'null' }, { type: 'integer' }, { type: 'string' }] },
      want: [{ effect: 'widens', what: 'anyOf gains a branch: {"type":"null"}', pointer: '/anyOf/0' }],
    },
  ],
  [
    'oneOf loses a branch (located in the old schema)',
    {
      before: { oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
      after: { oneOf: [{ type: 'null' }, { type: 'string' }] },
      want: [{ effect: 'narrows', what: 'oneOf loses a branch: {"type":"integer"}', pointer: '/oneOf/1' }],
    },
  ],
  [
    'oneOf gains a branch (read as disjoint: widens)',
    {
      before: { oneOf: [{ $ref: '#/$defs/A' }] },
      after: { oneOf: [{ $ref: '#/$defs/B' }, { $ref: '#/$defs/A' }] },
      doc: { $defs: { A: { type: 'string' }, B: { type: 'integer' } } },
      want: [{ effect: 'widens', what: 'oneOf gains a branch: #/$defs/B', pointer: '/oneOf/0' }],
    },
  ],
  [
    'allOf gains a branch, reordered: narrows',
    {
      before: { allOf: [{ type: 'object' }, { required: ['a'] }] },
      after: { allOf: [{ required: ['b'] }, { required: ['a'] }, { type: 'object' }] },
      want: [{ effect: 'narrows', what: /allOf gains a branch: \{"required":\["b"\]\}/, pointer: '/allOf/0' }],
    },
  ],
  [
    'allOf loses a branch: widens',
    {
      before: { allOf: [{ type: 'object' }, { required: ['a'] }] },
      after: { allOf: [{ required: ['a'] }] },
      want: [{ effect: 'widens', what: /allOf loses a branch/, pointer: '/allOf/0' }],
    },
  ],
  [
    'two changed branches, reordered: each paired with the one most like it',
    {
      before: {
        anyOf: [
          { type: 'string', minLength: 1 },
          { type: 'integer', minimum: 0 },
        ],
      },
      after: {
        anyOf: [
          { type: 'integer', minimum: 1 },
          { type: 'string', minLength: 2 },
        ],
      },
      want: [
        { effect: 'narrows', what: 'minimum 0 -> 1', pointer: '/anyOf/0' },
        { effect: 'narrows', what: 'minLength 1 -> 2', pointer: '/anyOf/1' },
      ],
    },
  ],
  [
    'nothing alike: paired in order among the unpaired, the extra one added',
    {
      before: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      after: { anyOf: [{ type: 'null' }, { type: 'boolean' }, { type: 'integer' }] },
      want: [
        { effect: 'changes', what: 'type changed: string -> boolean', pointer: '/anyOf/1' },
        { effect: 'widens', what: /anyOf gains a branch: \{"type":"integer"\}/, pointer: '/anyOf/2' },
      ],
    },
  ],
  [
    'a long branch is cut in the phrase',
    {
      before: { anyOf: [{ type: 'string' }] },
      after: {
        anyOf: [
          { type: 'string' },
          { type: 'object', required: ['a_long_name', 'another_long_name'], properties: { a_long_name: {} } },
        ],
      },
      want: [{ effect: 'widens', what: /^anyOf gains a branch: \{.{58}…$/ }],
    },
  ],
];

// A property is one rename only when the object loses exactly one and gains exactly one with the same accepted values.
const renames: [string, { before: Json; after: Json; want: Want[] }][] = [
  [
    'an optional field renamed',
    {
      before: { properties: { a: { type: 'string' } } },
      after: { properties: { b: { type: 'string' } } },
      want: [
        {
          effect: 'changes',
          what: 'field renamed: a -> b',
          field: ['b'],
          pointer: '/properties/b',
          renamedProperty: { from: 'a', to: 'b' },
        },
      ],
    },
  ],
  [
    'a required field renamed',
    {
      before: { required: ['a'], properties: { a: { type: 'string' }, c: {} } },
      after: { required: ['b'], properties: { c: {}, b: { type: 'string' } } },
      want: [{ effect: 'changes', what: 'required field renamed: a -> b', field: ['b'] }],
    },
  ],
  [
    'a required field renamed and made optional',
    {
      before: { required: ['a'], properties: { a: { type: 'string' } } },
      after: { properties: { b: { type: 'string' } } },
      want: [{ effect: 'changes', what: 'required field renamed: a -> b, now optional', field: ['b'] }],
    },
  ],
  [
    'an optional field renamed and made required',
    {
      before: { properties: { a: { type: 'string' } } },
      after: { required: ['b'], properties: { b: { type: 'string' } } },
      want: [{ effect: 'changes', what: 'field renamed: a -> b, now required', field: ['b'] }],
    },
  ],
  [
    'a field renamed in a closed object',
    {
      before: { additionalProperties: false, properties: { a: { type: 'string' } } },
      after: { additionalProperties: false, properties: { b: { type: 'string' } } },
      want: [{ effect: 'changes', what: 'field renamed: a -> b', field: ['b'] }],
    },
  ],
  [
    'a rename with a new description: the rename, then the documentation at the new name',
    {
      before: { properties: { a: { type: 'string', description: 'A.' } } },
      after: { properties: { b: { type: 'string', description: 'B.' } } },
      want: [
        { effect: 'changes', what: 'field renamed: a -> b', field: ['b'] },
        { effect: 'doc', what: 'description changed', field: ['b'], pointer: '/properties/b' },
      ],
    },
  ],
  [
    'a nested rename, with its field path',
    {
      before: {
        properties: { address: { properties: { items: { items: { properties: { line1: { type: 'string' } } } } } } },
      },
      after: {
        properties: { address: { properties: { items: { items: { properties: { street: { type: 'string' } } } } } } },
      },
      want: [
        {
          effect: 'changes',
          what: 'field renamed: line1 -> street',
          field: ['address', 'items', '[]', 'street'],
          pointer: '/properties/address/properties/items/items/properties/street',
        },
      ],
    },
  ],
  [
    'a field renamed whose schema {} became true (both accept anything)',
    {
      before: { properties: { a: {} } },
      after: { properties: { b: true } },
      want: [{ effect: 'changes', what: 'field renamed: a -> b', field: ['b'] }],
    },
  ],
  [
    'the old name still required (undeclared): no rename',
    {
      before: { required: ['a'], properties: { a: { type: 'string' } } },
      after: { required: ['a'], properties: { b: { type: 'string' } } },
      want: [
        { effect: 'widens', what: 'required field removed', field: ['a'] },
        { effect: 'narrows', what: 'optional field added', field: ['b'] },
      ],
    },
  ],
  [
    'a rename with a type change: a removal plus an addition',
    {
      before: { properties: { a: { type: 'string' } } },
      after: { properties: { b: { type: 'integer' } } },
      want: [
        { effect: 'widens', what: 'field removed', field: ['a'] },
        { effect: 'narrows', what: 'optional field added', field: ['b'] },
      ],
    },
  ],
  [
    'two renames at once: removals plus additions',
    {
      before: { properties: { a: { type: 'string' }, c: { type: 'string' } } },
      after: { properties: { b: { type: 'string' }, d: { type: 'string' } } },
      want: [
        { effect: 'widens', what: 'field removed', field: ['a'] },
        { effect: 'widens', what: 'field removed', field: ['c'] },
        { effect: 'narrows', what: 'optional field added', field: ['b'] },
        { effect: 'narrows', what: 'optional field added', field: ['d'] },
      ],
    },
  ],
  [
    'one field removed, two added: a removal plus additions',
    {
      before: { properties: { a: { type: 'string' } } },
      after: { properties: { b: { type: 'string' }, d: { type: 'string' } } },
      want: [
        { effect: 'widens', what: 'field removed', field: ['a'] },
        { effect: 'narrows', what: 'optional field added', field: ['b'] },
        { effect: 'narrows', what: 'optional field added', field: ['d'] },
      ],
    },
  ],
];

describe('diffSchemas: combinator branches paired by content', () => {
  for (const [name, { before, after, doc, want }] of combinators)
    test(name, () => expect(diff(before, after, doc)).toEqual(facts(want)));

  test('refs reordered with a changed target report the change inside it', () => {
    const schemas = (a: Json) => ({ components: { schemas: { A: a, B: { type: 'integer' } } } });
    const found = diffSchemas(
      {
        doc: schemas({ type: 'string', enum: ['X', 'Y'] }),
        node: { oneOf: [{ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' }] },
        pointer: '',
      },
      {
        doc: schemas({ type: 'string', enum: ['X'] }),
        node: { oneOf: [{ $ref: '#/components/schemas/B' }, { $ref: '#/components/schemas/A' }] },
        pointer: '',
      },
    );
    expect(found).toEqual(
      facts([{ effect: 'narrows', what: 'enum narrowed: drops "Y"', pointer: '/components/schemas/A' }]),
    );
  });

  // Pairing by likeness compares every changed old branch with every changed new one; past 100 x 100
  // the changed branches are paired in their order instead, so a union of hundreds of branches that all
  // changed stays linear (without the bound, a 400-branch oneOf runs past any test budget).
  const union = (n: number, kindOf: (i: number) => number, maxLength: number): Json => ({
    oneOf: Array.from({ length: n }, (_, i) => ({
      type: 'object',
      properties: { kind: { const: `K${kindOf(i)}` }, note: { type: 'string', maxLength } },
    })),
  });
  test.each([
    ['100 changed branches, reversed: each paired with its own kind', 100, 0],
    ['400 changed branches, reversed: past the budget, paired in order', 400, 400],
  ])('%s', (_name, n, constChanges) => {
    const found = diff(
      union(n, (i) => i, 10),
      union(n, (i) => n - 1 - i, 20),
    );
    expect(found.filter((f) => f.what === 'maxLength 10 -> 20')).toHaveLength(n);
    expect(found.filter((f) => /^enum/.test(f.what))).toHaveLength(constChanges === 0 ? 0 : 2 * constChanges);
    expect(found.filter((f) => /branch/.test(f.what))).toEqual([]);
  });
  test('a reorder of 2000 equal branches is no difference (equal branches are found by their text, not compared pairwise)', () => {
    expect(
      diff(
        union(2000, (i) => i, 10),
        union(2000, (i) => 1999 - i, 10),
      ),
    ).toEqual([]);
  });
  test('duplicate branches are paired one for one: the extra copy is a lost branch', () => {
    expect(
      diff(
        { anyOf: [{ type: 'string' }, { type: 'string' }, { type: 'null' }] },
        { anyOf: [{ type: 'null' }, { type: 'string' }] },
      ),
    ).toEqual(facts([{ effect: 'narrows', what: 'anyOf loses a branch: {"type":"string"}', pointer: '/anyOf/1' }]));
  });
});

describe('diffSchemas: renamed properties', () => {
  for (const [name, { before, after, want }] of renames)
    test(name, () => expect(diff(before, after)).toEqual(facts(want)));

  test('a property whose ref target changed is not a rename', () => {
    const doc = (money: Json) => ({ components: { schemas: { Money: money } } });
    const found = diffSchemas(
      {
        doc: doc({ type: 'integer' }),
        node: { properties: { a: { $ref: '#/components/schemas/Money' } } },
        pointer: '',
      },
      {
        doc: doc({ type: 'string' }),
        node: { properties: { b: { $ref: '#/components/schemas/Money' } } },
        pointer: '',
      },
    );
    expect(found.map((f) => f.what)).toEqual(['field removed', 'optional field added']);
  });
});
