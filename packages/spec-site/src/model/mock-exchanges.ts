/**
 * Requests answered by the mock server in-process, for the guides: what a page shows as the
 * mock's answer is what the mock answers, computed while the site is built.
 */
import { createMockApp, DOCS_PREFIX, type MockApp } from '@energy-contracts/mock-server';
import { CHART_CLOCK } from './rate-chart-data.js';

/** The host the guides' exchanges are addressed to (the mock's default address). */
export const MOCK_HOST = '127.0.0.1:4010';

/** The mock's API at that address, as the pages name it. */
export const MOCK_API_URL = `http://${MOCK_HOST}/v1/`;

/** This site as the mock serves it at that address (`npm start`). */
export const MOCK_DOCS_URL = `http://${MOCK_HOST}${DOCS_PREFIX}/`;

/** One request and the mock's answer. */
export interface Exchange {
  method: string;
  /** Path and query below `/v1` (`/products/?page_size=2`). */
  request: string;
  /** Request headers sent, beyond Host. */
  headers: Record<string, string>;
  status: number;
  responseHeaders: Record<string, string>;
  /** The parsed JSON body (`undefined` without one). */
  body: unknown;
}

/** The two mocks of the guides: the platform's lenient reading, and `--strict`, on one fixed clock. */
export interface GuideMocks {
  lenient: MockApp;
  strict: MockApp;
}

/**
 * The guides' mocks, on the chart's fixed clock, default seed and credentials.
 * @example guideMocks().lenient.request('/v1/products/').status // 200
 */
export function guideMocks(): GuideMocks {
  return {
    lenient: createMockApp({ now: CHART_CLOCK, fallbackHost: MOCK_HOST }),
    strict: createMockApp({ now: CHART_CLOCK, fallbackHost: MOCK_HOST, strict: true }),
  };
}

/**
 * Sends one request (GET unless told) to an in-process mock.
 * @example exchange(guideMocks().lenient, '/products/?page_size=1').status // 200
 */
export function exchange(
  app: MockApp,
  request: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Exchange {
  const res = app.request(`/v1${request}`, { method, headers: { host: MOCK_HOST, ...headers } });
  return {
    method,
    request,
    headers,
    status: res.status,
    responseHeaders: res.headers,
    body: res.body === '' ? undefined : (JSON.parse(res.body) as unknown),
  };
}
