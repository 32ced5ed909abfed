// The fast charge-page writer against the template builder it replaced (charges-reference.ts):
// byte-identical bodies over tariffs of every pricing kind, every charge kind, many pages and page
// sizes, DST days and ten-year ranges, for two seeds and two clocks.
import { describe, expect, test } from 'vitest';
import { chargeKindsOf } from '../../src/data/dataset.js';
import { parseQueryDateTime } from '@energy-contracts/schema-tools/london-time';
import { HOST, makeApp } from '../helpers.js';
import { referencePage } from './charges-reference.js';

const CLOCKS = ['2025-01-15T12:00:00Z', '2026-07-01T09:30:00Z'];
const PRODUCTS = [
  'AGILE-24-04-03',
  'AGILE-OUTGOING-19-05-13',
  'GO-VAR-22-10-14',
  'COSY-22-12-08',
  'FLUX-IMPORT-23-02-14',
  'VAR-22-11-01',
  'OE-FIX-12M-24-05-24',
  'PREPAY-VAR-18-09-21',
];
const RANGES: Array<[string, string | undefined, string | undefined]> = [
  ['whole history', undefined, undefined],
  ['ten years', '2016-01-01T00:00Z', '2026-01-01T00:00Z'],
  ['spring-forward day', '2024-03-31T00:00', '2024-04-01T00:00'],
  ['fall-back day', '2024-10-27T00:00', '2024-10-28T00:00'],
  ['fall-back day 2019', '2019-10-27T00:00', '2019-10-28T00:00'],
  ['off-grid bounds', '2023-06-30T23:17:05Z', '2024-01-02T03:45+01:00'],
];
const PAGES: Array<[number, number]> = [
  [1, 100],
  [2, 100],
  [7, 33],
  [1, 1500],
  [3, 1500],
  [1, 1],
  [40, 7],
];

describe('charge pages: fast writer = template reference, byte for byte', () => {
  for (const seed of [1, 987_654_321]) {
    for (const now of CLOCKS) {
      test(`seed ${seed}, clock ${now}`, () => {
        const app = makeApp({ seed, now });
        const clock = Date.parse(now);
        let compared = 0;
        for (const productCode of PRODUCTS) {
          const product = app.data.productsByCode.get(productCode)!;
          for (const tariff of product.tariffs.filter((_, i) => i % 5 === 0)) {
            for (const charge of chargeKindsOf(tariff)) {
              const fuel = tariff.fuel === 'gas' ? 'gas-tariffs' : 'electricity-tariffs';
              const path = `/v1/products/${productCode}/${fuel}/${tariff.code}/${charge}/`;
              for (const [, from, to] of RANGES) {
                for (const [page, pageSize] of PAGES) {
                  const params = new URLSearchParams();
                  if (from !== undefined) params.set('period_from', from);
                  if (to !== undefined) params.set('period_to', to);
                  params.set('page', String(page));
                  params.set('page_size', String(pageSize));
                  const res = app.request(`${path}?${params.toString()}`, { headers: { host: HOST } });
                  const body =
                    res.status === 200
                      ? (JSON.parse(res.body) as { next: string | null; previous: string | null })
                      : null;
                  const fromMs = from === undefined ? undefined : (parseQueryDateTime(from) as { utc: number }).utc;
                  const toMs = to === undefined ? undefined : (parseQueryDateTime(to) as { utc: number }).utc;
                  const want = referencePage(app.data, tariff.code, charge, clock, {
                    from: fromMs,
                    to: toMs,
                    page,
                    pageSize,
                    next: body?.next ?? null,
                    previous: body?.previous ?? null,
                  });
                  if (want === null) {
                    expect(res.status).toBe(404);
                    continue;
                  }
                  expect(res.status).toBe(200);
                  expect(res.body).toBe(want);
                  expect(res.headers['content-length']).toBe(String(Buffer.byteLength(want)));
                  compared++;
                }
              }
            }
          }
        }
        expect(compared).toBeGreaterThan(500);
        // Every page compared byte for byte: CPU work that a loaded machine stretches.
      }, 60_000);
    }
  }
});
