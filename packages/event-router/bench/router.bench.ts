// Benchmark of the router's dispatch + validation per event, against a hand-written `switch` on
// event_type / payload_version with a direct validator call, measured side by side in one run.
// Contestants, each an async function awaited per event (as a Lambda handler is):
//   router            router.handle(event) with one handler per event type of the stream
//   switch+envelope   switch + validateEnvelope(event) + the handler: the same validation the router does
//   switch+payload    switch + validateEvent(type, version, event.payload) + the handler: payload only,
//                     the envelope fields (uuid id, RFC 3339 time, closed envelope) unchecked
// Streams: one event type repeated (account.created v1), and the mock's sample of all 265 payloads
// in turn. Each contestant runs in batches of about `--batch-ms` timed as a whole, after a warm-up,
// in rounds whose order rotates; figures are medians of CPU ns per event (this process's user +
// system time: steadier than wall time when other jobs share the machine). The load average is printed.
// Usage: npm run bench -w @energy-contracts/event-router   (after npm run build)
//        tsx bench/router.bench.ts [--rounds N] [--batch-ms MS] [--help]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { EventType, PlatformEvent } from '@energy-contracts/types/events';
import { validateEnvelope, validateEvent } from '@energy-contracts/validator';
import { createEventRouter } from '../src/index.js';

// 31 rounds by default: on the stream of one type the router's overhead is a small part of each
// call, and fewer rounds let other processes' turns swing the ratio from run to run.
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '31' },
    'batch-ms': { type: 'string', default: '40' },
    markdown: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  process.stdout.write(
    "Usage: tsx bench/router.bench.ts [--rounds N (31)] [--batch-ms MS (40)] [--markdown]\nPrints the router / hand-written switch ratios (see the file header); --markdown adds them as the README's table.\n",
  );
  process.exit(0);
}
const rounds = Number(values.rounds);
const batchMs = Number(values['batch-ms']);
for (const [name, value] of [
  ['--rounds', rounds],
  ['--batch-ms', batchMs],
] as const) {
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(
      `router.bench: ${name} must be a whole number of at least 1 (got ${JSON.stringify(values[name.slice(2) as 'rounds' | 'batch-ms'])})\n`,
    );
    process.exit(2);
  }
}

const cli = createRequire(import.meta.url)
  .resolve('@energy-contracts/mock-server')
  .replace(/index\.js$/, 'cli.js');
const sample = spawnSync(process.execPath, [cli, 'events', '--now', '2025-01-15T12:00:00Z', '--seed', 'bench'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (sample.status !== 0) throw new Error(`energy-mock-server events failed: ${sample.stderr}`);
const all = sample.stdout
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as PlatformEvent);

let sink = 0;
const handle = (payload: unknown): void => {
  sink += payload === null ? 0 : 1;
};

const router = createEventRouter();
for (const type of new Set(all.map((e) => e.event_type))) router.on(type, '*', handle);

// The hand-written consumer: a switch over the types of the stream (a `case` per type, as a
// consumer would write for the events it handles), then the version, then the validator.
const types = new Set<string>(all.map((e) => e.event_type));
function handWritten(validate: (e: PlatformEvent) => boolean): (e: PlatformEvent) => Promise<void> {
  return async (e) => {
    switch (e.event_type) {
      case 'account.created':
        if (e.payload_version === 'v1' && validate(e)) handle(e.payload);
        return;
      default:
        if (types.has(e.event_type) && validate(e)) handle(e.payload);
    }
  };
}
const contestants: [string, (e: PlatformEvent) => Promise<unknown>][] = [
  ['router', (e) => router.handle(e)],
  ['switch+envelope', handWritten((e) => validateEnvelope(e).valid)],
  [
    'switch+payload',
    handWritten((e) => validateEvent(e.event_type as EventType, e.payload_version as never, e.payload).valid),
  ],
];

/** ns per event of one batch: this process's CPU time (user + system), steadier than wall time on a shared machine. */
async function batch(run: (e: PlatformEvent) => Promise<unknown>, events: PlatformEvent[], n: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) await run(events[i % events.length]!);
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1e3) / n;
}

async function measure(events: PlatformEvent[]): Promise<Map<string, { ns: number; perRound: number }>> {
  // Calibrate n so a batch lasts about batchMs for the slowest contestant; warm every module up first.
  for (const [, run] of contestants) await batch(run, events, events.length * 5);
  const perEvent = Math.max(
    ...(await Promise.all(contestants.map(([, run]) => batch(run, events, events.length * 3)))),
  );
  const n = Math.max(events.length, Math.round((batchMs * 1e6) / perEvent));
  const samples = new Map<string, number[]>(contestants.map(([name]) => [name, []]));
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < contestants.length; k++) {
      const [name, run] = contestants[(r + k) % contestants.length]!;
      samples.get(name)!.push(await batch(run, events, n));
    }
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  // Per contestant: the median ns/event, and the median of its per-round ratio to the router's
  // batch of the same round (a load change between rounds cancels out of that ratio).
  const router = samples.get('router')!;
  return new Map(
    [...samples].map(([name, xs]) => [name, { ns: median(xs), perRound: median(router.map((r, i) => r / xs[i]!)) }]),
  );
}

const load = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
console.log(
  `event-router bench: node ${process.version}, ${os.cpus().length} CPUs, load average ${load()} at the start; ${rounds} rounds of ~${batchMs} ms batches`,
);
const streams: [string, PlatformEvent[]][] = [
  ['one type (account.created v1)', all.filter((e) => e.event_type === 'account.created')],
  [`all ${all.length} payloads in turn`, all],
];
const markdownRows: string[] = [];
for (const [name, events] of streams) {
  const m = await measure(events);
  const router = m.get('router')!.ns;
  console.log(`\n${name}:`);
  for (const [contestant, { ns, perRound }] of m) {
    markdownRows.push(
      `| ${name} | ${contestant} | ${(ns / 1000).toFixed(2)} | ${(router / ns).toFixed(2)}x | ${perRound.toFixed(2)}x |`,
    );
    console.log(
      `  ${contestant.padEnd(16)} ${(ns / 1000).toFixed(2).padStart(7)} us CPU/event   router / this = ${(router / ns).toFixed(2)}x (median of per-round ratios ${perRound.toFixed(2)}x)`,
    );
  }
}
console.log(
  `\ntarget: router / switch+envelope <= 1.2x; load average ${load()} at the end (sink ${sink > 0 ? 'used' : 'empty'})`,
);
if (values.markdown)
  console.log(
    [
      '',
      `${rounds} rounds, node ${process.version}, load average ${load()} at the end:`,
      '',
      '| stream | contestant | us CPU / event | router / this | median of per-round ratios |',
      '|---|---|---|---|---|',
      ...markdownRows,
    ].join('\n'),
  );
