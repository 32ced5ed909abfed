import { describe, expect, test } from 'vitest';
import { decodeQueryComponent, queryPairs } from '../src/query-text.js';

describe('decodeQueryComponent', () => {
  test.each([
    ['plain', 'plain'],
    ['a+b%20c', 'a b c'],
    ['%2B', '+'],
    ['%C2%A3', '£'],
    ['', ''],
  ])('%j reads as %j', (text, want) => expect(decodeQueryComponent(text)).toBe(want));

  test.each([['%ZZ'], ['%'], ['%E2%82'], ['a%2']])('%j is not valid percent-encoding: undefined', (text) =>
    expect(decodeQueryComponent(text)).toBeUndefined(),
  );
});

describe('queryPairs', () => {
  test('pairs in order, empty parts skipped, a name without = has an empty value', () => {
    expect(queryPairs('page=2&&is_green=true&x&a=b=c')).toEqual([
      { rawName: 'page', rawValue: '2', name: 'page', value: '2' },
      { rawName: 'is_green', rawValue: 'true', name: 'is_green', value: 'true' },
      { rawName: 'x', rawValue: '', name: 'x', value: '' },
      { rawName: 'a', rawValue: 'b=c', name: 'a', value: 'b=c' },
    ]);
  });

  test('a bad value names its parameter; a bad name leaves both undefined', () => {
    expect(queryPairs('constructor=%ZZ&%ZZ=1')).toEqual([
      { rawName: 'constructor', rawValue: '%ZZ', name: 'constructor', value: undefined },
      { rawName: '%ZZ', rawValue: '1', name: undefined, value: undefined },
    ]);
  });

  test('an empty query has no pairs', () => expect(queryPairs('')).toEqual([]));
});
