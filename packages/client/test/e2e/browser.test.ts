// The client in a real browser: Debian's Chromium driven by playwright-core loads a page whose
// script is the client bundled by esbuild for the browser, served from the same origin as the
// mock's /v1/ (the mock sends no CORS headers), and calls the API: London days, pagination,
// Basic auth built with the browser's btoa, typed errors.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createMockApp } from '@energy-contracts/mock-server';
import { browserAvailable, launchBrowser } from '@energy-contracts/test-support/browser';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ENTRY = `
import { NotFoundError, createEnergyClient, londonDay, londonMonth } from '@energy-contracts/client';
window.run = async () => {
  const client = createEnergyClient({ baseUrl: new URL('/v1/', location.href).href, apiKey: 'sk_test_energy_contracts_demo_key' });
  const tariff = 'E-1R-AGILE-24-04-03-C';
  const spring = await client.unitRates({ tariff, period: londonDay('2024-03-31') });
  const autumn = await client.unitRates({ tariff, period: londonDay('2024-10-27') });
  const month = await client.paginate('listElectricityStandardUnitRates', { product_code: 'AGILE-24-04-03', tariff_code: tariff, ...londonMonth('2024-07') }).toArray();
  const account = await client.getAccount({ account_number: 'A-1A2B3C4D' });
  const missing = await client.getProduct({ product_code: 'NO-SUCH' }).catch((e) => e);
  return {
    spring: spring.length,
    autumn: autumn.length,
    firstAutumn: spring[0].from instanceof Date ? autumn[0].from.toISOString() : 'no Date',
    month: month.length,
    account: account.number,
    missing: missing instanceof NotFoundError ? missing.detail : String(missing),
    userAgent: navigator.userAgent.includes('Chrome'),
  };
};`;

describe.skipIf(!browserAvailable)('in Chromium', () => {
  let server: Server;
  let browser: Browser;
  let origin: string;
  beforeAll(async () => {
    const bundled = await build({
      stdin: { contents: ENTRY, resolveDir: path.join(import.meta.dirname, '../..'), loader: 'js' },
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    const script = bundled.outputFiles[0]!.text;
    const app = createMockApp({ now: '2025-01-15T12:00:00Z' });
    server = createServer((req, res) => {
      if (req.url?.startsWith('/v1/')) return app.listener(req, res);
      if (req.url === '/client.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>client</title><script type="module" src="/client.js"></script>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  test('the bundled client reads London days, pages and the account from the page', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => typeof (window as unknown as { run?: unknown }).run === 'function');
    const result = await page.evaluate(() => (window as unknown as { run: () => Promise<unknown> }).run());
    expect(errors).toEqual([]);
    expect(result).toEqual({
      spring: 46,
      autumn: 50,
      firstAutumn: '2024-10-26T23:00:00.000Z',
      month: 31 * 48,
      account: 'A-1A2B3C4D',
      missing: 'Not found.',
      userAgent: true,
    });
  }, 60_000);
});
