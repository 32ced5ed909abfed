/** Test helper: a real webhook receiver on 127.0.0.1, port 0, scripted per attempt. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Count } from '@energy-contracts/test-support/count';

/**
 * What the server does on one attempt of one event (1-based attempt number): answer, reset the
 * connection, never answer (`hang`), or send `200` and a body that never ends: stalled
 * (`stall-body`) or growing as fast as it is read (`endless-body`).
 */
export type Reply =
  | { status: number; headers?: Record<string, string> }
  | 'reset'
  | 'hang'
  | 'stall-body'
  | 'endless-body';

/** One request as received. */
export interface Received {
  key: string;
  attempt: number;
  contentType: string | undefined;
  authorization: string | undefined;
  body: string;
}

/** A running webhook receiver. */
export interface WebhookServer {
  url: string;
  received: Received[];
  /** Resolves once `n` requests in all have been received (at once if they have). */
  untilReceived(n: number): Promise<void>;
  /** Answers whose socket closed before they ended (the client stopped reading). */
  cutOff: Count;
  close(): Promise<void>;
}

/**
 * Starts a receiver whose answer to attempt `n` of an event is `script(n)`. Events are told
 * apart by their id (envelope/CloudEvents `id`, EventBridge `Detail.id`).
 */
export async function startWebhookServer(script: (attempt: number) => Reply): Promise<WebhookServer> {
  const attempts = new Map<string, number>();
  const received: Received[] = [];
  const hanging = new Set<ServerResponse>();
  const arrived = new Count();
  const cutOff = new Count();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as { id?: string; Detail?: string };
      const key = parsed.id ?? (JSON.parse(parsed.Detail ?? '{}') as { id: string }).id;
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      received.push({
        key,
        attempt,
        contentType: req.headers['content-type'],
        authorization: req.headers.authorization,
        body,
      });
      arrived.add();
      const reply = script(attempt);
      if (reply === 'reset') {
        req.socket.resetAndDestroy();
      } else if (reply === 'hang') {
        hanging.add(res);
      } else if (reply === 'endless-body') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.on('close', () => {
          if (!res.writableFinished) cutOff.add();
        });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const write = (): void => {
          while (!res.destroyed && res.write(chunk));
        };
        res.on('drain', write);
        write();
      } else if (reply === 'stall-body') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"ok":');
        hanging.add(res);
      } else {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.status < 300 ? '{"ok":true}' : '{"detail":"scripted failure"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    untilReceived: (n) => arrived.until(n),
    cutOff,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
