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
export type SearchKind = 'operation' | 'event' | 'field' | 'parameter' | 'shared type' | 'schema' | 'guide' | 'page';

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

/** The fields stored in the index for display. */
export type StoredResult = Pick<SearchDocument, 'kind' | 'title' | 'url' | 'context'>;

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

/** Ranks by kind when the text matches equally: pages of their own before the fields on them. */
const KIND_BOOST: Readonly<Record<SearchKind, number>> = {
  operation: 1.6,
  event: 1.5,
  'shared type': 1.4,
  guide: 1.3,
  page: 1.3,
  schema: 1.2,
  parameter: 1.1,
  field: 1,
};

/** MiniSearch's options (index and query alike). */
export const SEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'name', 'text'],
  storeFields: ['kind', 'title', 'url', 'context'],
  tokenize: indexTerms,
  processTerm: (term) => term.toLowerCase(),
  searchOptions: {
    tokenize: queryTerms,
    processTerm: (term) => term.toLowerCase(),
  },
};

/** The options of each query as the reader types. */
export const QUERY_OPTIONS: SearchOptions = {
  prefix: true,
  // Typos only in longer words: a short prefix is a prefix, not a typo, and fuzzy short terms cost the most.
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  combineWith: 'AND',
  boost: { title: 3, name: 2, text: 1 },
  boostDocument: (_id, _term, stored) => KIND_BOOST[(stored?.kind as SearchKind | undefined) ?? 'page'] ?? 1,
};

/** The global the index script sets to the index's JSON text. */
export const SEARCH_GLOBAL = '__SPEC_SITE_SEARCH__';

/** How many results the list shows. */
export const MAX_RESULTS = 20;
