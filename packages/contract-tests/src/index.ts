/**
 * @energy-contracts/contract-tests: checks that any server honours the energy platform's REST
 * contract (schemas and the seed's rules), a validating proxy, and an event stream checker.
 *
 * @example
 * import { runContractTests } from '@energy-contracts/contract-tests';
 * const report = await runContractTests({ baseUrl: 'http://127.0.0.1:4010/v1/' });
 * if (!report.conformant) process.exitCode = 1;
 */
export { runContractTests, listChecks } from './runner.js';
export type { RunOptions, RunReport } from './runner.js';
export type { CheckResult, CheckStatus } from './checks/check.js';
export { startValidatingProxy } from './proxy/validating-proxy.js';
export type { ProxyOptions, ProxyRecord, ProxySummary, ValidatingProxy } from './proxy/validating-proxy.js';
export { checkEventStream } from './events/event-stream.js';
export type { EventStreamOptions, EventStreamReport, EventProblem } from './events/event-stream.js';
export { inspectResponse } from './rules/response-rules.js';
export type { ResponseVerdict } from './rules/response-rules.js';
export type { Exchange, AuthMode } from './http/exchange.js';
export { RULES } from './rules/rule-catalogue.js';
export type { RuleId, Violation } from './rules/rule-catalogue.js';
export { formatJunit } from './reporters/junit.js';
export { formatJson } from './reporters/json.js';
export { formatCheck, formatSummary } from './reporters/pretty.js';
