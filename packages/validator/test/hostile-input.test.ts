import { describe, expect, test } from 'vitest';
import { validateEnvelope } from '../src/envelope.js';
import { validateEvent } from '../src/events.js';
import { checkJsonValue } from '../src/json-safety.js';
import { validateResponse } from '../src/rest.js';
import { eventExamples } from './support/contracts.js';

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

describe('hostile input never throws and says what is wrong', () => {
  test.each([
    ['100 000-deep object in a free-form field', { ...example, changes: deepObject(100_000) }, 'too-deep', /nested more than 256 levels/],
    ['100 000-deep array in a free-form field', { ...example, changes: { x: deepArray(100_000) } }, 'too-deep', /nested more than/],
    ['a cycle', { ...example, changes: cyclic }, 'not-json', /cycle/],
    ['undefined', { ...example, changes: { x: undefined } }, 'not-json', /undefined/],
    ['a function', { ...example, changes: { x: () => 1 } }, 'not-json', /function/],
    ['a BigInt', { ...example, changes: { x: 10n } }, 'not-json', /BigInt/],
    ['NaN', { ...example, changes: { x: Number.NaN } }, 'not-json', /NaN/],
    ['Infinity', { ...example, changes: { x: Number.POSITIVE_INFINITY } }, 'not-json', /Infinity/],
    ['a Symbol', { ...example, changes: { x: Symbol('s') } }, 'not-json', /Symbol/],
    ['a Date', { ...example, changes: { x: new Date(0) } }, 'not-json', /Date object/],
    ['a Map', { ...example, changes: { x: new Map() } }, 'not-json', /Map object/],
    ['a sparse array', { ...example, account_user_emails: [, 'a@b.c'] }, 'not-json', /sparse/],
  ])('%s', (_name, payload, keyword, message) => {
    const result = validateEvent('account.updated', 'v1', payload);
    expect(result.valid).toBe(false);
    expect(result.errors[0]!.keyword).toBe(keyword);
    expect(result.errors[0]!.message).toMatch(message);
  });

  test('the pointer of a bad value is exact and escaped', () => {
    expect(checkJsonValue({ a: [{ 'x/y': undefined }] })?.path).toBe('/a/0/x~1y');
  });

  test('a getter that throws is an invalid result', () => {
    const payload = { ...example };
    Object.defineProperty(payload, 'account_number', { enumerable: true, get: () => { throw new Error('boom'); } });
    const result = validateEvent('account.updated', 'v1', payload);
    expect(result).toMatchObject({ valid: false, errors: [{ keyword: 'unreadable', message: expect.stringContaining('boom') }] });
  });

  test('a revoked proxy is an invalid result', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(validateEvent('account.updated', 'v1', proxy).valid).toBe(false);
    expect(validateEnvelope(proxy).valid).toBe(false);
  });

  test('huge arrays and strings are validated in bounded time with bounded errors', () => {
    const emails = Array.from({ length: 200_000 }, () => 1);
    const result = validateEvent('account.updated', 'v1', { ...example, account_user_emails: emails, account_number: 'x'.repeat(10_000_000) });
    expect(result.valid).toBe(false);
    expect(result.errors.length).toBe(100);
    expect(result.truncated).toBe(true);
    expect(validateEvent('account.updated', 'v1', { ...example, account_user_emails: Array.from({ length: 1_000_000 }, () => 'a') }).valid).toBe(true);
  });

  test('a huge type name costs bounded time', () => {
    expect(validateEvent('x'.repeat(1_000_000), 'v1', {}).errors[0]!.message.length).toBeLessThan(2000);
  });
});

describe('prototype pollution', () => {
  const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  const text = JSON.stringify({ ...example }).replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true},');

  test.each([[false], [true]])('JSON.parse-produced __proto__/constructor/prototype keys (strict %s)', (strict) => {
    const payload = JSON.parse(text) as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(payload, '__proto__')).toBe(true);
    const result = validateEvent('account.updated', 'v1', payload, { strict });
    if (strict) expect(result.errors.map((e) => e.path).sort()).toEqual(['/__proto__', '/constructor', '/prototype']);
    else expect(result.valid).toBe(true);
    const response = validateResponse({ method: 'GET', path: '/products/', status: 404, body: JSON.parse('{"__proto__":{"detail":1},"detail":"Not found."}') });
    expect(response.valid).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
  });

  test('an unknown event type named __proto__ does not reach the prototype', () => {
    expect(validateEvent('__proto__', 'v1', {}).errors[0]!.keyword).toBe('unknown-event-type');
    expect(validateEvent('account.created', '__proto__', {}).errors[0]!.keyword).toBe('unknown-event-version');
  });
});
