/**
 * @energy-contracts/mock-server: a deterministic mock of the energy platform's REST API.
 * @example
 * import { startMockServer } from '@energy-contracts/mock-server';
 * const mock = await startMockServer({ port: 0, now: '2025-01-15T12:00:00Z' });
 * console.log(await (await fetch(`${mock.url}products/`)).json());
 * await mock.close();
 */
export { createMockApp, DEFAULT_ACCOUNT_NUMBER, DEFAULT_API_KEY, DEFAULT_SEED, MockOptionError } from './app.js';
export type { MockApp, MockAppOptions, MockRequest, MockResponse, OperationPath, ResponseValidator } from './app.js';
export { startMockServer } from './server.js';
export { DOCS_MARKER_HEADER, DOCS_PREFIX, DOCS_PROBE_PATH } from './docs/docs-route.js';
export type { DocsProbe } from './docs/docs-route.js';
export type { MockServerOptions, RunningMockServer } from './server.js';
export { loadContractValidator } from './validate.js';
export { parseQueryDateTime } from '@energy-contracts/schema-tools/london-time';
