// Response headers are named by the server: every name, one an object inherits included, is kept.
import { describe, expect, test } from 'vitest';
import { headerRecord } from '../../src/http/exchange.js';

describe('headerRecord', () => {
  test.each([
    [
      'Headers',
      () =>
        new Headers([
          ['__proto__', 'x'],
          ['Constructor', 'y'],
          ['Content-Type', 'application/json'],
        ]),
    ],
    [
      'a plain record',
      // JSON.parse makes "__proto__" an own key, as node's header objects may hold it.
      () => JSON.parse('{"__proto__": "x", "Constructor": ["y"], "Content-Type": "application/json"}'),
    ],
  ])('%s: __proto__ and constructor are entries, names lower-cased', (_kind, make) => {
    const out = headerRecord(make() as Headers);
    expect(Object.keys(out).sort()).toEqual(['__proto__', 'constructor', 'content-type']);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toBe('x');
    expect(out.constructor).toBe('y');
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});
