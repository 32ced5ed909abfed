// Page links against the sort-and-encode rule they implement (the previous, direct version kept
// here as the reference): other parameters sorted by name, stable for repeated names, `page` in
// its sorted place and absent on page 1; over queries in and out of order.
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import {
  decimalValue,
  INVALID_PAGE,
  LAST_PAGE,
  pageLink,
  paginate,
  readPagination,
} from '../../src/http/pagination.js';
import { parseQuery } from '../../src/http/query.js';

function referenceLink(baseUrl: string, pairs: ReadonlyArray<readonly [string, string]>, page: number): string {
  const kept = pairs.filter(([k]) => k !== 'page');
  if (page > 1) kept.push(['page', String(page)]);
  if (kept.length === 0) return baseUrl;
  const sorted = kept
    .map((pair, i) => [pair, i] as const)
    .sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1]));
  return `${baseUrl}?${sorted.map(([[k, v]]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

const BASE = 'http://mock.test:4010/v1/products/';
const QUERIES = [
  '',
  'page=3',
  'page_size=7&page=2',
  'page=2&page_size=7',
  'period_to=2024-01-02T00:00Z&period_from=2024-01-01T00:00Z',
  'period_from=2024-01-01T00:00%2B01:00&period_to=2024-01-02T00:00&page=9&page_size=1500',
  'z=1&a=2&z=0&a=1&page=4&pag=x&pagf=y&Page=5',
  'is_green=true&brand=OCTOPUS_ENERGY&brand=BULB',
  'x=%C3%A9+%26+%3D&page=2',
  'page=1&page=2&page_size=3',
  'available_at=2024-05-01T00:00',
];

describe('page links', () => {
  for (const raw of QUERIES) {
    test(`?${raw}`, () => {
      const query = parseQuery(raw, {});
      for (const page of [1, 2, 3, 10, 1750])
        expect(pageLink(BASE, query, page)).toBe(referenceLink(BASE, query.pairs, page));
      const slice = paginate(1000, 3, 7, BASE, query)!;
      expect(slice.next).toBe(referenceLink(BASE, query.pairs, 4));
      expect(slice.previous).toBe(referenceLink(BASE, query.pairs, 2));
    });
  }

  test('page 1 of a single page has no links; past the end is null', () => {
    expect(paginate(5, 1, 100, BASE, parseQuery('page_size=100', {}))).toEqual({
      offset: 0,
      end: 5,
      next: null,
      previous: null,
    });
    expect(paginate(5, 2, 100, BASE, parseQuery('', {}))).toBeNull();
    expect(paginate(0, 1, 100, BASE, parseQuery('', {}))).toEqual({ offset: 0, end: 0, next: null, previous: null });
  });
});

describe('readPagination', () => {
  const cases: Array<
    [string, { given: string; strict?: boolean; want: { page: number; pageSize: number } | string[] }]
  > = [
    ['absent', { given: '', want: { page: 1, pageSize: 100 } }],
    ['plain values', { given: 'page=3&page_size=20', want: { page: 3, pageSize: 20 } }],
    ['page_size above the maximum is capped', { given: 'page_size=99999', want: { page: 1, pageSize: 1500 } }],
    ['page_size not a number falls back', { given: 'page_size=abc', want: { page: 1, pageSize: 100 } }],
    ['page_size 0 falls back', { given: 'page_size=0', want: { page: 1, pageSize: 100 } }],
    ['page_size negative falls back', { given: 'page_size=-4', want: { page: 1, pageSize: 100 } }],
    ['page_size with blanks and a sign (Python int())', { given: 'page_size=+25%20', want: { page: 1, pageSize: 25 } }],
    [
      'page_size of twenty digits is a positive integer, capped',
      { given: `page_size=${'9'.repeat(20)}`, want: { page: 1, pageSize: 1500 } },
    ],
    [
      'page_size of twenty digits, negative, falls back',
      { given: `page_size=-${'9'.repeat(20)}`, want: { page: 1, pageSize: 100 } },
    ],
    [
      'page_size with underscores between digits (Python int())',
      { given: 'page_size=1_0', want: { page: 1, pageSize: 10 } },
    ],
    [
      'page_size with a doubled or trailing underscore falls back',
      { given: 'page_size=1__0', want: { page: 1, pageSize: 100 } },
    ],
    ['page_size of -0 falls back', { given: 'page_size=-0', want: { page: 1, pageSize: 100 } }],
    [
      'page_size with U+0085 around (Python int() strips it)',
      { given: 'page_size=%C2%8525%C2%85', want: { page: 1, pageSize: 25 } },
    ],
    [
      'page_size with a byte-order mark falls back (Python int() keeps U+FEFF)',
      { given: 'page_size=%EF%BB%BF25', want: { page: 1, pageSize: 100 } },
    ],
    ['page with underscores (Python int())', { given: 'page=1_2', want: { page: 12, pageSize: 100 } }],
    [
      'page of twenty digits is past any last page',
      { given: `page=${'9'.repeat(20)}`, want: { page: INVALID_PAGE, pageSize: 100 } },
    ],
    ['page not a number', { given: 'page=abc', want: { page: INVALID_PAGE, pageSize: 100 } }],
    ['page 0', { given: 'page=0', want: { page: INVALID_PAGE, pageSize: 100 } }],
    ['page last', { given: 'page=last', want: { page: LAST_PAGE, pageSize: 100 } }],
    [
      'page last with a blank is no page (DRF compares the value as sent with "last")',
      { given: 'page=%20last', want: { page: INVALID_PAGE, pageSize: 100 } },
    ],
    [
      'page with a byte-order mark is no page (Python int() keeps U+FEFF)',
      { given: 'page=%EF%BB%BF2', want: { page: INVALID_PAGE, pageSize: 100 } },
    ],
    ['page with blanks around (Python int())', { given: 'page=%202%09', want: { page: 2, pageSize: 100 } }],
    [
      'page_size in Arabic-Indic digits (Python int() reads any decimal digits)',
      { given: 'page_size=%D9%A1%D9%A2', want: { page: 1, pageSize: 12 } },
    ],
    ['page_size in fullwidth digits', { given: 'page_size=%EF%BC%92%EF%BC%95', want: { page: 1, pageSize: 25 } }],
    [
      'page_size mixing scripts, a sign and an underscore',
      { given: 'page_size=+1_%E0%A5%AA', want: { page: 1, pageSize: 14 } },
    ],
    [
      'page_size in mathematical bold digits (outside the BMP)',
      { given: `page_size=${encodeURIComponent('\u{1D7D7}\u{1D7CE}')}`, want: { page: 1, pageSize: 90 } },
    ],
    ['page in Devanagari digits', { given: 'page=%E0%A5%A9', want: { page: 3, pageSize: 100 } }],
    [
      'superscript two is no decimal digit (Python int() refuses it)',
      { given: 'page_size=%C2%B2', want: { page: 1, pageSize: 100 } },
    ],
    ['strict: page_size above the maximum', { given: 'page_size=99999', strict: true, want: ['page_size'] }],
    ['strict: page not a number', { given: 'page=abc', strict: true, want: ['page'] }],
    ['strict: both', { given: 'page=0&page_size=abc', strict: true, want: ['page', 'page_size'] }],
  ];
  test.each(cases)('%s', (_name, { given, strict, want }) => {
    const errors: Record<string, string[]> = {};
    const got = readPagination(parseQuery(given, {}, { strict }), errors);
    if (Array.isArray(want)) expect(Object.keys(errors)).toEqual(want);
    else {
      expect(got).toEqual(want);
      expect(errors).toEqual({});
    }
  });
  test('the digits read are runs of ten decimal digits (Nd) of this Node, 660 of them', () => {
    const digit = /^\p{Nd}$/u;
    const read = [];
    for (let c = 0; c <= 0x10ffff; c++) if (decimalValue(c) !== undefined) read.push(c);
    expect(read).toHaveLength(660);
    for (const c of read) expect(digit.test(String.fromCodePoint(c)), `U+${c.toString(16)}`).toBe(true);
    expect(
      [0x30, 0x39, 0x3a, 0x2f, 0x660, 0x669, 0xff10, 0x1d7ce, 0x1d7d8, 0x1d7ff, 0x1fbf9, 0xb2].map(decimalValue),
    ).toEqual([0, 9, undefined, undefined, 0, 9, 0, 0, 0, 9, 9, undefined]);
  });
  test.each([
    ['Garay, Unicode 16', 0x10d40],
    ['Kawi, Unicode 15', 0x11f53],
    ['Tolong Siki, Unicode 17', 0x11de9],
    ['Ol Onal, Unicode 16 (its zero is U+1E5F1)', 0x1e5f1],
  ])('a digit of a script newer than Python 3.11 knows is none (%s), as int() refuses it', (_name, c) => {
    expect(decimalValue(c)).toBeUndefined();
    expect(readPagination(parseQuery(`page_size=1${encodeURIComponent(String.fromCodePoint(c))}`, {}), {})).toEqual({
      page: 1,
      pageSize: 100,
    });
  });
  // CPython 3.11 itself, where this machine has it: the same digits with the same values.
  const python311 = spawnSync('python3', ['-c', 'import sys; sys.exit(sys.version_info[:2] != (3, 11))']).status === 0;
  test.skipIf(!python311)(
    'CPython 3.11 reads the same digits with the same values (skipped without python3 3.11 on PATH)',
    () => {
      const script =
        'import unicodedata, json; print(json.dumps([[c, unicodedata.decimal(chr(c))] for c in range(0x110000) if unicodedata.decimal(chr(c), None) is not None]))';
      const python = JSON.parse(spawnSync('python3', ['-c', script], { encoding: 'utf8' }).stdout) as [
        number,
        number,
      ][];
      const ours: [number, number][] = [];
      for (let c = 0; c <= 0x10ffff; c++) {
        const value = decimalValue(c);
        if (value !== undefined) ours.push([c, value]);
      }
      expect(ours).toEqual(python);
    },
    30_000,
  );
  test('a list with its own maximum (consumption allows 25000)', () => {
    expect(readPagination(parseQuery('page_size=99999', {}), {}, { maxPageSize: 25_000 })).toEqual({
      page: 1,
      pageSize: 25_000,
    });
  });
  test('paginate answers INVALID_PAGE as past the end and LAST_PAGE as the last page', () => {
    const q = parseQuery('', {});
    expect(paginate(250, INVALID_PAGE, 100, BASE, q)).toBeNull();
    expect(paginate(250, LAST_PAGE, 100, BASE, q)).toMatchObject({ offset: 200, end: 250, next: null });
    expect(paginate(0, LAST_PAGE, 100, BASE, q)).toMatchObject({ offset: 0, end: 0 });
  });
});
