/**
 * The record iterator behind `client.paginate`: reads a page, hands out its records, follows
 * `next`. A plain async iterator rather than an async generator: a record already read costs one
 * resolved promise, not a generator resumption (see the README's benchmark).
 *
 * @example
 * for await (const rate of client.paginate('listElectricityStandardUnitRates', { product_code, tariff_code })) console.log(rate.value_inc_vat);
 */
import { PaginationError } from './errors.js';
import type { CallOptions } from './operation-types.js';

/** A page as every list operation answers it. */
export interface Page<T> {
  count: number;
  next: string | null;
  results: readonly T[];
}

/** Options of `paginate`: those of one call, and a bound on the pages. */
export interface PaginateOptions extends CallOptions {
  /** Cancels the iteration (the page being read and any retry wait). Absent: not cancellable. */
  signal?: AbortSignal;
  /**
   * The most pages read, a whole number >= 1; one more is a {@link PaginationError} `too-many-pages`.
   * `Infinity`: no bound but the repeated-page check. Absent: the pages `count` implies, plus one
   * (at most 2 after an empty first page).
   */
  maxPages?: number;
}

/** An async iterator over every record of a list; `toArray()` reads them all. */
export interface RecordIterator<T> extends AsyncIterableIterator<T> {
  /** Reads every remaining record into an array. */
  toArray(): Promise<T[]>;
}

/**
 * A `next` link in a form where two links to the same page compare equal: the platform sorts
 * query parameters and leaves `page` out of page 1, a client need not.
 */
function pageKey(url: string): string {
  const u = new URL(url);
  if (u.searchParams.get('page') === '1') u.searchParams.delete('page');
  u.searchParams.sort();
  u.hash = '';
  return u.href;
}

/**
 * Iterates the records of a list: `first` reads page one and says its URL; `fetchPage` reads a
 * `next` link. Stops with a {@link PaginationError} when a `next` link leads to a page already
 * read (a server that loops) or when more pages than the bound would be read.
 * @throws TypeError naming `maxPages` when it is not a whole number >= 1 or Infinity (no page is read).
 * @example const all = await paginateRecords(first, fetchPage, {}).toArray();
 */
export function paginateRecords<T>(
  first: () => Promise<{ page: Page<T>; url: string }>,
  fetchPage: (url: string) => Promise<Page<T>>,
  options: PaginateOptions,
): RecordIterator<T> {
  const { maxPages } = options;
  // NaN would compare false with every page count: no bound at all.
  if (
    maxPages !== undefined &&
    !((Number.isInteger(maxPages) && maxPages >= 1) || maxPages === Number.POSITIVE_INFINITY)
  )
    throw new TypeError(`maxPages: expected a whole number >= 1 (or Infinity), got ${String(maxPages)}`);
  let buffer: readonly T[] = [];
  let index = 0;
  let started = false;
  let next: string | null = null;
  let current = '';
  let pages = 0;
  let bound = options.maxPages ?? Number.POSITIVE_INFINITY;
  let finished = false;
  let filling: Promise<IteratorResult<T>> | undefined;
  const seen = new Set<string>();

  async function fill(): Promise<IteratorResult<T>> {
    while (!finished) {
      let page: Page<T>;
      if (!started) {
        started = true;
        const answer = await first();
        page = answer.page;
        current = answer.url;
        seen.add(pageKey(current));
        // An empty first page says nothing of the page size: dividing count by 1 would allow count pages.
        if (options.maxPages === undefined)
          bound =
            page.results.length === 0 ? Math.min(page.count + 1, 2) : Math.ceil(page.count / page.results.length) + 1;
      } else if (next === null) {
        break;
      } else {
        const key = pageKey(next);
        if (seen.has(key)) throw new PaginationError('repeated-next', next, pages);
        if (pages >= bound) throw new PaginationError('too-many-pages', next, pages, bound);
        seen.add(key);
        page = await fetchPage(next);
        current = next;
      }
      pages++;
      // The platform's links are absolute; a relative one is read against the page it came from.
      next = page.next === null ? null : new URL(page.next, current).href;
      buffer = page.results;
      index = 0;
      if (buffer.length > 0) return { value: buffer[index++]!, done: false };
    }
    finished = true;
    return { value: undefined, done: true };
  }

  const iterator: RecordIterator<T> = {
    next(): Promise<IteratorResult<T>> {
      if (index < buffer.length) return Promise.resolve({ value: buffer[index++]!, done: false });
      if (finished) return Promise.resolve({ value: undefined, done: true });
      // One page read at a time: a call made while a page is being read waits for it, then takes its turn.
      if (filling !== undefined)
        return filling.then(
          () => iterator.next(),
          () => iterator.next(),
        );
      filling = fill()
        .catch((error: unknown) => {
          finished = true;
          throw error;
        })
        .finally(() => {
          filling = undefined;
        });
      return filling;
    },
    return(): Promise<IteratorResult<T>> {
      finished = true;
      buffer = [];
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
    async toArray(): Promise<T[]> {
      const all: T[] = [];
      for (;;) {
        if (index < buffer.length) {
          for (let i = index; i < buffer.length; i++) all.push(buffer[i]!);
          index = buffer.length;
        }
        const result = await iterator.next();
        if (result.done) return all;
        all.push(result.value);
      }
    },
  };
  return iterator;
}
