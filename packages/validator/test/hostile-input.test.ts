import { resolveRef, type Json, type JsonObject } from '@energy-contracts/schema-tools/json-pointer';
import { describe, expect, test } from 'vitest';
import { validateEnvelope } from '../src/envelope.js';
import { validateEvent } from '../src/events.js';
import { checkJsonValue } from '../src/json-safety.js';
import { validateResponse } from '../src/rest.js';
import { catalogue, eventExamples, eventSchema, openapi } from './support/contracts.js';

const example = eventExamples('account.updated', 'v1')[0]!.payload as Record<string, unknown>;

function deepObject(depth: number): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let cur = root;
  for (let i = 0; i < depth; i++) {
    const next: Record<string, unknown> = {};
    cur.a = next;
    cur = next;
  }
  return root;
}

function deepArray(depth: number): unknown[] {
  const root: unknown[] = [];
  let cur = root;
  for (let i = 0; i < depth; i++) {
    const next: unknown[] = [];
    cur.push(next);
    cur = next;
  }
  return root;
}

const cyclic: Record<string, unknown> = { a: {} };
(cyclic.a as Record<string, unknown>).back = cyclic;

const ledger = eventExamples('billing.ledger.entry_posted', 'v2')[0]!.payload as { entry: Record<string, unknown> };
const withEntryId = (id: unknown) => ({ ...ledger, entry: { ...ledger.entry, id } });

// Values JSON cannot hold, each put (a) in a free-form field and (b) in a typed field.
const notJsonValues: Array<[string, () => unknown, string, RegExp]> = [
  ['100 000-deep object', () => deepObject(100_000), 'too-deep', /nested more than 256 levels/],
  ['100 000-deep array', () => ({ x: deepArray(100_000) }), 'too-deep', /nested more than/],
  ['a cycle', () => cyclic, 'not-json', /cycle/],
  ['undefined', () => ({ x: undefined }), 'not-json', /undefined/],
  ['a function', () => ({ x: () => 1 }), 'not-json', /function/],
  ['a BigInt', () => ({ x: 10n }), 'not-json', /BigInt/],
  ['NaN', () => ({ x: Number.NaN }), 'not-json', /NaN/],
  ['Infinity', () => ({ x: Number.POSITIVE_INFINITY }), 'not-json', /Infinity/],
  ['a Symbol', () => ({ x: Symbol('s') }), 'not-json', /Symbol/],
  ['a Date', () => ({ x: new Date(0) }), 'not-json', /Date object/],
  ['a Map', () => ({ x: new Map() }), 'not-json', /Map object/],
];

describe('hostile input in free-form fields: accepted by default without harm, reported with checkJson', () => {
  test.each(notJsonValues)('%s', (_name, make, keyword, message) => {
    const payload = { ...example, changes: make() };
    // Default: the schema does not look inside `changes`, so the verdict is valid, in bounded time, without throwing.
    expect(validateEvent('account.updated', 'v1', payload)).toEqual({ valid: true, errors: [] });
    const checked = validateEvent('account.updated', 'v1', payload, { checkJson: true });
    expect(checked.valid).toBe(false);
    expect(checked.errors[0]!.keyword).toBe(keyword);
    expect(checked.errors[0]!.message).toMatch(message);
    expect(checked.errors[0]!.path.startsWith('/changes')).toBe(true);
    // The same through an envelope and a response body.
    const envelope = {
      id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f',
      event_type: 'account.updated',
      payload_version: 'v1',
      source: 'energy-platform',
      occurred_at: '2024-05-01T09:30:00Z',
      payload,
    };
    expect(validateEnvelope(envelope).valid).toBe(true);
    expect(validateEnvelope(envelope, { checkJson: true }).errors[0]!.path.startsWith('/payload/changes')).toBe(true);
  });

  test('an unknown field holding a value JSON cannot hold is only reported with checkJson', () => {
    const payload = { ...example, extra: Number.NaN };
    expect(validateEvent('account.updated', 'v1', payload).valid).toBe(true);
    expect(validateEvent('account.updated', 'v1', payload, { checkJson: true }).errors[0]).toMatchObject({
      path: '/extra',
      keyword: 'not-json',
    });
    // Strict mode rejects the unknown field itself, whatever it holds.
    expect(validateEvent('account.updated', 'v1', payload, { strict: true }).errors[0]).toMatchObject({
      path: '/extra',
      keyword: 'unevaluatedProperties',
    });
  });

  test('a sparse array hole is reported with checkJson', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the hostile input
    const payload = { ...example, account_user_emails: [, 'a@b.c'] };
    expect(validateEvent('account.updated', 'v1', payload, { checkJson: true }).errors[0]).toMatchObject({
      path: '/account_user_emails/0',
      keyword: 'not-json',
    });
  });
});

describe('hostile input in typed fields: invalid by default, with a pointer', () => {
  test.each<[string, unknown, string, RegExp]>([
    ['NaN where an integer is expected', Number.NaN, 'type', /must be an integer \(got NaN\)/],
    ['Infinity where an integer is expected', Number.POSITIVE_INFINITY, 'type', /must be an integer \(got Infinity\)/],
    ['-Infinity where an integer is expected', Number.NEGATIVE_INFINITY, 'type', /got -Infinity/],
    ['a BigInt where an integer is expected', 10n, 'type', /got bigint/],
    ['a function where an integer is expected', () => 1, 'type', /got function/],
    ['a Symbol where an integer is expected', Symbol('s'), 'type', /got symbol/],
    ['a Date where an integer is expected', new Date(0), 'type', /got object/],
    ['undefined where an integer is required', undefined, 'required', /required but missing/],
    ['a cycle where an integer is expected', cyclic, 'type', /got object/],
    ['a 100 000-deep object where an integer is expected', deepObject(100_000), 'type', /got object/],
  ])('%s', (_name, value, keyword, message) => {
    const result = validateEvent('billing.ledger.entry_posted', 'v2', withEntryId(value));
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      expect.objectContaining({ path: '/entry/id', keyword, message: expect.stringMatching(message) }),
    ]);
  });

  test.each<[string, unknown]>([
    ['a BigInt', 10n],
    ['a function', () => 'x'],
    ['a Symbol', Symbol('s')],
    ['a Date', new Date(0)],
  ])('%s where a string is expected', (_name, value) => {
    expect(validateEvent('account.updated', 'v1', { ...example, account_number: value }).errors).toEqual([
      expect.objectContaining({ path: '/account_number', keyword: 'type' }),
    ]);
  });
});

describe('hostile input never throws', () => {
  test('the pointer of a bad value is exact and escaped', () => {
    expect(checkJsonValue({ a: [{ 'x/y': undefined }] })?.path).toBe('/a/0/x~1y');
  });

  test('a getter that throws is an invalid result', () => {
    const payload = { ...example };
    Object.defineProperty(payload, 'account_number', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    const result = validateEvent('account.updated', 'v1', payload);
    expect(result).toMatchObject({
      valid: false,
      errors: [{ keyword: 'unreadable', message: expect.stringContaining('boom') }],
    });
  });

  test('a proxy whose get trap throws in a typed field is an invalid result', () => {
    const entry = new Proxy(
      { ...ledger.entry },
      {
        get: (target, key) => {
          if (key === 'id') throw new Error('trap');
          return Reflect.get(target, key);
        },
      },
    );
    const result = validateEvent('billing.ledger.entry_posted', 'v2', { ...ledger, entry });
    expect(result).toMatchObject({
      valid: false,
      errors: [{ keyword: 'unreadable', message: expect.stringContaining('trap') }],
    });
  });

  test('a throwing getter in a free-form field is not read by default, and reported with checkJson', () => {
    const changes = {};
    Object.defineProperty(changes, 'x', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(validateEvent('account.updated', 'v1', { ...example, changes }).valid).toBe(true);
    expect(
      validateEvent('account.updated', 'v1', { ...example, changes }, { checkJson: true }).errors[0]!.keyword,
    ).toBe('unreadable');
  });

  test('a revoked proxy is an invalid result', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(validateEvent('account.updated', 'v1', proxy).valid).toBe(false);
    expect(validateEnvelope(proxy).valid).toBe(false);
  });

  /** Validates account.updated with `account_user_emails` as a proxy that counts its property reads. */
  function itemReads(items: unknown[]): { reads: number; result: ReturnType<typeof validateEvent> } {
    let reads = 0;
    const counted = new Proxy(items, {
      get(target, key, receiver) {
        reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const result = validateEvent('account.updated', 'v1', { ...example, account_user_emails: counted });
    return { reads, result };
  }

  test('huge arrays and strings are validated with bounded errors', () => {
    const result = validateEvent('account.updated', 'v1', {
      ...example,
      account_user_emails: Array.from({ length: 200_000 }, () => 1),
      account_number: 'x'.repeat(10_000_000),
    });
    expect(result.valid).toBe(false);
    expect(result.errors.length).toBe(100);
    expect(result.truncated).toBe(true);
    expect(
      validateEvent('account.updated', 'v1', {
        ...example,
        account_user_emails: Array.from({ length: 100_000 }, () => 'a'),
      }).valid,
    ).toBe(true);
  });

  // The bound is counted, not timed: the items the validator reads, whatever the machine's speed.
  test('a valid array is read once per item: the work grows linearly with its length', () => {
    for (const n of [1_000, 4_000, 16_000]) {
      const { reads, result } = itemReads(Array.from({ length: n }, () => 'a'));
      expect(result.valid).toBe(true);
      // Each item once, plus `length`.
      expect(reads).toBeLessThanOrEqual(n + 2);
    }
  });

  test('an invalid array stops being read at the error limit, however long it is', () => {
    const short = itemReads(Array.from({ length: 1_000 }, () => 1));
    const long = itemReads(Array.from({ length: 100_000 }, () => 1));
    expect(long.result.errors).toHaveLength(100);
    expect(long.result.truncated).toBe(true);
    expect(long.reads).toBe(short.reads);
    expect(long.reads).toBeLessThan(1_000);
  });

  test('a huge type name costs bounded time', () => {
    expect(validateEvent('x'.repeat(1_000_000), 'v1', {}).errors[0]!.message.length).toBeLessThan(2000);
  });
});

describe('prototype pollution', () => {
  const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  const text = JSON.stringify({ ...example }).replace(
    /^\{/,
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true},',
  );

  test.each([[false], [true]])('JSON.parse-produced __proto__/constructor/prototype keys (strict %s)', (strict) => {
    const payload = JSON.parse(text) as Record<string, unknown>;
    expect(Object.hasOwn(payload, '__proto__')).toBe(true);
    const result = validateEvent('account.updated', 'v1', payload, { strict });
    if (strict) expect(result.errors.map((e) => e.path).sort()).toEqual(['/__proto__', '/constructor', '/prototype']);
    else expect(result.valid).toBe(true);
    const response = validateResponse({
      method: 'GET',
      path: '/products/',
      status: 404,
      body: JSON.parse('{"__proto__":{"detail":1},"detail":"Not found."}'),
    });
    expect(response.valid).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
  });

  // Ajv's required check reads data.x, which an inherited property would satisfy.
  test.each([
    ['default', {}],
    ['strict and checkJson', { strict: true, checkJson: true }],
  ] as const)('inherited properties do not satisfy required (%s)', (_name, options) => {
    const created = eventExamples('account.created', 'v1')[0]!.payload as Record<string, unknown>;
    expect(validateEvent('account.created', 'v1', { ...created }, options).valid).toBe(true);
    const inherited = validateEvent('account.created', 'v1', Object.create(created) as unknown, options);
    expect(inherited.valid).toBe(false);
    expect(inherited.errors[0]!.keyword).toBe('not-json');
    expect(inherited.errors[0]!.message).toMatch(/inherits properties from another object/);
  });

  test('with checkJson, an inheriting object anywhere is reported at its pointer', () => {
    const nested = { ...example, extra: Object.create({ hidden: 1 }) as unknown };
    expect(validateEvent('account.updated', 'v1', nested, { checkJson: true }).errors[0]).toMatchObject({
      path: '/extra',
      keyword: 'not-json',
    });
  });

  test('an unknown event type named __proto__ does not reach the prototype', () => {
    expect(validateEvent('__proto__', 'v1', {}).errors[0]!.keyword).toBe('unknown-event-type');
    expect(validateEvent('account.created', '__proto__', {}).errors[0]!.keyword).toBe('unknown-event-version');
  });
});

// The default path relies on this: generated code descends only as deep as the schema, so deep
// or cyclic data cannot make it recurse without end. A recursive schema would break that.
describe('no schema is recursive (the default path depends on it)', () => {
  function refCycle(root: JsonObject, node: Json, stack: string[]): string | undefined {
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = refCycle(root, item, stack);
        if (found) return found;
      }
      return undefined;
    }
    if (node === null || typeof node !== 'object') return undefined;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
      if (stack.includes(node.$ref)) return [...stack, node.$ref].join(' -> ');
      const target = resolveRef(root, node.$ref) as Json;
      const found = refCycle(root, target, [...stack, node.$ref]);
      if (found) return found;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === '$defs' || key === 'examples' || key === '$ref') continue;
      const found = refCycle(root, value, stack);
      if (found) return found;
    }
    return undefined;
  }

  test.each(catalogue.map((e) => [`${e.type} ${e.version}`, e] as const))('%s', (_name, entry) => {
    const schema = eventSchema(entry);
    expect(JSON.stringify(schema)).not.toMatch(/"\$(dynamicRef|recursiveRef)"/);
    expect(refCycle(schema, schema, [])).toBeUndefined();
  });

  test('REST schemas', () => {
    const schemas = ((openapi.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
    expect(Object.keys(schemas).length).toBeGreaterThan(0);
    for (const name of Object.keys(schemas))
      expect(refCycle(openapi, { $ref: `#/components/schemas/${name}` }, [])).toBeUndefined();
    expect(refCycle(openapi, openapi.paths ?? {}, [])).toBeUndefined();
  });
});
