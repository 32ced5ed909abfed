import { errorLine, type ValidationError, type ValidationResult } from './errors.js';
import { validateEvent, type EventValidationOptions } from './events.js';
import { validateResponse } from './rest.js';

/** What {@link toMatchResponseSchema} needs besides the body. */
export interface ResponseSchemaTarget {
  method: string;
  path: string;
  status: number | string;
  headers?: Record<string, string | string[] | number | undefined>;
}

interface MatcherResult {
  pass: boolean;
  message: () => string;
}

/** Lists errors one per line, each naming its pointer once (see errorLine), for a failing assertion. */
export function describeErrors(errors: readonly ValidationError[], truncated?: boolean): string {
  const lines = errors.map((e) => `  ${errorLine(e)}`);
  if (truncated) lines.push('  ... (more errors not listed)');
  return lines.join('\n');
}

function toMatcherResult(result: ValidationResult, what: string, isNot: boolean): MatcherResult {
  return {
    pass: result.valid,
    message: () =>
      isNot || result.valid
        ? `expected the value not to match ${what}, but it does`
        : `expected the value to match ${what}, but it has ${result.errors.length} error(s):\n${describeErrors(result.errors, result.truncated)}`,
  };
}

/**
 * Matcher: the received body is a valid response for the request and status.
 * @example expect(body).toMatchResponseSchema({ method: 'GET', path: '/v1/products/', status: 200 })
 */
export function toMatchResponseSchema(
  // biome-ignore lint/suspicious/noConfusingVoidType: a matcher is also called as a plain function
  this: { isNot?: boolean } | void,
  received: unknown,
  target: ResponseSchemaTarget,
): MatcherResult {
  const result = validateResponse({ ...target, body: received });
  return toMatcherResult(
    result,
    `the ${String(target.status)} response schema of ${target.method.toUpperCase()} ${target.path}`,
    Boolean(this && this.isNot),
  );
}

/**
 * Matcher: the received value is a valid payload of (type, version).
 * @example expect(payload).toMatchEventSchema('account.created', 'v1', { strict: true })
 */
export function toMatchEventSchema(
  // biome-ignore lint/suspicious/noConfusingVoidType: a matcher is also called as a plain function
  this: { isNot?: boolean } | void,
  received: unknown,
  type: string,
  version: string,
  options?: EventValidationOptions,
): MatcherResult {
  const result = validateEvent(type, version, received, options);
  return toMatcherResult(
    result,
    `the schema of ${type} ${version}${options?.strict ? ' (strict)' : ''}`,
    Boolean(this && this.isNot),
  );
}

/** The matchers, ready for `expect.extend(contractMatchers)`. */
export const contractMatchers = { toMatchResponseSchema, toMatchEventSchema };
