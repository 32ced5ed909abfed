// paginateRecords and paginate's link following, against scripted servers: credentials only to
// the base URL's origin, one page read at a time, loops and unbounded lists stopped.
import { describe, expect, test } from 'vitest';
import { createEnergyClient } from '../src/client.js';
import { ApiError, PaginationError } from '../src/errors.js';
import { paginateRecords, type Page } from '../src/paginate.js';

const page = <T>(results: T[], next: string | null, count = 6): Page<T> => ({ count, next, results });

describe('paginateRecords', () => {
  test('hands out every record once, even to next() calls made before a page arrives', async () => {
    const pages: Record<string, Page<number>> = {
      'https://a.example/l/?page=2': page([3, 4], 'https://a.example/l/?page=3'),
      'https://a.example/l/?page=3': page([5, 6], null),
    };
    const reads: string[] = [];
    const iterator = paginateRecords(
      async () => ({ page: page([1, 2], 'https://a.example/l/?page=2'), url: 'https://a.example/l/' }),
      async (url) => {
        reads.push(url);
        return pages[url]!;
      },
      {},
    );
    const results = await Promise.all(Array.from({ length: 7 }, () => iterator.next()));
    expect(results.map((r) => r.value)).toEqual([1, 2, 3, 4, 5, 6, undefined]);
    expect(results.at(-1)!.done).toBe(true);
    expect(reads).toEqual(['https://a.example/l/?page=2', 'https://a.example/l/?page=3']);
  });

  test('a relative next link is read against the page it came from', async () => {
    const reads: string[] = [];
    const iterator = paginateRecords(
      async () => ({ page: page([1], '?page=2', 3), url: 'https://a.example/v1/l/' }),
      async (url) => {
        reads.push(url);
        return url.endsWith('page=2') ? page([2], '/v1/l/?page=3', 3) : page([3], null, 3);
      },
      {},
    );
    expect(await iterator.toArray()).toEqual([1, 2, 3]);
    expect(reads).toEqual(['https://a.example/v1/l/?page=2', 'https://a.example/v1/l/?page=3']);
  });

  test('empty pages in the middle are skipped', async () => {
    const iterator = paginateRecords(
      async () => ({ page: page<number>([], 'https://a.example/l/?page=2', 1), url: 'https://a.example/l/' }),
      async () => page([9], null, 1),
      { maxPages: 5 },
    );
    expect(await iterator.toArray()).toEqual([9]);
  });

  test('a next link back to page 1 (as page=1, parameters reordered) is a repeated page', async () => {
    const iterator = paginateRecords(
      async () => ({ page: page([1], 'https://a.example/l/?page=2&b=2&a=1'), url: 'https://a.example/l/?a=1&b=2' }),
      async () => page([2], 'https://a.example/l/?b=2&page=1&a=1'),
      {},
    );
    const error = await iterator.toArray().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect((error as Error).message).toBe(
      'paginate: next link https://a.example/l/?b=2&page=1&a=1 repeats a page already read (after 2 page(s)); stopped instead of looping',
    );
  });

  test('without maxPages the bound is the pages count implies, plus one', async () => {
    let n = 1;
    const iterator = paginateRecords(
      async () => ({ page: page([0, 0], 'https://a.example/l/?page=2', 4), url: 'https://a.example/l/' }),
      async () => page([0, 0], `https://a.example/l/?page=${++n + 1}`, 4), // a server whose next never ends
      {},
    );
    await expect(iterator.toArray()).rejects.toMatchObject({ reason: 'too-many-pages', pages: 3 });
  });

  test.each([Number.NaN, 0, -1, 2.5, '3', null])(
    'maxPages %j is a TypeError naming it, before any page (NaN was no bound at all)',
    (maxPages) => {
      let reads = 0;
      const start = () =>
        paginateRecords(
          async () => {
            reads++;
            return { page: page([1], 'https://a.example/l/?page=2'), url: 'https://a.example/l/' };
          },
          async () => page([1], `https://a.example/l/?page=${++reads + 1}`),
          { maxPages: maxPages as number },
        );
      expect(start).toThrow(
        new TypeError(`maxPages: expected a whole number >= 1 (or Infinity), got ${String(maxPages)}`),
      );
      expect(reads).toBe(0);
    },
  );

  test('maxPages: Infinity leaves only the repeated-page check', async () => {
    const iterator = paginateRecords(
      async () => ({ page: page([1], 'https://a.example/l/?page=2', 1), url: 'https://a.example/l/' }),
      async (url) =>
        page(
          [Number(new URL(url).searchParams.get('page'))],
          url.endsWith('=5') ? null : `${url.slice(0, -1)}${Number(url.at(-1)) + 1}`,
          1,
        ),
      { maxPages: Number.POSITIVE_INFINITY },
    );
    expect(await iterator.toArray()).toEqual([1, 2, 3, 4, 5]);
  });

  test('an empty first page with a huge count does not make the bound huge: empty pages with ever-new links stop', async () => {
    let reads = 0;
    const iterator = paginateRecords<number>(
      async () => ({ page: page([], 'https://a.example/l/?page=2', 1e9), url: 'https://a.example/l/' }),
      async () => {
        if (++reads > 50) throw new Error('still reading after 50 pages');
        return page([], `https://a.example/l/?page=${reads + 2}`, 1e9);
      },
      {},
    );
    await expect(iterator.toArray()).rejects.toMatchObject({ reason: 'too-many-pages', pages: 2 });
  });

  test('an error ends the iteration', async () => {
    const iterator = paginateRecords<number>(
      async () => Promise.reject(new Error('down')),
      async () => page([], null),
      {},
    );
    await expect(iterator.next()).rejects.toThrow('down');
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });
});

describe('paginate follows next through the same fetch and headers', () => {
  test('credentials go to next links on the base origin only; other headers everywhere', async () => {
    const seen: [string, string | null, string | null][] = [];
    const client = createEnergyClient({
      baseUrl: 'https://api.example/v1/',
      apiKey: 'k',
      headers: { 'x-trace': 't1' },
      fetch: async (r) => {
        seen.push([r.url, r.headers.get('authorization'), r.headers.get('x-trace')]);
        const u = new URL(r.url);
        if (u.origin === 'https://api.example' && u.searchParams.get('page') === null) {
          return Response.json({
            count: 3,
            next: 'https://api.example/v1/electricity-meter-points/1/meters/S/consumption/?page=2',
            previous: null,
            results: [{ consumption: 1, interval_start: 'a', interval_end: 'b' }],
          });
        }
        if (u.searchParams.get('page') === '2')
          return Response.json({
            count: 3,
            next: 'https://cdn.example/v1/page3',
            previous: null,
            results: [{ consumption: 2, interval_start: 'a', interval_end: 'b' }],
          });
        return Response.json({
          count: 3,
          next: null,
          previous: null,
          results: [{ consumption: 3, interval_start: 'a', interval_end: 'b' }],
        });
      },
    });
    const records = await client
      .paginate('listElectricityMeterConsumption', { mpan: '1', serial_number: 'S' })
      .toArray();
    expect(records.map((r) => r.consumption)).toEqual([1, 2, 3]);
    const basic = `Basic ${btoa('k:')}`;
    expect(seen.map(([url, auth, trace]) => [new URL(url).origin, auth, trace])).toEqual([
      ['https://api.example', basic, 't1'],
      ['https://api.example', basic, 't1'],
      ['https://cdn.example', null, 't1'],
    ]);
    expect(new URL(seen[0]![0]).searchParams.get('page_size')).toBe('25000');
  });

  test('a body that is not a page is an ApiError saying what was expected', async () => {
    const client = createEnergyClient({
      baseUrl: 'https://api.example/v1/',
      fetch: async () => Response.json({ hello: 'world' }),
    });
    await expect(client.paginate('listProducts').toArray()).rejects.toThrow(
      /expected a page \{ count, next, previous, results \}, got \{"hello":"world"\}/,
    );
  });

  test.each<[string, unknown, RegExp]>([
    ['missing', undefined, /expected a page \{ count, next, previous, results \}/],
    ['a number', 5, /expected a page \{ count, next, previous, results \}/],
    ['not a URL', 'http://[', /next is not an http\(s\) URL: "http:\/\/\["/],
    ['another scheme', 'file:///etc/passwd', /next is not an http\(s\) URL: "file:\/\/\/etc\/passwd"/],
  ])(
    'a next link that is %s is an ApiError naming the page, and nothing more is fetched',
    async (_name, next, message) => {
      const sent: string[] = [];
      const client = createEnergyClient({
        baseUrl: 'https://api.example/v1/',
        fetch: async (r) => {
          sent.push(r.url);
          return Response.json({ count: 2, next, previous: null, results: [{ code: 'A' }] });
        },
      });
      const error = await client
        .paginate('listProducts')
        .toArray()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toMatch(/^GET https:\/\/api\.example\/v1\/products\/\?page_size=1500: /);
      expect((error as ApiError).message).toMatch(message);
      expect(sent).toHaveLength(1);
    },
  );

  test('page_size: undefined is no page size given: the contract maximum is asked for', async () => {
    const sent: string[] = [];
    const client = createEnergyClient({
      baseUrl: 'https://api.example/v1/',
      fetch: async (r) => {
        sent.push(new URL(r.url).search);
        return Response.json({ count: 0, next: null, previous: null, results: [] });
      },
    });
    await client.paginate('listProducts', { page_size: undefined, is_green: true }).toArray();
    await client.paginate('listProducts', { page_size: 10 }).toArray();
    expect(sent).toEqual(['?page_size=1500&is_green=true', '?page_size=10']);
  });

  test('paginate on an operation that is not a list is a TypeError', () => {
    const client = createEnergyClient({ baseUrl: 'https://api.example/v1/' });
    // @ts-expect-error getProduct is not a list operation
    expect(() => client.paginate('getProduct', { product_code: 'X' })).toThrow(
      /paginate: getProduct is not a list operation/,
    );
  });
});
