import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatQueryDateTime } from '@energy-contracts/schema-tools/london-time';
import { EVENT_FORMATS } from '../../src/events/formats.js';
import { SAMPLE_CLOCKS } from '../../src/events/sample-values.js';
import { catalogue, eventErrors } from './helpers/event-validation.js';
import { runEvents, type CommandResult } from './helpers/run-command.js';

const NOW = '2025-03-01T12:00:00Z';

// Every (type, version) once, in the envelope format: the mock's sample for each payload schema is
// valid, strict. The other formats wrap the same payload (the output tests below check that they
// carry the same id, time and payload), so they run on a few types.
describe('every (type, version), as envelopes', () => {
  let run: CommandResult;
  beforeAll(async () => {
    run = await runEvents(['--seed', 'sweep', '--now', NOW, '--format', 'envelope', '--count', '2']);
  });

  test('one line per event, exit 0, nothing on stderr', () => {
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.events).toHaveLength(catalogue.length * 2);
    expect(run.stdout.endsWith('\n')).toBe(true);
  });

  test('every event validates (strict), with its type and version', () => {
    const invalid = catalogue.flatMap((entry, index) =>
      [run.events[index * 2], run.events[index * 2 + 1]]
        .map((event) => eventErrors('envelope', event, entry))
        .filter((errors) => errors.length > 0)
        .map((errors) => `${entry.type} ${entry.version}: ${errors.join('; ')}`),
    );
    expect(invalid).toEqual([]);
  });
});

describe.each(EVENT_FORMATS.filter((f) => f !== 'envelope'))('a few types in format %s', (format) => {
  const TYPES = ['account.created', 'billing.ledger.entry_posted', 'lifecycle.support-site.sale'];
  const entries = catalogue.filter((e) => TYPES.includes(e.type));
  let run: CommandResult;
  beforeAll(async () => {
    run = await runEvents([
      '--seed',
      'sweep',
      '--now',
      NOW,
      '--format',
      format,
      ...TYPES.flatMap((t) => ['--type', t]),
    ]);
  });

  test('one valid event per (type, version), exit 0, nothing on stderr', () => {
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(entries.length).toBeGreaterThan(TYPES.length);
    expect(run.events).toHaveLength(entries.length);
    expect(entries.flatMap((entry, i) => eventErrors(format, run.events[i], entry))).toEqual([]);
  });
});

describe('determinism', () => {
  test('same seed and clock: the same bytes', async () => {
    const [a, b] = await Promise.all([
      runEvents(['--seed', '42', '--now', NOW]),
      runEvents(['--seed', '42', '--now', NOW]),
    ]);
    expect(a.stdout.length).toBeGreaterThan(0);
    expect(a.stdout).toBe(b.stdout);
  });

  test('different seeds: different bytes, for every event', async () => {
    const [a, b] = await Promise.all([
      runEvents(['--seed', '42', '--now', NOW]),
      runEvents(['--seed', '43', '--now', NOW]),
    ]);
    expect(a.stdout).not.toBe(b.stdout);
    const same = a.events.filter((e, i) => JSON.stringify(e) === JSON.stringify(b.events[i]));
    expect(same).toEqual([]);
  });

  test('a filtered run repeats the same events as the full run', async () => {
    const [all, one] = await Promise.all([
      runEvents(['--seed', '5', '--now', NOW]),
      runEvents(['--seed', '5', '--now', NOW, '--type', 'account.created']),
    ]);
    expect(one.events).toHaveLength(1);
    expect(all.events).toContainEqual(one.events[0]);
  });

  test('--now sets occurred_at; events of one type are one second apart and end at --now', async () => {
    const run = await runEvents(['--type', 'account.created', '--count', '3', '--now', NOW]);
    expect(run.events.map((e) => (e as { occurred_at: string }).occurred_at)).toEqual([
      '2025-03-01T11:59:58Z',
      '2025-03-01T11:59:59Z',
      '2025-03-01T12:00:00Z',
    ]);
    const ids = new Set(run.events.map((e) => (e as { id: string }).id));
    expect(ids.size).toBe(3);
  });

  test('--now without a zone is Europe/London, whatever the host TZ', async () => {
    const run = await runEvents(['--type', 'account.created', '--count', '1', '--now', '2025-07-01T12:00']);
    expect(run.events.map((e) => (e as { occurred_at: string }).occurred_at)).toEqual(['2025-07-01T11:00:00Z']);
  });
});

describe('filters', () => {
  const cases: Array<[string, { args: string[]; want: (entries: typeof catalogue) => typeof catalogue }]> = [
    [
      'one exact type',
      { args: ['--type', 'account.created'], want: (c) => c.filter((e) => e.type === 'account.created') },
    ],
    [
      'a comma list',
      {
        args: ['--type', 'account.created,account.occupied'],
        want: (c) => c.filter((e) => ['account.created', 'account.occupied'].includes(e.type)),
      },
    ],
    [
      'repeated --type',
      {
        args: ['--type', 'account.created', '--type', 'business.created'],
        want: (c) => c.filter((e) => ['account.created', 'business.created'].includes(e.type)),
      },
    ],
    ['a prefix glob', { args: ['--type', 'billing.*'], want: (c) => c.filter((e) => e.type.startsWith('billing.')) }],
    [
      'a glob with --version latest',
      {
        args: ['--type', 'billing.*', '--version', 'latest'],
        want: (c) => c.filter((e) => e.type.startsWith('billing.') && e.latest),
      },
    ],
    ['--version v2 alone', { args: ['--version', 'v2'], want: (c) => c.filter((e) => e.version === 'v2') }],
    [
      'a type with every version',
      {
        args: ['--type', 'billing.billing_document_representation.dispatched'],
        want: (c) => c.filter((e) => e.type === 'billing.billing_document_representation.dispatched'),
      },
    ],
    [
      'a type at its latest version',
      {
        args: ['--type', 'billing.billing_document_representation.dispatched', '--version', 'latest'],
        want: (c) => c.filter((e) => e.type === 'billing.billing_document_representation.dispatched' && e.latest),
      },
    ],
    ['the 1.0.0 version', { args: ['--version', '1.0.0'], want: (c) => c.filter((e) => e.version === '1.0.0') }],
  ];
  test.each(cases)('%s', async (_name, { args, want }) => {
    const run = await runEvents([...args, '--now', NOW]);
    expect(run.code).toBe(0);
    const expected = want(catalogue).map((e) => [e.type, e.version]);
    expect(expected.length).toBeGreaterThan(0);
    expect(
      run.events.map((e) => [
        (e as { event_type: string }).event_type,
        (e as { payload_version: string }).payload_version,
      ]),
    ).toEqual(expected);
  });

  test('--version latest gives one version per type', async () => {
    const run = await runEvents(['--version', 'latest', '--now', NOW]);
    const types = run.events.map((e) => (e as { event_type: string }).event_type);
    expect(new Set(types).size).toBe(types.length);
    expect(types.length).toBe(new Set(catalogue.map((e) => e.type)).size);
  });

  test('--count multiplies per (type, version)', async () => {
    const run = await runEvents(['--type', 'billing.ledger.*', '--count', '4', '--now', NOW]);
    expect(run.events).toHaveLength(catalogue.filter((e) => e.type.startsWith('billing.ledger.')).length * 4);
  });
});

describe('bad usage exits 2 and names the problem', () => {
  const cases: Array<[string, { args: string[]; message: RegExp }]> = [
    [
      'an unknown type names the nearest types',
      {
        args: ['--type', 'acount.created'],
        message: /--type acount\.created: unknown event type; nearest: account\.created/,
      },
    ],
    [
      'a glob matching nothing',
      { args: ['--type', 'nothing.*'], message: /--type nothing\.\*: no event type matches/ },
    ],
    [
      'a version the type lacks',
      {
        args: ['--type', 'account.created', '--version', 'v2'],
        message: /account\.created has no such version; available: v1/,
      },
    ],
    [
      'a version nobody has',
      { args: ['--version', 'v9'], message: /--version v9: no selected event type has this version/ },
    ],
    [
      'a bad format',
      { args: ['--format', 'xml'], message: /--format: expected one of envelope, eventbridge, cloudevents/ },
    ],
    ['a bad count', { args: ['--count', '0'], message: /--count: expected an integer/ }],
    ['a bad clock', { args: ['--now', 'yesterday'], message: /--now: expected an ISO 8601 date-time/ }],
    ['a bare year is not a clock', { args: ['--now', '2025'], message: /--now: expected an ISO 8601 date-time/ }],
    ['a bad webhook URL', { args: ['--deliver', 'ftp://x'], message: /--deliver: expected an http\(s\) URL/ }],
    ['an unknown option', { args: ['--colour'], message: /^energy-mock-server events: unknown option --colour$/m }],
    [
      'an unknown option a typo away',
      {
        args: ['--cuont', '2'],
        message: /^energy-mock-server events: unknown option --cuont \(did you mean --count\?\)$/m,
      },
    ],
    // An empty filter (an unset shell variable) is not "every type": with --deliver it would POST all of them.
    [
      'an empty --type',
      { args: ['--type', ''], message: /--type: expected an event type, a comma list or a glob, got ""/ },
    ],
    [
      'a --type of commas only',
      { args: ['--type', ' , '], message: /--type: expected an event type, a comma list or a glob, got " , "/ },
    ],
    [
      'an empty --version',
      { args: ['--version', ''], message: /--version: expected a version, a comma list or latest, got ""/ },
    ],
    [
      'an empty --type among good ones',
      { args: ['--type', 'account.created', '--type', ''], message: /--type: expected an event type/ },
    ],
    // Samples hold datetimes up to 491 days before the clock and a year after it: near the years 0001
    // and 9999 they would be written as -000001-... or +010000-..., which no RFC 3339 reader takes.
    [
      'a --now whose samples would fall before the year 0001',
      { args: ['--now', '0001-06-01T00:00Z'], message: /--now: .*0001-06-01T00:00Z/ },
    ],
    [
      'a --now whose samples would fall after the year 9999',
      { args: ['--now', '9999-06-01T00:00Z'], message: /--now: .*9999-06-01T00:00Z/ },
    ],
  ];
  test.each(cases)('%s', async (_name, { args, message }) => {
    const run = await runEvents(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
  });

  test('a missing catalogue exits 1 naming the file', async () => {
    const run = await runEvents(['--schemas', '/nonexistent-event-schemas']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/nonexistent-event-schemas\/catalogue\.json: cannot read the event catalogue/);
  });
});

describe('output', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'events-out-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('--out writes the same NDJSON as stdout', async () => {
    const file = path.join(dir, 'events.ndjson');
    const [toFile, toStdout] = await Promise.all([
      runEvents(['--type', 'contracts.*', '--now', NOW, '--out', file]),
      runEvents(['--type', 'contracts.*', '--now', NOW]),
    ]);
    expect(toFile.code).toBe(0);
    expect(toFile.stdout).toBe('');
    expect(await readFile(file, 'utf8')).toBe(toStdout.stdout);
  });

  test('an --out file that cannot be opened exits 1 naming it, without hanging', async () => {
    const run = await runEvents(['--type', 'account.created', '--out', path.join(dir, 'missing', 'events.ndjson')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^--out .*missing\/events\.ndjson: ENOENT/);
  });

  test('--help prints the options and exits 0', async () => {
    const run = await runEvents(['--help']);
    expect(run.code).toBe(0);
    for (const option of [
      '--type',
      '--version',
      '--count',
      '--seed',
      '--now',
      '--format',
      '--source',
      '--deliver',
      '--out',
    ])
      expect(run.stdout).toContain(option);
  });

  test('--source is used by every format', async () => {
    const args = ['--type', 'account.created', '--source', 'test-suite', '--now', NOW];
    const [env, eb, ce] = await Promise.all(EVENT_FORMATS.map((f) => runEvents([...args, '--format', f])));
    expect((env!.events[0] as { source: string }).source).toBe('test-suite');
    expect((eb!.events[0] as { Source: string }).Source).toBe('test-suite');
    expect((ce!.events[0] as { source: string }).source).toBe('test-suite');
  });

  test('the three formats carry the same id, time and payload', async () => {
    const args = ['--type', 'billing.ledger.entry_posted', '--version', 'v2', '--seed', '9', '--now', NOW];
    const [env, eb, ce] = await Promise.all(EVENT_FORMATS.map((f) => runEvents([...args, '--format', f])));
    const e = env?.events[0] as { id: string; occurred_at: string; payload: unknown };
    const b = eb?.events[0] as { Time: string; Detail: string };
    const c = ce?.events[0] as { id: string; time: string; data: unknown; dataschema: string };
    expect(JSON.parse(b.Detail)).toEqual({ id: e.id, payload_version: 'v2', payload: e.payload });
    expect(b.Time).toBe(e.occurred_at);
    expect([c.id, c.time, c.data]).toEqual([e.id, e.occurred_at, e.payload]);
    expect(c.dataschema).toBe('https://energy-contracts.example/schemas/billing.ledger.entry_posted/v2.json');
  });
});

describe('the validation helper catches broken events (so a green sweep means something)', () => {
  const good = {
    id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f',
    event_type: 'account.created',
    payload_version: 'v1',
    source: 'energy-platform',
    occurred_at: NOW,
    payload: { account_number: 'A-1A2B3C4D', account_user_emails: [] },
  };
  const cases: Array<[string, { format: 'envelope' | 'eventbridge' | 'cloudevents'; event: unknown }]> = [
    [
      'a payload missing a required field',
      { format: 'envelope', event: { ...good, payload: { account_number: 'A-1A2B3C4D' } } },
    ],
    [
      'a payload with an unknown field (strict)',
      { format: 'envelope', event: { ...good, payload: { ...good.payload, extra: 1 } } },
    ],
    ['an envelope without occurred_at', { format: 'envelope', event: { ...good, occurred_at: undefined } }],
    [
      'the wrong event type',
      {
        format: 'envelope',
        event: { ...good, event_type: 'account.occupied', payload: { account_number: 'A-1A2B3C4D' } },
      },
    ],
    [
      'an EventBridge entry with a non-JSON Detail',
      {
        format: 'eventbridge',
        event: {
          Source: 's',
          DetailType: 'account.created',
          Time: NOW,
          EventBusName: 'energy-platform-events',
          Detail: '{',
        },
      },
    ],
    [
      'a CloudEvent with the wrong dataschema',
      {
        format: 'cloudevents',
        event: {
          specversion: '1.0',
          id: good.id,
          source: 's',
          type: 'account.created',
          time: NOW,
          datacontenttype: 'application/json',
          dataschema: 'https://energy-contracts.example/schemas/account.created/v2.json',
          payloadversion: 'v1',
          data: good.payload,
        },
      },
    ],
  ];
  test('the good event passes', () => {
    expect(eventErrors('envelope', good, { type: 'account.created', version: 'v1' })).toEqual([]);
  });
  test.each(cases)('%s fails', (_name, { format, event }) => {
    expect(
      eventErrors(format, JSON.parse(JSON.stringify(event)), { type: 'account.created', version: 'v1' }),
    ).not.toEqual([]);
  });
});

// At the first and last clocks the command takes, every date and datetime of every sample is still
// written with a four-digit year: the window is as wide as the samples' spread, no wider.
describe('--now at the edges of the years 0001-9999', () => {
  test.each([
    ['the first clock', SAMPLE_CLOCKS.first],
    ['the last clock', SAMPLE_CLOCKS.last],
  ])('%s: no sample holds a year outside 0001-9999', async (_name, clock) => {
    const run = await runEvents(['--seed', 'edge', '--now', formatQueryDateTime(clock), '--count', '1']);
    expect(run.code, run.stderr).toBe(0);
    const years = [...run.stdout.matchAll(/"([+-]?\d{4,6})-\d\d(?:-\d\d)?(?:T[^"]*)?"/g)].map((m) => m[1]!);
    expect(years.length).toBeGreaterThan(100);
    expect(years.filter((y) => !/^\d{4}$/.test(y) || y === '0000')).toEqual([]);
  });
});

test('a clock before 1995: no year field of a sample lies after the clock', async () => {
  const run = await runEvents(['--seed', 'early', '--now', '1990-06-01T00:00Z', '--count', '3']);
  expect(run.code, run.stderr).toBe(0);
  const years = [...run.stdout.matchAll(/"\w+_year":(\d+)/g)].map((m) => Number(m[1]));
  expect(years.length).toBeGreaterThan(0);
  expect(years.filter((y) => y > 1990)).toEqual([]);
});
