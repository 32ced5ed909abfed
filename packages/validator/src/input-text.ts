/**
 * How the CLI reads its input, one rule for a single document and for each line of an NDJSON
 * stream: bytes capped as they arrive (the input is not read past the cap), then decoded by
 * schema-tools' `decodeJsonText` (strict UTF-8, a byte order mark skipped only at the very start of
 * the input), the reading `energy-contract-test events` shares.
 */

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
