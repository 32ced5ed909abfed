/**
 * How the CLI reads its input, one rule for a single document and for each line of an NDJSON
 * stream: bytes capped as they arrive (the input is not read past the cap), UTF-8 decoded
 * strictly (bytes that are not UTF-8 make the text "not JSON", never U+FFFD), and a byte order
 * mark skipped only at the very start of the input (RFC 8259 lets a parser ignore it there;
 * anywhere else U+FEFF is a character that is not JSON whitespace).
 *
 * @example decodeJsonText(Buffer.from('\uFEFF{}'), true) // '{}'
 */

// ignoreBOM: the decoder keeps a BOM, so that where one may be skipped is decided here.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The text of `bytes`, or undefined when they are not UTF-8. `atStart`: the bytes open the input,
 * so a leading byte order mark is skipped.
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

/**
 * Every byte of `input`, or undefined as soon as there are more than `maxBytes`: reading stops
 * there (leaving the loop early closes the stream), so memory stays bounded whatever comes in.
 * @example await readCapped(fs.createReadStream(file), 64 * 1024 * 1024)
 */
export async function readCapped(input: AsyncIterable<Buffer | string>, maxBytes: number): Promise<Buffer | undefined> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    size += buf.length;
    if (size > maxBytes) return undefined;
    parts.push(buf);
  }
  return Buffer.concat(parts, size);
}
