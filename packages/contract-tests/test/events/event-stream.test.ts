import { describe, expect, test } from 'vitest';
import { checkEventStream } from '../../src/events/event-stream.js';
import { mockEvents } from '../helpers/cli.js';

/** The mock emitter's NDJSON (`energy-mock-server events`), at a fixed clock. */
const emit = (...args: string[]): Promise<string> => mockEvents('--now', '2025-01-15T12:00:00Z', ...args);
async function* chunks(...parts: Array<string | Uint8Array>): AsyncGenerator<Uint8Array | string> {
  for (const p of parts) yield p;
}

describe('checkEventStream', () => {
  test("the mock emitter's stream of every (type, version) is valid and covers the whole catalogue", async () => {
    const report = await checkEventStream(chunks(await emit()));
    expect(report.invalid).toBe(0);
    expect(report.catalogueSize).toBe(265);
    expect(report.covered).toBe(265);
    expect(report.conformant).toBe(true);
  });
  test.each(['cloudevents', 'eventbridge'])('the %s format is read too', async (format) => {
    const report = await checkEventStream(chunks(await emit('--format', format, '--type', 'account.*')));
    expect(report.invalid).toBe(0);
    expect(report.valid).toBeGreaterThan(0);
  });
  test('reports each bad line by number under a line limit: too long, not JSON, invalid UTF-8', async () => {
    const [a, b] = (await emit('--type', 'account.created', '--count', '2')).trim().split('\n') as [string, string];
    const bad = JSON.parse(b) as { payload: Record<string, unknown> };
    delete bad.payload.account_number;
    const lines = [a, '{not json', JSON.stringify(bad), a, ''].join('\n');
    const report = await checkEventStream(chunks(lines, new Uint8Array([0xff, 0xfe, 0x0a]), `${'x'.repeat(50)}\n`), {
      maxLineBytes: 40,
    });
    const byLine = Object.fromEntries(
      report.problems.map((p) => [p.line, p.violations.map((v) => `${v.rule}: ${v.message}`).join('; ')]),
    );
    expect(Object.keys(byLine).map(Number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(byLine[1]).toMatch(/the line is \d+ bytes, over the limit of 40/);
    expect(byLine[2]).toMatch(/not JSON/);
    expect(byLine[5]).toMatch(/not valid UTF-8/);
    expect(byLine[6]).toMatch(/50 bytes, over the limit/);
  });
  test('reports a payload error with its pointer and a repeated id with the first line', async () => {
    const [a, b] = (await emit('--type', 'account.created', '--count', '2')).trim().split('\n') as [string, string];
    const bad = JSON.parse(b) as { payload: Record<string, unknown> };
    delete bad.payload.account_number;
    const report = await checkEventStream(chunks([a, '{not json', JSON.stringify(bad), a, ''].join('\n')));
    const byLine = Object.fromEntries(
      report.problems.map((p) => [p.line, p.violations.map((v) => `${v.rule}: ${v.message}`).join('; ')]),
    );
    expect(byLine[2]).toMatch(/not JSON/);
    expect(byLine[3]).toMatch(/envelope: .*account_number/);
    expect(byLine[4]).toMatch(/event-metadata: id .* repeats the event of line 1/);
    expect(report.valid).toBe(1);
    expect(report.conformant).toBe(false);
  });
  test('a line split across chunks is read whole, invalid UTF-8 is reported', async () => {
    const [a] = (await emit('--type', 'account.created')).trim().split('\n') as [string];
    const report = await checkEventStream(
      chunks(a.slice(0, 10), a.slice(10), '\n', new Uint8Array([0x7b, 0xc0, 0xaf, 0x7d, 0x0a])),
    );
    expect(report.valid).toBe(1);
    expect(report.problems[0]?.violations[0]?.message).toMatch(/not valid UTF-8/);
  });
});

test('a problem quoting a huge field name or id keeps a bounded part of it', async () => {
  const name = 'k'.repeat(1 << 20);
  const report = await checkEventStream(
    chunks(`${JSON.stringify({ id: 'i'.repeat(1 << 20), event_type: 'account.created', [name]: 1 })}\n`),
  );
  expect(report.invalid).toBe(1);
  for (const v of report.problems[0]!.violations) expect(v.message.length).toBeLessThanOrEqual(1100);
  expect(report.problems[0]!.id!.length).toBeLessThanOrEqual(1100);
  expect(JSON.stringify(report).length).toBeLessThan(64 * 1024);
});

// A byte order mark is skipped at the very start of the stream only, as energy-contracts-validate
// reads NDJSON: the decoder dropped one at the start of every line, so a stream a consumer's
// JSON.parse fails on from line 2 was reported valid.
test('a byte order mark is skipped at the start of the stream only', async () => {
  const [a, b] = (await emit('--type', 'account.created', '--count', '2')).trim().split('\n') as [string, string];
  const report = await checkEventStream(chunks(`\uFEFF${a}\n\uFEFF${b}\n`));
  expect(report.valid).toBe(1);
  expect(report.problems.map((p) => p.line)).toEqual([2]);
  expect(report.problems[0]!.violations[0]!.message).toMatch(/^the line is not JSON: /);
  expect(JSON.parse(b)).toBeTruthy();
  expect(() => JSON.parse(`\uFEFF${b}`)).toThrow(SyntaxError);
});

// maxLineBytes NaN held every line whatever its length (no length is over NaN); maxProblems NaN kept none.
test.each([
  ['maxLineBytes', Number.NaN],
  ['maxLineBytes', 0],
  ['maxProblems', Number.NaN],
  ['maxProblems', -1],
])('%s: %s is a RangeError naming it, before anything is read', async (name, value) => {
  let read = false;
  async function* input(): AsyncGenerator<string> {
    read = true;
    yield '{}\n';
  }
  const check = checkEventStream(input(), { [name]: value });
  await expect(check).rejects.toThrow(new RegExp(`^${name} must be an integer from \\d+ to \\d+ \\(got ${value}\\)$`));
  expect(read).toBe(false);
});
