// Shared fixtures of the mock-server tests: one fixed clock, an in-process app, and the demo credentials.
import { createMockApp, type MockApp, type MockAppOptions } from '../src/app.js';

/** The fixed clock every test uses (a winter instant, GMT). */
export const NOW = '2025-01-15T12:00:00Z';
/** The Host tests send, so links are predictable. */
export const HOST = 'mock.test:4010';
export const ORIGIN = `http://${HOST}`;

/** A fresh app on the fixed clock. */
export function makeApp(options: MockAppOptions = {}): MockApp {
  return createMockApp({ now: NOW, fallbackHost: HOST, ...options });
}

/** GET through the app and parse the body. */
export function get(
  app: MockApp,
  url: string,
  headers: Record<string, string> = {},
): { status: number; headers: Record<string, string>; body: any; raw: string } {
  const res = app.request(url, { headers: { host: HOST, ...headers } });
  return {
    status: res.status,
    headers: res.headers,
    body: res.body === '' ? undefined : JSON.parse(res.body),
    raw: res.body,
  };
}

/**
 * A request path for a contract path template: the demo account's number for `{account_number}`
 * (its shape is checked before the route answers), `X-1` for any other parameter (the router
 * matches segments by position, so any value reaches the operation).
 * @example concretePath('/accounts/{account_number}/') // '/v1/accounts/A-1A2B3C4D/'
 */
export function concretePath(template: string): string {
  return `/v1${template.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'account_number' ? 'A-1A2B3C4D' : 'X-1'))}`;
}

/** The path (with query) of an absolute link on the test origin. */
export function pathOf(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

export const AGILE_C = '/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/';
