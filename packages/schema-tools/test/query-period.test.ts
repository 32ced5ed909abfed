import { describe, expect, test } from 'vitest';
import {
  PERIOD_TO_NOT_AFTER_FROM,
  PERIOD_TO_WITHOUT_FROM,
  queryPeriodError,
  type QueryPeriod,
} from '../src/query-period.js';

const T = Date.UTC(2024, 5, 1);

describe('queryPeriodError', () => {
  test.each<[string, { given: QueryPeriod; want: string | undefined }]>([
    ['no period', { given: { fromGiven: false, toGiven: false }, want: undefined }],
    ['period_from alone', { given: { fromGiven: true, toGiven: false, from: T }, want: undefined }],
    ['period_to alone', { given: { fromGiven: false, toGiven: true, to: T }, want: PERIOD_TO_WITHOUT_FROM }],
    ['period_to alone, unreadable', { given: { fromGiven: false, toGiven: true }, want: PERIOD_TO_WITHOUT_FROM }],
    ['period_to after period_from', { given: { fromGiven: true, toGiven: true, from: T, to: T + 1 }, want: undefined }],
    [
      'period_to equal to period_from',
      { given: { fromGiven: true, toGiven: true, from: T, to: T }, want: PERIOD_TO_NOT_AFTER_FROM },
    ],
    [
      'period_to before period_from',
      { given: { fromGiven: true, toGiven: true, from: T, to: T - 1 }, want: PERIOD_TO_NOT_AFTER_FROM },
    ],
    ['period_from unreadable', { given: { fromGiven: true, toGiven: true, to: T }, want: undefined }],
    ['period_to unreadable', { given: { fromGiven: true, toGiven: true, from: T }, want: undefined }],
  ])('%s', (_name, { given, want }) => {
    expect(queryPeriodError(given)).toBe(want);
  });
});
