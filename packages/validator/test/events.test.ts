import { describe, expect, expectTypeOf, test } from 'vitest';
import { eventCatalogue, isValidEvent, validateEvent } from '../src/events.js';
import { eventExamples } from './support/contracts.js';

const ledgerV2 = eventExamples('billing.ledger.entry_posted', 'v2')[0]!.payload as {
  ledger: { account: Record<string, unknown> };
};
const withAccount = (account: Record<string, unknown>) => ({ ...ledgerV2, ledger: { ...ledgerV2.ledger, account } });

describe('validateEvent', () => {
  test.each([
    ['a valid example', withAccount({ number: 'N-061A2B3C' }), {}, []],
    [
      'a wrong type in a shared type, named by pointer',
      withAccount({ number: 5 }),
      {},
      [
        {
          path: '/ledger/account/number',
          message: '/ledger/account/number must be a string (got number)',
          keyword: 'type',
        },
      ],
    ],
    ['an unknown nested field, tolerant', withAccount({ number: 'x', extra: 1 }), {}, []],
    [
      'an unknown nested field, strict',
      withAccount({ number: 'x', extra: 1 }),
      { strict: true },
      [{ path: '/ledger/account/extra', keyword: 'unevaluatedProperties' }],
    ],
    [
      'a key needing RFC 6901 escapes, strict',
      withAccount({ number: 'x', 'a/b~c': 1 }),
      { strict: true },
      [{ path: '/ledger/account/a~1b~0c', keyword: 'unevaluatedProperties' }],
    ],
    [
      'a missing required field',
      withAccount({}),
      {},
      [
        {
          path: '/ledger/account/number',
          message: '/ledger/account/number is required but missing',
          keyword: 'required',
        },
      ],
    ],
  ])('%s', (_name, payload, options, want) => {
    const result = validateEvent('billing.ledger.entry_posted', 'v2', payload, options);
    expect(result.valid).toBe(want.length === 0);
    expect(result.errors).toEqual(want.map((w) => expect.objectContaining(w)));
  });

  test('free-form obj fields accept anything, even in strict mode', () => {
    const example = eventExamples('account.updated', 'v1')[0]!.payload as Record<string, unknown>;
    expect(
      validateEvent('account.updated', 'v1', { ...example, changes: { anything: { deep: [1] } } }, { strict: true })
        .valid,
    ).toBe(true);
  });

  test('the last disputed-reading event stays tolerant in strict mode (fields after root_cause are not shown)', () => {
    const example = eventExamples('meterpoint.gas.disputed_opening_reading.queried.by_us', 'v1')[0]!.payload as Record<
      string,
      unknown
    >;
    expect(
      validateEvent(
        'meterpoint.gas.disputed_opening_reading.queried.by_us',
        'v1',
        { ...example, criteria: 'x' },
        { strict: true },
      ).valid,
    ).toBe(true);
    const sibling = eventExamples('meterpoint.gas.disputed_opening_reading.accepted.by_us', 'v1')[0]!.payload as Record<
      string,
      unknown
    >;
    expect(
      validateEvent(
        'meterpoint.gas.disputed_opening_reading.accepted.by_us',
        'v1',
        { ...sibling, zz: 'x' },
        { strict: true },
      ).valid,
    ).toBe(false);
  });

  test('an unknown type names the nearest types', () => {
    const result = validateEvent('acount.created', 'v1', {});
    expect(result.valid).toBe(false);
    expect(result.errors[0]!.keyword).toBe('unknown-event-type');
    expect(result.errors[0]!.message).toMatch(/nearest known types: account\.created/);
  });

  test.each([
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
    ['toString', 'toString'],
    [
      'an object whose toString throws',
      {
        toString: () => {
          throw new Error('boom');
        },
      },
    ],
    ['a symbol', Symbol('x')],
  ])('a type that is %s is an unknown type, never a throw or an inherited hit', (_name, type) => {
    for (const options of [undefined, { strict: true }]) {
      const result = validateEvent(type as unknown as string, 'v1', {}, options);
      expect(result.valid).toBe(false);
      expect(result.errors[0]!.keyword).toBe('unknown-event-type');
    }
  });

  test('an unknown version names the known versions', () => {
    const result = validateEvent('agreement.revoked', 'v9', {});
    expect(result.errors[0]).toMatchObject({
      keyword: 'unknown-event-version',
      message: expect.stringContaining('known versions: v1, v2'),
    });
  });

  test.each([[null], [undefined], [42], [{}], ['constructor'], ['__proto__'], ['toString']])(
    'type %j is an invalid result, not a throw',
    (type) => {
      expect(validateEvent(type as string, 'v1', {}).valid).toBe(false);
    },
  );

  test('errors are bounded by maxErrors and flagged as truncated', () => {
    const example = eventExamples('account.created', 'v1')[0]!.payload as Record<string, unknown>;
    const result = validateEvent(
      'account.created',
      'v1',
      { ...example, account_user_emails: Array.from({ length: 500 }, (_, i) => i) },
      { maxErrors: 10 },
    );
    expect(result.errors).toHaveLength(10);
    expect(result.truncated).toBe(true);
  });

  test('the catalogue lists every type with its versions', () => {
    const types = eventCatalogue();
    expect(types.find((t) => t.type === 'agreement.revoked')).toEqual({
      type: 'agreement.revoked',
      versions: ['v1', 'v2'],
      latest: 'v2',
    });
  });
});

describe('isValidEvent', () => {
  test('narrows the payload type', () => {
    const e: unknown = eventExamples('account.created', 'v1')[0]!.payload;
    if (isValidEvent(e, 'account.created', 'v1')) {
      expectTypeOf(e.account_number).toEqualTypeOf<string>();
      expect(typeof e.account_number).toBe('string');
    } else {
      expect.fail('the example must be valid');
    }
    expect(isValidEvent({}, 'account.created', 'v1')).toBe(false);
  });
});

describe('inherited fields', () => {
  // Ajv's `required` reads data.x, which an inherited property satisfies: every call, not only the
  // first (which loads the module), must refuse an object that is not plain.
  test('a payload whose fields are inherited is invalid on every call', () => {
    const valid = { account_number: 'A-1A2B3C4D', account_user_emails: [] };
    expect(validateEvent('account.created', 'v1', valid).valid).toBe(true);
    const verdicts = [1, 2, 3].map(() => validateEvent('account.created', 'v1', Object.create(valid)).valid);
    expect(verdicts).toEqual([false, false, false]);
    expect(validateEvent('account.created', 'v1', Object.create(valid)).errors[0]!.path).toBe('');
  });
});
