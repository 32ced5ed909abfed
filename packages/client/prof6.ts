import { startMockServer } from '@energy-contracts/mock-server';
import { createEnergyClient } from './src/index.js';
import { paginateRecords } from './src/paginate.js';
const mock = await startMockServer({ port: 0, now: '2025-01-15T12:00:00Z' });
const period = { period_from: '2024-01-01T00:00:00Z', period_to: new Date(Date.parse('2024-01-01T00:00:00Z') + 10000 * 1800000).toISOString() };
const first = `${mock.url}products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?page_size=1500&period_from=${encodeURIComponent(period.period_from)}&period_to=${encodeURIComponent(period.period_to)}`;
const c = createEnergyClient({ baseUrl: mock.url });
let sink = 0;
type P = { next: string | null; results: { value_inc_vat: number }[]; count: number };
const v1 = async () => { let url: string | null = first; while (url) { const p = (await (await fetch(url)).json()) as P; for (const r of p.results) sink += r.value_inc_vat; url = p.next; } };
const v2 = async () => { let url: string | null = first; while (url) { const p = (await (await fetch(new Request(url, { headers: new Headers() }))).json()) as P; for (const r of p.results) sink += r.value_inc_vat; url = p.next; } };
const v3 = async () => { const it = paginateRecords<{ value_inc_vat: number }>(async () => ({ page: (await (await fetch(first)).json()) as P, url: first }), async (u) => (await (await fetch(u)).json()) as P, {}); for await (const r of it) sink += r.value_inc_vat; };
const v4 = async () => { for await (const r of c.paginate('listElectricityStandardUnitRates', { product_code: 'AGILE-24-04-03', tariff_code: 'E-1R-AGILE-24-04-03-C', ...period })) sink += r.value_inc_vat; };
const all: [string, () => Promise<void>][] = [['v1 hand fetch(url)', v1], ['v2 hand fetch(Request)', v2], ['v3 iterator + fetch(url)', v3], ['v4 client.paginate', v4]];
for (const [, f] of all) for (let i = 0; i < 10; i++) await f();
const res = new Map<string, number[]>();
for (let round = 0; round < 7; round++) for (const [n, f] of all) {
  const s = process.cpuUsage(); for (let i = 0; i < 10; i++) await f(); const u = process.cpuUsage(s);
  (res.get(n) ?? res.set(n, []).get(n)!).push((u.user + u.system) / 1000 / 10);
}
for (const [n, xs] of res) console.log(n.padEnd(30), xs.sort((a, b) => a - b)[3]!.toFixed(2), 'ms CPU');
await mock.close();
