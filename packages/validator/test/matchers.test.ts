import { describe, expect, test } from 'vitest';
import '../src/vitest.js';
import { toMatchEventSchema, toMatchResponseSchema } from '../src/matchers.js';
import { eventExamples } from './support/contracts.js';

const payload = eventExamples('account.created', 'v1')[0]!.payload as Record<string, unknown>;

describe('vitest matchers', () => {
  test('toMatchEventSchema passes and fails', () => {
    expect(payload).toMatchEventSchema('account.created', 'v1');
    expect({ ...payload, extra: 1 }).not.toMatchEventSchema('account.created', 'v1', { strict: true });
    expect(() => expect({ ...payload, account_number: 1 }).toMatchEventSchema('account.created', 'v1')).toThrow(
      /expected the value to match the schema of account\.created v1, but it has 1 error\(s\):\n {2}\/account_number must be a string \(got number\)$/,
    );
  });

  test('toMatchResponseSchema passes and fails', () => {
    expect({ count: 0, next: null, previous: null, results: [] }).toMatchResponseSchema({
      method: 'GET',
      path: '/v1/products/',
      status: 200,
    });
    expect(() =>
      expect({ detail: 3 }).toMatchResponseSchema({ method: 'GET', path: '/v1/products/X/', status: 404 }),
    ).toThrow(/\n {2}\/detail must be a string/);
  });

  test('the matcher functions return readable results on their own', () => {
    expect(toMatchEventSchema.call({}, {}, 'account.created', 'v1').message()).toContain(
      '\n  /account_number is required but missing',
    );
    expect(toMatchResponseSchema.call({}, {}, { method: 'GET', path: '/v1/nope/', status: 200 }).pass).toBe(false);
  });
});
