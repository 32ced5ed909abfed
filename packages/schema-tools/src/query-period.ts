/**
 * The contract's rule on a query's period, `period_from`/`period_to`, in one place: the mock
 * server answers it with a 400 naming `period_to` and the validator's `validateRequest` reports it,
 * so the two agree. The bounds are read by `parseQueryDateTime` (`/london-time`). Plain
 * comparisons, no imports: the validator's entry point loads it on cold start.
 */

/**
 * The platform's message for a `period_to` sent without `period_from` (observed).
 * @example queryPeriodError({ fromGiven: false, toGiven: true }) // PERIOD_TO_WITHOUT_FROM
 */
export const PERIOD_TO_WITHOUT_FROM = 'period_to is only valid together with period_from.';

/**
 * The message for a `period_to` not after `period_from` (defined by the contract: such a period holds nothing).
 * @example queryPeriodError({ fromGiven: true, toGiven: true, from: 1, to: 1 }) // PERIOD_TO_NOT_AFTER_FROM
 */
export const PERIOD_TO_NOT_AFTER_FROM = 'period_to must be later than period_from.';

/**
 * A period's bounds as a query gave them: whether each was given (a lenient reading calls an empty
 * value not given) and, when readable, its instant (epoch ms, from `parseQueryDateTime`).
 * @example const period: QueryPeriod = { fromGiven: true, toGiven: false, from: Date.UTC(2024, 5, 1) };
 */
export interface QueryPeriod {
  fromGiven: boolean;
  toGiven: boolean;
  /** Absent: not given or unreadable (its own error says why). */
  from?: number;
  /** Absent: not given or unreadable (its own error says why). */
  to?: number;
}

/**
 * The rule on `period_from`/`period_to` the mock server answers with a 400 naming `period_to`, and
 * `validateRequest` reports: `period_to` only together with `period_from`, and later than it.
 * Undefined when the period is fine, or when a bound is unreadable (that bound's error is enough).
 * @example queryPeriodError({ fromGiven: true, toGiven: true, from: Date.UTC(2024, 5, 2), to: Date.UTC(2024, 5, 1) }) // PERIOD_TO_NOT_AFTER_FROM
 */
export function queryPeriodError(period: QueryPeriod): string | undefined {
  if (period.toGiven && !period.fromGiven) return PERIOD_TO_WITHOUT_FROM;
  if (period.from !== undefined && period.to !== undefined && period.from >= period.to) return PERIOD_TO_NOT_AFTER_FROM;
  return undefined;
}
