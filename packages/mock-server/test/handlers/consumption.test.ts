// Consumption, meter point and grid supply point endpoints: every grouped value is the sum of its
// half-hours as printed, intervals follow Europe/London (46- and 50-half-hour days, 23- and 25-hour
// day groups, weeks from Monday), periods select by overlap, ownership and credentials are enforced,
// and the GSPs of meter points, postcodes and tariff codes agree.
import { describe, expect, test } from 'vitest';
import { DEFAULT_ACCOUNT_NUMBER } from '../../src/app.js';
import { buildAccounts } from '../../src/data/accounts.js';
import { REGIONS } from '../../src/data/product-catalogue.js';
import { consumptionSeries, GROUP_BY, sumUnits } from '../../src/data/consumption.js';
import { POSTCODE_AREAS, regionOfPostcode } from '../../src/data/grid-supply-points.js';
import { buildMeterIndex } from '../../src/handlers/consumption.js';
import { get, makeApp, pathOf } from '../helpers.js';

const app = makeApp();
const KEY = { authorization: 'Token sk_test_energy_contracts_demo_key' };
const accounts = buildAccounts(1, DEFAULT_ACCOUNT_NUMBER);
const index = buildMeterIndex(accounts);
const meterUrl = (key: string): string => {
  const [fuel, point, serial] = key.split('/');
  return `/v1/${fuel}-meter-points/${point}/meters/${serial}/consumption/`;
};
const demoMeters = [...index.meters]
  .filter(([, m]) => m.accountNumber === DEFAULT_ACCOUNT_NUMBER)
  .map(([key, m]) => ({ key, url: meterUrl(key), profile: m.series.profile }));
const otherMeter = [...index.meters].find(([, m]) => m.accountNumber !== DEFAULT_ACCOUNT_NUMBER)!;
const current = demoMeters.find((m) => m.profile === 'domestic')!;
const gas = demoMeters.filter((m) => m.profile === 'gas').at(-1)!;

interface Reading {
  consumption: number;
  interval_start: string;
  interval_end: string;
}
const read = (url: string): { count: number; results: Reading[]; next: string | null; previous: string | null } => {
  const res = get(app, url, KEY);
  expect(res.status, `${url}: ${res.raw.slice(0, 200)}`).toBe(200);
  return res.body;
};
const ms = (iso: string): number => Date.parse(iso);
const thousandths = (value: number): number => Math.round(value * 1000);

describe('the demo account has a meter of every profile', () => {
  test('domestic, Economy 7, export and gas', () => {
    expect(new Set(demoMeters.map((m) => m.profile))).toEqual(new Set(['domestic', 'economy-7', 'export', 'gas']));
  });
});

describe('half-hours', () => {
  test('newest first by default, oldest first with order_by=period, 30 minutes each, contiguous', () => {
    const newest = read(`${current.url}?period_from=2024-06-01T00:00Z&period_to=2024-06-02T00:00Z`);
    const oldest = read(`${current.url}?period_from=2024-06-01T00:00Z&period_to=2024-06-02T00:00Z&order_by=period`);
    expect(newest.count).toBe(48);
    expect(oldest.results).toEqual([...newest.results].reverse());
    for (const [i, r] of oldest.results.entries()) {
      expect(ms(r.interval_end) - ms(r.interval_start)).toBe(1_800_000);
      if (i > 0) expect(r.interval_start).toBe(oldest.results[i - 1]!.interval_end);
      expect(r.consumption).toBeGreaterThanOrEqual(0);
      expect(thousandths(r.consumption) / 1000).toBe(r.consumption);
    }
    // Summer records carry the BST offset, as the platform writes them.
    expect(oldest.results[0]!.interval_start).toBe('2024-06-01T01:00:00+01:00');
  });

  test.each([
    ['spring (46 half-hours)', '2024-03-31T00:00', '2024-04-01T00:00', 46],
    ['autumn (50 half-hours)', '2024-10-27T00:00', '2024-10-28T00:00', 50],
    ['an ordinary winter day', '2024-12-02T00:00', '2024-12-03T00:00', 48],
  ])('a local day in %s', (_name, from, to, n) => {
    expect(read(`${current.url}?period_from=${from}&period_to=${to}`).count).toBe(n);
  });

  test.each([
    [
      'on the grid',
      '2024-06-01T12:00Z',
      '2024-06-01T13:00Z',
      ['2024-06-01T13:00:00+01:00', '2024-06-01T13:30:00+01:00'],
    ],
    [
      'off the grid: 12:10-12:50 overlaps 12:00 and 12:30',
      '2024-06-01T12:10Z',
      '2024-06-01T12:50Z',
      ['2024-06-01T13:00:00+01:00', '2024-06-01T13:30:00+01:00'],
    ],
    [
      'the reading in progress at t ([t, t+1s))',
      '2024-06-01T12:10:00Z',
      '2024-06-01T12:10:01Z',
      ['2024-06-01T13:00:00+01:00'],
    ],
  ])('periods select by overlap: %s', (_name, from, to, starts) => {
    expect(
      read(`${current.url}?period_from=${from}&period_to=${to}&order_by=period`).results.map((r) => r.interval_start),
    ).toEqual(starts);
  });

  test('nothing before the meter existed, nothing in the future (readings arrive the next day)', () => {
    expect(read(`${current.url}?period_from=2015-01-01T00:00Z&period_to=2016-01-01T00:00Z`)).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect(read(`${current.url}?period_from=2025-01-15T00:00Z`).count).toBe(0);
    expect(read(current.url).results[0]!.interval_end).toBe('2025-01-15T00:00:00Z');
    const first = read(`${current.url}?order_by=period&page_size=1`).results[0]!;
    const property = accounts[0]!.properties[1] as {
      electricity_meter_points: Array<{ agreements: Array<{ valid_from: string }> }>;
    };
    expect(ms(first.interval_start)).toBe(ms(property.electricity_meter_points[0]!.agreements[0]!.valid_from));
  });

  test('a page far back holds the same records as the period it covers', () => {
    const all = read(`${current.url}?page_size=48`);
    const page = read(`${current.url}?page_size=48&page=700`);
    expect(all.count).toBeGreaterThan(700 * 48);
    const last = page.results.at(-1)!;
    const window = read(
      `${current.url}?period_from=${last.interval_start.replace('+', '%2B')}&period_to=${page.results[0]!.interval_end.replace('+', '%2B')}&page_size=48`,
    );
    expect(window.results).toEqual(page.results);
    expect(pathOf(page.previous!)).toBe(`${current.url}?page=699&page_size=48`);
  });
});

describe('groups', () => {
  const windows = [
    ['across the spring clock change', '2024-03-25T00:00', '2024-04-08T00:00'],
    ['across the autumn clock change', '2024-10-21T00:00', '2024-11-04T00:00'],
    ['a whole quarter and a partial one', '2024-01-01T00:00', '2024-05-15T12:00'],
  ] as const;
  const cases = demoMeters
    .filter((m) => m.key === current.key || m.key === gas.key)
    .flatMap((m) =>
      windows.flatMap(([name, from, to]) =>
        GROUP_BY.map((by) => [`${m.profile} by ${by} ${name}`, m.url, by, from, to] as const),
      ),
    );

  test.each(cases)(
    '%s: each value is the sum of its half-hours as printed',
    (_name, url, by, from, to) => {
      const period = `period_from=${from}&period_to=${to}`;
      const halfHours = read(`${url}?${period}&order_by=period&page_size=25000`).results;
      const groups = read(`${url}?${period}&order_by=period&group_by=${by}&page_size=25000`).results;
      expect(groups.length).toBeGreaterThan(0);
      let h = 0;
      for (const g of groups) {
        let sum = 0;
        // A group starts at its own start (the first may begin before the period) and ends with its last half-hour.
        expect(ms(halfHours[h]!.interval_start)).toBeGreaterThanOrEqual(ms(g.interval_start));
        while (h < halfHours.length && ms(halfHours[h]!.interval_end) <= ms(g.interval_end))
          sum += thousandths(halfHours[h++]!.consumption);
        expect(halfHours[h - 1]!.interval_end).toBe(g.interval_end);
        expect(thousandths(g.consumption), `${g.interval_start}`).toBe(sum);
      }
      expect(h).toBe(halfHours.length);
      // Up to 25 000 half-hours a case.
    },
    30_000,
  );

  test.each(['domestic', 'economy-7', 'export', 'gas'] as const)(
    '%s: a sum over any range equals its half-hours one by one, and consecutive ranges summed in one pass each their own (ranges starting at every half-hour, across both clock changes and month ends)',
    (profile) => {
      const series = consumptionSeries(`S-${profile}`, profile, Date.UTC(2024, 1, 27), null, 3100);
      const spans = [1, 2, 47, 48, 49, 50, 100, 48 * 40];
      for (const day of [0, 31, 100, 240]) {
        for (let offset = 0; offset < 48; offset++) {
          const from = day * 48 + offset;
          const halfHours = sumUnits(
            series,
            Array.from({ length: 48 * 40 + 1 }, (_, i) => from + i),
          );
          expect(halfHours.length).toBe(48 * 40);
          for (const span of spans) {
            let expected = 0;
            for (let k = from; k < from + span; k++) expected += sumUnits(series, [k, k + 1])[0]!;
            expect(halfHours.slice(0, span).reduce((a, b) => a + b, 0)).toBe(expected);
            expect(sumUnits(series, [from, from + span]), `day ${day} + ${offset} half-hours, ${span}`).toEqual([
              expected,
            ]);
          }
          // Ranges of the spans one after another, empty ones among them, in one call.
          const edges = [from, from, ...spans.map((_, i) => from + spans.slice(0, i + 1).reduce((a, b) => a + b, 0))];
          const separately = edges.slice(1).map((end, i) => sumUnits(series, [edges[i]!, end])[0]!);
          expect(sumUnits(series, edges)).toEqual(separately);
        }
      }
      expect(sumUnits(series, [5])).toEqual([]);
      expect(sumUnits(series, [])).toEqual([]);
    },
  );

  test.each(['period', '-period'])('order_by=%s: every page of groups is its slice of the whole list', (order) => {
    const list = `${current.url}?period_from=2024-03-20T00:00&period_to=2024-04-20T00:00&order_by=${order}&group_by=day`;
    const whole = read(`${list}&page_size=100`).results;
    expect(whole.length).toBe(31);
    for (let page = 1; page <= 4; page++)
      expect(read(`${list}&page_size=8&page=${page}`).results).toEqual(whole.slice((page - 1) * 8, page * 8));
  });

  test('day groups are local days: 23 hours in spring, 25 in autumn', () => {
    const days = (from: string, to: string): number[] =>
      read(`${current.url}?period_from=${from}&period_to=${to}&group_by=day&order_by=period`).results.map(
        (r) => (ms(r.interval_end) - ms(r.interval_start)) / 3_600_000,
      );
    expect(days('2024-03-30T00:00', '2024-04-01T00:00')).toEqual([24, 23]);
    expect(days('2024-10-26T00:00', '2024-10-28T00:00')).toEqual([24, 25]);
  });

  test('hour groups: 50 on the autumn day, two of them at 01:00 local', () => {
    const hours = read(
      `${current.url}?period_from=2024-10-27T00:00&period_to=2024-10-28T00:00&group_by=hour&order_by=period`,
    ).results;
    expect(hours).toHaveLength(25);
    expect(hours.map((r) => r.interval_start).filter((s) => /T01:00:00/.test(s))).toEqual([
      '2024-10-27T01:00:00+01:00',
      '2024-10-27T01:00:00Z',
    ]);
  });

  test("a period that starts inside a group: the record starts at the group's start and sums the half-hours from period_from", () => {
    const [week] = read(
      `${current.url}?group_by=week&period_from=2024-06-05T12:00Z&period_to=2024-06-06T00:00Z`,
    ).results;
    const halfHours = read(
      `${current.url}?period_from=2024-06-05T12:00Z&period_to=2024-06-06T00:00Z&page_size=100`,
    ).results;
    expect(week!.interval_start).toBe('2024-06-03T00:00:00+01:00');
    expect(week!.interval_end).toBe('2024-06-06T01:00:00+01:00');
    expect(thousandths(week!.consumption)).toBe(halfHours.reduce((sum, r) => sum + thousandths(r.consumption), 0));
  });

  test('weeks start on Monday 00:00 local, months and quarters on the first', () => {
    const weeks = read(`${current.url}?group_by=week&period_from=2024-01-01T00:00&period_to=2024-12-31T00:00`).results;
    for (const w of weeks) {
      expect(
        new Date(ms(w.interval_start) + (w.interval_start.endsWith('+01:00') ? 3_600_000 : 0)).getUTCDay(),
        w.interval_start,
      ).toBe(1);
      expect(w.interval_start).toMatch(/T00:00:00(Z|\+01:00)$/);
    }
    expect(
      read(`${current.url}?group_by=month&period_from=2024-01-01T00:00&period_to=2025-01-01T00:00`).results.map((r) =>
        r.interval_start.slice(0, 10),
      ),
    ).toEqual(Array.from({ length: 12 }, (_, i) => `2024-${String(12 - i).padStart(2, '0')}-01`));
    expect(
      read(
        `${current.url}?group_by=quarter&period_from=2024-01-01T00:00&period_to=2025-01-01T00:00&order_by=period`,
      ).results.map((r) => r.interval_start.slice(0, 10)),
    ).toEqual(['2024-01-01', '2024-04-01', '2024-07-01', '2024-10-01']);
  });
});

describe('shapes', () => {
  const day = (url: string, date: string): number[] =>
    read(`${url}?period_from=${date}T00:00&period_to=${date}T23:59&group_by=hour&order_by=period`).results.map(
      (r) => r.consumption,
    );
  test('an export meter generates by day only, more in summer', () => {
    const exportUrl = demoMeters.find((m) => m.profile === 'export')!.url;
    const june = day(exportUrl, '2024-06-21');
    expect(june.slice(0, 4).every((v) => v === 0)).toBe(true);
    expect(june.slice(22).every((v) => v === 0)).toBe(true);
    expect(june.reduce((a, b) => a + b, 0)).toBeGreaterThan(day(exportUrl, '2024-12-21').reduce((a, b) => a + b, 0));
  });
  test('gas heating: a winter day uses more than a summer day', () => {
    const sum = (v: number[]): number => v.reduce((a, b) => a + b, 0);
    expect(sum(day(gas.url, '2024-01-17'))).toBeGreaterThan(2 * sum(day(gas.url, '2024-07-17')));
  });
  test('Economy 7: most of a winter day falls in the night hours', () => {
    const e7 = demoMeters.find((m) => m.profile === 'economy-7')!.url;
    const hours = day(e7, '2021-01-13');
    const night = hours.slice(0, 7).reduce((a, b) => a + b, 0);
    expect(night).toBeGreaterThan(hours.reduce((a, b) => a + b, 0) / 2);
  });
});

describe('access and parameters', () => {
  test("no credentials or a wrong key: 401 with a challenge; another account's meter or an unknown one: 404", () => {
    const none = get(app, current.url);
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Basic/);
    expect(get(app, current.url, { authorization: 'Token nope' }).status).toBe(401);
    expect(get(app, meterUrl(otherMeter[0]), KEY)).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect(get(app, current.url.replace(/meters\/[^/]+/, 'meters/NOPE'), KEY).status).toBe(404);
    // The meter of an electricity point asked for under gas is not found either.
    expect(get(app, current.url.replace('electricity-meter-points', 'gas-meter-points'), KEY).status).toBe(404);
  });
  test.each([
    ['order_by', '?order_by=newest'],
    ['group_by', '?group_by=year'],
    ['period_to', '?period_to=2024-01-01T00:00Z'],
  ])('a bad %s is a 400 naming it', (name, q) => {
    const res = get(app, `${current.url}${q}`, KEY);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([name]);
  });
  test("page_size up to 25000: above it the maximum (the platform's reading), a 400 under --strict", () => {
    expect(read(`${current.url}?page_size=25000`).results).toHaveLength(25000);
    expect(read(`${current.url}?page_size=25001`).results).toHaveLength(25000);
    const strict = makeApp({ strict: true });
    expect(Object.keys(get(strict, `${current.url}?page_size=25001`, KEY).body)).toEqual(['page_size']);
    expect(Object.keys(get(strict, `${current.url}?group_by=`, KEY).body)).toEqual(['group_by']);
    expect(read(`${current.url}?group_by=&order_by=`).count).toBe(read(current.url).count);
  });
  test('same seed and clock: the same bytes', () => {
    const url = `${gas.url}?group_by=week&page=3`;
    expect(makeApp().request(url, { headers: KEY }).body).toBe(app.request(url, { headers: KEY }).body);
  });
});

describe('meter points and grid supply points agree', () => {
  test("every meter point's GSP is its tariff codes' region and its property postcode's", () => {
    for (const account of accounts) {
      for (const property of account.properties as Array<{
        postcode: string;
        electricity_meter_points: Array<{
          mpan: string;
          profile_class: number;
          agreements: Array<{ tariff_code: string }>;
        }>;
      }>) {
        for (const point of property.electricity_meter_points) {
          const res = get(app, `/v1/electricity-meter-points/${point.mpan}/`);
          expect(res.body).toEqual({
            gsp: `_${point.agreements[0]!.tariff_code.slice(-1)}`,
            mpan: point.mpan,
            profile_class: point.profile_class,
          });
          for (const a of point.agreements) expect(a.tariff_code.slice(-1)).toBe(res.body.gsp.slice(1));
          expect(regionOfPostcode(property.postcode)).toBe(res.body.gsp);
          expect(
            get(app, `/v1/industry/grid-supply-points/?postcode=${encodeURIComponent(property.postcode)}`).body.results,
          ).toEqual([{ group_id: res.body.gsp }]);
        }
      }
    }
  });
  test('an unknown MPAN is a 404, without credentials too', () => {
    expect(get(app, '/v1/electricity-meter-points/1234567890123/').status).toBe(404);
  });
  test.each(REGIONS.flatMap((region) => POSTCODE_AREAS[region].map((area) => [area, region] as const)))(
    'postcode area %s is %s',
    (area, region) => {
      expect(get(app, `/v1/industry/grid-supply-points/?postcode=${area}1 1AA`).body.results).toEqual([
        { group_id: region },
      ]);
      expect(regionOfPostcode(`${area.toLowerCase()}1`)).toBe(region);
    },
  );
  test('no postcode: all 14 groups; an unknown area or not a postcode: an empty list', () => {
    expect(
      get(app, '/v1/industry/grid-supply-points/').body.results.map((r: { group_id: string }) => r.group_id),
    ).toEqual([...REGIONS]);
    expect(get(app, '/v1/industry/grid-supply-points/?postcode=ZZ99%209ZZ').body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect(get(app, '/v1/industry/grid-supply-points/?postcode=hello').body.count).toBe(0);
  });
});
