import { contractOperations } from '../contract.js';
import type { Exchange } from '../http/exchange.js';
import { inspectResponse } from '../rules/response-rules.js';
import { boundedMessage, ruleTexts, MAX_VIOLATIONS_PER_CHECK, type CheckResult } from './check.js';

const RULES = ruleTexts([
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

/**
 * One result per GET operation of the contract, tallied as the run goes: each response is checked
 * when it arrives and only its verdict is kept (a count, the time, at most
 * `MAX_VIOLATIONS_PER_CHECK` violations per operation, each redacted and cut to a bounded length),
 * so memory does not grow with the size or
 * the number of responses. Every response of an operation validates against its schema and obeys
 * the rules a single response can show; an operation the run did not reach is skipped with the
 * reason; a response to a path the contract lacks is reported under `responses.unknown-path`.
 */
export class ResponseTally {
  private readonly byOperation = new Map<string, { count: number; result: CheckResult }>();

  /** `redact` takes the credentials out of a message before it is cut and kept. Absent: kept as it is. */
  constructor(private readonly redact: (text: string) => string = (text) => text) {
    for (const op of contractOperations())
      this.entry(op.operationId, `responses of ${op.operationId} (GET ${op.path}) obey the contract`);
  }

  private entry(operationId: string, title: string): { count: number; result: CheckResult } {
    let e = this.byOperation.get(operationId);
    if (!e) {
      e = {
        count: 0,
        result: {
          id: `responses.${operationId}`,
          title,
          status: 'passed',
          rules: RULES,
          violations: [],
          requests: 0,
          ms: 0,
        },
      };
      this.byOperation.set(operationId, e);
    }
    return e;
  }

  /** Checks one response and keeps its verdict. */
  add(exchange: Exchange): void {
    const verdict = inspectResponse(exchange);
    const e =
      verdict.operationId === undefined
        ? this.entry('unknown-path', 'responses to paths the contract does not have are 404s')
        : this.entry(verdict.operationId, '');
    e.count += 1;
    e.result.requests += 1;
    e.result.ms += Math.round(exchange.ms);
    for (const v of verdict.violations) {
      if (e.result.violations.length < MAX_VIOLATIONS_PER_CHECK)
        e.result.violations.push({
          rule: v.rule,
          message: boundedMessage(
            this.redact(
              `${exchange.method} ${exchange.path}${exchange.auth === 'none' ? '' : ` (${exchange.auth})`}: ${v.message}`,
            ),
          ),
        });
    }
  }

  /** The results so far, one per operation (the unknown-path one only when a response needed it). */
  results(): CheckResult[] {
    const out: CheckResult[] = [];
    for (const [operationId, { count, result }] of this.byOperation) {
      if (operationId === 'unknown-path' && count === 0) continue;
      const copy: CheckResult = { ...result, violations: [...result.violations] };
      if (count === 0) {
        copy.status = 'skipped';
        copy.reason = 'no request of the run reached this operation';
      } else if (copy.violations.length > 0) copy.status = 'failed';
      out.push(copy);
    }
    return out;
  }
}

/** The results of {@link ResponseTally} over a list of exchanges. */
export function responseResults(exchanges: readonly Exchange[]): CheckResult[] {
  const tally = new ResponseTally();
  for (const exchange of exchanges) tally.add(exchange);
  return tally.results();
}
