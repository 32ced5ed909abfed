import { violation, type Violation } from './rule-catalogue.js';

/** What a list request asked for: the page and the page size the server should have used. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** A list body as the contract describes it. */
export interface ListBody {
  count: number;
  next: string | null;
  previous: string | null;
  results: unknown[];
}

/** Whether a body has the list envelope's four fields with their types. */
export function isListBody(body: unknown): body is ListBody {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    Number.isInteger(b.count) &&
    (b.next === null || typeof b.next === 'string') &&
    (b.previous === null || typeof b.previous === 'string') &&
    Array.isArray(b.results)
  );
}

/**
 * The page and page size a list request asks for, read as the platform reads them: a missing or
 * unreadable page_size is the default, one above the maximum the maximum; a missing page is 1.
 * Undefined when the page is not a positive integer (the server answers 404 then).
 */
export function readPageRequest(
  query: URLSearchParams,
  maxPageSize: number,
  defaultPageSize = 100,
): PageRequest | undefined {
  const rawPage = query.get('page') ?? '';
  const page = rawPage === '' ? 1 : /^\d+$/.test(rawPage) ? Number(rawPage) : NaN;
  if (!Number.isInteger(page) || page < 1) return undefined;
  const rawSize = query.get('page_size') ?? '';
  const size = /^\d+$/.test(rawSize) ? Number(rawSize) : NaN;
  const pageSize = Number.isInteger(size) && size >= 1 ? Math.min(size, maxPageSize) : defaultPageSize;
  return { page, pageSize };
}

/** The page number a `next`/`previous` link points at (1 when it has no `page`); undefined if unreadable. */
export function linkPage(link: string): number | undefined {
  let url: URL;
  try {
    url = new URL(link, 'http://link.invalid/');
  } catch {
    return undefined;
  }
  const page = url.searchParams.get('page');
  if (page === null) return 1;
  return /^\d+$/.test(page) ? Number(page) : undefined;
}

/**
 * Checks one page of a list against the page it was asked for: its size, and that `next` and
 * `previous` exist exactly when there is a page after and before, pointing at page ± 1.
 * @example checkListEnvelope({ count: 3, next: null, previous: null, results: [1, 2, 3] }, { page: 1, pageSize: 2 })
 *   // [{ rule: 'list-envelope', message: '... 3 records on a page of 2' }, ...]
 */
export function checkListEnvelope(body: ListBody, request: PageRequest): Violation[] {
  const out: Violation[] = [];
  const { page, pageSize } = request;
  const n = body.results.length;
  if (n > pageSize) out.push(violation('list-envelope', `${n} records on a page of page_size ${pageSize}`));
  const before = (page - 1) * pageSize;
  const last = before + n >= body.count;
  if (body.count < before + n)
    out.push(
      violation(
        'list-envelope',
        `count ${body.count} is less than the ${before + n} records up to this page (page ${page} of size ${pageSize})`,
      ),
    );
  if (last && body.next !== null)
    out.push(
      violation(
        'list-envelope',
        `next is ${body.next} on the last page (count ${body.count}, page ${page} of size ${pageSize})`,
      ),
    );
  if (!last && body.next === null)
    out.push(
      violation(
        'list-envelope',
        `next is null but count ${body.count} says there are more than the ${before + n} records up to page ${page}`,
      ),
    );
  if (!last && n < pageSize)
    out.push(
      violation(
        'list-envelope',
        `page ${page} holds ${n} records, not page_size ${pageSize}, although it is not the last page`,
      ),
    );
  if (body.next !== null && linkPage(body.next) !== page + 1)
    out.push(violation('list-envelope', `next (${body.next}) does not point at page ${page + 1}`));
  if (page === 1 && body.previous !== null)
    out.push(violation('list-envelope', `previous is ${body.previous} on page 1`));
  if (page > 1 && body.previous === null) out.push(violation('list-envelope', `previous is null on page ${page}`));
  if (page > 1 && body.previous !== null && linkPage(body.previous) !== page - 1)
    out.push(violation('list-envelope', `previous (${body.previous}) does not point at page ${page - 1}`));
  return out;
}
