/**
 * Registers the contract matchers with vitest. Import once, e.g. in a setup file:
 * @example
 * import '@energy-contracts/validator/vitest';
 * expect(body).toMatchResponseSchema({ method: 'GET', path: '/v1/products/', status: 200 });
 * expect(payload).toMatchEventSchema('account.created', 'v1');
 */
import { expect } from 'vitest';
import { contractMatchers, type ResponseSchemaTarget } from './matchers.js';
import type { EventValidationOptions } from './events.js';

expect.extend(contractMatchers);

interface ContractMatchers<R = unknown> {
  /** Passes when the value is a valid body for this request and status, per the OpenAPI contract. */
  toMatchResponseSchema(target: ResponseSchemaTarget): R;
  /** Passes when the value is a valid payload of this event type and version. */
  toMatchEventSchema(type: string, version: string, options?: EventValidationOptions): R;
}

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: the same default as vitest's own declaration
  interface Assertion<T = any> extends ContractMatchers<T> {}
  interface AsymmetricMatchersContaining extends ContractMatchers {}
}

export type { ResponseSchemaTarget };
