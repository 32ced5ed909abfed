import MiniSearch from 'minisearch';
import { describe, expect, test } from 'vitest';
import {
  indexTerms,
  queryOptions,
  queryTerms,
  resultOf,
  SEARCH_OPTIONS,
  searchTable,
  type SearchDocument,
} from '../../src/shared/search-options.js';

describe('terms', () => {
  test.each([
    ['billing.ledger.entry_posted v2', ['billing.ledger.entry_posted', 'billing', 'ledger', 'entry', 'posted', 'v2']],
    ['account_number', ['account_number', 'account', 'number']],
    ['GET /products/{product_code}/', ['GET', 'products', 'product_code', 'product', 'code']],
    ['plain words.', ['plain', 'words']],
  ])('index %j', (text, want) => expect(indexTerms(text)).toEqual(want));
  test.each([
    ['account_n', ['account', 'n']],
    ['ledger entr', ['ledger', 'entr']],
    ['  ', []],
  ])('query %j', (text, want) => expect(queryTerms(text)).toEqual(want));
});

const docs: SearchDocument[] = [
  {
    id: 0,
    kind: 'field',
    title: 'account_number',
    name: '',
    text: '',
    url: 'events/a.b/v1/#field-payload.account_number',
    context: 'a.b v1',
  },
  {
    id: 1,
    kind: 'event',
    title: 'account.created v1',
    name: 'account.created',
    text: 'Account created.',
    url: 'events/account.created/v1/',
    context: 'Account',
  },
  {
    id: 2,
    kind: 'field',
    title: 'ledger.account.number',
    name: '',
    text: '',
    url: 'events/a.b/v1/#field-payload.ledger.account.number',
    context: 'a.b v1',
  },
  {
    id: 3,
    kind: 'operation',
    title: 'Get an account',
    name: 'GET /accounts/{account_number}/ getAccount',
    text: '',
    url: 'rest/getAccount/',
    context: 'GET /accounts/{account_number}/',
  },
];
const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
index.addAll(docs);
const table = searchTable(docs);
const titles = (q: string) =>
  index.search(q, queryOptions(table, q)).map((hit) => resultOf(table, hit.id as number).title);

describe('queries', () => {
  test.each([
    ['account_n', ['account_number', 'Get an account']],
    ['ledger acc', ['ledger.account.number']],
    ['account.created', ['account.created v1']],
    ['acount created', ['account.created v1']],
    ['nothing', []],
  ])('%j', (query, want) =>
    expect(
      titles(query)
        .filter((t) => want.includes(t))
        .sort(),
    ).toEqual([...want].sort()),
  );
  test('every part must match', () => expect(titles('ledger created')).toEqual([]));
  test('an operation outranks a field that matches as well', () =>
    expect(titles('account number')[0]).toBe('Get an account'));
  test('a title that is the query ranks first', () => expect(titles('account_number')[0]).toBe('account_number'));
});

describe('searchTable', () => {
  test('pages are shared, fragments kept, results rebuilt', () => {
    expect(table.pages).toHaveLength(3);
    expect(table.docs[2]).toEqual([0, 'ledger.account.number', 0, '#field-payload.ledger.account.number']);
    for (const d of docs)
      expect(resultOf(table, d.id)).toEqual({ kind: d.kind, title: d.title, url: d.url, context: d.context });
  });
  test('ids must be positions', () =>
    expect(() => searchTable([{ ...docs[1]!, id: 5 }])).toThrow('search document 0 has id 5'));
});
