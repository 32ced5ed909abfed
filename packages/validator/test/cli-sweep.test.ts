// The CLI over the catalogue: one NDJSON stream of an example of every (type, version) through
// `--envelopes` (every generated module loads and passes), the catalogue sample (support/contracts.ts)
// mutated through `--envelopes` and `--event`, and every documented REST response example through
// `--response`, valid and mutated. The verdicts themselves are sweep.test.ts's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { JsonObject } from '@energy-contracts/schema-tools/json-pointer';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../src/cli.js';
import {
  catalogue,
  catalogueSample,
  concretePath,
  eventExamples,
  eventSchema,
  responseExamples,
} from './support/contracts.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'validator-cli-sweep-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function cli(args: string[], stdinText = ''): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await runCli(args, {
    stdin: Readable.from([stdinText]),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: () => undefined, isTTY: false },
  });
  return { code, out };
}

const exampleOf = (entry: (typeof catalogue)[number]) => {
  const example = eventExamples(entry.type, entry.version)[0];
  if (!example) throw new Error(`no example payload for ${entry.type} ${entry.version}`);
  const required = (eventSchema(entry).required ?? []) as string[];
  return { type: entry.type, version: entry.version, payload: example.payload as JsonObject, required };
};
const events = catalogue.map(exampleOf);
const sample = catalogueSample.map(exampleOf);

const envelopeLine = (type: string, version: string, payload: unknown, i: number): string =>
  JSON.stringify({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    event_type: type,
    payload_version: version,
    source: 'energy-platform',
    occurred_at: '2024-05-01T09:30:00Z',
    payload,
  });

// The first stream loads every generated validator module.
describe('energy-contracts-validate --envelopes, every (type, version)', { timeout: 30_000 }, () => {
  test('an NDJSON stream of one example per payload version is valid, with a summary line for each', async () => {
    const stream = events.map((e, i) => envelopeLine(e.type, e.version, e.payload, i)).join('\n');
    const r = await cli(['--envelopes', '-', '--strict'], stream);
    expect(r.code).toBe(0);
    for (const e of events) expect(r.out).toContain(`${e.type}@${e.version}:`);
    expect(r.out).toContain(`${events.length} envelope(s), 0 invalid`);
  });

  test('a stream of the sample with a required field dropped from each payload fails on every line, naming the field', async () => {
    const mutated = sample.filter((e) => e.required.length > 0);
    const stream = mutated
      .map((e, i) => {
        const { [e.required[0]!]: _dropped, ...rest } = e.payload;
        return envelopeLine(e.type, e.version, rest, i);
      })
      .join('\n');
    const r = await cli(['--envelopes', '-'], stream);
    expect(r.code).toBe(1);
    const failures = r.out.split('\n').filter((l) => /^line \d+: /.test(l));
    mutated.forEach((e, i) => {
      const line = failures.find((l) => l.startsWith(`line ${i + 1}: ${e.type}@${e.version} /payload`));
      expect(line, `line ${i + 1} (${e.type}@${e.version})`).toBeDefined();
      expect(line).toContain(e.required[0]!);
    });
    expect(r.out).toContain(`${mutated.length} envelope(s), ${mutated.length} invalid`);
  });
});

describe('energy-contracts-validate --event, the catalogue sample', () => {
  test.each(sample.map((e) => [`${e.type}@${e.version}`, e] as const))(
    '%s: the example passes, a wrong type fails',
    async (key, e) => {
      const file = path.join(dir, `${key}.json`);
      fs.writeFileSync(file, JSON.stringify(e.payload));
      expect((await cli(['--event', key, file])).code).toBe(0);
      const field = e.required[0];
      if (!field) return;
      fs.writeFileSync(file, JSON.stringify({ ...e.payload, [field]: { mutated: true } }));
      const bad = await cli(['--event', key, file]);
      expect(bad.code).toBe(1);
      expect(bad.out).toContain(`/${field}`);
    },
  );
});

// The first case loads the REST validator modules.
describe('energy-contracts-validate --response, every documented response', { timeout: 30_000 }, () => {
  const cases = responseExamples();
  test.each(cases)('%s', async (name, method, template, status, body) => {
    const file = path.join(dir, `${name.replace(/[^A-Za-z0-9]+/g, '_')}.json`);
    fs.writeFileSync(file, JSON.stringify(body));
    const args = ['--response', `${method.toUpperCase()} ${concretePath(template)}`, '--status', status, file];
    const ok = await cli(args);
    expect(ok.code, ok.out).toBe(0);
    // An array where the body is an object (or an object where it is an array) fails at the root.
    fs.writeFileSync(file, JSON.stringify(Array.isArray(body) ? { mutated: true } : [body]));
    const bad = await cli(args);
    expect(bad.code).toBe(1);
  });
});
