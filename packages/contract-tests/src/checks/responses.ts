import { contractOperations } from '../contract.js';
import type { Exchange } from '../http/exchange.js';
import { inspectResponse } from '../rules/response-rules.js';
import { ruleTexts, MAX_VIOLATIONS_PER_CHECK, type CheckResult } from './check.js';

/**
 * One result per GET operation of the contract: every response the run got for it validates
 * against its schema and obeys the rules a single response can show. An operation the run did not
 * reach is skipped with the reason; a response to a path the contract lacks is reported under
 * `responses.unknown-path`.
 */
export function responseResults(exchanges: readonly Exchange[]): CheckResult[] {
  const byOperation = new Map<string, { count: number; result: CheckResult }>();
  const rules = ruleTexts([
    'schema',
    'json-body',
    'error-shape',
    'auth-challenge',
    'list-envelope',
    'filters',
    'newest-first',
    'period-overlap',
    'trailing-slash',
  ]);
  const entry = (operationId: string, title: string): { count: number; result: CheckResult } => {
    let e = byOperation.get(operationId);
    if (!e) {
      e = {
        count: 0,
        result: { id: `responses.${operationId}`, title, status: 'passed', rules, violations: [], requests: 0, ms: 0 },
      };
      byOperation.set(operationId, e);
    }
    return e;
  };
  for (const op of contractOperations())
    entry(op.operationId, `responses of ${op.operationId} (GET ${op.path}) obey the contract`);
  for (const exchange of exchanges) {
    const verdict = inspectResponse(exchange);
    const e =
      verdict.operationId === undefined
        ? entry('unknown-path', 'responses to paths the contract does not have are 404s')
        : entry(verdict.operationId, '');
    e.count += 1;
    e.result.requests += 1;
    e.result.ms += Math.round(exchange.ms);
    for (const v of verdict.violations) {
      if (e.result.violations.length < MAX_VIOLATIONS_PER_CHECK)
        e.result.violations.push({
          rule: v.rule,
          message: `${exchange.method} ${exchange.path}${exchange.auth === 'none' ? '' : ` (${exchange.auth})`}: ${v.message}`,
        });
    }
  }
  const out: CheckResult[] = [];
  for (const [operationId, { count, result }] of byOperation) {
    if (operationId === 'unknown-path' && count === 0) continue;
    if (count === 0) {
      result.status = 'skipped';
      result.reason = 'no request of the run reached this operation';
    } else if (result.violations.length > 0) result.status = 'failed';
    out.push(result);
  }
  return out;
}
