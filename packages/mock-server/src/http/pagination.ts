/**
 * Page-number pagination as the contract states it: exact count, absolute next/previous URLs that
 * keep the other parameters (sorted by name, as DRF's replace_query_param does), page 1 without
 * `page`, 404 past the last page.
 */
import { readInteger, type Query } from './query.js';
import { jsonString, type FieldErrors } from './response.js';

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
export function readPagination(query: Query, errors: FieldErrors, limits: PageSizeLimits = {}): { page: number; pageSize: number } {
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
const PYTHON_BLANKS = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

/**
 * What Python's `int()` reads from a query value, as DRF's pagination calls it: blanks around, an
 * optional sign, decimal digits with single underscores between them (`1_500`), any number of them
 * (a `page_size` of twenty nines is a positive integer, capped like any other; CPython's limit of
 * 4300 digits is never reached, as a query string holds at most MAX_QUERY_LENGTH characters, query.ts). Decimal
 * digits are any script's, as in Python (`page_size=١٢` and fullwidth `１２` are 12, scripts may
 * be mixed), by the Unicode version of this Node (CPython 3.11 knows Unicode 14's; later versions
 * added a few scripts). Undefined when it reads no integer.
 */
function pythonInt(text: string | undefined): number | undefined {
  const t = text?.replace(PYTHON_BLANKS, '');
  if (t === undefined) return undefined;
  let digits: string;
  if (ASCII_INT.test(t)) digits = t.replaceAll('_', '');
  else if (UNICODE_INT.test(t)) {
    digits = '';
    for (const char of t) if (char !== '_') digits += char === '+' || char === '-' ? char : String(decimalValue(char.codePointAt(0)!));
  } else return undefined;
  return Number(digits);
}

const ASCII_INT = /^[+-]?[0-9]+(?:_[0-9]+)*$/;
const UNICODE_INT = /^[+-]?\p{Nd}+(?:_\p{Nd}+)*$/u;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
// Values found so far: at most one entry per decimal digit of Unicode (under 800), so a long value
// walks back through its digits' runs once per distinct digit, not once per character.
const decimalValues = new Map<number, number>();

/**
 * The value of a decimal digit (general category Nd). Unicode encodes each script's digits as a run
 * of ten in order, zero first (a stability policy), and runs that touch start on a zero, so the
 * value is the count of digits before it in its block of touching runs, modulo ten.
 * @example decimalValue(0x0663) // 3 (ARABIC-INDIC DIGIT THREE)
 */
export function decimalValue(codePoint: number): number {
  let value = decimalValues.get(codePoint);
  if (value === undefined) {
    let start = codePoint;
    while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
    value = (codePoint - start) % 10;
    decimalValues.set(codePoint, value);
  }
  return value;
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
  // Queries read without errors are shared between requests (parseQuery keeps them): so is their
  // link maker per base URL (a handful of hosts per query at most; bounded all the same).
  let byBase = linkMakers.get(query);
  if (byBase === undefined) {
    byBase = new Map();
    linkMakers.set(query, byBase);
  }
  let maker = byBase.get(baseUrl);
  if (maker === undefined) {
    maker = linkMaker(baseUrl, query);
    if (byBase.size >= 16) byBase.clear();
    byBase.set(baseUrl, maker);
  }
  return maker;
}

const linkMakers = new WeakMap<Query, Map<string, (page: number) => string>>();

function linkMaker(baseUrl: string, query: Query): (page: number) => string {
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

/**
 * The envelope's links and the slice bounds of a page; null when the page is past the end (or
 * {@link INVALID_PAGE}). {@link LAST_PAGE} is the last page (1 for an empty list).
 * @example paginate(250, 2, 100, 'http://h/v1/products/', parseQuery('', {})) // { offset: 100, end: 200, ... }
 */
export function paginate(count: number, requestedPage: number, pageSize: number, baseUrl: string, query: Query): { offset: number; end: number; next: string | null; previous: string | null } | null {
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

/**
 * The bytes of a page's envelope up to the opening bracket of `results`, as every list writes it:
 * the records follow as byte slices, then PAGE_TAIL.
 * @example pageHead(0, null, null).toString() // '{"count":0,"next":null,"previous":null,"results":['
 */
export function pageHead(count: number, next: string | null, previous: string | null): Buffer {
  return Buffer.from(`{"count":${count},"next":${jsonString(next)},"previous":${jsonString(previous)},"results":[`, 'utf8');
}

/** The bytes that close a page: the end of `results` and of the envelope. */
export const PAGE_TAIL: Buffer = Buffer.from(']}');
