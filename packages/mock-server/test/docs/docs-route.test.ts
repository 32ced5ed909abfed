// /docs/ on a real socket (startMockServer's docsDir): the site beside the API, the probe the site
// reads to show its Try it forms, the API untouched, and a bad directory refused.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMockApp, MockOptionError } from '../../src/app.js';
import { docsDirProblem, docsProbe, type DocsProbe } from '../../src/docs/docs-route.js';
import { startMockServer, type RunningMockServer } from '../../src/server.js';
import { NOW } from '../helpers.js';

const root = mkdtempSync(path.join(tmpdir(), 'docs-route-'));
const site = path.join(root, 'site');
mkdirSync(path.join(site, 'rest'), { recursive: true });
writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Spec</title>');
writeFileSync(path.join(site, 'rest/index.html'), '<!doctype html><title>REST</title>');
const lines: string[] = [];
let mock: RunningMockServer;
beforeAll(async () => {
  mock = await startMockServer({
    port: 0,
    now: NOW,
    docsDir: site,
    requestLog: 'text',
    log: (line) => lines.push(line),
  });
});
afterAll(async () => {
  await mock.close();
  rmSync(root, { recursive: true, force: true });
});

describe('startMockServer({ docsDir })', () => {
  test('serves the site at /docs/ and the API at /v1/ on one origin', async () => {
    expect(mock.docsUrl).toBe(`http://127.0.0.1:${mock.port}/docs/`);
    const page = await fetch(mock.docsUrl!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>Spec</title>');
    // The marker a page reads with a HEAD of itself before it asks for the probe.
    expect((await fetch(mock.docsUrl!, { method: 'HEAD' })).headers.get('x-energy-mock-server')).toMatch(
      /^\d+\.\d+\.\d+$/,
    );
    expect((await fetch(`${mock.url}products/`)).headers.get('x-energy-mock-server')).toBeNull();
    expect((await fetch(`${mock.docsUrl}rest/`)).status).toBe(200);
    expect((await fetch(`${mock.url}products/`)).status).toBe(200);
  });

  test('/docs redirects to /docs/; a missing page is a JSON 404', async () => {
    const res = await fetch(`http://127.0.0.1:${mock.port}/docs`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/docs/');
    const missing = await fetch(`${mock.docsUrl}nope/`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not found.' });
  });

  test('the probe names the server, its credentials and the demo meters', async () => {
    const res = await fetch(`${mock.docsUrl}_mock.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const probe = (await res.json()) as DocsProbe;
    expect(probe).toMatchObject({
      server: 'energy-mock-server',
      api: '/v1/',
      credentials: { apiKey: mock.app.credentials.apiKey, accountNumber: mock.app.credentials.accountNumber },
    });
    // The meters it names answer their consumption with the credentials it names.
    const auth = { authorization: `Token ${probe.credentials.apiKey}` };
    const { mpan, serial_number: elecSerial } = probe.samples.electricity!;
    const { mprn, serial_number: gasSerial } = probe.samples.gas!;
    expect(
      (
        await fetch(`${mock.url}electricity-meter-points/${mpan}/meters/${elecSerial}/consumption/?page_size=1`, {
          headers: auth,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await fetch(`${mock.url}gas-meter-points/${mprn}/meters/${gasSerial}/consumption/?page_size=1`, {
          headers: auth,
        })
      ).status,
    ).toBe(200);
    expect((await fetch(`${mock.url}electricity-meter-points/${mpan}/`)).status).toBe(200);
  });

  test('docs requests are in the request log', () => {
    expect(lines.some((line) => /^GET \/docs\/ 200 \d+\.\dms$/.test(line))).toBe(true);
  });
});

describe('without docsDir', () => {
  test('/docs/ and the probe are 404s like any unknown path', () => {
    const app = createMockApp({ now: NOW });
    expect(app.request('/docs/').status).toBe(404);
    expect(app.request('/docs/_mock.json').status).toBe(404);
  });
});

describe('docsDirProblem', () => {
  test.each([
    [site, null],
    [path.join(root, 'missing'), /^not a directory: /],
    [path.join(site, 'index.html'), /^not a directory: /],
    [path.join(site, 'rest', '..', '..'), /^no index.html in /],
  ])('%s', (dir, want) => {
    const got = docsDirProblem(dir);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatch(want);
  });

  test('startMockServer refuses a directory without a site, naming the option', async () => {
    await expect(startMockServer({ port: 0, docsDir: root })).rejects.toThrow(MockOptionError);
    await expect(startMockServer({ port: 0, docsDir: root })).rejects.toThrow(/^docsDir: no index.html in /);
  });
});

describe('docsProbe', () => {
  test('follows the seed and the credentials the app was made with', () => {
    const a = docsProbe(createMockApp({ now: NOW, seed: 1 }));
    const b = docsProbe(createMockApp({ now: NOW, seed: 2, apiKey: 'k2', accountNumber: 'B-00000001' }));
    expect(b.credentials).toEqual({ apiKey: 'k2', accountNumber: 'B-00000001' });
    expect(a.samples.electricity?.mpan).toMatch(/^\d{13}$/);
    expect(b.samples.electricity?.mpan).toMatch(/^\d{13}$/);
  });
});
