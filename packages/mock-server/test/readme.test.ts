// The README's examples of the two query readings and of Prefer/redirects, run row by row against
// the in-process app, so the README states only what the mock does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fencedBlocks, importExample, markdownSection } from '@energy-contracts/test-support/readme';
import { describe, expect, test } from 'vitest';
import { get, makeApp } from './helpers.js';

const README = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
const lenient = makeApp();
const strict = makeApp({ strict: true });

const names = (cell: string): string[] => [...cell.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!).sort();

const ROWS = markdownSection(README, '### Query values: two readings')
  .split('\n')
  .filter((line) => /^\| `[a-z]/.test(line))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  )
  .map(
    ([request, byDefault, strictly]) =>
      [request!.replace(/`/g, ''), { byDefault: byDefault!, strictly: strictly! }] as const,
  );

describe('README: the table of the two readings', () => {
  test('has rows', () => expect(ROWS.length).toBeGreaterThanOrEqual(12));
  test.each(ROWS)('%s', (request, { byDefault, strictly }) => {
    const url = `/v1/${request}`;
    const got = get(lenient, url);
    expect(got.status).toBe(Number(/^\d{3}/.exec(byDefault)![0]));
    if (got.status === 400) expect(Object.keys(got.body).sort()).toEqual(names(byDefault.split(':')[0]!));
    if (got.status === 404) expect(got.body).toEqual({ detail: 'Invalid page.' });
    const same = /as `([a-z_]+)=([^`]+)`/.exec(byDefault);
    if (same !== null) {
      const canonical = get(lenient, url.replace(new RegExp(`${same[1]}=[^&]*`), `${same[1]}=${same[2]}`));
      expect({ count: got.body.count, results: got.body.results }).toEqual({
        count: canonical.body.count,
        results: canonical.body.results,
      });
    }
    const refused = get(strict, url);
    expect(refused.status).toBe(Number(/^\d{3}/.exec(strictly)![0]));
    expect(Object.keys(refused.body).sort()).toEqual(names(strictly));
  });
});

const CURLS = markdownSection(README, "### Request log and `Prefer` (Prism's habits)")
  .split('\n')
  .filter((line) => line.startsWith('curl '))
  .map((line) => [line, line] as const);

describe('README: the curl examples of Prefer and the redirect', () => {
  test('has examples', () => expect(CURLS.length).toBeGreaterThanOrEqual(6));
  test.each(CURLS)('%s', (line) => {
    const headers: Record<string, string> = {};
    for (const m of line.matchAll(/-H '([^:]+): ([^']*)'/g)) headers[m[1]!.toLowerCase()] = m[2]!;
    const user = /-u (\S+):/.exec(line);
    if (user !== null) headers.authorization = `Basic ${Buffer.from(`${user[1]}:`).toString('base64')}`;
    const url = /http:\/\/127\.0\.0\.1:4010(\S+)/.exec(line)![1]!;
    let res = get(lenient, url, headers);
    if (/ -L /.test(line) && res.status === 301) res = get(lenient, res.headers.location!, headers);
    expect(res.status).toBe(Number(/# -> (\d{3})/.exec(line)![1]));
    expect(res.headers['content-type']).toBe('application/json');
  });
});

describe('README: the demo account', () => {
  // The Behaviour section names every tariff code of the demo account's agreements (once listed
  // without the two of 2019 it also holds); the codes are the same for every seed, the region is one.
  const text = /The demo account\s[\s\S]*?\n- \*\*/.exec(markdownSection(README, '## Behaviour'))![0];
  const listed = [...text.matchAll(/\b[EG]-[12]R-[A-Z0-9-]+?-\d\d-\d\d-\d\d\b/g)].map((m) => m[0]).sort();
  test.each([1, 7])('seed %i: the tariff codes listed are those of its agreements, in one region', (seed) => {
    const app = makeApp({ seed });
    const account = get(app, '/v1/accounts/A-1A2B3C4D/', { authorization: 'Token sk_test_energy_contracts_demo_key' })
      .body as {
      properties: Array<{
        electricity_meter_points: Array<{ agreements: Array<{ tariff_code: string }> }>;
        gas_meter_points: Array<{ agreements: Array<{ tariff_code: string }> }>;
      }>;
    };
    const codes = account.properties
      .flatMap((p) => [...p.electricity_meter_points, ...p.gas_meter_points])
      .flatMap((m) => m.agreements.map((a) => a.tariff_code));
    expect(new Set(codes.map((code) => code.slice(-1))).size).toBe(1);
    expect([...new Set(codes.map((code) => code.slice(0, -2)))].sort()).toEqual(listed);
  });
});

describe('README: the programmatic use example', () => {
  // Run as a user would (a scratch file importing the built package), so the README's code and
  // what it prints stay true: the in-process count, then the same list over a socket.
  test('runs and prints the status and counts', async () => {
    const [example] = fencedBlocks(README, 'ts', '## Usage').filter((code) => code.includes('startMockServer'));
    expect(example).toBeDefined();
    const r = await importExample(fileURLToPath(new URL('..', import.meta.url)), example!);
    expect(r.status, r.stderr).toBe(0);
    const prepay = (
      makeApp({ seed: 1, now: '2025-01-15T12:00:00Z' }).request('/v1/products/?is_prepay=true').json() as {
        count: number;
      }
    ).count;
    const all = (makeApp({ now: '2025-01-15T12:00:00Z' }).request('/v1/products/').json() as { count: number }).count;
    expect(r.stdout).toBe(`200 ${prepay}\n${all}\n`);
  });
});
