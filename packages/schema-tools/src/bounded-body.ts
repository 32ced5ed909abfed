/**
 * The one way the packages read a body from the network: streamed, with a byte cap checked on
 * every chunk. Past the cap the source is destroyed at once (for a request or a response that
 * closes its socket), so an endless or oversized body costs at most the cap in memory, and a
 * compressed body is decoded with the cap applied to the decoded bytes (a gzip bomb stops there).
 * Used by the validating proxy and the contract-test runner (contract-tests) and by the mock's
 * event delivery (the receiver's answer).
 */
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** A body went over its cap; the source was destroyed. */
export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
  /** The cap that was passed, in bytes. */
  readonly limit: number;
  /** Whether the decoded bytes (true) or the bytes on the wire (false) went over it. */
  readonly decoded: boolean;
  constructor(limit: number, decoded: boolean) {
    super(`the body is over ${limit} bytes${decoded ? ' once decoded' : ''}; it was not read further`);
    this.limit = limit;
    this.decoded = decoded;
  }
}

/** A `content-encoding` {@link readBoundedBody} cannot decode. */
export class UnsupportedEncoding extends Error {
  override name = 'UnsupportedEncoding';
}

/** What {@link readBoundedBody} reads: a node stream (an `IncomingMessage`), a web stream (`response.body`), or null (no body). */
export type BodySource = Readable | ReadableStream<Uint8Array> | null | undefined;

/** Options of {@link readBoundedBody}. */
export interface BoundedBodyOptions {
  /** Most bytes kept (decoded bytes when `encoding` is given); one more and the source is destroyed. */
  maxBytes: number;
  /**
   * The body's `content-encoding` to decode: `gzip`, `x-gzip`, `deflate` or `br`. Absent, empty or
   * `identity`: the bytes as they come (a fetch `Response` body is decoded already).
   */
  encoding?: string;
  /** Most bytes read from the source before decoding. Absent: `maxBytes`. */
  maxEncodedBytes?: number;
  /** Stops the read: the source is destroyed and the promise rejects with the signal's reason. Absent: none. */
  signal?: AbortSignal;
}

interface ChunkSource {
  next(): Promise<Uint8Array | undefined>;
  stop(reason?: unknown): void;
}

function webChunks(stream: ReadableStream<Uint8Array>): ChunkSource {
  const reader = stream.getReader();
  return {
    next: async () => {
      const { done, value } = await reader.read();
      return done ? undefined : value;
    },
    // Cancelling a fetch body aborts its connection.
    stop: (reason) => void reader.cancel(reason).catch(() => undefined),
  };
}

function nodeChunks(stream: Readable): ChunkSource {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array | string>;
  return {
    next: async () => {
      const { done, value } = await iterator.next();
      if (done) return undefined;
      return typeof value === 'string' ? Buffer.from(value) : value;
    },
    // Destroying an IncomingMessage destroys its socket: the peer stops sending. The reason goes to
    // the caller through the promise, not as an 'error' event nobody may be listening to.
    stop: () => stream.destroy(),
  };
}

function decoderFor(encoding: string): Readable & NodeJS.WritableStream {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      throw new UnsupportedEncoding(
        `content-encoding ${JSON.stringify(encoding)} is not supported (gzip, deflate, br)`,
      );
  }
}

/**
 * Reads a whole body into one Buffer, never holding more than the cap: each chunk is counted as it
 * arrives, and the first byte over `maxBytes` destroys the source and rejects with
 * {@link BodyTooLarge}. With `encoding`, the body is decoded as it streams and the cap applies to the
 * decoded bytes (`maxEncodedBytes` to the bytes read).
 * @example
 * const res = await fetch(url);
 * const bytes = await readBoundedBody(res.body, { maxBytes: 1024 * 1024 }); // BodyTooLarge past 1 MiB
 * @example
 * const body = await readBoundedBody(req, { maxBytes: 65_536, encoding: req.headers['content-encoding'] });
 */
export async function readBoundedBody(source: BodySource, options: BoundedBodyOptions): Promise<Buffer> {
  if (source === null || source === undefined) return Buffer.alloc(0);
  const encoding = (options.encoding ?? '').trim().toLowerCase();
  const raw = 'getReader' in source ? webChunks(source) : nodeChunks(source);
  const maxEncoded = options.maxEncodedBytes ?? options.maxBytes;
  options.signal?.throwIfAborted();

  let decoder: (Readable & NodeJS.WritableStream) | undefined;
  try {
    decoder = encoding === '' || encoding === 'identity' ? undefined : decoderFor(encoding);
  } catch (error) {
    raw.stop(error);
    throw error;
  }
  let failure: unknown;
  const onAbort = (): void => {
    failure ??= options.signal?.reason;
    raw.stop(failure);
    decoder?.destroy();
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });

  // Without a decoder the chunks read are the chunks kept; with one, a pump feeds it (waiting for
  // 'drain', so the decoded side's back-pressure holds the read) and the decoded chunks are counted.
  const encodedCount = { bytes: 0 };
  const readRaw = async (): Promise<Uint8Array | undefined> => {
    const chunk = await raw.next();
    if (chunk === undefined) return undefined;
    encodedCount.bytes += chunk.byteLength;
    if (encodedCount.bytes > maxEncoded) throw new BodyTooLarge(maxEncoded, false);
    return chunk;
  };
  let pump: Promise<void> | undefined;
  const decoded = decoder;
  if (decoded !== undefined) {
    pump = (async () => {
      try {
        for (;;) {
          const chunk = await readRaw();
          if (chunk === undefined) break;
          if (!decoded.write(chunk))
            await new Promise<void>((resolve) => {
              const done = (): void => {
                decoded.off('drain', done);
                decoded.off('close', done);
                resolve();
              };
              decoded.on('drain', done);
              decoded.on('close', done);
            });
          if (decoded.destroyed) break;
        }
        decoded.end();
      } catch (error) {
        failure ??= error;
        decoded.destroy();
      }
    })();
  }
  const next = decoded === undefined ? readRaw : nodeChunks(decoded).next;

  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      let chunk: Uint8Array | undefined;
      try {
        chunk = await next();
      } catch (error) {
        throw failure ?? error;
      }
      if (failure !== undefined) throw failure;
      if (chunk === undefined) break;
      size += chunk.byteLength;
      if (size > options.maxBytes) throw new BodyTooLarge(options.maxBytes, decoded !== undefined);
      chunks.push(chunk);
    }
    await pump;
    if (failure !== undefined) throw failure;
    return Buffer.concat(chunks, size);
  } catch (error) {
    failure ??= error;
    raw.stop(failure);
    decoded?.destroy();
    throw failure;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}
