import type { AuthMode, Exchange } from '../http/exchange.js';
import type { Requester } from '../http/requester.js';
import { RULES, type RuleId, type Violation } from '../rules/rule-catalogue.js';
import type { Discovery } from './discovery.js';

/** The options of a run that checks read. */
export interface CheckOptions {
  /** The account the API key opens; absent: account and consumption checks are skipped. */
  accountNumber?: string;
  /** A product to prefer when looking for a half-hourly tariff. */
  product?: string;
  /** Whether the server reads query values strictly (the mock's `--strict`). */
  strict: boolean;
}

/** What a check works with: the requester, the shared discovery, and where its findings go. */
export interface CheckContext {
  readonly options: CheckOptions;
  readonly requester: Requester;
  readonly discovery: Discovery;
  /** Sends a GET of a path relative to the base URL. */
  get(path: string, init?: { auth?: AuthMode; headers?: Record<string, string> }): Promise<Exchange>;
  /** Records a violation; the check goes on and fails at its end. */
  fail(rule: RuleId, message: string): void;
  /** Ends the check as skipped, with the reason. */
  skip(reason: string): never;
}

/** One named check of a run. */
export interface CheckDefinition {
  id: string;
  title: string;
  /** The rules it enforces (see `RULES`). */
  rules: readonly RuleId[];
  /** `credentials`: needs `--api-key` and `--account-number`. */
  needs?: 'credentials';
  run(ctx: CheckContext): Promise<void>;
}

/** How a check ended. `error`: it could not finish (the server stopped answering, the budget ran out). */
export type CheckStatus = 'passed' | 'failed' | 'skipped' | 'error';

/** A check's outcome. */
export interface CheckResult {
  id: string;
  title: string;
  status: CheckStatus;
  /** The rules it enforces, each with where it is written. */
  rules: Array<{ id: RuleId; text: string }>;
  violations: Violation[];
  /** Why it was skipped or could not finish. */
  reason?: string;
  requests: number;
  ms: number;
}

/** Thrown by `ctx.skip`. */
export class CheckSkipped extends Error {
  override name = 'CheckSkipped';
}

/** The rule texts of a check. */
export const ruleTexts = (ids: readonly RuleId[]): Array<{ id: RuleId; text: string }> =>
  ids.map((id) => ({ id, text: RULES[id] }));

/** Longest violation message kept, in characters: a message quoting what the server sent is cut there. */
export const MAX_MESSAGE_CHARS = 1000;

/**
 * `message` cut at {@link MAX_MESSAGE_CHARS}, saying how much was left out, so a verdict quoting a
 * huge value (a `previous` link of megabytes) holds a bounded part of it. Cut only after redaction:
 * a secret cut in two would no longer be found.
 * @example boundedMessage('x'.repeat(1005)) // 'xxx…x… (5 more characters)'
 */
export function boundedMessage(message: string): string {
  if (message.length <= MAX_MESSAGE_CHARS) return message;
  // Not between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(message[MAX_MESSAGE_CHARS - 1]!) ? MAX_MESSAGE_CHARS - 1 : MAX_MESSAGE_CHARS;
  return `${message.slice(0, end)}… (${message.length - end} more characters)`;
}

/** Most violations kept per check: enough to see the pattern, bounded for a broken server. */
export const MAX_VIOLATIONS_PER_CHECK = 20;
