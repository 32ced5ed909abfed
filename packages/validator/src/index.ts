/**
 * @energy-contracts/validator: precompiled contract validation for platform events and the REST API.
 *
 * @example
 * import { validateEvent } from '@energy-contracts/validator';
 * const { valid, errors } = validateEvent('account.created', 'v1', payload, { strict: true });
 */
export { validateEvent, isValidEvent, eventValidator, eventCatalogue, preloadEventValidators } from './events.js';
export type { EventValidationOptions } from './events.js';
export { validateEnvelope } from './envelope.js';
export type { EnvelopeFormat, EnvelopeValidationResult } from './envelope.js';
export { validateResponse } from './rest.js';
export type { ResponseToValidate, ResponseValidationResult, ResponseValidationOptions } from './rest.js';
export { validateRequest, PERIOD_TO_WITHOUT_FROM } from './request.js';
export type { RequestToValidate, RequestValidationResult } from './request.js';
export { matchRoute, parseRequestPath } from './routes.js';
export type { ValidationError, ValidationResult } from './errors.js';
