// The spec site's browser helpers: a page that collects its console errors, and a plain static
// host. The browser itself (Debian's Chromium, its flags, found or installed by the global setup)
// is @energy-contracts/test-support's.
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startMockServer, type RunningMockServer } from '@energy-contracts/mock-server';
import { browserAvailable, launchBrowser } from '@energy-contracts/test-support/browser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export { browserAvailable };

/** What {@link useSiteBrowser} starts for a test file; read it in the tests, after the setup ran. */
export interface SiteBrowser {
  browser: Browser;
  /** The built site on a plain static host (with `staticHost`). */
  host: StaticHost;
  /** The mock server serving the built site at /docs/ (with `mock`). */
  mock: RunningMockServer;
}

/**
 * Starts, once for the calling test file, the browser and what it reads the built site from (a
 * static host, the mock server, or both), and closes them after; starts nothing where there is no
 * browser (the tests skip with `browserAvailable`).
 * @example const site = useSiteBrowser({ staticHost: true }); // then openPage(site.browser), site.host.url
 */
export function useSiteBrowser(options: { staticHost?: boolean; mock?: boolean }): SiteBrowser {
  const site = {} as Partial<SiteBrowser>;
  beforeAll(async () => {
    if (!browserAvailable) return;
    if (options.mock)
      site.mock = await startMockServer({ port: 0, now: '2025-01-15T12:00:00Z', docsDir: inject('siteDir') });
    if (options.staticHost) site.host = await startStaticHost(inject('siteDir'));
    site.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.mock?.close();
    await site.host?.close();
  });
  return site as SiteBrowser;
}

/** A page whose console errors and uncaught exceptions are collected in `errors`. */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 } });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`${page.url()}: console.error ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  page.on('requestfailed', (request) => {
    // Aborted is not failed: a navigation cancels what the previous page was still loading (its
    // icon), and Chromium reports every HEAD fetch as aborted once its headers arrive although the
    // page's script receives the response (the Try it probe is one).
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`${page.url()}: request failed ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.setDefaultTimeout(20_000);
  return { page, errors };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A static host of a folder. */
export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

/** A plain static host (no probe, no marker header), as a partner's web server would serve the site. */
export async function startStaticHost(dir: string): Promise<StaticHost> {
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir)) {
      res.writeHead(404).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
      statSync(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
