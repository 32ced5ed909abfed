// Charge pages come from cached fragments of 48 intervals: they must equal the template reference
// byte for byte whether the cache is cold or warm, with page boundaries anywhere inside a fragment
// (and, with two payment methods, between an interval's two records), on DST days, on first and
// last pages, with the open-ended current price of stepped series written outside the fragments;
// and the cache must stay within its byte bound.
import { describe, expect, test } from 'vitest';
import type { ChargeSeries } from '../../src/data/dataset.js';
import { timeline } from '../../src/data/schedule.js';
import {
  clearFragmentCache,
  FRAGMENT_CACHE_BYTES,
  FRAGMENT_RECORDS,
  fragmentBackingBytes,
  fragmentCacheStats,
  recordChunks,
} from '../../src/handlers/charge-day-fragments.js';
import { valueText } from '../../src/handlers/charge-page-writer.js';
import { formatUtc, HALF_HOUR_MS, parseQueryDateTime } from '@energy-contracts/schema-tools/london-time';
import { HOST, makeApp } from '../helpers.js';
import { referencePage } from './charges-reference.js';

const NOW = '2026-03-29T12:00:00Z';
const TARIFFS = [
  ['AGILE-24-04-03', 'E-1R-AGILE-24-04-03-C'],
  ['AGILE-OUTGOING-19-05-13', 'E-1R-AGILE-OUTGOING-19-05-13-P'],
  ['GO-VAR-22-10-14', 'E-1R-GO-VAR-22-10-14-A'],
  ['FLUX-IMPORT-23-02-14', 'E-1R-FLUX-IMPORT-23-02-14-N'],
] as const;
const RANGES: Array<[string, string | undefined, string | undefined]> = [
  ['whole history', undefined, undefined],
  ['spring-forward day', '2024-03-31T00:00', '2024-04-01T00:00'],
  ['fall-back day', '2024-10-27T00:00', '2024-10-28T00:00'],
  ['fall-back week, off-grid bounds', '2023-10-25T07:17:05Z', '2023-11-01T03:45+01:00'],
  ['spring-forward week, local bounds', '2025-03-27T13:30', '2025-04-02T00:00'],
  ['three days ending at the clock', '2026-03-27T00:00Z', '2026-03-31T00:00Z'],
];
const PAGE_SIZES = [1, 7, FRAGMENT_RECORDS - 1, FRAGMENT_RECORDS, FRAGMENT_RECORDS + 1, 100, 1500];

function utc(text: string | undefined): number | undefined {
  return text === undefined ? undefined : (parseQueryDateTime(text) as { utc: number }).utc;
}

describe('half-hourly pages from day fragments = template reference, byte for byte', () => {
  for (const [productCode, tariffCode] of TARIFFS) {
    test(`${tariffCode}: first, second, middle and last pages, cold and warm`, () => {
      const app = makeApp({ seed: 3, now: NOW });
      const path = `/v1/products/${productCode}/electricity-tariffs/${tariffCode}/standard-unit-rates/`;
      let compared = 0;
      for (const [, from, to] of RANGES) {
        for (const pageSize of PAGE_SIZES) {
          const base = new URLSearchParams();
          if (from !== undefined) base.set('period_from', from);
          if (to !== undefined) base.set('period_to', to);
          base.set('page_size', String(pageSize));
          const first = app.request(`${path}?${base.toString()}`, { headers: { host: HOST } });
          expect(first.status).toBe(200);
          const count = (JSON.parse(first.body) as { count: number }).count;
          const last = Math.max(1, Math.ceil(count / pageSize));
          for (const page of new Set([1, 2, Math.ceil(last / 2), last - 1, last].filter((p) => p >= 1 && p <= last))) {
            const url = `${path}?${base.toString()}&page=${page}`;
            for (const cache of ['cold', 'warm'] as const) {
              if (cache === 'cold') clearFragmentCache();
              const res = app.request(url, { headers: { host: HOST } });
              expect(res.status).toBe(200);
              const links = JSON.parse(res.body) as { next: string | null; previous: string | null };
              const want = referencePage(app.data, tariffCode, 'standard-unit-rates', Date.parse(NOW), {
                from: utc(from),
                to: utc(to),
                page,
                pageSize,
                next: links.next,
                previous: links.previous,
              });
              expect(res.body, `${url} (${cache})`).toBe(want);
              expect(res.headers['content-length']).toBe(String(Buffer.byteLength(want!)));
              compared++;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(300);
    });
  }

  test('every page boundary inside a fragment: page sizes 1..49 over the first 150 records', () => {
    const app = makeApp({ seed: 1, now: NOW });
    const [productCode, tariffCode] = TARIFFS[0];
    const path = `/v1/products/${productCode}/electricity-tariffs/${tariffCode}/standard-unit-rates/?period_from=2024-10-26T00:00Z&period_to=2024-10-29T03:00Z`;
    for (let pageSize = 1; pageSize <= FRAGMENT_RECORDS + 1; pageSize++) {
      for (let page = 1; (page - 1) * pageSize < 150; page++) {
        const res = app.request(`${path}&page_size=${pageSize}&page=${page}`, { headers: { host: HOST } });
        const links = JSON.parse(res.body) as { next: string | null; previous: string | null };
        const want = referencePage(app.data, tariffCode, 'standard-unit-rates', Date.parse(NOW), {
          from: Date.UTC(2024, 9, 26),
          to: Date.UTC(2024, 9, 29, 3),
          page,
          pageSize,
          next: links.next,
          previous: links.previous,
        });
        expect(res.body).toBe(want);
      }
    }
  });
});

describe('half-hourly fragments of series starting at any half-hour = each record formatted alone', () => {
  // The records' dates come from one scratch block shared by every series, app and seed: it must
  // hold the dates of the day being written whatever day was written before. Two series with
  // unrelated starts (off UTC midnight, month, year and century ends, leap days) are read in
  // turn, so the block moves between far-apart days and back; the pages span one to nine UTC days.
  // Prices from -50 to 150 pence take both sides of the value-bytes table's range.
  const STARTS = [
    Date.UTC(2024, 2, 30, 23),
    Date.UTC(1999, 11, 31, 0, 30),
    Date.UTC(2000, 1, 28, 12),
    Date.UTC(2100, 1, 28, 23, 30),
    Date.UTC(2023, 11, 31, 23, 30),
    Date.UTC(2019, 8, 30, 1),
    Date.UTC(1970, 0, 1),
    Date.UTC(9999, 11, 20, 23, 30),
  ];
  const seriesAt = (start: number, salt: number): ChargeSeries => ({
    schedule: { step: 'half-hour', start },
    methods: [null],
    value: (k) => ((k * 7919 + salt) % 20_000) / 100 - 50,
  });
  const reference = (series: ChargeSeries, hi: number, offset: number, end: number): string => {
    let text = '';
    for (let j = offset; j < end; j++) {
      const k = hi - 1 - j;
      const start = series.schedule.start + k * HALF_HOUR_MS;
      text += `,${valueText(series.value(k, start, 0))}${formatUtc(start)}","valid_to":"${formatUtc(start + HALF_HOUR_MS)}","payment_method":null}`;
    }
    return text.slice(1);
  };
  test.each(
    STARTS.map((start, i) => [new Date(start).toISOString(), start, STARTS[(i + 3) % STARTS.length]!] as const),
  )('%s, read in turn with another series', (_name, start, otherStart) => {
    clearFragmentCache();
    const [a, b] = [seriesAt(start, 1), seriesAt(otherStart, 2)];
    const hi = 400;
    for (const [offset, end] of [
      [0, 5],
      [hi - 3, hi],
      [0, hi],
      [47, 49],
      [100, 250],
      [hi - 120, hi - 1],
    ] as const) {
      for (const s of [a, b, b, a]) {
        const t = timeline(s.schedule, s.schedule.start + hi * HALF_HOUR_MS);
        const chunks: Buffer[] = [];
        recordChunks(s, t, hi, offset, end, chunks);
        expect(
          Buffer.concat(chunks).toString('latin1'),
          `${new Date(s.schedule.start).toISOString()} [${offset}, ${end})`,
        ).toBe(reference(s, hi, offset, end));
      }
    }
  });
});

describe('stepped series (daily, quarterly; one and two payment methods) from fragments = template reference', () => {
  // A clock in 2040 gives the quarterly series over 48 intervals, so their pages cross fragments.
  const STEPPED: Array<[string, string, string]> = [
    ['SILVER-23-12-06', 'E-1R-SILVER-23-12-06-C', 'standard-unit-rates'],
    ['VAR-22-11-01', 'E-1R-VAR-22-11-01-C', 'standard-unit-rates'],
    ['VAR-22-11-01', 'G-1R-VAR-22-11-01-C', 'standing-charges'],
    ['VAR-22-11-01', 'E-2R-VAR-22-11-01-C', 'night-unit-rates'],
    ['OE-FIX-12M-24-05-24', 'E-1R-OE-FIX-12M-24-05-24-C', 'standard-unit-rates'],
  ];
  for (const now of ['2040-01-10T12:00:00Z', '2026-03-29T12:00:00Z']) {
    test.each(STEPPED)(
      `clock ${now}: %s %s %s, page sizes 1..${2 * FRAGMENT_RECORDS + 1}, every page, cold and warm`,
      (productCode, tariffCode, charge) => {
        const app = makeApp({ seed: 5, now });
        const fuel = tariffCode.startsWith('G-') ? 'gas-tariffs' : 'electricity-tariffs';
        const path = `/v1/products/${productCode}/${fuel}/${tariffCode}/${charge}/`;
        const ranges: Array<[number | undefined, number | undefined]> = [
          [undefined, undefined],
          [Date.UTC(2023, 0, 15), Date.UTC(2029, 6, 2)],
        ];
        let compared = 0;
        for (const [from, to] of ranges) {
          const period =
            from === undefined
              ? ''
              : `period_from=${new Date(from).toISOString()}&period_to=${new Date(to!).toISOString()}&`;
          for (let pageSize = 1; pageSize <= 2 * FRAGMENT_RECORDS + 1; pageSize += pageSize < 10 ? 1 : 13) {
            for (let page = 1; ; page++) {
              const url = `${path}?${period}page_size=${pageSize}&page=${page}`;
              if (page % 2 === 0) clearFragmentCache();
              const res = app.request(url, { headers: { host: HOST } });
              if (res.status === 404) break;
              const links = JSON.parse(res.body) as { next: string | null; previous: string | null };
              const want = referencePage(app.data, tariffCode, charge as 'standard-unit-rates', Date.parse(now), {
                from,
                to,
                page,
                pageSize,
                next: links.next,
                previous: links.previous,
              });
              expect(res.body, url).toBe(want);
              expect(res.headers['content-length']).toBe(String(Buffer.byteLength(want!)));
              compared++;
              if (links.next === null || page > 60) break;
            }
          }
        }
        expect(compared).toBeGreaterThan(20);
      },
    );
  }
});

describe('fragment cache', () => {
  test(`stays within ${FRAGMENT_CACHE_BYTES} bytes over pages scattered across ten years, and evicted pages come back identical`, () => {
    clearFragmentCache();
    const app = makeApp({ now: NOW });
    const path =
      '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?page_size=1500';
    const first = app.request(`${path}&page=2`).body;
    let peak = 0;
    for (let page = 3; page <= 110; page++) {
      expect(app.request(`${path}&page=${page}`).status).toBe(200);
      peak = Math.max(peak, fragmentCacheStats().bytes);
    }
    const stats = fragmentCacheStats();
    expect(peak).toBeLessThanOrEqual(FRAGMENT_CACHE_BYTES);
    // 108 pages of 1500 records need far more than the bound, so eviction happened.
    expect(stats.bytes).toBeGreaterThan(FRAGMENT_CACHE_BYTES * 0.9);
    expect(stats.entries).toBeLessThan((108 * 1500) / FRAGMENT_RECORDS);
    expect(app.request(`${path}&page=2`).body).toBe(first);
    // 109 pages of 1500 records: CPU work that a loaded machine stretches.
  }, 30_000);

  test('fragments built together hold their shared buffer only until used again: memory held stays within the bound and a batch', () => {
    clearFragmentCache();
    const app = makeApp({ now: NOW });
    const path =
      '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?page_size=1500';
    // One 1500-record page is one batch (32 fragments, one buffer of about 210 kB).
    const batch = Buffer.byteLength(app.request(`${path}&page=1`).body);
    let peak = 0;
    for (let round = 0; round < 3; round++) {
      for (let page = 2; page <= 80; page++) {
        // Pages asked with page sizes that cut across batches: a later page uses one fragment of
        // an earlier batch, which would keep that batch's whole buffer alive without the copy.
        app.request(`${path}&page=${page}`);
        app.request(`${path.replace('page_size=1500', 'page_size=48')}&page=${page * 31 + round}`);
        peak = Math.max(peak, fragmentBackingBytes());
      }
    }
    expect(fragmentCacheStats().bytes).toBeGreaterThan(FRAGMENT_CACHE_BYTES * 0.9);
    expect(peak).toBeLessThan(FRAGMENT_CACHE_BYTES + 2 * batch);
  }, 30_000);

  test('a batch mostly used again and partly not is let go whole: memory held stays within the bound and a batch', () => {
    clearFragmentCache();
    const app = makeApp({ now: NOW });
    const path =
      '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?page_size=1500';
    const first = app.request(`${path}&page=1`).body;
    const batch = Buffer.byteLength(first);
    const last = Math.ceil((JSON.parse(first) as { count: number }).count / 1500);
    let peak = 0;
    // Every other page, then the same page of a range ending three days earlier: it uses 29 of the
    // first page's 32 fragments and never the newest three, which (copying only the fragments used
    // again) kept each batch's whole buffer alive beside 29 copies: 13.6 MB held for 8 MiB charged.
    for (let page = 2; page < last; page += 2) {
      expect(app.request(`${path}&page=${page}`).status).toBe(200);
      expect(app.request(`${path}&period_from=2000-01-01T00:00Z&period_to=2026-03-26T12:00Z&page=${page}`).status).toBe(
        200,
      );
      peak = Math.max(peak, fragmentBackingBytes());
    }
    expect(fragmentCacheStats().bytes).toBeGreaterThan(FRAGMENT_CACHE_BYTES * 0.9);
    expect(peak).toBeLessThan(FRAGMENT_CACHE_BYTES + 2 * batch);
    // About 50 pages of 1500 records each way.
  }, 30_000);

  test('two seeds never share fragments', () => {
    const url =
      '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?period_from=2024-01-01T00:00Z&period_to=2024-01-03T00:00Z';
    const a = makeApp({ seed: 1, now: NOW });
    const b = makeApp({ seed: 2, now: NOW });
    const bodyA = a.request(url).body;
    const bodyB = b.request(url).body;
    expect(bodyA).not.toBe(bodyB);
    clearFragmentCache();
    expect(makeApp({ seed: 2, now: NOW }).request(url).body).toBe(bodyB);
    expect(makeApp({ seed: 1, now: NOW }).request(url).body).toBe(bodyA);
  });
});
