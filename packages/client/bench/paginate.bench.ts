// Benchmark of client.paginate over 10,000 records against a hand-written `next` loop (fetch,
// res.json(), for over results, follow next), side by side in one run against the mock server on
// 127.0.0.1:0 in this process. Both read the same 10,000 Agile half-hours in pages of 1500 (the
// contract's maximum, which paginate picks by itself) and touch every record. Contestants run in
// rounds whose order rotates, after a warm-up; figures are medians. The load average is printed.
// A second table isolates the client's own cost: the same pages served from memory by a fetch
// double (no socket, no mock), so what is left is openapi-fetch, the transport, JSON and iteration.
// Usage: npm run bench -w @energy-contracts/client   (after npm run build)
//        tsx bench/paginate.bench.ts [--rounds N] [--per-sample N] [--help]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startMockServer } from '@energy-contracts/mock-server';
import { createEnergyClient, formatQueryDateTime, HALF_HOUR_MS } from '../src/index.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '9' },
    'per-sample': { type: 'string', default: '8' },
    markdown: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  process.stdout.write(
    "Usage: tsx bench/paginate.bench.ts [--rounds N] [--per-sample N] [--markdown]\nPrints paginate / hand-written next loop over 10,000 records (see the file header); --markdown adds them as the README's table.\n",
  );
  process.exit(0);
}
const rounds = Number(values.rounds);
const perSample = Number(values['per-sample']);
const RECORDS = 10_000;

const mock = await startMockServer({ port: 0, now: '2025-01-15T12:00:00Z' });
const client = createEnergyClient({ baseUrl: mock.url });
const product = 'AGILE-24-04-03';
const tariff = 'E-1R-AGILE-24-04-03-C';
const from = Date.parse('2024-01-01T00:00:00Z');
const period = {
  period_from: formatQueryDateTime(from),
  period_to: formatQueryDateTime(from + RECORDS * HALF_HOUR_MS),
};

let sink = 0;
const touch = (r: { value_inc_vat: number }): void => {
  sink += r.value_inc_vat;
};

/** Every record through `paginate` of `via` (for await). */
async function paginateAll(via: typeof client): Promise<number> {
  let n = 0;
  for await (const rate of via.paginate('listElectricityStandardUnitRates', {
    product_code: product,
    tariff_code: tariff,
    ...period,
  })) {
    touch(rate);
    n++;
  }
  return n;
}

/** Every record by following `next` from `first` by hand, with `get` (fetch, or the recorded pages). */
async function followNext(get: (url: string) => Promise<Response>, first: string): Promise<number> {
  let n = 0;
  let url: string | null = first;
  while (url !== null) {
    const response = await get(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const page = (await response.json()) as { next: string | null; results: { value_inc_vat: number }[] };
    for (const rate of page.results) {
      touch(rate);
      n++;
    }
    url = page.next;
  }
  return n;
}

const viaPaginate = (): Promise<number> => paginateAll(client);
const handWritten = (): Promise<number> =>
  followNext(
    fetch,
    `${mock.url}products/${product}/electricity-tariffs/${tariff}/standard-unit-rates/?period_from=${encodeURIComponent(period.period_from)}&period_to=${encodeURIComponent(period.period_to)}&page_size=1500`,
  );

async function viaToArray(): Promise<number> {
  const all = await client
    .paginate('listElectricityStandardUnitRates', { product_code: product, tariff_code: tariff, ...period })
    .toArray();
  for (const rate of all) touch(rate);
  return all.length;
}

const contestants: [string, () => Promise<number>][] = [
  ['paginate (for await)', viaPaginate],
  ['hand-written next loop', handWritten],
  ['paginate().toArray()', viaToArray],
];

// The same pages, recorded once from the mock, then served from memory by URL.
const recorded = new Map<string, string>();
const memoryFetch = async (input: Request | string): Promise<Response> => {
  const url = typeof input === 'string' ? input : input.url;
  const text = recorded.get(url);
  if (text === undefined) throw new Error(`not recorded: ${url}`);
  return new Response(text, { headers: { 'content-type': 'application/json' } });
};
const memoryClient = createEnergyClient({ baseUrl: mock.url, fetch: memoryFetch });
const memoryPaginate = (): Promise<number> => paginateAll(memoryClient);
let firstMemoryUrl = '';
const memoryHandWritten = (): Promise<number> => followNext(memoryFetch, firstMemoryUrl);
const memoryContestants: [string, () => Promise<number>][] = [
  ['paginate (for await)', memoryPaginate],
  ['hand-written next loop', memoryHandWritten],
];

async function record(): Promise<void> {
  const recorder = createEnergyClient({
    baseUrl: mock.url,
    fetch: async (r) => {
      const response = await fetch(r);
      const text = await response.text();
      recorded.set(r.url, text);
      if (firstMemoryUrl === '') firstMemoryUrl = r.url;
      return new Response(text, { status: response.status, headers: response.headers });
    },
  });
  await recorder
    .paginate('listElectricityStandardUnitRates', { product_code: product, tariff_code: tariff, ...period })
    .toArray();
}

async function table(title: string, list: [string, () => Promise<number>][]): Promise<void> {
  for (const [name, run] of list) {
    for (let i = 0; i < 3; i++) {
      const n = await run();
      if (n !== RECORDS) throw new Error(`${name} read ${n} records, expected ${RECORDS}`);
    }
  }
  // Wall time and this process's CPU time (user + system; the mock runs in this process, so both
  // sides pay the same server work; CPU time is steadier than wall time when other jobs share the machine).
  const wall = new Map<string, number[]>(list.map(([name]) => [name, []]));
  const cpu = new Map<string, number[]>(list.map(([name]) => [name, []]));
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < list.length; k++) {
      const [name, run] = list[(r + k) % list.length]!;
      // A sample is `perSample` reads in a row: one read is too short to stand out of
      // the noise of a shared machine, and the garbage one read leaves is collected in the next.
      const start = performance.now();
      const startCpu = process.cpuUsage();
      for (let i = 0; i < perSample; i++) await run();
      const used = process.cpuUsage(startCpu);
      wall.get(name)!.push((performance.now() - start) / perSample);
      cpu.get(name)!.push((used.user + used.system) / 1000 / perSample);
    }
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(title);
  // Ratios of the medians, and the median of the per-round ratios (each round runs every
  // contestant back to back, so a load change between rounds cancels out of its ratio).
  for (const [label, samples] of [
    ['wall', wall],
    ['CPU ', cpu],
  ] as const) {
    const baseSamples = samples.get('hand-written next loop')!;
    const base = median(baseSamples);
    for (const [name, xs] of samples) {
      const perRound = median(xs.map((x, r) => x / baseSamples[r]!));
      markdownRows.push(
        `| ${title.replace(/:$/, '')} | ${name} | ${label.trim()} | ${median(xs).toFixed(2)} | ${(median(xs) / base).toFixed(3)}x | ${perRound.toFixed(3)}x |`,
      );
      console.log(
        `  ${label} ${name.padEnd(24)} ${median(xs).toFixed(2).padStart(7)} ms   / hand-written = ${(median(xs) / base).toFixed(3)}x (median of per-round ratios ${perRound.toFixed(3)}x)`,
      );
    }
  }
}
const markdownRows: string[] = [];
const load = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
try {
  console.log(
    `client paginate bench: node ${process.version}, ${os.cpus().length} CPUs, load average ${load()} at the start; ${RECORDS} records, ${rounds} rounds of ${perSample} reads per contestant`,
  );
  await table('over HTTP, the mock on 127.0.0.1 in this process:', contestants);
  await record();
  await table("pages from memory (the client's own cost):", memoryContestants);
  console.log(
    `target: paginate / hand-written <= 1.1x; load average ${load()} at the end (sink ${sink !== 0 ? 'used' : 'empty'})`,
  );
  if (values.markdown)
    console.log(
      [
        '',
        `${RECORDS} records, ${rounds} rounds of ${perSample} reads, node ${process.version}, load average ${load()} at the end:`,
        '',
        '| where the pages come from | contestant | time | ms per read | / hand-written | median of per-round ratios |',
        '|---|---|---|---|---|---|',
        ...markdownRows,
      ].join('\n'),
    );
} finally {
  await mock.close();
}
