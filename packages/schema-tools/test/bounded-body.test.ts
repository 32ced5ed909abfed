// The bounded body reader: a cap checked per chunk that destroys the source, decoded bytes capped
// for gzip, deflate and br, on node streams, web streams and real sockets on 127.0.0.1.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { BodyTooLarge, readBoundedBody, UnsupportedEncoding } from '../src/bounded-body.js';

const KIB = 1024;
const MIB = 1024 * KIB;

/** A node stream of `count` copies of `chunk` (Infinity: endless) that records how many it gave. */
function counted(chunk: Uint8Array, count = Number.POSITIVE_INFINITY): { stream: Readable; given: () => number } {
  let given = 0;
  const stream = new Readable({
    read() {
      if (given >= count) return void this.push(null);
      given += 1;
      this.push(chunk);
    },
  });
  return { stream, given: () => given };
}

/** One gzip member of 1 MiB of zeros (about 1 KiB); 1000 of them in a row are a "1 MB gzip bomb" of 1 GiB. */
const BOMB_MEMBER = gzipSync(Buffer.alloc(MIB));

describe('readBoundedBody', () => {
  test('reads a body up to the cap exactly', async () => {
    const { stream } = counted(Buffer.alloc(KIB, 1), 64);
    expect((await readBoundedBody(stream, { maxBytes: 64 * KIB })).byteLength).toBe(64 * KIB);
  });

  test('one byte over the cap: BodyTooLarge, and the source is destroyed', async () => {
    const { stream } = counted(Buffer.alloc(KIB, 1), 65);
    const read = readBoundedBody(stream, { maxBytes: 64 * KIB });
    await expect(read).rejects.toBeInstanceOf(BodyTooLarge);
    expect(stream.destroyed).toBe(true);
  });

  test('an endless node stream stops at the cap, having given little more than it', async () => {
    const { stream, given } = counted(Buffer.alloc(16 * KIB));
    const error = await readBoundedBody(stream, { maxBytes: MIB }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyTooLarge);
    expect((error as BodyTooLarge).limit).toBe(MIB);
    expect((error as BodyTooLarge).decoded).toBe(false);
    expect(stream.destroyed).toBe(true);
    // The cap plus what the stream's own buffer read ahead (its highWaterMark, 16 KiB by default).
    expect(given()).toBeLessThanOrEqual(MIB / (16 * KIB) + 2);
  });

  test('an endless web stream is cancelled at the cap', async () => {
    let cancelled = false;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(8 * KIB));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(readBoundedBody(stream, { maxBytes: 100 * KIB })).rejects.toBeInstanceOf(BodyTooLarge);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThanOrEqual(100 / 8 + 3);
  });

  test.each([
    ['gzip', gzipSync],
    ['x-gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('decodes %s', async (encoding, compress) => {
    const text = JSON.stringify({ results: Array.from({ length: 500 }, (_, i) => ({ i })) });
    const body = await readBoundedBody(Readable.from([compress(Buffer.from(text))]), { maxBytes: MIB, encoding });
    expect(body.toString('utf8')).toBe(text);
  });

  test('identity and an empty encoding are read as they are', async () => {
    for (const encoding of ['identity', '', ' IDENTITY ']) {
      const body = await readBoundedBody(Readable.from([Buffer.from('abc')]), { maxBytes: 3, encoding });
      expect(body.toString()).toBe('abc');
    }
  });

  test('a 1 MB gzip bomb stops at the decoded cap, having read only the start of it', async () => {
    const { stream, given } = counted(BOMB_MEMBER, 1000);
    const error = await readBoundedBody(stream, { maxBytes: 4 * MIB, encoding: 'gzip' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyTooLarge);
    expect((error as BodyTooLarge).decoded).toBe(true);
    expect(stream.destroyed).toBe(true);
    expect(given()).toBeLessThan(100);
  });

  test('the bytes read before decoding have their own cap', async () => {
    const { stream } = counted(BOMB_MEMBER, 1000);
    const error = await readBoundedBody(stream, {
      maxBytes: 4 * 1024 * MIB,
      maxEncodedBytes: 10 * BOMB_MEMBER.byteLength,
      encoding: 'gzip',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyTooLarge);
    expect((error as BodyTooLarge).decoded).toBe(false);
  });

  test('a corrupt gzip body rejects with zlib’s error, not a hang', async () => {
    const read = readBoundedBody(Readable.from([Buffer.from('not gzip at all')]), { maxBytes: MIB, encoding: 'gzip' });
    await expect(read).rejects.toThrow(/header/i);
  });

  test('an unknown encoding is refused and the source destroyed', async () => {
    const { stream } = counted(Buffer.alloc(10), 1);
    await expect(readBoundedBody(stream, { maxBytes: MIB, encoding: 'compress' })).rejects.toBeInstanceOf(
      UnsupportedEncoding,
    );
    expect(stream.destroyed).toBe(true);
  });

  test('an abort signal stops the read with its reason and destroys the source', async () => {
    const stream = new Readable({ read() {} });
    stream.push(Buffer.alloc(10));
    const controller = new AbortController();
    const read = readBoundedBody(stream, { maxBytes: MIB, signal: controller.signal });
    controller.abort(new Error('deadline'));
    await expect(read).rejects.toThrow('deadline');
    expect(stream.destroyed).toBe(true);
  });

  test('no body is an empty buffer', async () => {
    expect((await readBoundedBody(null, { maxBytes: 1 })).byteLength).toBe(0);
  });
});

describe('on a real socket (127.0.0.1)', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });
  async function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  test('an endless response: fetch’s body is cancelled at the cap and the server sees the socket close', async () => {
    let closed: () => void = () => undefined;
    const socketClosed = new Promise<void>((resolve) => {
      closed = resolve;
    });
    const port = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * KIB, 0x20);
      const write = (): void => {
        while (res.write(chunk));
      };
      res.on('drain', write);
      res.on('close', closed);
      write();
    });
    const response = await fetch(`http://127.0.0.1:${port}/`);
    await expect(readBoundedBody(response.body, { maxBytes: MIB })).rejects.toBeInstanceOf(BodyTooLarge);
    await socketClosed;
  });

  test('an endless upload: the request is destroyed at the cap, so the client’s socket breaks', async () => {
    let outcome: unknown;
    const port = await listen((req) => {
      void readBoundedBody(req, { maxBytes: 256 * KIB }).catch((e: unknown) => {
        outcome = e;
      });
    });
    const clientError = await new Promise<Error>((resolve) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/' });
      req.on('error', resolve);
      const chunk = Buffer.alloc(64 * KIB);
      const write = (): void => {
        while (req.write(chunk));
      };
      req.on('drain', write);
      write();
    });
    expect(outcome).toBeInstanceOf(BodyTooLarge);
    expect((clientError as NodeJS.ErrnoException).code).toMatch(/ECONNRESET|EPIPE/);
  });
});
