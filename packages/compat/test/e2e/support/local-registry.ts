// A Verdaccio registry in this process, for the release rehearsal: on a free port of 127.0.0.1, its
// storage in a temporary folder, no uplinks (nothing is proxied: a package is there only if it was
// published there), and one user created through its API, whose token publishes.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runServer } from 'verdaccio';

/** A running local registry. */
export interface LocalRegistry {
  /** Its URL, ending in `/`. */
  url: string;
  /** A token of a user that may publish. */
  token: string;
  /** Stops the server and waits until its port is closed. */
  close: () => Promise<void>;
}

/**
 * Starts Verdaccio with its storage under `dir`, then creates a user and returns its token.
 *
 * @example
 * const registry = await startLocalRegistry('/tmp/rehearsal/registry');
 */
export async function startLocalRegistry(dir: string): Promise<LocalRegistry> {
  mkdirSync(path.join(dir, 'storage'), { recursive: true });
  const htpasswd = path.join(dir, 'htpasswd');
  writeFileSync(htpasswd, '');
  const server = (await runServer({
    self_path: dir,
    storage: path.join(dir, 'storage'),
    auth: { htpasswd: { file: htpasswd, max_users: 10 } },
    uplinks: {},
    packages: {
      '**': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' },
    },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    web: { enable: false },
  } as Parameters<typeof runServer>[0])) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  try {
    const response = await fetch(`${url}-/user/org.couchdb.user:rehearsal`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'rehearsal', password: 'rehearsal-password' }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json()) as { token?: string };
    if (!response.ok || !body.token)
      throw new Error(`creating a user answered ${response.status} ${JSON.stringify(body)}`);
    return { url, token: body.token, close };
  } catch (error) {
    await close();
    throw error;
  }
}
