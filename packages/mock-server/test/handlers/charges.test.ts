import { describe, expect, test } from 'vitest';
import { AGILE_C, get, makeApp, pathOf } from '../helpers.js';

const app = makeApp();
const HALF_HOUR = 1_800_000;
const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');

describe('half-hourly (Agile) unit rates', () => {
  test('newest first, contiguous half-hours, payment_method null, value_inc_vat = exc x 1.05', () => {
    const { status, body } = get(app, AGILE_C);
    expect(status).toBe(200);
    expect(body.results).toHaveLength(100);
    for (let i = 0; i < body.results.length; i++) {
      const r = body.results[i];
      expect(Date.parse(r.valid_to) - Date.parse(r.valid_from)).toBe(HALF_HOUR);
      expect(r.payment_method).toBeNull();
      expect(r.value_inc_vat).toBeCloseTo(r.value_exc_vat * 1.05, 3);
      if (i > 0) expect(r.valid_to).toBe(body.results[i - 1].valid_from);
    }
  });

  test('prices go negative at times', () => {
    const { body } = get(app, `${AGILE_C}?period_from=2024-01-01T00:00Z&period_to=2024-03-01T00:00Z&page_size=1500`);
    const pages = Math.ceil(body.count / 1500);
    let negative = 0;
    for (let page = 1; page <= pages; page++) {
      negative += get(app, `${AGILE_C}?period_from=2024-01-01T00:00Z&period_to=2024-03-01T00:00Z&page_size=1500&page=${page}`).body.results.filter((r: any) => r.value_exc_vat < 0).length;
    }
    expect(negative).toBeGreaterThan(0);
  });

  test('period_from is inclusive and period_to exclusive', () => {
    const { body } = get(app, `${AGILE_C}?period_from=2024-01-01T00:00Z&period_to=2024-01-01T01:00Z`);
    expect(body.count).toBe(2);
    expect(body.results.map((r: any) => r.valid_from)).toEqual(['2024-01-01T00:30:00Z', '2024-01-01T00:00:00Z']);
    const offGrid = get(app, `${AGILE_C}?period_from=2024-01-01T00:15:00Z&period_to=2024-01-01T01:00:00Z`).body;
    expect(offGrid.results.map((r: any) => r.valid_from)).toEqual(['2024-01-01T00:30:00Z']);
  });

  const days: Array<[string, { from: string; to: string; want: number; oldest: string }]> = [
    ['winter day (GMT)', { from: '2024-01-15T00:00', to: '2024-01-16T00:00', want: 48, oldest: '2024-01-15T00:00:00Z' }],
    ['summer day (BST)', { from: '2024-07-15T00:00', to: '2024-07-16T00:00', want: 48, oldest: '2024-07-14T23:00:00Z' }],
    ['spring-forward day has 23 hours', { from: '2024-03-31T00:00', to: '2024-04-01T00:00', want: 46, oldest: '2024-03-31T00:00:00Z' }],
    ['fall-back day has 25 hours', { from: '2024-10-27T00:00', to: '2024-10-28T00:00', want: 50, oldest: '2024-10-26T23:00:00Z' }],
    ['repeated hour means its first occurrence', { from: '2024-10-27T01:30', to: '2024-10-27T02:00', want: 3, oldest: '2024-10-27T00:30:00Z' }],
    ['seconds, fraction and offset', { from: '2024-05-26T00:00:00.000000%2B01:00', to: '2024-05-26T01:00:00Z', want: 4, oldest: '2024-05-25T23:00:00Z' }],
  ];
  test.each(days)('local days: %s', (_name, { from, to, want, oldest }) => {
    const { status, body } = get(app, `${AGILE_C}?period_from=${from}&period_to=${to}`);
    expect(status).toBe(200);
    expect(body.count).toBe(want);
    expect(body.results.at(-1).valid_from).toBe(oldest);
  });

  test('a local time in the spring gap is a 400 naming the parameter', () => {
    const res = get(app, `${AGILE_C}?period_from=2024-03-31T01:30&period_to=2024-03-31T03:00`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['period_from']);
    expect(res.body.period_from[0]).toMatch(/does not exist in Europe\/London/);
  });

  test('page 1000 of a ten-year range is exact and computed by arithmetic', () => {
    const ten = makeApp({ now: '2026-06-01T00:00:00Z' });
    const q = '?period_from=2016-01-01T00:00Z&period_to=2026-01-01T00:00Z';
    const first = get(ten, `${AGILE_C}${q}`).body;
    const days = (Date.UTC(2026, 0, 1) - Date.UTC(2016, 0, 1)) / 86_400_000;
    expect(first.count).toBe(days * 48);
    const page = get(ten, `${AGILE_C}${q}&page=1000`);
    expect(page.status).toBe(200);
    const to = Date.UTC(2026, 0, 1);
    expect(page.body.results[0].valid_from).toBe(iso(to - (999 * 100 + 1) * HALF_HOUR));
    expect(page.body.results[99].valid_from).toBe(iso(to - 1000 * 100 * HALF_HOUR));
    const last = Math.ceil(first.count / 100);
    const lastPage = get(ten, `${AGILE_C}${q}&page=${last}`).body;
    expect(lastPage.next).toBeNull();
    expect(lastPage.results.at(-1).valid_from).toBe('2016-01-01T00:00:00Z');
    expect(get(ten, `${AGILE_C}${q}&page=${last + 1}`)).toMatchObject({ status: 404, body: { detail: 'Invalid page.' } });
  });
});

describe('stepped unit rates and standing charges', () => {
  const VAR = '/v1/products/VAR-22-11-01/electricity-tariffs/E-1R-VAR-22-11-01-C';
  test('variable tariffs change at quarter starts (local midnight), in DIRECT_DEBIT / NON_DIRECT_DEBIT pairs', () => {
    const { body } = get(app, `${VAR}/standard-unit-rates/?page_size=1500`);
    expect(body.count % 2).toBe(0);
    expect(body.results[0].valid_to).toBeNull();
    expect(body.results[0].payment_method).toBe('DIRECT_DEBIT');
    expect(body.results[1].payment_method).toBe('NON_DIRECT_DEBIT');
    expect(body.results.at(-1).valid_from).toBe('2022-11-01T00:00:00Z');
    const starts = new Set(body.results.map((r: any) => r.valid_from));
    expect(starts).toContain('2024-03-31T23:00:00Z'); // 1 April 2024, 00:00 BST
    expect(starts).toContain('2024-01-01T00:00:00Z');
  });

  test('fixed tariffs have one open-ended price; trackers change daily', () => {
    const fixed = get(app, '/v1/products/OE-FIX-12M-24-05-24/electricity-tariffs/E-1R-OE-FIX-12M-24-05-24-C/standard-unit-rates/').body;
    expect(fixed.count).toBe(1);
    expect(fixed.results[0]).toMatchObject({ valid_from: '2024-05-23T23:00:00Z', valid_to: null, payment_method: 'DIRECT_DEBIT' });
    const tracker = get(app, '/v1/products/SILVER-23-12-06/gas-tariffs/G-1R-SILVER-23-12-06-C/standard-unit-rates/?period_from=2024-06-01T00:00&period_to=2024-06-08T00:00').body;
    expect(tracker.count).toBe(7);
    expect(tracker.results[0].valid_from).toBe('2024-06-06T23:00:00Z');
  });

  test('day and night rates exist on E-2R tariffs only', () => {
    const E2R = '/v1/products/VAR-22-11-01/electricity-tariffs/E-2R-VAR-22-11-01-C';
    expect(get(app, `${E2R}/day-unit-rates/`).status).toBe(200);
    expect(get(app, `${E2R}/night-unit-rates/`).status).toBe(200);
    expect(get(app, `${E2R}/standing-charges/`).status).toBe(200);
    expect(get(app, `${VAR}/day-unit-rates/`).status).toBe(404);
  });

  test('a tariff of another product, the wrong fuel or an unknown code is 404', () => {
    expect(get(app, '/v1/products/VAR-22-11-01/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/').status).toBe(404);
    expect(get(app, '/v1/products/VAR-22-11-01/gas-tariffs/E-1R-VAR-22-11-01-C/standard-unit-rates/').status).toBe(404);
    expect(get(app, '/v1/products/VAR-22-11-01/electricity-tariffs/G-1R-VAR-22-11-01-C/standard-unit-rates/').status).toBe(404);
    expect(get(app, '/v1/products/VAR-22-11-01/electricity-tariffs/E-1R-NOPE-C/standard-unit-rates/').body).toEqual({ detail: 'Not found.' });
  });
});

describe('pagination', () => {
  test('next and previous are absolute, keep the other parameters, and page 1 omits page', () => {
    const q = 'period_from=2024-01-01T00:00Z&period_to=2024-01-02T00:00Z&page_size=10';
    const p1 = get(app, `${AGILE_C}?${q}`).body;
    expect(p1.count).toBe(48);
    expect(p1.previous).toBeNull();
    const next = new URL(p1.next);
    expect(next.origin).toBe('http://mock.test:4010');
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('period_from')).toBe('2024-01-01T00:00Z');
    expect(next.searchParams.get('page_size')).toBe('10');
    const p2 = get(app, pathOf(p1.next)).body;
    expect(new URL(p2.previous).searchParams.has('page')).toBe(false);
    expect(new URL(p2.previous).searchParams.get('period_to')).toBe('2024-01-02T00:00Z');
    const p3 = get(app, pathOf(p2.next)).body;
    expect(new URL(p3.previous).searchParams.get('page')).toBe('2');
    const p5 = get(app, `${AGILE_C}?${q}&page=5`).body;
    expect(p5.results).toHaveLength(8);
    expect(p5.next).toBeNull();
    expect(get(app, `${AGILE_C}?${q}&page=6`)).toMatchObject({ status: 404, body: { detail: 'Invalid page.' } });
  });

  test('walking next from page 1 visits every record exactly once', () => {
    let url: string | null = `${AGILE_C}?period_from=2024-02-01T00:00Z&period_to=2024-02-03T00:00Z&page_size=7`;
    const seen: string[] = [];
    while (url !== null) {
      const body: any = get(app, url).body;
      seen.push(...body.results.map((r: any) => r.valid_from));
      url = body.next === null ? null : pathOf(body.next);
    }
    expect(seen).toHaveLength(96);
    expect(new Set(seen).size).toBe(96);
  });

  test('page 1 of an empty list is 200 with count 0; page 2 is 404', () => {
    const empty = `${AGILE_C}?period_from=2030-01-01T00:00Z&period_to=2030-01-02T00:00Z`;
    expect(get(app, empty)).toMatchObject({ status: 200, body: { count: 0, next: null, previous: null, results: [] } });
    expect(get(app, `${empty}&page=2`).status).toBe(404);
  });
});
