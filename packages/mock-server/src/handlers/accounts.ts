/**
 * GET /accounts/{account_number}/: authentication first (401), then the number's shape and the
 * query's length (400), then ownership (403: another account's number, existing or not, so
 * existence does not leak).
 */
import type { AccountBody } from '../data/accounts.js';
import type { AuthResult } from '../http/auth.js';
import { truncate } from '../http/query.js';
import {
  addError,
  detail,
  json,
  NOT_FOUND_MESSAGE,
  UNAUTHORIZED_HEADERS,
  type Answer,
  type FieldErrors,
} from '../http/response.js';

const ACCOUNT_NUMBER = /^[A-Z]-[0-9A-F]{8}$/;

/**
 * Answers the account endpoint for an authentication result, from the accounts by number; `errors`
 * holds what reading the query found (its length).
 */
export function getAccount(
  accounts: ReadonlyMap<string, AccountBody>,
  number: string,
  auth: AuthResult,
  errors: FieldErrors = {},
): Answer {
  if (!auth.ok) return detail(401, auth.message, UNAUTHORIZED_HEADERS);
  if (!ACCOUNT_NUMBER.test(number))
    addError(
      errors,
      'account_number',
      `Expected an account number like A-1A2B3C4D (a letter, "-", 8 hex digits), got "${truncate(number)}".`,
    );
  if (Object.keys(errors).length > 0) return json(400, errors);
  if (number !== auth.accountNumber) return detail(403, 'You do not have permission to perform this action.');
  const account = accounts.get(number);
  return account === undefined ? detail(404, NOT_FOUND_MESSAGE) : json(200, account);
}
