/**
 * The search's configuration, one source for the index built at build time and the query run in
 * the browser (MiniSearch needs the same fields and tokenizer on both sides).
 *
 * Identifiers are the point of this search (`account_number`, `billing.ledger.entry_posted`), so
 * the index holds each identifier whole and in its parts, and a query is split into parts that
 * must all match as prefixes: `ledger entr` and `account_n` both find what a reader expects.
 */
import type { Options, SearchOptions } from 'minisearch';

/** What a search result is. */
export type SearchKind =
  | 'operation'
  | 'redirect'
  | 'event'
  | 'field'
  | 'parameter'
  | 'header'
  | 'shared type'
  | 'schema'
  | 'guide'
  | 'page';

/** A document of the index. */
export interface SearchDocument {
  id: number;
  kind: SearchKind;
  /** What the result shows first: an operation's summary, `account.created v1`, a field path. */
  title: string;
  /** Identifiers to match (operation id and path, event type, field name...). */
  name: string;
  /** Prose to match (summary, description), plain text. */
  text: string;
  /** Where it is: a site path with its fragment, relative to the site's root. */
  url: string;
  /** What it belongs to, shown under the title (`in account.created v1`). */
  context: string;
}

/** What a result shows. */
export type StoredResult = Pick<SearchDocument, 'kind' | 'title' | 'url' | 'context'>;

/**
 * What results show, kept beside the index rather than in it (MiniSearch's stored fields would
 * repeat each page's URL and context for every field on it): per document `[kind, title, page,
 * fragment]`, per page `[url, context]`.
 */
export interface SearchTable {
  kinds: SearchKind[];
  docs: Array<[kind: number, title: string, page: number, fragment: string]>;
  pages: Array<[url: string, context: string]>;
}

/** What the index script carries: MiniSearch's JSON and the table of what results show. */
export interface SearchPayload {
  index: string;
  table: SearchTable;
}

/**
 * The table of documents (ids are positions).
 * @example searchTable([{ id: 0, kind: 'event', title: 'a.b v1', name: 'a.b', text: '', url: 'events/a.b/v1/', context: 'Billing' }]).docs // [[0, 'a.b v1', 0, '']]
 */
export function searchTable(documents: readonly SearchDocument[]): SearchTable {
  const kinds: SearchKind[] = [];
  const pages: Array<[string, string]> = [];
  const pageIndex = new Map<string, number>();
  const docs = documents.map((d, i): [number, string, number, string] => {
    if (d.id !== i) throw new Error(`search document ${i} has id ${d.id}: ids must be positions`);
    let kind = kinds.indexOf(d.kind);
    if (kind < 0) kind = kinds.push(d.kind) - 1;
    const hash = d.url.indexOf('#');
    const url = hash < 0 ? d.url : d.url.slice(0, hash);
    const key = `${url}\u0000${d.context}`;
    let page = pageIndex.get(key);
    if (page === undefined) pageIndex.set(key, (page = pages.push([url, d.context]) - 1));
    return [kind, d.title, page, hash < 0 ? '' : d.url.slice(hash)];
  });
  return { kinds, docs, pages };
}

/**
 * What a result shows, from the table.
 * @example resultOf(table, 0) // { kind: 'event', title: 'a.b v1', url: 'events/a.b/v1/', context: 'Billing' }
 */
export function resultOf(table: SearchTable, id: number): StoredResult {
  const [kind, title, page, fragment] = table.docs[id]!;
  const [url, context] = table.pages[page]!;
  return { kind: table.kinds[kind]!, title, url: `${url}${fragment}`, context };
}

const PARTS = /[^\p{L}\p{N}]+/u;
const WORDS = /[\s,;:()[\]{}"'`<>|/?=&]+/u;

/**
 * The terms of a text for the index: each word, and each word's parts (split at `_ . - /`).
 * @example indexTerms('billing.ledger.entry_posted v2') // ['billing.ledger.entry_posted', 'billing', 'ledger', 'entry', 'posted', 'v2']
 */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(WORDS)) {
    if (word === '') continue;
    const parts = word.split(PARTS).filter((p) => p !== '');
    if (parts.length > 1) out.push(word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
    out.push(...parts);
  }
  return out;
}

/**
 * The terms of a query: the parts of its words.
 * @example queryTerms('account_n') // ['account', 'n']
 */
export function queryTerms(text: string): string[] {
  return text.split(PARTS).filter((p) => p !== '');
}

/**
 * Ranks by kind when the text matches equally: operations and guides first (a generic word such
 * as "meter" means the API to most readers), events and types next, the fields on pages after
 * their pages, and the trailing-slash redirects last (they only point at the real operation). A
 * title that is the query still wins (see {@link queryOptions}), so `account.created` finds its event.
 */
const KIND_BOOST: Readonly<Record<SearchKind, number>> = {
  operation: 3,
  guide: 2.4,
  page: 2,
  schema: 1.4,
  header: 1.4,
  parameter: 1.3,
  event: 1.2,
  'shared type': 1.1,
  field: 1,
  redirect: 0.4,
};

/** MiniSearch's options (index and query alike). */
export const SEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'name', 'text'],
  storeFields: [],
  tokenize: indexTerms,
  processTerm: (term) => term.toLowerCase(),
  searchOptions: {
    tokenize: queryTerms,
    processTerm: (term) => term.toLowerCase(),
  },
};

/**
 * The options of one query as the reader types it. A query that looks like a name (it has a capital,
 * `_`, `.` or `-`: `account_number`, `Ledger`, `Retry-After`) ranks first the result whose title
 * is the query, then those whose title starts with it: the reader typed the whole name. A plain
 * lower-case word (`meter`) is a topic, and ranks by kind (operations and guides first).
 * @example index.search('account_n', queryOptions(table, 'account_n'))
 */
export function queryOptions(table: SearchTable, query = ''): SearchOptions {
  const trimmed = query.trim();
  const typed = trimmed.toLowerCase();
  const isName = /[A-Z_.-]/.test(trimmed);
  const titleBoost = (id: number) => {
    if (!isName) return 1;
    const title = table.docs[id]?.[1].toLowerCase() ?? '';
    return title === typed ? 4 : title.startsWith(typed) ? 2 : 1;
  };
  return {
    prefix: true,
    // Typos only in longer words: a short prefix is a prefix, not a typo, and fuzzy short terms cost the most.
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    combineWith: 'AND',
    boost: { title: 3, name: 2, text: 1 },
    boostDocument: (id: number) => (KIND_BOOST[table.kinds[table.docs[id]?.[0] ?? -1] ?? 'page'] ?? 1) * titleBoost(id),
  };
}

/**
 * Where a result leads from a page whose root is `root`; from `file://`, a directory names its `index.html`.
 * @example resultHref('../', 'rest/getProduct/#response-200', false) // '../rest/getProduct/#response-200'
 * @example resultHref('../', 'rest/getProduct/#response-200', true) // '../rest/getProduct/index.html#response-200'
 */
export function resultHref(root: string, url: string, fileProtocol: boolean): string {
  if (!fileProtocol) return root + url;
  const hash = url.indexOf('#');
  const page = hash < 0 ? url : url.slice(0, hash);
  return `${root}${page.endsWith('/') || page === '' ? `${page}index.html` : page}${hash < 0 ? '' : url.slice(hash)}`;
}

/** The global the index script sets to the index's JSON text. */
export const SEARCH_GLOBAL = '__SPEC_SITE_SEARCH__';

/** How many results the list shows. */
export const MAX_RESULTS = 20;
