import { describe, expect, test } from 'vitest';
import { appendEntry, keyedRecord, ownEntry, setEntry } from '../src/keyed-record.js';

// Every name an object inherits, and the one that is not a property but an accessor.
const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), 'then', 'prototype'];

describe('keyed-record', () => {
  test.each(INHERITED)('%s: an entry like any other, on a keyed record and on a plain {}', (key) => {
    const before = Object.getOwnPropertyDescriptor(Object.prototype, key);
    for (const record of [keyedRecord<string[]>(), {} as Record<string, string[]>]) {
      expect(ownEntry(record, key)).toBeUndefined();
      appendEntry(record, key, 'first');
      appendEntry(record, key, 'second');
      expect(ownEntry(record, key)).toEqual(['first', 'second']);
      expect(Object.keys(record)).toEqual([key]);
      expect(JSON.parse(JSON.stringify(record))).toEqual(JSON.parse(`{${JSON.stringify(key)}:["first","second"]}`));
    }
    // The prototype every other object shares is untouched.
    expect(Object.getOwnPropertyDescriptor(Object.prototype, key)).toEqual(before);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  test('a keyed record inherits nothing', () => {
    const record = keyedRecord<number>();
    expect(Object.getPrototypeOf(record)).toBeNull();
    expect(record.constructor).toBeUndefined();
    expect(record.toString).toBeUndefined();
  });

  test('setEntry on a plain object makes __proto__ an own entry, not the prototype', () => {
    const record: Record<string, unknown> = {};
    setEntry(record, '__proto__', { polluted: true });
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.keys(record)).toEqual(['__proto__']);
    expect((record as { polluted?: unknown }).polluted).toBeUndefined();
    setEntry(record, '__proto__', 2);
    expect(ownEntry(record, '__proto__')).toBe(2);
  });
});
