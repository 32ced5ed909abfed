/**
 * Page-number pagination as the contract states it: exact count, absolute next/previous URLs that
 * keep the other parameters (sorted by name, as DRF's replace_query_param does), page 1 without
 * `page`, 404 past the last page.
 */
import { readInteger, type Query } from './query.js';
import type { FieldErrors } from './response.js';

/** Default and largest page sizes (the contract's 1..1500 on every list). */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1500;

/**
 * A page number no page has: `page` was unreadable in lenient mode, so `paginate` answers it as
 * past the end (DRF's paginator: 404 "Invalid page.").
 */
export const INVALID_PAGE = Number.POSITIVE_INFINITY;
/** `page=last`, DRF's name for the last page (lenient mode). */
export const LAST_PAGE = -1;

/** Limits of one list's `page_size`. */
export interface PageSizeLimits {
  /** Absent: 100. */
  defaultPageSize?: number;
  /** Absent: 1500. */
  maxPageSize?: number;
}

/**
 * Reads `page` and `page_size`. Strict: integers in range or a 400 naming the parameter. Lenient
 * (DRF's PageNumberPagination): a `page_size` that is not a positive integer is the default, one
 * above the maximum is the maximum; a `page` that is not an integer >= 1 is {@link INVALID_PAGE}
 * (404 "Invalid page." from `paginate`), `last` is {@link LAST_PAGE}.
 * @example readPagination(parseQuery('page_size=99999', {}), {}) // { page: 1, pageSize: 1500 }
 */
export function readPagination(
  query: Query,
  errors: FieldErrors,
  limits: PageSizeLimits = {},
): { page: number; pageSize: number } {
  const defaultPageSize = limits.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const maxPageSize = limits.maxPageSize ?? MAX_PAGE_SIZE;
  if (query.strict) {
    return {
      page: readInteger(query, 'page', 1, 1, Number.MAX_SAFE_INTEGER, errors),
      pageSize: readInteger(query, 'page_size', defaultPageSize, 1, maxPageSize, errors),
    };
  }
  const size = pythonInt(query.values.get('page_size'));
  const pageSize = size === undefined || size <= 0 ? defaultPageSize : Math.min(size, maxPageSize);
  // As sent: DRF compares the raw value with its last_page_strings (" last" is no page), and int() strips its own blanks.
  const pageText = query.values.get('page');
  let page = 1;
  if (pageText === 'last') page = LAST_PAGE;
  else if (pageText !== undefined) {
    // Beyond 15 digits a page number is past any last page (and a double no longer holds it exactly).
    const n = pythonInt(pageText);
    page = n !== undefined && n >= 1 && n <= Number.MAX_SAFE_INTEGER ? n : INVALID_PAGE;
  }
  return { page, pageSize };
}

/**
 * The blanks Python's `int()` strips around its digits (measured on CPython 3.11 over every code
 * point): JavaScript's trim() differs, stripping U+FEFF (which int() refuses) and keeping U+0085
 * (which int() strips).
 */
const PYTHON_BLANKS =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

/**
 * What Python's `int()` reads from a query value, as DRF's pagination calls it: blanks around, an
 * optional sign, decimal digits with single underscores between them (`1_500`), any number of them
 * (a `page_size` of twenty nines is a positive integer, capped like any other; CPython's limit of
 * 4300 digits is never reached, as a query string holds at most MAX_QUERY_LENGTH characters, see
 * query.ts). Decimal digits are any script's that CPython 3.11 reads (`page_size=١٢` and fullwidth
 * `１２` are 12, scripts may be mixed; see {@link decimalValue}). Undefined when it reads no integer.
 */
function pythonInt(text: string | undefined): number | undefined {
  const t = text?.replace(PYTHON_BLANKS, '');
  if (t === undefined) return undefined;
  let digits: string;
  if (ASCII_INT.test(t)) digits = t.replaceAll('_', '');
  else if (UNICODE_INT.test(t)) {
    digits = '';
    for (const char of t) {
      if (char === '_') continue;
      const value = char === '+' || char === '-' ? char : decimalValue(char.codePointAt(0)!);
      if (value === undefined) return undefined;
      digits += value;
    }
  } else return undefined;
  return Number(digits);
}

const ASCII_INT = /^[+-]?[0-9]+(?:_[0-9]+)*$/;
const UNICODE_INT = /^[+-]?\p{Nd}+(?:_\p{Nd}+)*$/u;

/**
 * The zero of each run of ten decimal digits CPython 3.11's `int()` reads (its Unicode 14.0 database:
 * `unicodedata.decimal`), in order: 66 runs, 660 digits. A fixed list, not this Node's `\p{Nd}`: Node
 * 20.20 knows Unicode 17, whose 11 newer runs (Garay, Kawi, Tolong Siki...) Python 3.11 refuses, and
 * the mock answers alike on every Node.
 */
const DIGIT_ZEROS = [
  0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20,
  0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0,
  0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10, 0x104a0, 0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0,
  0x11450, 0x114d0, 0x11650, 0x116c0, 0x11730, 0x118e0, 0x11950, 0x11c50, 0x11d50, 0x11da0, 0x16a60, 0x16ac0, 0x16b50,
  0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0,
] as const;

/**
 * The value of a decimal digit as CPython 3.11 reads it (see DIGIT_ZEROS), undefined for a code
 * point that is none (a letter, a superscript, a digit of a script Python 3.11 does not know).
 * @example decimalValue(0x0663) // 3 (ARABIC-INDIC DIGIT THREE)
 */
export function decimalValue(codePoint: number): number | undefined {
  let low = 0;
  let high = DIGIT_ZEROS.length - 1;
  // The last zero at or below the code point, by bisection.
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (DIGIT_ZEROS[mid]! <= codePoint) low = mid;
    else high = mid - 1;
  }
  const value = codePoint - DIGIT_ZEROS[low]!;
  return value >= 0 && value < 10 ? value : undefined;
}

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
      pairs = pairs
        .map((pair, index) => [pair, index] as const)
        .sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1]))
        .map(([pair]) => pair);
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

/**
 * The envelope's links and the slice bounds of a page; null when the page is past the end (or
 * {@link INVALID_PAGE}). {@link LAST_PAGE} is the last page (1 for an empty list).
 * @example paginate(250, 2, 100, 'http://h/v1/products/', parseQuery('', {})) // { offset: 100, end: 200, ... }
 */
export function paginate(
  count: number,
  requestedPage: number,
  pageSize: number,
  baseUrl: string,
  query: Query,
): { offset: number; end: number; next: string | null; previous: string | null } | null {
  const page = requestedPage === LAST_PAGE ? Math.max(1, Math.ceil(count / pageSize)) : requestedPage;
  if (!Number.isFinite(page)) return null;
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
