// Benchmark of @energy-contracts/validator, printing ratios measured side by side in one run:
//  (a) cold start: a fresh node process that imports the package and validates one event, against
//      a fresh process that compiles every event schema with Ajv at run time and then validates;
//  (b) per call: validateEvent against the raw generated standalone function for the same schema,
//      and against JSON.parse of the same payload text.
// Usage: npm run bench -w @energy-contracts/validator  (needs `npm run build` first)
//        tsx bench/validator.bench.ts [--rounds N] [--time MS] [--help]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Bench } from 'tinybench';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '9' }, time: { type: 'string', default: '400' }, help: { type: 'boolean', default: false } } });
if (values.help) {
  process.stdout.write('Usage: tsx bench/validator.bench.ts [--rounds N] [--time MS]\nPrints cold-start and per-call ratios (see the file header).\n');
  process.exit(0);
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageRoot, '../..');
if (!fs.existsSync(path.join(packageRoot, 'dist/src/index.js'))) {
  process.stderr.write('validator.bench: build first (npm run build -w @energy-contracts/validator)\n');
  process.exit(1);
}
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const example = (type: string, version: string): unknown => {
  const dir = path.join(repoRoot, 'specs/asyncapi/examples', type);
  const file = fs.readdirSync(dir).find((f) => f.startsWith(`${version}.`) && f.endsWith('.payload.json'))!;
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
};

// ---------------------------------------------------------------------------------------------
// (a) cold start
const payloadJson = JSON.stringify(example('billing.ledger.entry_posted', 'v2'));
const ours = `
import { validateEvent } from '@energy-contracts/validator';
const r = validateEvent('billing.ledger.entry_posted', 'v2', ${payloadJson});
if (!r.valid) process.exit(3);`;
const baseline = `
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
const dir = path.dirname(createRequire(import.meta.url).resolve('@energy-contracts/event-schemas/package.json'));
const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strictRequired: false });
addFormats(ajv);
const validators = new Map();
for (const e of JSON.parse(fs.readFileSync(path.join(dir, 'catalogue.json'), 'utf8'))) {
  validators.set(e.type + '@' + e.version, ajv.compile(JSON.parse(fs.readFileSync(path.join(dir, e.schema), 'utf8'))));
}
if (!validators.get('billing.ledger.entry_posted@v2')(${payloadJson})) process.exit(3);`;
const empty = `process.exit(0);`;

function timeProcess(code: string): number {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: packageRoot, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`benchmark child failed (${r.status}): ${r.stderr}`);
  return ms;
}

const rounds = Number(values.rounds);
const coldOurs: number[] = [];
const coldBase: number[] = [];
const coldEmpty: number[] = [];
timeProcess(ours); // warm the OS file cache for both
timeProcess(baseline);
for (let i = 0; i < rounds; i++) {
  // Alternate the order so drift in machine load hits both sides alike.
  if (i % 2) {
    coldBase.push(timeProcess(baseline));
    coldOurs.push(timeProcess(ours));
  } else {
    coldOurs.push(timeProcess(ours));
    coldBase.push(timeProcess(baseline));
  }
  coldEmpty.push(timeProcess(empty));
}
const mOurs = median(coldOurs);
const mBase = median(coldBase);
const mEmpty = median(coldEmpty);

// ---------------------------------------------------------------------------------------------
// (b) per call
const { validateEvent } = (await import('@energy-contracts/validator')) as typeof import('../src/index.js');
type Raw = (d: unknown) => boolean;
const cases: Array<[string, string]> = [
  ['account.created', 'v1'],
  ['billing.ledger.entry_posted', 'v2'],
  ['ink.conversation.closed', 'v1'],
  ['flex_device.optimisation_created', 'v1'],
  ['lifecycle.leave-supplier.requested', 'v3'],
];
const time = Number(values.time);
const rows: Array<{ event: string; bytes: number; api: number; apiJson: number; raw: number; parse: number }> = [];
for (const [type, version] of cases) {
  const payload = example(type, version);
  const text = JSON.stringify(payload);
  const raw = ((await import(path.join(packageRoot, 'generated/events', type, `${version}.js`))) as { validate: Raw }).validate;
  if (!raw(payload) || !validateEvent(type, version, payload).valid) throw new Error(`example of ${type} ${version} is not valid`);
  let sink = 0;
  const bench = new Bench({ time, warmupTime: 100 });
  bench
    .add('validateEvent', () => {
      if (validateEvent(type, version, payload).valid) sink++;
    })
    .add('validateEvent assumeJson', () => {
      if (validateEvent(type, version, payload, { assumeJson: true }).valid) sink++;
    })
    .add('raw standalone', () => {
      if (raw(payload)) sink++;
    })
    .add('JSON.parse', () => {
      if (JSON.parse(text)) sink++;
    });
  await bench.warmup();
  await bench.run();
  const mean = (name: string): number => bench.tasks.find((t) => t.name === name)!.result!.mean * 1e6; // ns
  rows.push({ event: `${type}@${version}`, bytes: text.length, api: mean('validateEvent'), apiJson: mean('validateEvent assumeJson'), raw: mean('raw standalone'), parse: mean('JSON.parse') });
  if (sink < 0) process.stdout.write('');
}

const f1 = (n: number): string => n.toFixed(1);
const f2 = (n: number): string => n.toFixed(2);
const out: string[] = [];
out.push(`node ${process.version}, ${rounds} alternating rounds, medians`);
out.push('');
out.push('(a) cold start, process spawn to first validation done (ms)');
out.push(`  package import + validateEvent           ${f1(mOurs)}`);
out.push(`  Ajv compile of all event schemas + validate  ${f1(mBase)}`);
out.push(`  empty node process (floor)               ${f1(mEmpty)}`);
out.push(`  ratio baseline / ours                    ${f2(mBase / mOurs)}x   (target >= 10x)`);
out.push(`  ratio above the empty-process floor      ${f2((mBase - mEmpty) / Math.max(0.1, mOurs - mEmpty))}x`);
out.push('');
out.push('(b) per call, mean ns per call (tinybench); "assumeJson" skips the walk for values JSON cannot hold');
out.push('  event                                     bytes  validateEvent  assumeJson  raw fn  JSON.parse  api/raw  api/parse  aj/raw  aj/parse');
for (const r of rows) {
  out.push(
    `  ${r.event.padEnd(40)} ${String(r.bytes).padStart(6)} ${f1(r.api).padStart(14)} ${f1(r.apiJson).padStart(11)} ${f1(r.raw).padStart(7)} ${f1(r.parse).padStart(11)} ` +
      `${f2(r.api / r.raw).padStart(8)} ${f2(r.api / r.parse).padStart(10)} ${f2(r.apiJson / r.raw).padStart(7)} ${f2(r.apiJson / r.parse).padStart(9)}`,
  );
}
const gm = (xs: number[]): number => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
const apiRaw = gm(rows.map((r) => r.api / r.raw));
const apiParse = gm(rows.map((r) => r.api / r.parse));
const ajRaw = gm(rows.map((r) => r.apiJson / r.raw));
const ajParse = gm(rows.map((r) => r.apiJson / r.parse));
out.push(`  geometric mean${' '.repeat(83)}${f2(apiRaw).padStart(8)} ${f2(apiParse).padStart(10)} ${f2(ajRaw).padStart(7)} ${f2(ajParse).padStart(9)}`);
out.push(`  targets: api/raw <= 1.3, api/parse < 0.2`);
out.push('');
const met = (ok: boolean): string => (ok ? 'MET' : 'NOT MET');
out.push(`verdict: cold start ${met(mBase / mOurs >= 10)} (${f2(mBase / mOurs)}x); overhead default ${met(apiRaw <= 1.3)} (${f2(apiRaw)}x), assumeJson ${met(ajRaw <= 1.3)} (${f2(ajRaw)}x); vs parse default ${met(apiParse < 0.2)} (${f2(apiParse)}), assumeJson ${met(ajParse < 0.2)} (${f2(ajParse)})`);
process.stdout.write(`${out.join('\n')}\n`);
