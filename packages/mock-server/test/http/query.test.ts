// The two readings of query values. Default (lenient): what the platform accepts (DRF,
// django-filter, Django's parse_datetime) answers exactly as its canonical form does. Strict
// (--strict / { strict: true }): every non-canonical value is a 400 naming the parameter.
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { describe, expect, test } from 'vitest';
import { parseQuery, readBoolean, readDateTime } from '../../src/http/query.js';
import { AGILE_C, get, makeApp } from '../helpers.js';

const lenient = makeApp();
const strict = makeApp({ strict: true });
const PRODUCT = '/v1/products/VAR-22-11-01/';
const DAY = 'period_to=2024-06-02T00:00';

/** The part of a body that must not depend on how a value was written (links echo the query). */
function selection(body: any): unknown {
  return body.results === undefined ? body : { count: body.count, results: body.results };
}

describe('values the platform accepts: same answer as the canonical form by default, 400 under strict', () => {
  const cases: Array<[string, { given: string; same: string; parameter: string }]> = [
    [
      'is_green=True',
      { given: '/v1/products/?is_green=True', same: '/v1/products/?is_green=true', parameter: 'is_green' },
    ],
    [
      'is_business=False',
      { given: '/v1/products/?is_business=False', same: '/v1/products/?is_business=false', parameter: 'is_business' },
    ],
    [
      'is_prepay=1',
      { given: '/v1/products/?is_prepay=1', same: '/v1/products/?is_prepay=true', parameter: 'is_prepay' },
    ],
    [
      'is_variable=0',
      { given: '/v1/products/?is_variable=0', same: '/v1/products/?is_variable=false', parameter: 'is_variable' },
    ],
    [
      'is_tracker=TRUE',
      { given: '/v1/products/?is_tracker=TRUE', same: '/v1/products/?is_tracker=true', parameter: 'is_tracker' },
    ],
    [
      'an unreadable boolean is ignored',
      { given: '/v1/products/?is_green=maybe', same: '/v1/products/', parameter: 'is_green' },
    ],
    ['empty boolean', { given: '/v1/products/?is_green=', same: '/v1/products/', parameter: 'is_green' }],
    ['empty brand', { given: '/v1/products/?brand=', same: '/v1/products/', parameter: 'brand' }],
    ['empty available_at', { given: '/v1/products/?available_at=', same: '/v1/products/', parameter: 'available_at' }],
    ['empty page_size', { given: '/v1/products/?page_size=', same: '/v1/products/', parameter: 'page_size' }],
    ['empty page', { given: '/v1/products/?page=', same: '/v1/products/', parameter: 'page' }],
    [
      'empty tariffs_active_at',
      { given: `${PRODUCT}?tariffs_active_at=`, same: PRODUCT, parameter: 'tariffs_active_at' },
    ],
    ['empty period_from', { given: `${AGILE_C}?period_from=`, same: AGILE_C, parameter: 'period_from' }],
    [
      'the last empty value wins',
      { given: '/v1/products/?is_green=true&is_green=', same: '/v1/products/', parameter: 'is_green' },
    ],
    [
      'a date alone (available_at)',
      {
        given: '/v1/products/?available_at=2019-06-01',
        same: '/v1/products/?available_at=2019-06-01T00:00',
        parameter: 'available_at',
      },
    ],
    [
      'a date alone (tariffs_active_at)',
      {
        given: `${PRODUCT}?tariffs_active_at=2024-06-01`,
        same: `${PRODUCT}?tariffs_active_at=2024-05-31T23:00Z`,
        parameter: 'tariffs_active_at',
      },
    ],
    [
      'a date alone (period_from)',
      {
        given: `${AGILE_C}?period_from=2024-06-01&${DAY}`,
        same: `${AGILE_C}?period_from=2024-06-01T00:00&${DAY}`,
        parameter: 'period_from',
      },
    ],
    [
      'a space separator (%20)',
      {
        given: '/v1/products/?available_at=2019-06-01%2000:00Z',
        same: '/v1/products/?available_at=2019-06-01T00:00Z',
        parameter: 'available_at',
      },
    ],
    [
      'a space separator (+)',
      {
        given: `${AGILE_C}?period_from=2024-06-01+00:00Z&${DAY}`,
        same: `${AGILE_C}?period_from=2024-06-01T00:00Z&${DAY}`,
        parameter: 'period_from',
      },
    ],
    [
      'a +0000 offset',
      {
        given: `${PRODUCT}?tariffs_active_at=2024-06-01T00:00:00%2B0000`,
        same: `${PRODUCT}?tariffs_active_at=2024-06-01T00:00:00Z`,
        parameter: 'tariffs_active_at',
      },
    ],
    [
      'a +01 offset',
      {
        given: `${AGILE_C}?period_from=2024-06-01T00:00%2B01&${DAY}`,
        same: `${AGILE_C}?period_from=2024-05-31T23:00Z&${DAY}`,
        parameter: 'period_from',
      },
    ],
    [
      'page_size=abc falls back to the default',
      { given: '/v1/products/?page_size=abc', same: '/v1/products/', parameter: 'page_size' },
    ],
    [
      'page_size=0 falls back to the default',
      { given: '/v1/products/?page_size=0', same: '/v1/products/', parameter: 'page_size' },
    ],
    [
      'page_size=99999 is capped',
      {
        given: '/v1/products/?page_size=99999&available_at=2020-01-01T00:00',
        same: '/v1/products/?page_size=1500&available_at=2020-01-01T00:00',
        parameter: 'page_size',
      },
    ],
  ];

  test.each(cases)('%s', (_name, { given, same, parameter }) => {
    const got = get(lenient, given);
    const want = get(lenient, same);
    expect(want.status).toBe(200);
    expect(got.status).toBe(200);
    expect(selection(got.body)).toEqual(selection(want.body));
    const refused = get(strict, given);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body)).toEqual([parameter]);
  });

  test('the readings select something (the comparisons are not between two empty lists)', () => {
    expect(get(lenient, '/v1/products/?is_green=True').body.count).toBeGreaterThan(0);
    expect(get(lenient, '/v1/products/?is_green=True').body.count).toBeLessThan(
      get(lenient, '/v1/products/').body.count,
    );
    expect(get(lenient, `${AGILE_C}?period_from=2024-06-01&${DAY}`).body.count).toBe(48);
    expect(get(lenient, '/v1/products/?page_size=3').body.results).toHaveLength(3);
  });

  test('page=last is the last page (DRF), strict refuses it', () => {
    const count = get(lenient, '/v1/products/').body.count as number;
    const last = Math.ceil(count / 10);
    expect(get(lenient, '/v1/products/?page_size=10&page=last').raw).toBe(
      get(lenient, `/v1/products/?page_size=10&page=${last}`).raw,
    );
    expect(Object.keys(get(strict, '/v1/products/?page=last').body)).toEqual(['page']);
  });
});

describe('page that is not a page: 404 "Invalid page." by default, a 400 naming page under strict', () => {
  test.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('page=%s', (page) => {
    expect(get(lenient, `/v1/products/?page=${page}`)).toMatchObject({
      status: 404,
      body: { detail: 'Invalid page.' },
    });
    expect(get(strict, `/v1/products/?page=${page}`)).toMatchObject({
      status: 400,
      body: { page: [expect.any(String)] },
    });
  });
  test('a page past the end is a 404 in both modes', () => {
    for (const app of [lenient, strict])
      expect(get(app, '/v1/products/?page=99')).toMatchObject({ status: 404, body: { detail: 'Invalid page.' } });
  });
  test('a bad filter (400) outranks a bad page (404)', () => {
    expect(get(lenient, '/v1/products/?page=abc&available_at=soon')).toMatchObject({
      status: 400,
      body: { available_at: ['Enter a valid date/time.'] },
    });
  });
});

describe('a malformed datetime stays a 400 naming the parameter in both modes', () => {
  test.each([
    ['words', `${AGILE_C}?period_from=soon`, 'period_from'],
    ['31 April', '/v1/products/?available_at=2024-04-31', 'available_at'],
    ['a time without a date', `${PRODUCT}?tariffs_active_at=12:00`, 'tariffs_active_at'],
  ])('%s', (_name, url, parameter) => {
    expect(get(lenient, url)).toMatchObject({ status: 400, body: { [parameter]: ['Enter a valid date/time.'] } });
    expect(Object.keys(get(strict, url).body)).toEqual([parameter]);
  });

  test('an unencoded + offset (it arrives as a space) is refused with the reason, as Django refuses it', () => {
    const res = get(lenient, `${AGILE_C}?period_from=2024-06-01T00:00:00+01:00`);
    expect(res.status).toBe(400);
    expect(res.body.period_from[0]).toMatch(
      /^Enter a valid date\/time\. A "\+" in a query string arrives as a space: send the offset encoded as %2B/,
    );
  });
});

describe('parseQuery and readBoolean', () => {
  test('lenient: an empty value is absent from values but kept in pairs (page links keep it)', () => {
    const q = parseQuery('a=1&b=&c=3', {});
    expect([...q.values.keys()]).toEqual(['a', 'c']);
    expect(q.pairs).toEqual([
      ['a', '1'],
      ['b', ''],
      ['c', '3'],
    ]);
    expect(q.strict).toBe(false);
  });
  test('strict: an empty value is a value', () => {
    const q = parseQuery('b=', {}, { strict: true });
    expect(q.values.get('b')).toBe('');
    expect(q.strict).toBe(true);
  });
  test.each([
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['False', false],
    ['0', false],
    ['yes', undefined],
    ['2', undefined],
    [' true', undefined],
  ] as const)('lenient readBoolean(%j) is %j without an error', (given, want) => {
    const errors = {};
    expect(readBoolean(parseQuery(`x=${given}`, {}), 'x', errors)).toBe(want);
    expect(errors).toEqual({});
  });
  test.each(['True', '1', 'yes', '0'])('strict readBoolean(%j) is a 400 naming the parameter', (given) => {
    const errors: Record<string, string[]> = {};
    expect(readBoolean(parseQuery(`x=${given}`, {}, { strict: true }), 'x', errors)).toBeUndefined();
    expect(Object.keys(errors)).toEqual(['x']);
  });
});

describe('datetimes: both readings agree with the contract (QueryDateTime pattern and x-strict-pattern)', () => {
  const openapi = contractReader(import.meta.url).read<{
    components: { schemas: Record<string, { pattern: string; 'x-strict-pattern': string }> };
  }>('openapi');
  const schema = openapi.components.schemas.QueryDateTime!;
  // Real dates outside the spring gap, so only the format decides.
  const SAMPLES = [
    '2024-06-01',
    '2024-6-1',
    '2024-06-01T00:00',
    '2024-06-01 00:00Z',
    '2024-06-01T00:00:00+0000',
    '2024-06-01T00:00+01',
    '2024-06-01T00:00:00,5Z',
    '2024-06-01T00:00:00.123456789012Z',
    '2024-06-01T00:00:00 Z',
    ' 2024-06-01T00:00Z ',
    '2024-06-01T00:00:00.000000+01:00',
    '2024-06-01T00:00:00-05:30',
    'yesterday',
    '2024',
    '2024-06',
    '12:00',
    '2024-06-01T00:00:00 01:00',
    '2024-06-01T00:00:00.1234567890123Z',
    '2024-06-01T00',
    '2024-06-01T00:00+1',
    '2024-06-01X00:00',
  ];
  /** Whether the mock reads `value` as a datetime query parameter (sent percent-encoded, as a client sends it). */
  const reads = (value: string, strict: boolean): boolean => {
    const errors: Record<string, string[]> = {};
    const got = readDateTime(
      parseQuery(`period_from=${encodeURIComponent(value)}`, {}, { strict }),
      'period_from',
      errors,
    );
    expect(got === undefined, `${value}: a value or an error`).toBe(Object.keys(errors).length === 1);
    return got !== undefined;
  };
  test.each(SAMPLES)('%j', (sample) => {
    expect(reads(sample, false)).toBe(new RegExp(schema.pattern, 'u').test(sample));
    expect(reads(sample, true)).toBe(new RegExp(schema['x-strict-pattern'], 'u').test(sample));
  });
});
