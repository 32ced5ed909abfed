// Consumption pages come from cached fragments of 48 half-hours (bytes in both orders, readings for
// grouped sums): they must equal a reference that formats every record from halfHourUnits and
// sumUnits, byte for byte, cold and warm, with page boundaries at every position inside a fragment,
// in both orders, on DST days, grouped and not; and the cache must stay within its bound.
import { describe, expect, test } from 'vitest';
import { DEFAULT_ACCOUNT_NUMBER } from '../../src/app.js';
import { buildAccounts } from '../../src/data/accounts.js';
import {
  groupIndex,
  groupStart,
  halfHourUnits,
  readableHalfHours,
  sumUnits,
  type ConsumptionSeries,
  type GroupBy,
} from '../../src/data/consumption.js';
import { buildMeterIndex } from '../../src/handlers/consumption.js';
import {
  cachedSumUnits,
  clearConsumptionCache,
  CONSUMPTION_CACHE_BYTES,
  CONSUMPTION_FRAGMENT,
  consumptionCacheStats,
} from '../../src/handlers/consumption-fragments.js';
import { formatLondon, HALF_HOUR_MS } from '@energy-contracts/schema-tools/london-time';
import { HOST, makeApp } from '../helpers.js';

const NOW = '2025-01-15T12:00:00Z';
const KEY = { host: HOST, authorization: 'Token sk_test_energy_contracts_demo_key' };
const meters = [...buildMeterIndex(buildAccounts(1, DEFAULT_ACCOUNT_NUMBER)).meters].filter(
  ([, m]) => m.accountNumber === DEFAULT_ACCOUNT_NUMBER,
);

/** The page's results as the handler wrote them before fragments: one record at a time. */
function referenceResults(
  series: ConsumptionSeries,
  now: number,
  from: number,
  to: number,
  order: 'period' | '-period',
  groupBy: GroupBy | undefined,
  page: number,
  pageSize: number,
): string {
  const n = readableHalfHours(series, now);
  const kLo = Math.min(n, Math.max(0, Math.floor((from - series.start) / HALF_HOUR_MS)));
  const kHi = Math.min(n, Math.max(0, Math.ceil((to - series.start) / HALF_HOUR_MS)));
  const lo = series.start + kLo * HALF_HOUR_MS;
  const hi = series.start + kHi * HALF_HOUR_MS;
  const gLo = kHi > kLo && groupBy !== undefined ? groupIndex(groupBy, lo) : 0;
  const count = kHi <= kLo ? 0 : groupBy === undefined ? kHi - kLo : groupIndex(groupBy, hi - 1) - gLo + 1;
  const records: string[] = [];
  for (let j = (page - 1) * pageSize; j < Math.min(page * pageSize, count); j++) {
    const i = order === '-period' ? count - 1 - j : j;
    if (groupBy === undefined) {
      const k = kLo + i;
      records.push(
        `{"consumption":${halfHourUnits(series, k) / 1000},"interval_start":"${formatLondon(series.start + k * HALF_HOUR_MS)}","interval_end":"${formatLondon(series.start + (k + 1) * HALF_HOUR_MS)}"}`,
      );
    } else {
      const groupFrom = groupStart(groupBy, gLo + i);
      const b = Math.min(hi, groupStart(groupBy, gLo + i + 1));
      const a = Math.max(lo, groupFrom);
      records.push(
        `{"consumption":${sumUnits(series, (a - series.start) / HALF_HOUR_MS, (b - series.start) / HALF_HOUR_MS) / 1000},"interval_start":"${formatLondon(groupFrom)}","interval_end":"${formatLondon(b)}"}`,
      );
    }
  }
  return `[${records.join(',')}]`;
}

const RANGES: Array<[string, number, number]> = [
  ['fall-back week, off-grid bounds', Date.UTC(2024, 9, 23, 7, 17, 5), Date.UTC(2024, 9, 30, 3, 45)],
  ['spring-forward days', Date.UTC(2024, 2, 29), Date.UTC(2024, 3, 2)],
  ['a winter fortnight', Date.UTC(2023, 11, 20), Date.UTC(2024, 0, 3)],
  // The demo account's past property (its meters end in February 2022).
  ['fall-back week 2020', Date.UTC(2020, 9, 21, 7, 17, 5), Date.UTC(2020, 9, 28, 3, 45)],
  ['spring-forward days 2021', Date.UTC(2021, 2, 26), Date.UTC(2021, 2, 30)],
];

describe('consumption pages from fragments = record-by-record reference, byte for byte', () => {
  test.each(meters.map(([key, meter]) => [key, meter.series] as const))(
    '%s: page sizes 1..49, both orders, half-hours and groups, cold and warm',
    (key, series) => {
      const app = makeApp({ now: NOW });
      const [fuel, point, serial] = key.split('/');
      const path = `/v1/${fuel}-meter-points/${point}/meters/${serial}/consumption/`;
      let compared = 0;
      for (const [, from, to] of RANGES) {
        for (const groupBy of [undefined, 'hour', 'day', 'week'] as const) {
          for (const order of ['-period', 'period'] as const) {
            for (let pageSize = 1; pageSize <= CONSUMPTION_FRAGMENT + 1; pageSize += groupBy === undefined ? 1 : 6) {
              for (let page = 1; page <= 4; page++) {
                const url = `${path}?period_from=${new Date(from).toISOString()}&period_to=${new Date(to).toISOString()}&order_by=${order}${groupBy === undefined ? '' : `&group_by=${groupBy}`}&page_size=${pageSize}&page=${page}`;
                if (page % 2 === 1) clearConsumptionCache();
                const res = app.request(url, { headers: KEY });
                if (res.status === 404) break;
                expect(res.status, url).toBe(200);
                const results = res.body.slice(res.body.indexOf('"results":') + 10, -1);
                expect(results, url).toBe(
                  referenceResults(series, Date.parse(NOW), from, to, order, groupBy, page, pageSize),
                );
                expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
                compared++;
              }
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(500);
    },
    60_000,
  );

  test('cached sums equal sumUnits for ranges starting and ending anywhere in a fragment', () => {
    const series = meters[0]![1].series;
    for (let from = 0; from < 3 * CONSUMPTION_FRAGMENT; from += 5) {
      for (let to = from; to < from + 4 * CONSUMPTION_FRAGMENT; to += 7)
        expect(cachedSumUnits(series, from, to)).toBe(sumUnits(series, from, to));
    }
  });

  test(`the cache stays within ${CONSUMPTION_CACHE_BYTES} bytes over years of pages`, () => {
    clearConsumptionCache();
    const app = makeApp({ now: '2032-01-15T12:00:00Z' });
    const [key] = meters.find(([, m]) => m.series.end === null)!;
    const [fuel, point, serial] = key.split('/');
    const path = `/v1/${fuel}-meter-points/${point}/meters/${serial}/consumption/?page_size=5000`;
    const first = app.request(`${path}&page=2`, { headers: KEY }).body;
    let peak = 0;
    for (let page = 3; page <= 30; page++) {
      expect(app.request(`${path}&page=${page}`, { headers: KEY }).status).toBe(200);
      peak = Math.max(peak, consumptionCacheStats().bytes);
    }
    expect(peak).toBeLessThanOrEqual(CONSUMPTION_CACHE_BYTES);
    expect(consumptionCacheStats().bytes).toBeGreaterThan(CONSUMPTION_CACHE_BYTES * 0.8);
    expect(app.request(`${path}&page=2`, { headers: KEY }).body).toBe(first);
  }, 60_000);
});
