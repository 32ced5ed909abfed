/**
 * Types of the client's calls, derived from the generated REST types (`operations` of
 * @energy-contracts/types/rest) and the generated operation table: the parameters of an operation
 * are its path and query parameters in one object, its result is its 200 body.
 *
 * @example
 * const params: OperationParams<'getProduct'> = { product_code: 'AGILE-24-04-03', tariffs_active_at: '2024-05-01T00:00Z' };
 */
import type { operations } from '@energy-contracts/types/rest';
import type { OperationId } from '../generated/operations.js';

export type { OperationId } from '../generated/operations.js';

// biome-ignore lint/complexity/noBannedTypes: `{}` is the type of no parameters, which an empty object satisfies
type Defined<T> = [Exclude<T, undefined>] extends [never] ? {} : Exclude<T, undefined>;
type ParametersOf<Id extends OperationId> = operations[Id]['parameters'];

/** The path and query parameters of an operation, as one object (`{ product_code, tariff_code, period_from, ... }`). */
export type OperationParams<Id extends OperationId> = Defined<ParametersOf<Id>['path']> &
  Defined<ParametersOf<Id>['query']>;

type Body<Id extends OperationId> = operations[Id]['responses'][200]['content']['application/json'];

/**
 * The 200 body of an operation. A page's `results` is typed as an array of its records (the
 * generated `PaginatedList & { results: Charge[] }` intersects `unknown[]` with `Charge[]`, on
 * which `.map` would see `unknown`).
 */
export type OperationResult<Id extends OperationId> =
  Body<Id> extends { results: readonly unknown[] }
    ? Omit<Body<Id>, 'results'> & { results: Body<Id>['results'][number][] }
    : Body<Id>;

/** The list operations: those whose body is a page `{ count, next, previous, results }`. */
export type ListOperationId = {
  [Id in OperationId]: OperationResult<Id> extends { results: readonly unknown[] } ? Id : never;
}[OperationId];

/** One record of a list operation. */
export type ListItem<Id extends ListOperationId> = OperationResult<Id>['results'][number];

/** Options of one call. */
export interface CallOptions {
  /** Cancels the call (and its retries' waits); the call rejects with the signal's reason. Absent: not cancellable. */
  signal?: AbortSignal;
}

/**
 * The arguments of an operation's method: the parameters are optional when none is required.
 * `Options` is what the call takes after them (`paginate` takes its own).
 */
export type OperationArgs<Id extends OperationId, Options = CallOptions> =
  // biome-ignore lint/complexity/noBannedTypes: true when every parameter is optional
  {} extends OperationParams<Id>
    ? [params?: OperationParams<Id>, options?: Options]
    : [params: OperationParams<Id>, options?: Options];

/** One method per operation of the contract, named by its operationId, resolving to the 200 body. */
export type OperationMethods = { [Id in OperationId]: (...args: OperationArgs<Id>) => Promise<OperationResult<Id>> };
