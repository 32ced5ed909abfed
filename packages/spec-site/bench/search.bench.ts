// Search benchmark: loads the built index (dist/assets/search-index.js, the file the browser loads)
// and runs every prefix of a set of queries, as a reader types them, over the whole catalogue;
// prints per-keystroke times (median, p95, max), the index's load time and the load average.
// Usage: npm run bench -w @energy-contracts/spec-site [-- --dir DIR] [--rounds N]   (--help)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import MiniSearch from 'minisearch';
import {
  queryOptions,
  resultOf,
  SEARCH_GLOBAL,
  SEARCH_OPTIONS,
  type SearchDocument,
  type SearchPayload,
} from '../src/shared/search-options.js';

const HELP = `search.bench: per-keystroke search times over the built site's whole index.

Usage: tsx bench/search.bench.ts [--dir DIR] [--rounds N]

Options:
  --dir <dir>     the built site (default: packages/spec-site/dist)
  --rounds <n>    how many times every keystroke is run (default 5)
  --help          show this help
`;

/** What readers type: identifiers, event names, words of summaries, a typo, a miss. */
const QUERIES = [
  'account_number',
  'billing.ledger.entry_posted',
  'agreement revoked',
  'standard unit rates',
  'period_from',
  'consumption',
  'ledger account number',
  'dispatches begin',
  'mpan',
  'join supplier',
  'cloudevents',
  'tarif code',
  'zzzz not there',
];

const { values } = parseArgs({
  options: { dir: { type: 'string' }, rounds: { type: 'string' }, help: { type: 'boolean' } },
  strict: true,
});
if (values.help === true) {
  process.stdout.write(HELP);
  process.exit(0);
}
const dir = values.dir ?? fileURLToPath(new URL('../dist', import.meta.url));
const rounds = Number(values.rounds ?? '5');
if (!Number.isInteger(rounds) || rounds < 1) {
  process.stderr.write(`search.bench: --rounds: expected a positive integer, got ${values.rounds}\n`);
  process.exit(2);
}
let script: string;
try {
  script = readFileSync(`${dir}/assets/search-index.js`, 'utf8');
} catch {
  process.stderr.write(
    `search.bench: no ${dir}/assets/search-index.js: build the site first (npx turbo run build --filter=@energy-contracts/spec-site)\n`,
  );
  process.exit(1);
}
const prefix = `self.${SEARCH_GLOBAL}=`;
const loadStarted = performance.now();
const payload = JSON.parse(script.slice(prefix.length).replace(/;\s*$/, '')) as SearchPayload;
const index = MiniSearch.loadJSON<SearchDocument>(payload.index, SEARCH_OPTIONS);
const loadMs = performance.now() - loadStarted;
// A search as the page runs it: the hits, then what each shows.
const search = (query: string) =>
  index.search(query, queryOptions(payload.table, query)).map((hit) => resultOf(payload.table, hit.id as number));

const keystrokes = QUERIES.flatMap((q) =>
  Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)).filter((p) => p.trim() !== ''),
);
// One warm-up pass (the JIT), then the measured rounds.
for (const k of keystrokes) search(k);
const times: number[] = [];
let results = 0;
for (let round = 0; round < rounds; round++) {
  for (const k of keystrokes) {
    const started = performance.now();
    results += search(k).length;
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
process.stdout.write(
  [
    `search.bench: ${index.documentCount} documents, ${(script.length / 1024).toFixed(0)} KB index; loaded in ${ms(loadMs)}`,
    `  ${keystrokes.length} keystrokes x ${rounds} rounds = ${times.length} searches (${(results / times.length).toFixed(0)} results each on average)`,
    `  per keystroke: median ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(times[times.length - 1]!)}; target < 50 ms: p95 is ${(at(0.95) / 50).toFixed(3)}x the target (${at(0.95) < 50 ? 'met' : 'NOT met'})`,
    `  load average ${load}`,
    '',
  ].join('\n'),
);
