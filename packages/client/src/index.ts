/**
 * @energy-contracts/client: a typed client for the energy platform's REST API, with pagination,
 * Europe/London periods, typed errors and retries that honour `Retry-After`. Every module is free
 * of side effects (`"sideEffects": false`): importing only the London helpers bundles no HTTP code.
 *
 * @example
 * import { createEnergyClient, londonDay } from '@energy-contracts/client';
 * const client = createEnergyClient({ baseUrl: 'http://127.0.0.1:4010/v1/' });
 * const rates = await client.unitRates({ tariff: 'E-1R-AGILE-24-04-03-C', period: londonDay('2024-03-31') }); // 46 half-hours
 */
export { createEnergyClient } from './client.js';
export type {
  CallOptions,
  ChargeQuery,
  ConsumptionQuery,
  EnergyClient,
  EnergyClientOptions,
  GroupBy,
  ListItem,
  ListOperationId,
  OperationArgs,
  OperationParams,
  OperationResult,
  PaginateArgs,
  PeriodQuery,
  RateAtOptions,
  Register,
} from './client.js';
export type { OperationId, OperationMethods } from './operation-types.js';
export {
  ApiError,
  AuthError,
  EnergyClientError,
  NetworkError,
  NotFoundError,
  PaginationError,
  RateLimitError,
  TimeoutError,
  ValidationError,
  errorForResponse,
} from './errors.js';
export type { RequestSummary } from './errors.js';
export { parseRetryAfter } from '@energy-contracts/schema-tools/retry-after';
export type { RetryOptions } from './transport.js';
export type { Page, PaginateOptions, RecordIterator } from './paginate.js';
export { inForceAt, londonDay, londonMonth } from './periods.js';
export type { Instant, Period } from './periods.js';
export {
  DAY_MS,
  HALF_HOUR_MS,
  HOUR_MS,
  addDays,
  clockChangeDays,
  formatQueryDateTime,
  londonDate,
  londonOffsetMs,
  nextDay,
  readQueryDateTime,
} from '@energy-contracts/schema-tools/london-time';
export { londonMidnight, londonWallToUtc } from './london-time.js';
export { chargeRecord, consumptionRecord, parseTariffCode } from './records.js';
export type { ChargeRecord, ConsumptionRecord, TariffCodeParts } from './records.js';
