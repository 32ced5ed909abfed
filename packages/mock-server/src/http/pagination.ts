/**
 * Page-number pagination as the contract states it: exact count, absolute next/previous URLs that
 * keep the other parameters (sorted by name, as DRF's replace_query_param does), page 1 without
 * `page`, 404 past the last page.
 */
import type { Query } from './query.js';

/** Default and largest page sizes (the contract's 1..1500 on every list). */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1500;

/**
 * The link to a page of the same list.
 * @example pageLink('http://127.0.0.1:4010/v1/products/', query, 1) // no page parameter
 */
export function pageLink(baseUrl: string, query: Query, page: number): string {
  return pageLinks(baseUrl, query)(page);
}

/**
 * A link maker for pages of one list: the other parameters are sorted and encoded once, and `page`
 * goes where a stable sort by name would put it (after names below "page", before names above).
 */
function pageLinks(baseUrl: string, query: Query): (page: number) => string {
  let pairs = query.pairs;
  for (let i = 1; i < pairs.length; i++) {
    if (pairs[i - 1]![0] > pairs[i]![0]) {
      // Out of order: a stable sort by name (DRF keeps the order of repeated names).
      pairs = pairs.map((pair, index) => [pair, index] as const).sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1])).map(([pair]) => pair);
      break;
    }
  }
  let before = '';
  let after = '';
  for (const [k, v] of pairs) {
    if (k === 'page') continue;
    const text = `${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
    if (k < 'page') before = before === '' ? text : `${before}&${text}`;
    else after = after === '' ? text : `${after}&${text}`;
  }
  const withoutPage = before === '' ? after : after === '' ? before : `${before}&${after}`;
  const page1 = withoutPage === '' ? baseUrl : `${baseUrl}?${withoutPage}`;
  const head = before === '' ? `${baseUrl}?` : `${baseUrl}?${before}&`;
  const tail = after === '' ? '' : `&${after}`;
  return (page) => (page > 1 ? `${head}page=${page}${tail}` : page1);
}

/** The envelope's links and the slice bounds of a page; null when the page is past the end. */
export function paginate(count: number, page: number, pageSize: number, baseUrl: string, query: Query): { offset: number; end: number; next: string | null; previous: string | null } | null {
  const offset = (page - 1) * pageSize;
  if (page > 1 && offset >= count) return null;
  const end = Math.min(offset + pageSize, count);
  const hasNext = end < count;
  const links = hasNext || page > 1 ? pageLinks(baseUrl, query) : null;
  return {
    offset,
    end,
    next: hasNext ? links!(page + 1) : null,
    previous: page > 1 ? links!(page - 1) : null,
  };
}
