import { describe, expect, test } from 'vitest';
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
    const c = p.single_register_electricity_tariffs._C.varying;
    expect(c.code).toBe('E-1R-VAR-22-11-01-C');
    expect(p.dual_register_electricity_tariffs._C.varying.code).toBe('E-2R-VAR-22-11-01-C');
    expect(p.single_register_gas_tariffs._P.varying.code).toBe('G-1R-VAR-22-11-01-P');
    expect(p.sample_consumption.dual_fuel_dual_rate).toEqual({
      electricity_day: 2262,
      electricity_night: 1638,
      gas_standard: 11500,
    });
    expect(Number.isInteger(p.sample_quotes._C.varying.dual_fuel_single_rate.annual_cost_inc_vat)).toBe(true);
  });

  // The platform's records as real clients read them in 2024: VAR-22-11-01's tariff groups and
  // quotes hold `varying` alone in every region, and OE-FIX-12M-24-04-11 (a 2024 product) has no
  // four_rate_ev_electricity_tariffs; products of 2023 carry it empty.
  test('payment-method groups and the four-rate group as on the platform', () => {
    const p = get(app, '/v1/products/VAR-22-11-01/').body;
    for (const group of [
      p.single_register_electricity_tariffs,
      p.dual_register_electricity_tariffs,
      p.single_register_gas_tariffs,
      p.sample_quotes,
    ])
      for (const region of Object.values(group)) expect(Object.keys(region as object)).toEqual(['varying']);
    expect(get(app, '/v1/products/OE-FIX-12M-24-05-24/').body).not.toHaveProperty('four_rate_ev_electricity_tariffs');
    expect(get(app, '/v1/products/AGILE-24-04-03/').body).not.toHaveProperty('four_rate_ev_electricity_tariffs');
    expect(get(app, '/v1/products/COSY-22-12-08/').body).not.toHaveProperty('four_rate_ev_electricity_tariffs');
    expect(get(app, '/v1/products/SILVER-23-12-06/').body.four_rate_ev_electricity_tariffs).toEqual({});
  });

  test('tariff links resolve and show the price current at tariffs_active_at', () => {
    const p = get(app, '/v1/products/VAR-22-11-01/').body;
    const tariff = p.single_register_electricity_tariffs._C.varying;
    for (const link of tariff.links) expect(get(app, pathOf(link.href)).status).toBe(200);
    const rates = get(app, pathOf(tariff.links.find((l: any) => l.rel === 'standard_unit_rates').href)).body;
    const current = rates.results.find((r: any) => r.payment_method === 'NON_DIRECT_DEBIT');
    expect(current.valid_to).toBeNull();
    expect(tariff.standard_unit_rate_exc_vat).toBe(current.value_exc_vat);
  });

  test('tariffs_active_at picks the instant; before any price the groups are empty', () => {
    const then = get(app, '/v1/products/VAR-22-11-01/?tariffs_active_at=2023-01-10T00:00Z').body;
    expect(then.tariffs_active_at).toBe('2023-01-10T00:00:00Z');
    const now = get(app, '/v1/products/VAR-22-11-01/').body;
    expect(then.single_register_electricity_tariffs._C.varying.standard_unit_rate_exc_vat).not.toBe(
      now.single_register_electricity_tariffs._C.varying.standard_unit_rate_exc_vat,
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
