import { CHECKS } from './checks/index.js';
import {
  boundedMessage,
  CheckSkipped,
  MAX_VIOLATIONS_PER_CHECK,
  ruleTexts,
  type CheckContext,
  type CheckDefinition,
  type CheckResult,
} from './checks/check.js';
import { Discovery } from './checks/discovery.js';
import { ResponseTally } from './checks/responses.js';
import { namesATypoAway } from '@energy-contracts/schema-tools/nearest-names';
import { redactCredentials as redact, splitCredentials } from '@energy-contracts/schema-tools/redact';
import { baseUrlExtras } from './http/base-path.js';
import { checkLimit, MAX_TIMER_MS } from './limits.js';
import { BudgetExhausted, Requester, Unreachable } from './http/requester.js';
import type { RuleId } from './rules/rule-catalogue.js';

/** Options of {@link runContractTests}. */
export interface RunOptions {
  /** Base URL of the API, its path ending in the version segment: `https://host/v1/`. */
  baseUrl: string;
  /** API key for the account checks; absent: those checks are skipped. */
  apiKey?: string;
  /** The account the key opens; absent: the account checks are skipped. */
  accountNumber?: string;
  /** A product code to prefer when looking for a half-hourly tariff. */
  product?: string;
  /** The server reads query values strictly (the mock's `--strict`); absent: the platform's lenient reading. */
  strict?: boolean;
  /** Most requests sent; absent: 1000. */
  maxRequests?: number;
  /** Per-request time limit in ms, at most 2147483647 (Node's longest timer); absent: 10000. */
  timeoutMs?: number;
  /**
   * Overall time limit in ms, at most 2147483647 (Node's longest timer): then requests in flight
   * are aborted and the checks left are not run. Absent: 300000 (5 minutes).
   */
  maxDurationMs?: number;
  /** Largest response body read, bytes once decoded; a larger one fails the check that asked for it. Absent: 64 MiB. */
  maxBodyBytes?: number;
  /**
   * Only the checks whose id starts with one of these. Absent: every check. A prefix that selects
   * no check, or an empty list, is refused (the run rejects with a `RangeError` naming it and the nearest ids) before
   * any request.
   */
  only?: readonly string[];
  /** Called when a check starts and ends (progress). */
  onCheck?: (event: { phase: 'start'; id: string; title: string } | { phase: 'end'; result: CheckResult }) => void;
  /** The fetch to use; absent: the global fetch. */
  fetch?: typeof fetch;
}

/** The outcome of a run. */
export interface RunReport {
  baseUrl: string;
  strict: boolean;
  results: CheckResult[];
  summary: { passed: number; failed: number; skipped: number; errors: number; requests: number; ms: number };
  /** True when no check failed or could not finish (a check that ran out of time, requests or rate-limit budget is an `error`: the CLI exits 2). */
  conformant: boolean;
  /** Set when the run could not start (the server unreachable): the CLI exits 2. */
  fatal?: string;
}

/** What `runContractTests` would run, with what each needs (for listings and the vitest suite). */
export function listChecks(): Array<Pick<CheckDefinition, 'id' | 'title' | 'rules' | 'needs'>> {
  return CHECKS.map(({ id, title, rules, needs }) => ({ id, title, rules, ...(needs ? { needs } : {}) }));
}

/**
 * Why a list of `only` prefixes would leave a check out by mistake: an empty list, or the first
 * prefix that selects no check, with the ids a typo away and the groups of checks; undefined when
 * every prefix selects one. A typo would otherwise run nothing and pass.
 * @example unmatchedOnly(['prodcts']) // 'prodcts matches no check (nearest: products, ...); the checks are accounts, ...'
 */
export function unmatchedOnly(prefixes: readonly string[]): string | undefined {
  // No prefix selects nothing either: the run would report conformant having checked nothing.
  if (prefixes.length === 0) return 'an empty list selects no check (leave only out to run every check)';
  // The response checks are one per operation (responses.<operationId>), run by any prefix of
  // `responses.` or any prefix under it, as the run selects them.
  const ids = [...CHECKS.map((c) => c.id), 'responses.'];
  for (const prefix of prefixes) {
    if (prefix.startsWith('responses') || ids.some((id) => id.startsWith(prefix))) continue;
    const groups = [...new Set(ids.map((id) => id.split('.')[0]!))].sort();
    const nearest = namesATypoAway(prefix, [...groups, ...ids.filter((id) => id !== 'responses.')]);
    return `${prefix} matches no check${nearest.length > 0 ? ` (nearest: ${nearest.join(', ')})` : ''}; the checks are ${groups.join(', ')}`;
  }
  return undefined;
}

/**
 * Runs every check against a server and returns the report; never throws for what the server
 * does. Requests are read-only (GET), bounded in number and time, and honour `Retry-After`. A
 * numeric option that is not an integer in its range rejects with a RangeError naming it, before
 * any request.
 * @example
 * const report = await runContractTests({ baseUrl: 'http://127.0.0.1:4010/v1/', apiKey: 'sk_test_energy_contracts_demo_key', accountNumber: 'A-1A2B3C4D' });
 * console.log(report.conformant, report.summary);
 */
export async function runContractTests(options: RunOptions): Promise<RunReport> {
  const unmatched = options.only === undefined ? undefined : unmatchedOnly(options.only);
  if (unmatched !== undefined) throw new RangeError(`only: ${unmatched} (listChecks() names each)`);
  checkLimit('maxRequests', options.maxRequests, 1, Number.MAX_SAFE_INTEGER);
  checkLimit('timeoutMs', options.timeoutMs, 1, MAX_TIMER_MS);
  checkLimit('maxDurationMs', options.maxDurationMs, 1, MAX_TIMER_MS);
  checkLimit('maxBodyBytes', options.maxBodyBytes, 1, Number.MAX_SAFE_INTEGER);
  // The deadline aborts what is in flight, so the run ends at it, not after the request that crossed it.
  const maxDurationMs = options.maxDurationMs ?? 300_000;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), maxDurationMs);
  try {
    return await run(options, maxDurationMs, stop.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function run(options: RunOptions, maxDurationMs: number, signal: AbortSignal): Promise<RunReport> {
  const started = performance.now();
  // Messages are redacted before they are cut and kept (the secrets are known once the base URL is read).
  const tally = new ResponseTally((text) => redact(text, secrets));
  const requester = new Requester({
    baseUrl: options.baseUrl,
    ...(options.apiKey !== undefined ? { apiKey: options.apiKey } : {}),
    maxRequests: options.maxRequests ?? 1000,
    timeoutMs: options.timeoutMs ?? 10_000,
    deadline: Date.now() + maxDurationMs,
    signal,
    ...(options.maxBodyBytes !== undefined ? { maxBodyBytes: options.maxBodyBytes } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onExchange: (e) => tally.add(e),
  });
  // The key and any credentials in the base URL never reach a report, wherever a message repeats them.
  const secrets = [options.apiKey, ...splitCredentials(requester.baseUrl.href).secrets];
  const strict = options.strict === true;
  const discovery = new Discovery({
    ...(options.product !== undefined ? { product: options.product } : {}),
    ...(options.accountNumber !== undefined ? { accountNumber: options.accountNumber } : {}),
  });
  const report = (results: CheckResult[], fatal?: string): RunReport => {
    const count = (s: CheckResult['status']): number => results.filter((r) => r.status === s).length;
    const summary = {
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped'),
      errors: count('error'),
      requests: requester.sent,
      ms: Math.round(performance.now() - started),
    };
    return {
      baseUrl: redact(requester.baseUrl.href, secrets),
      strict,
      results,
      summary,
      conformant: fatal === undefined && summary.failed === 0 && summary.errors === 0,
      ...(fatal ? { fatal } : {}),
    };
  };

  // fetch refuses a URL with user information: say what to do instead (the CLI refuses it earlier).
  if (requester.baseUrl.username !== '' || requester.baseUrl.password !== '') {
    return report(
      [],
      `baseUrl carries credentials (${redact(requester.baseUrl.href, secrets)}), which fetch does not send: pass the API key as apiKey (--api-key)`,
    );
  }

  const extras = baseUrlExtras(new URL(options.baseUrl));
  if (extras !== undefined) return report([], redact(`baseUrl ${extras}`, secrets));

  // One request first: a server that cannot be reached ends the run at once (exit 2).
  try {
    await requester.get('/products/?page_size=1');
  } catch (error) {
    return report([], redact(`cannot reach ${requester.baseUrl.href}: ${(error as Error).message}`, secrets));
  }

  const results: CheckResult[] = [];
  const selected = CHECKS.filter(
    (c) => options.only === undefined || options.only.some((prefix) => c.id.startsWith(prefix)),
  );
  let stop: string | undefined;
  for (const check of selected) {
    options.onCheck?.({ phase: 'start', id: check.id, title: check.title });
    const result = await runCheck(check, { requester, discovery, strict, options, secrets, stop });
    if (
      result.status === 'error' &&
      result.reason !== undefined &&
      /request budget|time limit|cannot reach/.test(result.reason)
    )
      stop = result.reason;
    results.push(result);
    options.onCheck?.({ phase: 'end', result });
  }
  if (options.only === undefined || options.only.some((p) => 'responses.'.startsWith(p) || p.startsWith('responses'))) {
    for (const result of tally.results()) {
      const redacted = {
        ...result,
        violations: result.violations.map((v) => ({ ...v, message: redact(v.message, secrets) })),
      };
      options.onCheck?.({ phase: 'start', id: result.id, title: result.title });
      results.push(redacted);
      options.onCheck?.({ phase: 'end', result: redacted });
    }
  }
  return report(results);
}

async function runCheck(
  check: CheckDefinition,
  env: {
    requester: Requester;
    discovery: Discovery;
    strict: boolean;
    options: RunOptions;
    secrets: Array<string | undefined>;
    stop: string | undefined;
  },
): Promise<CheckResult> {
  const started = performance.now();
  const sentBefore = env.requester.sent;
  const result: CheckResult = {
    id: check.id,
    title: check.title,
    status: 'passed',
    rules: ruleTexts(check.rules),
    violations: [],
    requests: 0,
    ms: 0,
  };
  const finish = (): CheckResult => {
    result.requests = env.requester.sent - sentBefore;
    result.ms = Math.round(performance.now() - started);
    result.violations = result.violations.map((v) => ({ ...v, message: redact(v.message, env.secrets) }));
    if (result.reason !== undefined) result.reason = boundedMessage(redact(result.reason, env.secrets));
    return result;
  };
  if (env.stop !== undefined) {
    result.status = 'error';
    result.reason = `not run: ${env.stop}`;
    return finish();
  }
  if (check.needs === 'credentials' && (env.options.apiKey === undefined || env.options.accountNumber === undefined)) {
    result.status = 'skipped';
    result.reason = 'needs --api-key and --account-number';
    return finish();
  }
  const ctx: CheckContext = {
    options: {
      strict: env.strict,
      ...(env.options.accountNumber !== undefined ? { accountNumber: env.options.accountNumber } : {}),
      ...(env.options.product !== undefined ? { product: env.options.product } : {}),
    },
    requester: env.requester,
    discovery: env.discovery,
    get: (path, init) => env.requester.get(path, init),
    fail(rule: RuleId, message: string) {
      if (result.violations.length < MAX_VIOLATIONS_PER_CHECK)
        result.violations.push({ rule, message: boundedMessage(redact(message, env.secrets)) });
    },
    skip(reason: string): never {
      throw new CheckSkipped(reason);
    },
  };
  try {
    await check.run(ctx);
    if (result.violations.length > 0) result.status = 'failed';
  } catch (error) {
    const e = error as Error;
    if (e instanceof CheckSkipped) {
      result.status = result.violations.length > 0 ? 'failed' : 'skipped';
      result.reason = e.message;
    } else if (e instanceof BudgetExhausted || e instanceof Unreachable) {
      result.status = 'error';
      result.reason = e instanceof Unreachable ? `cannot reach the server: ${e.message}` : e.message;
    } else if (result.violations.length > 0) {
      result.status = 'failed';
      result.reason = e.message;
    } else {
      // Anything else is what the server answered making the check impossible to follow: a failure, with why.
      result.status = 'failed';
      result.violations.push({ rule: check.rules[0]!, message: boundedMessage(redact(e.message, env.secrets)) });
    }
  }
  return finish();
}
