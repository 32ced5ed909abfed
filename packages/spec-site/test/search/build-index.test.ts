// The site's index: every document points at a page of the site and, for a field or parameter, at
// an id on it; what a partner types finds what they look for.
import MiniSearch from 'minisearch';
import { describe, expect, inject, test } from 'vitest';
import { loadContract } from '../../src/build/load-contract.js';
import { readEventCatalogue } from '../../src/model/event-catalogue.js';
import { readRestContract } from '../../src/model/rest-operations.js';
import { guideMocks } from '../../src/model/mock-exchanges.js';
import { rateChartData } from '../../src/model/rate-chart-data.js';
import { allGuides } from '../../src/render/guides/guides.js';
import {
  buildSearchIndex,
  guideSections,
  plainText,
  searchDocuments,
  searchIndexScript,
} from '../../src/search/build-index.js';
import {
  MAX_RESULTS,
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
const sections = guideSections(allGuides({ rest, openapi, mocks: guideMocks(), chart: rateChartData() }));
const docs = searchDocuments(rest, catalogue, sections);
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
    expect(count('operation')).toBe(15);
    expect(count('redirect')).toBe(12);
    expect(count('event')).toBe(265);
    // The shared types no payload uses are left out.
    expect(count('shared type')).toBe(41);
    expect(docs.some((d) => d.kind === 'shared type' && d.context.includes('used by 0'))).toBe(false);
    expect(count('guide')).toBe(5 + sections.length);
    expect(sections.length).toBeGreaterThan(10);
    expect(count('header')).toBeGreaterThan(20);
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

describe('guideSections', () => {
  test('every <h2 id> of a guide page, its heading as text', () => {
    expect(sections).toContainEqual({
      page: 'guides/errors/',
      guide: 'Errors',
      id: 'statuses',
      heading: 'Every error status',
    });
  });
});

/**
 * What a partner types, and the result that must come first (`rank` 1) or in the first three:
 * kind, and the title or the URL it must have.
 */
const QUERIES: ReadonlyArray<[query: string, rank: 1 | 3, kind: string, where: RegExp]> = [
  // Generic words find the API and the guides before the events.
  [
    'meter',
    1,
    'operation',
    /^rest\/(getElectricityMeterPoint|listElectricityMeterConsumption|listGasMeterConsumption)\//,
  ],
  ['consumption', 1, 'operation', /^rest\/list(Electricity|Gas)MeterConsumption\//],
  ['account', 1, 'operation', /^rest\/getAccount\//],
  ['products', 1, 'operation', /^rest\/listProducts\//],
  ['unit rates electricity', 1, 'operation', /^rest\/listElectricityStandardUnitRates\//],
  ['pagination', 1, 'guide', /^guides\/pagination\//],
  ['datetimes', 1, 'guide', /^guides\/datetimes-and-europe-london\//],
  ['errors', 3, 'guide', /^guides\/errors\//],
  // The real operation before its trailing-slash redirect.
  ['standing charge gas', 1, 'operation', /^rest\/listGasStandingCharges\//],
  ['standing charges electricity', 1, 'operation', /^rest\/listElectricityStandingCharges\//],
  // Response headers and guide sections.
  ['Retry-After', 1, 'header', /#response-429$/],
  ['WWW-Authenticate', 1, 'header', /#response-401$/],
  ['Location', 3, 'header', /#response-301$/],
  ['accepted forms', 3, 'guide', /^guides\/datetimes-and-europe-london\/#forms$/],
  ['error status', 3, 'guide', /^guides\/errors\/#statuses$/],
  ['lenient reading', 3, 'guide', /^guides\/leniency-and-strict-mode\//],
  // Names typed whole still find their own page first.
  ['account.created', 1, 'event', /^events\/account\.created\/v1\/$/],
  ['agreement revoked', 1, 'event', /^events\/agreement\.revoked\/v[12]\/$/],
  ['account_number', 1, '(field|parameter)', /account_number/],
  ['period_from', 1, 'parameter', /#param-query-period_from$/],
  ['Ledger', 1, 'shared type', /^shared-types\/Ledger\/$/],
  ['cloudevent', 1, 'page', /^envelope\/$/],
  ['ChargeList', 1, 'schema', /^rest\/schemas\/ChargeList\/$/],
  ['openapi.json', 1, 'page', /#downloads$/],
  ['changelog', 1, 'page', /^changelog\/$/],
];

describe('the query table', () => {
  test.each(QUERIES)('%j: in the top %i, a %s at %s', (query, rank, kind, where) => {
    const top = search(query).slice(0, rank);
    expect(
      top.some((r) => new RegExp(`^${kind}$`).test(r.kind) && where.test(r.url)),
      `${query}: ${JSON.stringify(top.map((r) => [r.kind, r.url]))}`,
    ).toBe(true);
  });

  test('every hit is reachable: the search returns all of them, beyond the 20 the list shows first', () => {
    expect(search('meter').length).toBeGreaterThan(MAX_RESULTS);
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
