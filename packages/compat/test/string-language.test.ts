// compareStringLanguages as a table: pattern and format moves, and the direction sampling finds.
import { describe, expect, test } from 'vitest';
import { compareStringLanguages } from '../src/string-language.js';
import type { Effect } from '../src/schema-diff.js';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';

const QUERY_DATE_TIME = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$`;
const table: [string, { before: { [k: string]: Json }; after: { [k: string]: Json }; want: Effect; shows?: RegExp }][] =
  [
    [
      'a date-only alternative added to the pattern',
      {
        before: { pattern: QUERY_DATE_TIME },
        after: { pattern: String.raw`^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$` },
        want: 'widens',
        shows: /now also "\d{4}-\d{2}-\d{2}"/,
      },
    ],
    [
      'the zone made mandatory',
      {
        before: { pattern: QUERY_DATE_TIME },
        after: { pattern: String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$` },
        want: 'narrows',
        shows: /no longer/,
      },
    ],
    [
      'the same language written differently',
      { before: { pattern: '^[0-9]{3}$' }, after: { pattern: String.raw`^\d\d\d$` }, want: 'doc' },
    ],
    ['a pattern added to a free string', { before: {}, after: { pattern: '^A' }, want: 'narrows' }],
    [
      'a pattern replaced by another language',
      { before: { pattern: '^A+$' }, after: { pattern: '^B+$' }, want: 'changes' },
    ],
    [
      'format date-time replaced by the looser query pattern: each accepts strings the other refuses',
      { before: { format: 'date-time' }, after: { pattern: QUERY_DATE_TIME }, want: 'changes' },
    ],
    ['format removed', { before: { format: 'date' }, after: {}, want: 'widens' }],
  ];

describe('compareStringLanguages', () => {
  for (const [name, { before, after, want, shows }] of table) {
    test(name, () => {
      const verdict = compareStringLanguages(before, after);
      expect(verdict.effect, verdict.what).toBe(want);
      if (shows) expect(verdict.what).toMatch(shows);
    });
  }

  test('the verdict is the same on every run (fixed seed)', () => {
    const a = compareStringLanguages({ pattern: QUERY_DATE_TIME }, { pattern: '^\\d{4}' });
    const b = compareStringLanguages({ pattern: QUERY_DATE_TIME }, { pattern: '^\\d{4}' });
    expect(a).toEqual(b);
  });
});
