import { describe, expect, test } from 'vitest';
import { selectEntries, SelectionError, type CatalogueEntry } from '../../src/events/event-catalogue.js';

const entry = (type: string, version: string, latest: boolean): CatalogueEntry => ({
  type,
  version,
  latest,
  schema: `schemas/${type}/${version}.json`,
  $id: `https://energy-contracts.example/schemas/${type}/${version}.json`,
  title: `${type} ${version}`,
  section: 'Test',
  summary: '',
  inlinesSharedType: null,
});
const entries = [
  entry('account.created', 'v1', true),
  entry('agreement.revoked', 'v1', false),
  entry('agreement.revoked', 'v2', true),
  entry('billing.ledger.entry_posted', 'v1', false),
  entry('billing.ledger.entry_posted', 'v2', true),
  entry('lifecycle.support-site.sale', '1.0.0', true),
];
const pairs = (list: CatalogueEntry[]) => list.map((e) => `${e.type} ${e.version}`);

describe('selectEntries', () => {
  const cases: Array<[string, { types?: string[]; versions?: string[]; want: string[] }]> = [
    ['no filter: everything', { want: pairs(entries) }],
    ['exact type', { types: ['agreement.revoked'], want: ['agreement.revoked v1', 'agreement.revoked v2'] }],
    [
      'prefix glob',
      { types: ['billing.*'], want: ['billing.ledger.entry_posted v1', 'billing.ledger.entry_posted v2'] },
    ],
    ['suffix glob', { types: ['*.revoked'], want: ['agreement.revoked v1', 'agreement.revoked v2'] }],
    [
      'latest',
      {
        versions: ['latest'],
        want: [
          'account.created v1',
          'agreement.revoked v2',
          'billing.ledger.entry_posted v2',
          'lifecycle.support-site.sale 1.0.0',
        ],
      },
    ],
    [
      'v1 and latest together',
      { types: ['agreement.*'], versions: ['v1', 'latest'], want: ['agreement.revoked v1', 'agreement.revoked v2'] },
    ],
    ['a version across types', { versions: ['v2'], want: ['agreement.revoked v2', 'billing.ledger.entry_posted v2'] }],
    ['a glob skips types without the version', { types: ['a*'], versions: ['v2'], want: ['agreement.revoked v2'] }],
  ];
  test.each(cases)('%s', (_name, { types, versions, want }) => {
    expect(pairs(selectEntries(entries, { types, versions }))).toEqual(want);
  });

  const errors: Array<[string, { types?: string[]; versions?: string[]; message: RegExp }]> = [
    [
      'unknown type',
      {
        types: ['acount.created'],
        message: /^--type acount\.created: unknown event type; nearest: account\.created, /,
      },
    ],
    ['glob matching nothing', { types: ['zzz.*'], message: /^--type zzz\.\*: no event type matches/ }],
    [
      'exact type without the version',
      { types: ['account.created'], versions: ['v2'], message: /account\.created has no such version; available: v1$/ },
    ],
    [
      'version nobody has',
      {
        versions: ['v7'],
        message:
          /^--version v7: no selected event type has this version; versions in the catalogue: 1\.0\.0, v1, v2, latest$/,
      },
    ],
  ];
  test.each(errors)('%s', (_name, { types, versions, message }) => {
    expect(() => selectEntries(entries, { types, versions })).toThrow(SelectionError);
    expect(() => selectEntries(entries, { types, versions })).toThrow(message);
  });
});
