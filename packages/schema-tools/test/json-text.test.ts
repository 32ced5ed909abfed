// The one reading of JSON text from bytes: strict UTF-8, a byte order mark skipped at the input's start only.
import { expect, test } from 'vitest';
import { decodeJsonText } from '../src/json-text.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

test.each([
  ['a BOM at the start is skipped', bytes('\uFEFF{}'), true, '{}'],
  ['a BOM on a later line is kept (JSON.parse refuses it there)', bytes('\uFEFF{}'), false, '\uFEFF{}'],
  ['a BOM after a blank is kept', bytes(' \uFEFF{}'), true, ' \uFEFF{}'],
  ['only the first of two BOMs is skipped', bytes('\uFEFF\uFEFF{}'), true, '\uFEFF{}'],
  ['bytes that are not UTF-8', Uint8Array.of(0x7b, 0xff, 0x7d), true, undefined],
  ['a lone surrogate encoded (CESU) is not UTF-8', Uint8Array.of(0xed, 0xa0, 0x80), false, undefined],
])('%s', (_name, input, atStart, want) => {
  expect(decodeJsonText(input, atStart)).toBe(want);
});

test('one call after a failed one decodes afresh (no state left in the shared decoder)', () => {
  expect(decodeJsonText(Uint8Array.of(0xe2, 0x82), true)).toBeUndefined();
  expect(decodeJsonText(bytes('\uFEFF"€"'), true)).toBe('"€"');
});
