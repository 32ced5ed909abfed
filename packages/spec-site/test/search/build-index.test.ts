// The site's index: every document points at a page of the site and, for a field or parameter, at
// an id on it; what a partner types finds what they look for.
import MiniSearch from 'minisearch';
import { describe, expect, inject, test } from 'vitest';
import { loadContract } from '../../src/build/load-contract.js';
import { readEventCatalogue } from '../../src/model/event-catalogue.js';
import { readRestContract } from '../../src/model/rest-operations.js';
import { buildSearchIndex, plainText, searchDocuments, searchIndexScript } from '../../src/search/build-index.js';
import {
  queryOptions,
  resultOf,
  SEARCH_GLOBAL,
  SEARCH_OPTIONS,
  type SearchDocument,
} from '../../src/shared/search-options.js';
import { idsOf, readPage } from '../support/site-files.js';

const { openapi, asyncapi, catalogue: items } = loadContract();
const rest = readRestContract(openapi);
const catalogue = readEventCatalogue(asyncapi, items);
const docs = searchDocuments(rest, catalogue);
const payload = buildSearchIndex(docs);
const index = MiniSearch.loadJSON<SearchDocument>(payload.index, SEARCH_OPTIONS);
const search = (q: string) =>
  index.search(q, queryOptions(payload.table, q)).map((hit) => resultOf(payload.table, hit.id as number));

describe('plainText', () => {
  test.each([
    ['The `count` of **all** [pages](#x).', 'The count of all pages.'],
    ['a\n  b', 'a b'],
  ])('%j', (given, want) => expect(plainText(given)).toBe(want));
});

describe('searchDocuments', () => {
  test('operations, events, fields, parameters, shared types, schemas, guides', () => {
    const count = (kind: string) => docs.filter((d) => d.kind === kind).length;
    expect(count('operation')).toBe(27);
    expect(count('event')).toBe(265);
    expect(count('shared type')).toBe(50);
    expect(count('guide')).toBe(5);
    expect(count('field')).toBeGreaterThan(1500);
    expect(count('parameter')).toBeGreaterThan(50);
  });

  test('every document points at a page of the built site and an id on it', () => {
    const dir = inject('siteDir');
    const cache = new Map<string, Set<string>>();
    for (const d of docs) {
      const [page, fragment] = d.url.split('#') as [string, string | undefined];
      let ids = cache.get(page);
      if (ids === undefined) cache.set(page, (ids = idsOf(readPage(dir, page))));
      if (fragment !== undefined) expect(ids.has(fragment), d.url).toBe(true);
    }
  });
});

describe('the index', () => {
  test.each([
    ['account_number', /^(field|parameter)$/, 'account_number'],
    ['agreement revoked', 'event', /^agreement\.revoked v[12]$/],
    ['unit rates electricity', 'operation', /unit rates/],
    ['period_from', 'parameter', 'period_from'],
    ['Ledger', 'shared type', 'Ledger'],
    ['cloudevent', 'page', 'Envelope, EventBridge and CloudEvents'],
    ['datetimes', 'guide', 'Datetimes and Europe/London'],
    ['ChargeList', 'schema', 'ChargeList'],
  ])('%j finds a %s first', (query, kind, title) => {
    const [first] = search(query);
    expect(first?.kind).toMatch(kind);
    if (typeof title === 'string') expect(first?.title).toBe(title);
    else expect(first?.title).toMatch(title);
  });

  test('the script sets the global to the payload', () => {
    const script = searchIndexScript(payload);
    const self: Record<string, unknown> = {};
    new Function('self', script)(self);
    expect(self[SEARCH_GLOBAL]).toEqual(payload);
  });
});
