/**
 * Page-number pagination as the contract states it: exact count, absolute next/previous URLs that
 * keep the other parameters (sorted by name, as DRF's replace_query_param does), page 1 without
 * `page`, 404 past the last page.
 */
import type { Query } from './query.js';

/** Default and largest page sizes (the contract's 1..1500 on every list). */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1500;

function encode(text: string): string {
  return encodeURIComponent(text);
}

/**
 * The link to a page of the same list.
 * @example pageLink('http://127.0.0.1:4010/v1/products/', query, 1) // no page parameter
 */
export function pageLink(baseUrl: string, query: Query, page: number): string {
  const kept = query.pairs.filter(([k]) => k !== 'page');
  if (page > 1) kept.push(['page', String(page)]);
  if (kept.length === 0) return baseUrl;
  const sorted = kept.map((pair, i) => [pair, i] as const).sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1]));
  return `${baseUrl}?${sorted.map(([[k, v]]) => `${encode(k)}=${encode(v)}`).join('&')}`;
}

/** The envelope's links and the slice bounds of a page; null when the page is past the end. */
export function paginate(count: number, page: number, pageSize: number, baseUrl: string, query: Query): { offset: number; end: number; next: string | null; previous: string | null } | null {
  const offset = (page - 1) * pageSize;
  if (page > 1 && offset >= count) return null;
  const end = Math.min(offset + pageSize, count);
  return {
    offset,
    end,
    next: end < count ? pageLink(baseUrl, query, page + 1) : null,
    previous: page > 1 ? pageLink(baseUrl, query, page - 1) : null,
  };
}
