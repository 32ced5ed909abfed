import { describe, expect, test } from 'vitest';
import { parseQueryDateTime } from '@energy-contracts/schema-tools/london-time';
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
      negative += get(
        app,
        `${AGILE_C}?period_from=2024-01-01T00:00Z&period_to=2024-03-01T00:00Z&page_size=1500&page=${page}`,
      ).body.results.filter((r: any) => r.value_exc_vat < 0).length;
    }
    expect(negative).toBeGreaterThan(0);
  });

  test('period_from is inclusive and period_to exclusive; off the grid, the half-hours overlapping the window', () => {
    const { body } = get(app, `${AGILE_C}?period_from=2024-01-01T00:00Z&period_to=2024-01-01T01:00Z`);
    expect(body.count).toBe(2);
    expect(body.results.map((r: any) => r.valid_from)).toEqual(['2024-01-01T00:30:00Z', '2024-01-01T00:00:00Z']);
    const offGrid = get(app, `${AGILE_C}?period_from=2024-01-01T00:15:00Z&period_to=2024-01-01T01:00:00Z`).body;
    expect(offGrid.results.map((r: any) => r.valid_from)).toEqual(['2024-01-01T00:30:00Z', '2024-01-01T00:00:00Z']);
  });

  const days: Array<[string, { from: string; to: string; want: number; oldest: string }]> = [
    [
      'winter day (GMT)',
      { from: '2024-01-15T00:00', to: '2024-01-16T00:00', want: 48, oldest: '2024-01-15T00:00:00Z' },
    ],
    [
      'summer day (BST)',
      { from: '2024-07-15T00:00', to: '2024-07-16T00:00', want: 48, oldest: '2024-07-14T23:00:00Z' },
    ],
    [
      'spring-forward day has 23 hours',
      { from: '2024-03-31T00:00', to: '2024-04-01T00:00', want: 46, oldest: '2024-03-31T00:00:00Z' },
    ],
    [
      'fall-back day has 25 hours',
      { from: '2024-10-27T00:00', to: '2024-10-28T00:00', want: 50, oldest: '2024-10-26T23:00:00Z' },
    ],
    [
      'repeated hour means its first occurrence',
      { from: '2024-10-27T01:30', to: '2024-10-27T02:00', want: 3, oldest: '2024-10-27T00:30:00Z' },
    ],
    [
      'seconds, fraction and offset',
      {
        from: '2024-05-26T00:00:00.000000%2B01:00',
        to: '2024-05-26T01:00:00Z',
        want: 4,
        oldest: '2024-05-25T23:00:00Z',
      },
    ],
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
    expect(get(ten, `${AGILE_C}${q}&page=${last + 1}`)).toMatchObject({
      status: 404,
      body: { detail: 'Invalid page.' },
    });
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
    const fixed = get(
      app,
      '/v1/products/OE-FIX-12M-24-05-24/electricity-tariffs/E-1R-OE-FIX-12M-24-05-24-C/standard-unit-rates/',
    ).body;
    expect(fixed.count).toBe(1);
    expect(fixed.results[0]).toMatchObject({
      valid_from: '2024-05-23T23:00:00Z',
      valid_to: null,
      payment_method: 'DIRECT_DEBIT',
    });
    const tracker = get(
      app,
      '/v1/products/SILVER-23-12-06/gas-tariffs/G-1R-SILVER-23-12-06-C/standard-unit-rates/?period_from=2024-06-01T00:00&period_to=2024-06-08T00:00',
    ).body;
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
    expect(
      get(app, '/v1/products/VAR-22-11-01/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/').status,
    ).toBe(404);
    expect(get(app, '/v1/products/VAR-22-11-01/gas-tariffs/E-1R-VAR-22-11-01-C/standard-unit-rates/').status).toBe(404);
    expect(
      get(app, '/v1/products/VAR-22-11-01/electricity-tariffs/G-1R-VAR-22-11-01-C/standard-unit-rates/').status,
    ).toBe(404);
    expect(get(app, '/v1/products/VAR-22-11-01/electricity-tariffs/E-1R-NOPE-C/standard-unit-rates/').body).toEqual({
      detail: 'Not found.',
    });
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

// Periods select by overlap (platform-facts "REST: periods"): a record is returned when
// valid_from < period_to and (valid_to is null or valid_to > period_from). Every window below is
// checked against a plain filter over the tariff's whole history, fetched without a period, so
// the reference shares nothing with the handler's index arithmetic.
describe('periods select by overlap, on every charge endpoint', () => {
  interface Charge {
    value_exc_vat: number;
    value_inc_vat: number;
    valid_from: string;
    valid_to: string | null;
    payment_method: string | null;
  }
  const P = '/v1/products';
  const ENDPOINTS = {
    agileUnitRates: AGILE_C,
    agileStandingCharges: `${P}/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standing-charges/`,
    variableUnitRates: `${P}/VAR-22-11-01/electricity-tariffs/E-1R-VAR-22-11-01-C/standard-unit-rates/`,
    variableStandingCharges: `${P}/VAR-22-11-01/electricity-tariffs/E-1R-VAR-22-11-01-C/standing-charges/`,
    variableDayRates: `${P}/VAR-22-11-01/electricity-tariffs/E-2R-VAR-22-11-01-C/day-unit-rates/`,
    variableNightRates: `${P}/VAR-22-11-01/electricity-tariffs/E-2R-VAR-22-11-01-C/night-unit-rates/`,
    fixedUnitRates: `${P}/OE-FIX-12M-24-05-24/electricity-tariffs/E-1R-OE-FIX-12M-24-05-24-C/standard-unit-rates/`,
    gasUnitRates: `${P}/VAR-22-11-01/gas-tariffs/G-1R-VAR-22-11-01-C/standard-unit-rates/`,
    gasStandingCharges: `${P}/VAR-22-11-01/gas-tariffs/G-1R-VAR-22-11-01-C/standing-charges/`,
    trackerGasUnitRates: `${P}/SILVER-23-12-06/gas-tariffs/G-1R-SILVER-23-12-06-C/standard-unit-rates/`,
  } as const;
  type Endpoint = keyof typeof ENDPOINTS;
  const STEPPED = (Object.keys(ENDPOINTS) as Endpoint[]).filter((e) => e !== 'agileUnitRates');

  /** Every record of a list, walking `next` from the given URL. */
  function walk(url: string): { count: number; records: Charge[] } {
    let next: string | null = url;
    let count = -1;
    const records: Charge[] = [];
    while (next !== null) {
      const res = get(app, next);
      expect(res.status, next).toBe(200);
      if (count === -1) count = res.body.count;
      records.push(...res.body.results);
      next = res.body.next === null ? null : pathOf(res.body.next);
    }
    return { count, records };
  }
  const histories = new Map<Endpoint, Charge[]>();
  function history(endpoint: Endpoint): Charge[] {
    let records = histories.get(endpoint);
    if (records === undefined) {
      const all = walk(`${ENDPOINTS[endpoint]}?page_size=1500`);
      expect(all.records).toHaveLength(all.count);
      records = all.records;
      histories.set(endpoint, records);
    }
    return records;
  }
  /** The reference: a plain filter over the whole history, in its (newest first) order. */
  function overlapping(endpoint: Endpoint, from: number, to: number | undefined): Charge[] {
    return history(endpoint).filter(
      (r) =>
        (to === undefined || Date.parse(r.valid_from) < to) && (r.valid_to === null || Date.parse(r.valid_to) > from),
    );
  }
  const utc = (text: string): number => {
    const parsed = parseQueryDateTime(text);
    if (!('utc' in parsed)) throw new Error(`bad test datetime ${text}`);
    return parsed.utc;
  };
  const methodsOf = (endpoint: Endpoint): number => new Set(history(endpoint).map((r) => r.payment_method)).size;
  const inForceAt = (r: Charge, t: number): boolean =>
    Date.parse(r.valid_from) <= t && (r.valid_to === null || Date.parse(r.valid_to) > t);

  // [name, {endpoints, from, to, want}]: `want` is what the reference must also say, where a
  // count follows from the tariff's shape alone ('methods' = one record per payment method).
  type Window = { endpoints: readonly Endpoint[]; from: string; to?: string; want?: number | 'methods' };
  const ALL = Object.keys(ENDPOINTS) as Endpoint[];
  const windows: Array<[string, Window]> = [
    [
      'price now, [t, t+1s) in summer',
      { endpoints: ALL, from: '2024-06-15T12:34:56Z', to: '2024-06-15T12:34:57Z', want: 'methods' },
    ],
    [
      'price now, [t, t+1s) at the clock',
      { endpoints: ALL, from: '2025-01-15T11:59:59Z', to: '2025-01-15T12:00:00Z', want: 'methods' },
    ],
    [
      'price now, t on a quarter change (1 April 00:00 BST): the record starting at t, not the one ending there',
      {
        endpoints: ALL.filter((e) => e !== 'fixedUnitRates'),
        from: '2024-03-31T23:00:00Z',
        to: '2024-03-31T23:00:01Z',
        want: 'methods',
      },
    ],
    [
      'price now, t on a half-hour boundary (local time)',
      { endpoints: ['agileUnitRates'], from: '2024-07-01T12:30', to: '2024-07-01T12:30:01', want: 1 },
    ],
    [
      '12:10-12:50 returns the 12:00 and 12:30 intervals',
      { endpoints: ['agileUnitRates'], from: '2024-06-15T12:10Z', to: '2024-06-15T12:50Z', want: 2 },
    ],
    [
      'on the grid, 12:00-13:00',
      { endpoints: ['agileUnitRates'], from: '2024-06-15T12:00Z', to: '2024-06-15T13:00Z', want: 2 },
    ],
    [
      'one second across a boundary',
      {
        endpoints: ['agileUnitRates'],
        from: '2024-06-15T12:29:59.750000Z',
        to: '2024-06-15T12:30:00.250000Z',
        want: 2,
      },
    ],
    ['a local summer day', { endpoints: ALL, from: '2024-06-15T00:00', to: '2024-06-16T00:00' }],
    ['a local winter day', { endpoints: ALL, from: '2024-01-15T00:00', to: '2024-01-16T00:00' }],
    ['the spring-forward day, 46 half-hours', { endpoints: ALL, from: '2024-03-31T00:00', to: '2024-04-01T00:00' }],
    ['the fall-back day, 50 half-hours', { endpoints: ALL, from: '2024-10-27T00:00', to: '2024-10-28T00:00' }],
    ['a day across a quarter change', { endpoints: ALL, from: '2024-09-30T12:00', to: '2024-10-01T12:00' }],
    ['period_from alone: everything in force from then on', { endpoints: ALL, from: '2024-08-20T09:15Z' }],
    [
      'before the fixed tariff existed (its only record starts 2024-05-24 local)',
      { endpoints: ['fixedUnitRates'], from: '2024-03-31T23:00:00Z', to: '2024-03-31T23:00:01Z', want: 0 },
    ],
    ['before the first record', { endpoints: ALL, from: '2015-06-01T00:00Z', to: '2015-06-02T00:00Z', want: 0 }],
    [
      'ending exactly where the first record starts',
      {
        endpoints: ['variableUnitRates', 'gasStandingCharges'],
        from: '2022-10-31T00:00Z',
        to: '2022-11-01T00:00Z',
        want: 0,
      },
    ],
    [
      'after the half-hourly horizon (23:00 UTC the day after the clock)',
      { endpoints: ['agileUnitRates'], from: '2025-01-16T23:00Z', to: '2025-01-17T00:00Z', want: 0 },
    ],
    [
      'the last second before the horizon',
      { endpoints: ['agileUnitRates'], from: '2025-01-16T22:59:59Z', to: '2025-01-17T00:00Z', want: 1 },
    ],
    ['period_from at the horizon alone', { endpoints: ['agileUnitRates'], from: '2025-01-16T23:00Z', want: 0 }],
    [
      'a future window on a stepped tariff: the open-ended current record',
      { endpoints: STEPPED, from: '2026-01-01T00:00Z', to: '2026-01-02T00:00Z', want: 'methods' },
    ],
  ];
  const cases = windows.flatMap(([name, w]) =>
    w.endpoints.map((endpoint) => [`${name}: ${endpoint}`, endpoint, w] as const),
  );

  test.each(cases)(
    '%s',
    (_name, endpoint, { from, to, want }) => {
      const query = new URLSearchParams({ period_from: from, page_size: '1500' });
      if (to !== undefined) query.set('period_to', to);
      const got = walk(`${ENDPOINTS[endpoint]}?${query.toString()}`);
      const expected = overlapping(endpoint, utc(from), to === undefined ? undefined : utc(to));
      expect(got.count).toBe(expected.length);
      expect(got.records).toEqual(expected);
      if (want !== undefined) expect(got.count).toBe(want === 'methods' ? methodsOf(endpoint) : want);
      if (to !== undefined && utc(to) - utc(from) === 1000) {
        for (const r of got.records) expect(inForceAt(r, utc(from)), JSON.stringify(r)).toBe(true);
        expect(new Set(got.records.map((r) => r.payment_method)).size).toBe(got.count);
      }
    },
    30_000,
  );

  // Counts that follow from the calendar alone: 48 half-hours a local day, 46 and 50 on the clock
  // changes; one record per method on a stepped tariff whose price changes at local midnight.
  const days: Array<[string, { from: string; to: string; agile: number; tracker: number }]> = [
    ['2024-03-31 (23 hours)', { from: '2024-03-31T00:00', to: '2024-04-01T00:00', agile: 46, tracker: 1 }],
    ['2024-10-27 (25 hours)', { from: '2024-10-27T00:00', to: '2024-10-28T00:00', agile: 50, tracker: 1 }],
    [
      '2024-10-27 01:00-02:00 local, the repeated hour from its first occurrence',
      { from: '2024-10-27T01:00', to: '2024-10-27T02:00', agile: 4, tracker: 1 },
    ],
  ];
  test.each(days)('DST day %s: Agile %s half-hours, one tracker record', (_name, { from, to, agile, tracker }) => {
    const q = `?period_from=${from}&period_to=${to}&page_size=1500`;
    const a = get(app, `${ENDPOINTS.agileUnitRates}${q}`).body;
    expect(a.count).toBe(agile);
    expect(a.results.at(-1).valid_from).toBe(iso(utc(from)));
    expect(a.results[0].valid_to).toBe(iso(utc(to)));
    expect(get(app, `${ENDPOINTS.trackerGasUnitRates}${q}`).body.count).toBe(tracker);
  });

  test('pagination of an overlap window: count, links and every record once', () => {
    // 12:10 to 12:50 the next day overlaps 12:00 .. 12:30 the next day: 50 half-hours.
    const first = get(app, `${AGILE_C}?period_from=2024-06-15T12:10Z&period_to=2024-06-16T12:50Z&page_size=7`).body;
    expect(first.count).toBe(50);
    expect(first.previous).toBeNull();
    const next = new URL(first.next);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      page: '2',
      page_size: '7',
      period_from: '2024-06-15T12:10Z',
      period_to: '2024-06-16T12:50Z',
    });
    const last = get(
      app,
      `${AGILE_C}?period_from=2024-06-15T12:10Z&period_to=2024-06-16T12:50Z&page_size=7&page=8`,
    ).body;
    expect(last.next).toBeNull();
    expect(new URL(last.previous).searchParams.get('page')).toBe('7');
    expect(last.results.map((r: Charge) => r.valid_from)).toEqual(['2024-06-15T12:00:00Z']);
    const all = walk(`${AGILE_C}?period_from=2024-06-15T12:10Z&period_to=2024-06-16T12:50Z&page_size=7`);
    expect(all.records).toHaveLength(50);
    expect(all.records[0]!.valid_from).toBe('2024-06-16T12:30:00Z');
    expect(all.records.at(-1)!.valid_from).toBe('2024-06-15T12:00:00Z');
    expect(
      get(app, `${AGILE_C}?period_from=2024-06-15T12:10Z&period_to=2024-06-16T12:50Z&page_size=7&page=9`),
    ).toMatchObject({ status: 404, body: { detail: 'Invalid page.' } });
    // A stepped tariff, one record a page: the pairs keep their order across page boundaries.
    const stepped = walk(`${ENDPOINTS.variableUnitRates}?period_from=2023-05-01T00:00&page_size=1`);
    expect(stepped.records).toEqual(overlapping('variableUnitRates', utc('2023-05-01T00:00'), undefined));
  });

  test.each(ALL)('period_to alone is a 400 naming period_to: %s', (endpoint) => {
    const res = get(app, `${ENDPOINTS[endpoint]}?period_to=2024-06-15T00:00Z`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ period_to: ['period_to is only valid together with period_from.'] });
  });
});
