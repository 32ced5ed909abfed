// Property tests of what every client writes: the query string and the headers the mock reads.
// Random requests over every GET operation of the contract, reached as the contract sweep reaches
// it (reach.ts), lenient and strict: query names drawn from the operation's own, the paginator's,
// every name Object.prototype holds and others; values that are datetimes, numbers, Python-style
// booleans, unicode, blanks, or badly percent-encoded. Every answer must be below 500, JSON (a
// `detail` message or DRF's field errors on 4xx), valid against the contract for its status (the
// app's response validator logs nothing), the same bytes when asked again, and a 400 exactly when
// the validator's validateRequest calls the request invalid. Then random Authorization, Prefer and
// Host headers per operation. The seed is fixed so CI is deterministic; FUZZ_SEED, FUZZ_RUNS_ALL
// and FUZZ_RUNS explore further.
import fc from 'fast-check';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { openApiOperations, operationParameters, requiresCredentials } from '@energy-contracts/schema-tools/openapi';
import { beforeAll, describe, expect, test } from 'vitest';
import { validateRequest } from '@energy-contracts/validator';
import { createMockApp, type MockApp } from '../src/app.js';
import { loadContractValidator } from '../src/validate.js';
import { HOST, NOW } from './helpers.js';
import { KEY, REACH } from './reach.js';

type JsonObject = { [key: string]: unknown };

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const ALL_RUNS = Number(process.env.FUZZ_RUNS_ALL ?? 3000);

const doc = contractReader(import.meta.url).read<JsonObject>('openapi');
const operationsWithRedirects = openApiOperations(doc).filter((o) => o.method === 'get');
// The slash-less redirect operations answer 301 before reading any header but the method.
const operations = operationsWithRedirects.filter((o) => !Object.hasOwn(o.op.responses as JsonObject, '301'));

const violations: string[] = [];
let app: MockApp;
let strictApp: MockApp;
beforeAll(async () => {
  const validator = await loadContractValidator();
  const options = { now: NOW, fallbackHost: HOST, validator, log: (line: string) => void violations.push(line) };
  app = createMockApp(options);
  strictApp = createMockApp({ ...options, strict: true });
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
  '2024-06-01T00:00+01:99',
  '2026-02-29T00:00Z',
  '2026-01-01T24:00Z',
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
 * Asks an app twice and checks the answer: below 500, JSON in the error shape on 4xx, no contract
 * violation logged, the same status and bytes the second time. Returns the status and parsed body.
 */
function checkAnswer(target: MockApp, url: string, headers: Record<string, string>): { status: number; body: unknown } {
  const label = `${url} ${JSON.stringify(headers)}`;
  const before = violations.length;
  const first = target.request(url, { headers: { host: HOST, ...headers } });
  expect(first.status, label).toBeLessThan(500);
  expect(violations.slice(before), label).toEqual([]);
  let body: unknown;
  if (first.status !== 204) {
    expect(first.headers['content-type'], label).toBe('application/json');
    body = JSON.parse(first.body) as unknown;
    if (first.status >= 400) expect(isErrorShape(body), `${label}: ${first.body.slice(0, 200)}`).toBe(true);
  }
  const again = target.request(url, { headers: { host: HOST, ...headers } });
  expect([again.status, again.body], label).toEqual([first.status, first.body]);
  return { status: first.status, body };
}

// The query names drawn: each operation's own, the paginator's, every name an object inherits
// (a collector keyed by them once answered 500), and names no operation has.
const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), 'prototype', 'then'];
const OTHER_NAMES = ['q', 'format', 'PAGE', 'page_size[]', '', '%ZZ', '%E0%A4%A', 'a%2Bb', '+'];
const isRedirect = (operation: { op: JsonObject }): boolean => operation.op['x-redirect-to'] !== undefined;
const everyOperation = operationsWithRedirects.map((operation) => {
  // A redirect operation is reached through its slash operation's row.
  const reach = REACH[operation.operationId] ?? REACH[operation.operationId.replace(/WithoutTrailingSlash$/, '')];
  const names = operationParameters(doc, operation)
    .filter((p) => (p as JsonObject).in === 'query')
    .map((p) => String((p as JsonObject).name));
  return { operation, reach, names, headers: requiresCredentials(doc, operation) ? KEY : {} };
});

describe('random requests over every route (query names, values and readings)', () => {
  test('every GET operation has a way in (test/reach.ts)', () => {
    for (const { operation, reach } of everyOperation) expect(reach, operation.operationId).toBeDefined();
  });

  test(`below 500, JSON in the error shape, valid, deterministic, and a 400 exactly when validateRequest says invalid (${ALL_RUNS} runs, seed ${SEED})`, () => {
    const request = fc
      .tuple(
        fc.oneof(
          // Redirects answer before reading anything: a few runs prove it, the rest read queries.
          { weight: 6, arbitrary: fc.constantFrom(...everyOperation.filter((t) => !isRedirect(t.operation))) },
          { weight: 1, arbitrary: fc.constantFrom(...everyOperation.filter((t) => isRedirect(t.operation))) },
        ),
        fc.boolean(),
        fc.nat(),
      )
      .chain(([target, strict]) => {
        const name = fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...target.names, 'page', 'page_size') },
          { weight: 2, arbitrary: fc.constantFrom(...INHERITED) },
          { weight: 1, arbitrary: fc.constantFrom(...OTHER_NAMES) },
        );
        const query = fc
          .array(fc.tuple(name, encoded), { minLength: 0, maxLength: 4 })
          .map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('&'));
        return query.map((q) => ({ target, strict, q }));
      });
    const statuses = new Map<string, Set<number>>();
    let compared = 0;
    fc.assert(
      fc.property(request, ({ target, strict, q }) => {
        const { operation, reach, headers } = target;
        const [reachPath, fixed] = reach!.path.split('?');
        // A redirect operation is asked on its slash-less path.
        const base = operation.op['x-redirect-to'] === undefined ? reachPath! : reachPath!.replace(/\/$/, '');
        const query = [fixed, q].filter((part) => part !== undefined && part !== '').join('&');
        const url = query === '' ? base : `${base}?${query}`;
        const status = checkAnswer(strict ? strictApp : app, url, headers);
        const seen = statuses.get(operation.operationId) ?? new Set<number>();
        seen.add(status.status);
        statuses.set(operation.operationId, seen);
        const verdict = validateRequest({ method: 'GET', path: url }, { strict });
        expect(verdict.operationId, url).toBe(operation.operationId);
        // A redirect is answered before the query is read (Django's APPEND_SLASH); the verdict is
        // about the request its target will get.
        if (operation.op['x-redirect-to'] !== undefined) {
          expect(status.status, url).toBe(301);
          return;
        }
        compared++;
        expect(
          status.status === 400,
          `${strict ? 'strict' : 'lenient'} ${url}: mock ${status.status} ${JSON.stringify(status.body).slice(0, 200)}, validateRequest ${JSON.stringify(verdict.errors).slice(0, 300)}`,
        ).toBe(!verdict.valid);
      }),
      { numRuns: ALL_RUNS, seed: SEED },
    );
    // Not vacuous: every operation was asked, most requests were compared, and the slash operations
    // both answered and refused.
    expect([...statuses.keys()].sort()).toEqual(everyOperation.map((t) => t.operation.operationId).sort());
    expect(compared).toBeGreaterThan(ALL_RUNS / 2);
    for (const { operation } of everyOperation) {
      if (operation.op['x-redirect-to'] !== undefined) continue;
      const seen = [...statuses.get(operation.operationId)!];
      expect(seen.some((s) => s < 300) && seen.some((s) => s >= 400), `${operation.operationId}: ${seen}`).toBe(true);
    }
    if (process.env.FUZZ_REPORT)
      console.log(
        { compared },
        [...statuses].map(([id, s]) => `${id} ${[...s]}`),
      );
  }, 120_000);

  // The mock's 400s that validateRequest once called valid: a period_to not after period_from (the
  // contract's period_to parameter documents that 400) and a datetime shaped like one that is not in
  // the calendar or not on London's clock (Django's "Enter a valid date/time."). Both sides now read
  // them with schema-tools' one rule, so the verdicts and the parameter named are the same.
  test.each([
    ['period_to equal to period_from', 'period_from=2024-06-01T00:00Z&period_to=2024-06-01T00:00Z', ['period_to']],
    ['period_to before period_from', 'period_from=2024-06-02T00:00Z&period_to=2024-06-01T00:00Z', ['period_to']],
    [
      'the same instant in two zones',
      'period_from=2024-06-01T01:00%2B01:00&period_to=2024-06-01T00:00Z',
      ['period_to'],
    ],
    ['30 February', 'period_from=2026-02-30T00:00Z', ['period_from']],
    ['month 13', 'period_from=2026-13-01', ['period_from']],
    ['hour 24', 'period_from=2026-01-01T24:00Z', ['period_from']],
    ['minute 60', 'period_from=2026-01-01T00:60Z', ['period_from']],
    ['year 0', 'period_from=0000-01-01', ['period_from']],
    ['29 February of a common year', 'period_from=2025-02-29T00:00Z&period_to=2025-03-01T00:00Z', ['period_from']],
    [
      'a bad period_to after a good period_from',
      'period_from=2026-01-01T00:00Z&period_to=2026-04-31T00:00Z',
      ['period_to'],
    ],
    ['a London time skipped in spring', 'period_from=2024-03-31T01:30', ['period_from']],
    ['an offset of 24 hours', 'period_from=2024-06-01T00:00%2B2400', ['period_from']],
  ])('validateRequest refuses what the mock refuses, naming the same parameter: %s', (_name, q, names) => {
    for (const operationId of ['listElectricityStandardUnitRates', 'listElectricityMeterConsumption']) {
      const target = everyOperation.find((t) => t.operation.operationId === operationId)!;
      const [reachPath, fixed] = target.reach!.path.split('?');
      const url = `${reachPath}?${[fixed, q].filter((part) => part !== undefined && part !== '').join('&')}`;
      for (const strict of [false, true]) {
        const label = `${strict ? 'strict' : 'lenient'} ${url}`;
        const { status, body } = checkAnswer(strict ? strictApp : app, url, target.headers);
        expect(status, label).toBe(400);
        expect(Object.keys(body as object).sort(), label).toEqual(names);
        const verdict = validateRequest({ method: 'GET', path: url }, { strict });
        expect(verdict.valid, label).toBe(false);
        expect([...new Set(verdict.errors.map((e) => e.path))].sort(), label).toEqual(names.map((n) => `/query/${n}`));
      }
    }
  });
});

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
        statuses.add(checkAnswer(app, reach!.path, h as Record<string, string>).status);
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
