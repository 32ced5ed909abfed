/**
 * How JSON text is read from bytes, one rule for every reader of a document or of an NDJSON stream
 * (the validator CLI, the contract-test runner's `events`): UTF-8 decoded strictly (bytes that are
 * not UTF-8 are "not JSON", never U+FFFD), and a byte order mark skipped only at the very start of
 * the input (RFC 8259 lets a parser ignore it there; anywhere else U+FEFF is a character that is not
 * JSON whitespace, which a consumer's `JSON.parse` refuses). No imports: browser-safe.
 */

// ignoreBOM: the decoder keeps a BOM, so that where one may be skipped is decided here.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The text of `bytes`, or undefined when they are not UTF-8. `atStart`: the bytes open the input
 * (a document, or an NDJSON stream's first line), so a leading byte order mark is skipped.
 * @example decodeJsonText(new TextEncoder().encode('\uFEFF{}'), true) // '{}'
 * @example decodeJsonText(Uint8Array.of(0xff, 0xfe), true) // undefined
 */
export function decodeJsonText(bytes: Uint8Array, atStart: boolean): string | undefined {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return undefined;
  }
  return atStart && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
