import { describe, expect, test } from 'vitest';
import {
  checkListEnvelope,
  isListBody,
  linkPage,
  readPageRequest,
  type ListBody,
} from '../../src/rules/list-envelope.js';

const page = (count: number, n: number, next: string | null, previous: string | null): ListBody => ({
  count,
  next,
  previous,
  results: Array.from({ length: n }, (_, i) => i),
});
const U = 'http://h/v1/products/';

describe('checkListEnvelope', () => {
  test.each<[string, { body: ListBody; page: number; size: number; want: RegExp[] }]>([
    ['a coherent first page', { body: page(5, 2, `${U}?page=2&page_size=2`, null), page: 1, size: 2, want: [] }],
    [
      'a coherent middle page',
      { body: page(5, 2, `${U}?page=3&page_size=2`, `${U}?page_size=2`), page: 2, size: 2, want: [] },
    ],
    ['a coherent last page', { body: page(5, 1, null, `${U}?page=2&page_size=2`), page: 3, size: 2, want: [] }],
    ['a single page', { body: page(2, 2, null, null), page: 1, size: 100, want: [] }],
    ['an empty list', { body: page(0, 0, null, null), page: 1, size: 100, want: [] }],
    [
      'more records than page_size',
      { body: page(5, 3, `${U}?page=2`, null), page: 1, size: 2, want: [/3 records on a page of page_size 2/] },
    ],
    [
      'next on the last page',
      { body: page(2, 2, `${U}?page=2`, null), page: 1, size: 2, want: [/next is .* on the last page/] },
    ],
    ['no next although more', { body: page(5, 2, null, null), page: 1, size: 2, want: [/next is null but count 5/] }],
    [
      'a short page that is not the last',
      { body: page(5, 1, `${U}?page=2`, null), page: 1, size: 2, want: [/holds 1 records, not page_size 2/] },
    ],
    [
      'next pointing at the same page',
      {
        body: page(5, 2, `${U}?page=2&page_size=2`, `${U}?page_size=2`),
        page: 2,
        size: 2,
        want: [/does not point at page 3/],
      },
    ],
    [
      'previous on page 1',
      { body: page(5, 2, `${U}?page=2`, `${U}?page=1`), page: 1, size: 2, want: [/previous is .* on page 1/] },
    ],
    [
      'no previous on page 2',
      { body: page(5, 2, `${U}?page=3`, null), page: 2, size: 2, want: [/previous is null on page 2/] },
    ],
    [
      'count smaller than the records seen',
      { body: page(3, 2, null, `${U}`), page: 2, size: 2, want: [/count 3 is less than the 4 records/] },
    ],
  ])('%s', (_name, { body, page: p, size, want }) => {
    const got = checkListEnvelope(body, { page: p, pageSize: size }).map((v) => v.message);
    expect(got).toHaveLength(want.length);
    for (const [i, re] of want.entries()) expect(got[i]).toMatch(re);
  });
});

describe('readPageRequest (the platform reading)', () => {
  test.each<[string, { page: number; pageSize: number } | undefined]>([
    ['', { page: 1, pageSize: 100 }],
    ['page=3&page_size=7', { page: 3, pageSize: 7 }],
    ['page_size=abc', { page: 1, pageSize: 100 }],
    ['page_size=0', { page: 1, pageSize: 100 }],
    ['page_size=99999', { page: 1, pageSize: 1500 }],
    ['page=0', undefined],
    ['page=x', undefined],
  ])('%s', (query, want) => expect(readPageRequest(new URLSearchParams(query), 1500)).toEqual(want));
});

test('linkPage and isListBody', () => {
  expect(linkPage(`${U}?page_size=2`)).toBe(1);
  expect(linkPage(`${U}?page=4`)).toBe(4);
  expect(linkPage(`${U}?page=last`)).toBeUndefined();
  expect(isListBody({ count: 0, next: null, previous: null, results: [] })).toBe(true);
  expect(isListBody({ count: '0', next: null, previous: null, results: [] })).toBe(false);
  expect(isListBody(null)).toBe(false);
});
