/**
 * @energy-contracts/validator: precompiled contract validation for platform events and the REST API.
 *
 * @example
 * import { validateEvent } from '@energy-contracts/validator';
 * const { valid, errors } = validateEvent('account.created', 'v1', payload, { strict: true });
 */
import lazyModules from './lazy-modules.cjs';
import type { EventValidationOptions } from './events.js';
import type { EnvelopeValidationResult } from './envelope.js';
import type { ResponseToValidate, ResponseValidationOptions, ResponseValidationResult } from './rest.js';
import type { RequestToValidate, RequestValidationOptions, RequestValidationResult } from './request.js';
import type { ParsedRequestPath, RouteMatch } from './routes.js';

export { validateEvent, isValidEvent, eventValidator, eventCatalogue, preloadEventValidators } from './events.js';
export type { EventValidationOptions } from './events.js';
export type { EnvelopeFormat, EnvelopeValidationResult } from './envelope.js';
export type { ResponseToValidate, ResponseValidationResult, ResponseValidationOptions } from './rest.js';
export type { RequestToValidate, RequestValidationOptions, RequestValidationResult } from './request.js';
export type { ParsedRequestPath, RouteMatch } from './routes.js';
export type { ValidationError, ValidationResult } from './errors.js';
export { PERIOD_TO_WITHOUT_FROM } from './errors.js';

// Cold start is what `import { validateEvent }` costs, so only the event path is imported
// statically. The envelope, REST and request modules (and, through them, the route tables) load on
// the first call of their function, through the literal require() calls of lazy-modules.cjs that
// bundlers can follow; Node shares one module cache between require(esm) and import.
type Lazy = typeof lazyModules;
let envelopeCache: ReturnType<Lazy['envelope']> | undefined;
let restCache: ReturnType<Lazy['rest']> | undefined;
let requestCache: ReturnType<Lazy['request']> | undefined;
let routesCache: ReturnType<Lazy['routes']> | undefined;
const envelope = (): ReturnType<Lazy['envelope']> => (envelopeCache ??= lazyModules.envelope());
const rest = (): ReturnType<Lazy['rest']> => (restCache ??= lazyModules.rest());
const request = (): ReturnType<Lazy['request']> => (requestCache ??= lazyModules.request());
const routes = (): ReturnType<Lazy['routes']> => (routesCache ??= lazyModules.routes());

/**
 * Recognises the delivery format of an event (this project's envelope, CloudEvents 1.0, an
 * EventBridge PutEvents entry or target event) and validates the delivery fields and the payload.
 * Never throws. Loads the envelope module on first call.
 * @example
 * validateEnvelope({ id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f', event_type: 'account.created', payload_version: 'v1',
 *   source: 'energy-platform', occurred_at: '2024-05-01T09:30:00Z', payload: { account_number: 'A-1A2B3C4D', account_user_emails: [] } })
 */
export function validateEnvelope(value: unknown, options?: EventValidationOptions): EnvelopeValidationResult {
  return envelope().validateEnvelope(value, options);
}

/**
 * Validates a REST response body (and headers, when given) against the documented schema of the
 * matched operation and status. Never throws. Loads the REST metadata on first call.
 * @example
 * validateResponse({ method: 'GET', path: '/v1/products/?page=2', status: 200, body: { count: 0, next: null, previous: null, results: [] } })
 */
export function validateResponse(
  response: ResponseToValidate,
  options?: ResponseValidationOptions,
): ResponseValidationResult {
  return rest().validateResponse(response, options);
}

/**
 * Validates the path and query parameters of a request against the matched operation, reading
 * query values as the platform does unless `{ strict: true }`. Never throws. Loads the REST
 * metadata on first call.
 * @example validateRequest({ method: 'GET', path: '/v1/products/', query: { page_size: '2000' } }, { strict: true }).errors[0]?.path // '/query/page_size'
 */
export function validateRequest(
  toValidate: RequestToValidate,
  options?: RequestValidationOptions,
): RequestValidationResult {
  return request().validateRequest(toValidate, options);
}

/**
 * Finds the documented operation for a method and concrete path.
 * @example matchRoute('GET', '/v1/products/AGILE-24-04-03/')
 */
export function matchRoute(method: string, requestPath: string): RouteMatch {
  return routes().matchRoute(method, requestPath);
}

/**
 * Splits a request path or URL into the part the spec's templates describe and its query string.
 * @example parseRequestPath('https://host/v1/products/?page=2') // { path: '/products/', query: 'page=2' }
 */
export function parseRequestPath(input: string): ParsedRequestPath {
  return routes().parseRequestPath(input);
}
