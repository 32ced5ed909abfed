import { describe, expect, test } from 'vitest';
import { buildDataset } from '../../src/data/dataset.js';
import { clearDetailCache, DETAIL_CACHE_BYTES, detailCacheStats, productDetail } from '../../src/handlers/products.js';
import { parseQuery } from '../../src/http/query.js';
import type { Answer } from '../../src/http/response.js';
import { DAY_MS, HALF_HOUR_MS } from '@energy-contracts/schema-tools/london-time';
import { ORIGIN, get, makeApp, pathOf } from '../helpers.js';

const app = makeApp();
const all = get(app, '/v1/products/?page_size=1500').body as { count: number; results: any[] };

describe('products list', () => {
  test('lists several dozen products across the five brands, sorted by code', () => {
    expect(all.count).toBeGreaterThanOrEqual(24);
    expect(new Set(all.results.map((p) => p.brand))).toEqual(
      new Set(['OCTOPUS_ENERGY', 'BULB', 'COOP_ENERGY', 'LONDON_POWER', 'AFFECT_ENERGY']),
    );
    const codes = all.results.map((p) => p.code);
    expect(codes).toEqual([...codes].sort());
    for (const code of [
      'AGILE-24-04-03',
      'AGILE-OUTGOING-19-05-13',
      'COSY-22-12-08',
      'FLUX-IMPORT-23-02-14',
      'GO-VAR-22-10-14',
      'OE-FIX-12M-24-05-24',
      'PREPAY-VAR-18-09-21',
      'VAR-22-11-01',
    ]) {
      expect(codes).toContain(code);
    }
  });

  test('with and without the trailing slash answer the same records', () => {
    const a = get(app, '/v1/products/?is_green=true');
    const b = get(app, '/v1/products?is_green=true');
    expect(b.status).toBe(200);
    expect(b.body.results).toEqual(a.body.results);
    expect(b.body.count).toBe(a.body.count);
  });

  const filters = ['is_variable', 'is_green', 'is_tracker', 'is_prepay', 'is_business'] as const;
  test.each(filters)('%s=true and =false split the list', (name) => {
    const yes = get(app, `/v1/products/?${name}=true&page_size=1500`).body;
    const no = get(app, `/v1/products/?${name}=false&page_size=1500`).body;
    expect(yes.count).toBeGreaterThan(0);
    expect(no.count).toBeGreaterThan(0);
    expect(yes.count + no.count).toBe(all.count);
    for (const p of yes.results) expect(p[name]).toBe(true);
    for (const p of no.results) expect(p[name]).toBe(false);
  });

  test('brand filter, and combined filters are a conjunction', () => {
    const bulb = get(app, '/v1/products/?brand=BULB&page_size=1500').body;
    expect(bulb.count).toBeGreaterThan(0);
    for (const p of bulb.results) expect(p.brand).toBe('BULB');
    const combo = get(app, '/v1/products/?brand=OCTOPUS_ENERGY&is_green=true&is_variable=true&page_size=1500').body;
    const expected = all.results.filter((p) => p.brand === 'OCTOPUS_ENERGY' && p.is_green && p.is_variable);
    expect(combo.results.map((p: any) => p.code)).toEqual(expected.map((p) => p.code));
    expect(get(app, '/v1/products/?brand=NO_SUCH_BRAND').body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  test('withdrawn products are hidden by default and shown by available_at', () => {
    expect(all.results.map((p) => p.code)).not.toContain('AGILE-18-02-21');
    const past = get(app, '/v1/products/?available_at=2019-01-01T00:00Z&page_size=1500').body;
    const codes = past.results.map((p: any) => p.code);
    expect(codes).toContain('AGILE-18-02-21');
    expect(codes).toContain('VAR-17-01-11');
    expect(codes).not.toContain('VAR-22-11-01');
    const withdrawn = past.results.find((p: any) => p.code === 'AGILE-18-02-21');
    expect(withdrawn.available_to).not.toBeNull();
  });

  test('products since 2017-2018 exist, and the EXPORT direction occurs', () => {
    const ever = get(app, '/v1/products/?available_at=2018-03-01T00:00Z&page_size=1500').body;
    expect(ever.count).toBeGreaterThan(3);
    expect(all.results.some((p) => p.direction === 'EXPORT')).toBe(true);
  });

  test('self links are absolute on the request host and resolve to the detail', () => {
    for (const p of all.results) {
      const self = p.links.find((l: any) => l.rel === 'self');
      expect(self.href).toBe(`${ORIGIN}/v1/products/${p.code}/`);
      const detail = get(app, pathOf(self.href));
      expect(detail.status).toBe(200);
      expect(detail.body.code).toBe(p.code);
    }
  });

  test('an implausible Host header is not echoed into links', () => {
    for (const host of ['evil.test/path?x=', 'a b', 'x'.repeat(300), 'user@evil.test', 'mock.test:99999', '']) {
      const res = get(app, '/v1/products/?page_size=1', { host });
      expect(res.body.results[0].links[0].href.startsWith('http://mock.test:4010/v1/')).toBe(true);
    }
    expect(
      get(app, '/v1/products/?page_size=1', { host: '[::1]:8080' }).body.results[0].links[0].href.startsWith(
        'http://[::1]:8080/v1/',
      ),
    ).toBe(true);
  });
});

describe('product detail', () => {
  test('has the list fields minus direction, tariffs for the 14 regions and sample data', () => {
    const res = get(app, '/v1/products/VAR-22-11-01/');
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p).not.toHaveProperty('direction');
    expect(p.tariffs_active_at).toBe('2025-01-15T12:00:00Z');
    expect(Object.keys(p.single_register_electricity_tariffs)).toHaveLength(14);
    expect(Object.keys(p.dual_register_electricity_tariffs)).toHaveLength(14);
    expect(Object.keys(p.single_register_gas_tariffs)).toHaveLength(14);
    const c = p.single_register_electricity_tariffs._C.direct_debit_monthly;
    expect(c.code).toBe('E-1R-VAR-22-11-01-C');
    expect(p.dual_register_electricity_tariffs._C.varying.code).toBe('E-2R-VAR-22-11-01-C');
    expect(p.single_register_gas_tariffs._P.direct_debit_monthly.code).toBe('G-1R-VAR-22-11-01-P');
    expect(p.sample_consumption.dual_fuel_dual_rate).toEqual({
      electricity_day: 2262,
      electricity_night: 1638,
      gas_standard: 11500,
    });
    expect(Number.isInteger(p.sample_quotes._C.direct_debit_monthly.dual_fuel_single_rate.annual_cost_inc_vat)).toBe(
      true,
    );
  });

  test('tariff links resolve and show the price current at tariffs_active_at', () => {
    const p = get(app, '/v1/products/VAR-22-11-01/').body;
    const tariff = p.single_register_electricity_tariffs._C.direct_debit_monthly;
    for (const link of tariff.links) expect(get(app, pathOf(link.href)).status).toBe(200);
    const rates = get(app, pathOf(tariff.links.find((l: any) => l.rel === 'standard_unit_rates').href)).body;
    const current = rates.results.find((r: any) => r.payment_method === 'DIRECT_DEBIT');
    expect(current.valid_to).toBeNull();
    expect(tariff.standard_unit_rate_exc_vat).toBe(current.value_exc_vat);
  });

  test('tariffs_active_at picks the instant; before any price the groups are empty', () => {
    const then = get(app, '/v1/products/VAR-22-11-01/?tariffs_active_at=2023-01-10T00:00Z').body;
    expect(then.tariffs_active_at).toBe('2023-01-10T00:00:00Z');
    const now = get(app, '/v1/products/VAR-22-11-01/').body;
    expect(then.single_register_electricity_tariffs._C.direct_debit_monthly.standard_unit_rate_exc_vat).not.toBe(
      now.single_register_electricity_tariffs._C.direct_debit_monthly.standard_unit_rate_exc_vat,
    );
    const before = get(app, '/v1/products/VAR-22-11-01/?tariffs_active_at=2020-01-01T00:00Z').body;
    expect(before.single_register_electricity_tariffs).toEqual({});
    expect(before.sample_quotes).toEqual({});
  });

  test('withdrawn products still have a detail; unknown codes are 404', () => {
    expect(get(app, '/v1/products/AGILE-18-02-21/').status).toBe(200);
    expect(get(app, '/v1/products/NOPE-1/')).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });
});

describe('product detail cache (per origin, product and price bucket)', () => {
  // Warm answers (the cache filled by other clocks and instants that share a bucket) must equal cold
  // ones (the cache emptied, the body built from scratch) for clocks and instants around the
  // boundaries the prices step on: half-hours, local midnights (trackers), quarter days, the
  // half-hourly publication horizon, the first price, and a wall clock that moves between requests.
  const data = buildDataset(11);
  const base = [
    Date.UTC(2024, 2, 30, 23, 59, 59),
    Date.UTC(2024, 9, 26, 22, 30),
    Date.UTC(2025, 0, 15, 12),
    Date.UTC(2022, 8, 30, 22, 59, 59, 999),
  ];
  const clocks = base.flatMap((t) => [t, t + 1, t + HALF_HOUR_MS, t + DAY_MS, t + 2 * DAY_MS - 1]);
  const instants = (now: number): number[] => [
    now,
    now - 1,
    now + 1,
    now - HALF_HOUR_MS,
    now + DAY_MS,
    now + 2 * DAY_MS,
    Date.UTC(2022, 8, 30, 23),
    Date.UTC(2022, 8, 30, 22, 59, 59, 999),
    Date.UTC(2017, 5, 1),
    Date.UTC(2016, 0, 1),
  ];
  const PRODUCTS = [
    'AGILE-24-04-03',
    'VAR-22-11-01',
    'SILVER-23-12-06',
    'OE-FIX-12M-24-05-24',
    'GO-VAR-22-10-14',
    'VAR-17-01-11',
  ];
  test.each(PRODUCTS)(
    '%s: warm = cold over clocks and instants around every step',
    (code) => {
      let compared = 0;
      for (const origin of ['http://a.test', 'http://b.test:8080']) {
        for (const now of clocks) {
          for (const at of instants(now)) {
            const ctx = { data, now, origin };
            const query = parseQuery(`tariffs_active_at=${new Date(at).toISOString()}`, {});
            const warm = productDetail(ctx, code, query, {});
            clearDetailCache();
            const cold = productDetail(ctx, code, query, {});
            expect(bodyText(warm), `${code} now ${new Date(now).toISOString()} at ${new Date(at).toISOString()}`).toBe(
              bodyText(cold),
            );
            expect(warm.headers['content-length']).toBe(String(Buffer.byteLength(bodyText(cold))));
            compared++;
          }
        }
        // Refill: the next pass starts warm from other clocks' entries.
        for (const now of clocks) productDetail({ data, now, origin }, code, parseQuery('', {}), {});
      }
      expect(compared).toBe(2 * clocks.length * 10);
      expect(detailCacheStats().bytes).toBeLessThanOrEqual(DETAIL_CACHE_BYTES);
      // 400 cold builds of a product detail: CPU work that a loaded machine stretches.
    },
    60_000,
  );
});

function bodyText(answer: Answer): string {
  const { body } = answer;
  return typeof body === 'string' ? body : (Buffer.isBuffer(body) ? body : Buffer.concat(body)).toString('utf8');
}
