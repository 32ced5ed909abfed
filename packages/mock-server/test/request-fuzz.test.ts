// Property tests of what every client writes: the query string and the headers the mock reads.
// Each GET operation of the contract, reached as the contract sweep reaches it (reach.ts), is asked
// with random query strings (its documented parameter names and others, repeated, with values that
// are datetimes, numbers, Python-style booleans, unicode, blanks, over-long or badly
// percent-encoded), and with random Authorization, Prefer and Host headers. Every answer must be
// below 500, JSON (a `detail` message or DRF's field errors on 4xx), valid against the contract
// for its status (the app's response validator logs nothing), and the same bytes when asked again.
// The seed is fixed so CI is deterministic; FUZZ_SEED and FUZZ_RUNS explore further.
import fc from 'fast-check';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { openApiOperations, operationParameters, requiresCredentials } from '@energy-contracts/schema-tools/openapi';
import { beforeAll, describe, expect, test } from 'vitest';
import { createMockApp, type MockApp } from '../src/app.js';
import { loadContractValidator } from '../src/validate.js';
import { HOST, NOW } from './helpers.js';
import { KEY, REACH } from './reach.js';

type JsonObject = { [key: string]: unknown };

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const doc = contractReader(import.meta.url).read<JsonObject>('openapi');
// The slash-less redirect operations answer 301 before reading a query: their fuzz is their target's.
const operations = openApiOperations(doc).filter(
  (o) => o.method === 'get' && !Object.hasOwn(o.op.responses as JsonObject, '301'),
);

const violations: string[] = [];
let app: MockApp;
beforeAll(async () => {
  app = createMockApp({
    now: NOW,
    fallbackHost: HOST,
    validator: await loadContractValidator(),
    log: (line) => void violations.push(line),
  });
});

// Values a client may send for any parameter.
const SPECIAL = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2',
  '99999999999999999999',
  '1e3',
  '1.5',
  '0x10',
  '100',
  '1500',
  '1501',
  '25000',
  '25001',
  'True',
  'False',
  'true',
  'false',
  'TRUE',
  'yes',
  'no',
  'on',
  'off',
  'None',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '2024-03-31T01:30',
  '2024-10-27T01:30',
  '2024-02-30',
  '2024-13-01',
  '2024-06-01',
  '2024-06-01T00:00Z',
  '2024-06-01 00:00:00+01:00',
  '2024-06-01T00:00:00.1234567890123Z',
  '0000-01-01',
  '0001-01-01T00:00Z',
  '9999-12-31T23:59:59Z',
  '+02024-06-01',
  'hour',
  'day',
  'week',
  'month',
  'quarter',
  'year',
  'period',
  '-period',
  'OCTOPUS_ENERGY',
  'SW16 2GY',
  'A-1A2B3C4D',
];
const value = fc.oneof(
  fc.constantFrom(...SPECIAL),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.integer().map(String),
  // Small integers: the page numbers and sizes that change which records a short list's page holds.
  fc.integer({ min: -1, max: 30 }).map(String),
  fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
);
// A value as it goes on the wire: percent-encoded, or raw with a bad escape in it.
const encoded = fc.oneof(
  { weight: 5, arbitrary: value.map(encodeURIComponent) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(value, fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '+', '&&', '=='))
      .map(([v, bad]) => `${encodeURIComponent(v)}${bad}`),
  },
);

/** DRF's answers: `{"detail": "..."}`, or field errors `{"name": ["message", ...]}`. */
function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (entries.length === 0) return false;
  if (typeof (body as { detail?: unknown }).detail === 'string') return true;
  return entries.every(
    ([, messages]) => Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string'),
  );
}

/**
 * Asks the app twice and checks the answer: below 500, JSON in the error shape on 4xx, no contract
 * violation logged, the same status and bytes the second time. Returns the status.
 */
function checkAnswer(url: string, headers: Record<string, string>): number {
  const label = `${url} ${JSON.stringify(headers)}`;
  const before = violations.length;
  const first = app.request(url, { headers: { host: HOST, ...headers } });
  expect(first.status, label).toBeLessThan(500);
  expect(violations.slice(before), label).toEqual([]);
  if (first.status !== 204) {
    expect(first.headers['content-type'], label).toBe('application/json');
    const body = JSON.parse(first.body) as unknown;
    if (first.status >= 400) expect(isErrorShape(body), `${label}: ${first.body.slice(0, 200)}`).toBe(true);
  }
  const again = app.request(url, { headers: { host: HOST, ...headers } });
  expect([again.status, again.body], label).toEqual([first.status, first.body]);
  return first.status;
}

describe.each(operations.map((o) => [o.operationId, o] as const))(
  '%s: random query strings',
  (operationId, operation) => {
    const reach = REACH[operationId];
    const names = operationParameters(doc, operation)
      .filter((p) => (p as JsonObject).in === 'query')
      .map((p) => String((p as JsonObject).name));
    const headers = requiresCredentials(doc, operation) ? KEY : {};

    test(`answers below 500, JSON in the error shape, valid and deterministic (${RUNS} runs, seed ${SEED})`, () => {
      expect(reach, `${operationId} has no row in test/reach.ts`).toBeDefined();
      const [base, fixed] = reach!.path.split('?');
      const name = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...names, 'page', 'page_size') },
        { weight: 1, arbitrary: fc.constantFrom('q', 'format', 'PAGE', 'page_size[]', '') },
      );
      const query = fc
        .array(fc.tuple(name, encoded), { minLength: 1, maxLength: 4 })
        .map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('&'));
      const statuses = new Map<number, number>();
      fc.assert(
        fc.property(query, (q) => {
          const url = `${base}?${fixed === undefined ? '' : `${fixed}&`}${q}`;
          const status = checkAnswer(url, headers);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      // Not vacuous: the random queries both pass and fail the operation's reading.
      const seen = [...statuses.keys()];
      expect(
        seen.some((status) => status < 300),
        `${operationId}: statuses ${JSON.stringify([...statuses])}`,
      ).toBe(true);
      expect(
        seen.some((status) => status >= 400),
        `${operationId}: statuses ${JSON.stringify([...statuses])}`,
      ).toBe(true);
      if (process.env.FUZZ_REPORT) console.log(operationId, JSON.stringify([...statuses].sort()));
    }, 120_000);
  },
);

// Header values: what clients and proxies send, and what they should not.
const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 12 }));
const basic = (credentials: string) => `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
// The valid key weighted up: a credentialed operation answers 2xx only to it, and the check below
// that some headers are honoured must hold for any FUZZ_SEED, not only the default one.
const authorization = fc.oneof(
  { weight: 3, arbitrary: fc.constant(KEY.authorization) },
  fc.constantFrom(
    '',
    'Token',
    'Token ',
    'Basic',
    'Basic %%%',
    'Basic ====',
    'Bearer x',
    'JWT x',
    KEY.authorization,
    `${KEY.authorization} `,
    KEY.authorization.toLowerCase(),
  ),
  text.map((t) => `Token ${t}`),
  fc.tuple(text, text).map(([user, password]) => basic(`${user}:${password}`)),
  text.map((t) => basic(t)),
  text.map((t) => `Basic ${t}`),
);
const prefer = fc.oneof(
  fc.constantFrom(
    'code=200',
    'code=400',
    'code=404',
    'code=429',
    'code=500',
    'code=999',
    'code=',
    'code=abc',
    'example=',
    'example=nope',
    'code=404, example="x"',
    'respond-async',
    'return=minimal',
  ),
  fc
    .tuple(fc.constantFrom('code', 'example', 'Code', 'EXAMPLE', 'dynamic'), text)
    .map(([name, value]) => `${name}=${value}`),
  text,
);
const host = fc.oneof(
  fc.constantFrom(
    '',
    'localhost',
    'localhost:99999',
    '[::1]:4010',
    'a b',
    'x/y',
    'user@host',
    `${'a'.repeat(300)}.test`,
  ),
  text,
);
// Header values must be Latin-1 on the wire (node refuses others before any handler runs).
const onWire = (value: string) =>
  [...value].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) <= 0xff && c.charCodeAt(0) !== 0x7f);

describe.each(operations.map((o) => [o.operationId, o] as const))('%s: random headers', (operationId) => {
  test(`Authorization, Prefer and Host: answers below 500, JSON, valid and deterministic (${RUNS} runs, seed ${SEED})`, () => {
    const reach = REACH[operationId];
    expect(reach, `${operationId} has no row in test/reach.ts`).toBeDefined();
    const headers = fc
      .record({ authorization, prefer, host }, { requiredKeys: [] })
      .filter((h) => Object.values(h).every(onWire));
    const statuses = new Set<number>();
    fc.assert(
      fc.property(headers, (h) => {
        statuses.add(checkAnswer(reach!.path, h as Record<string, string>));
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // Not vacuous: some headers are honoured (200, or a Prefer'd status) and some refused.
    expect(
      [...statuses].some((status) => status < 300),
      `${operationId}: ${JSON.stringify([...statuses])}`,
    ).toBe(true);
    expect(
      [...statuses].some((status) => status >= 400),
      `${operationId}: ${JSON.stringify([...statuses])}`,
    ).toBe(true);
  }, 120_000);
});
