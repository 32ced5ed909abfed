/**
 * Authentication of the account endpoint: HTTP Basic (API key as username, empty password),
 * `Authorization: Token <key>`, and the GraphQL JWT (raw or `JWT <token>`). Secrets are compared
 * as SHA-256 digests with timingSafeEqual, so the comparison time depends on neither the length
 * nor the content of the guess.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The credentials the mock accepts, all opening the demo account. */
export interface Credentials {
  apiKey: string;
  token: string;
  accountNumber: string;
}

/** Outcome of authenticating a request. */
export type AuthResult = { ok: true; accountNumber: string } | { ok: false; message: string };

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Compares two secrets in constant time (equal-length digests). */
export function secretEquals(given: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(given), expected);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/**
 * A deterministic JWT-shaped token for an account (HS256 over a fixed payload, keyed by the seed),
 * standing in for the one the GraphQL interface issues.
 * @example demoToken(1, 'A-1A2B3C4D').split('.').length // 3
 */
export function demoToken(seed: number, accountNumber: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ sub: accountNumber, iss: 'energy-mock-server', iat: 1_700_000_000, gid: `mock-${seed}` }),
  );
  const signature = createHmac('sha256', `energy-mock-server-${seed}`)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * Builds an authenticator for a set of credentials.
 * @example createAuthenticator({ apiKey: 'k', token: 't', accountNumber: 'A-1A2B3C4D' })('Token k') // { ok: true, ... }
 */
export function createAuthenticator(credentials: Credentials): (authorization: string | undefined) => AuthResult {
  const keyDigest = digest(credentials.apiKey);
  const tokenDigest = digest(credentials.token);
  const granted: AuthResult = { ok: true, accountNumber: credentials.accountNumber };
  // Clients send the same header on every request: the verdict is kept per header value (a bounded
  // table of short headers; a flood of distinct values only clears it), so a request pays a map
  // lookup instead of base64 decoding and two SHA-256 digests. The table reveals nothing about the
  // secrets: a lookup's time depends on the header sent, not on how close it is to a key.
  const verdicts = new Map<string, AuthResult>();
  const decide = (authorization: string | undefined): AuthResult => {
    const header = authorization?.trim() ?? '';
    if (header === '') return { ok: false, message: 'Authentication credentials were not provided.' };
    const space = header.indexOf(' ');
    const scheme = (space < 0 ? header : header.slice(0, space)).toLowerCase();
    const rest = space < 0 ? '' : header.slice(space + 1).trim();
    if (scheme === 'basic') {
      if (rest === '') return { ok: false, message: 'Invalid basic header. No credentials provided.' };
      if (rest.includes(' '))
        return { ok: false, message: 'Invalid basic header. Credentials string should not contain spaces.' };
      if (!BASE64.test(rest))
        return { ok: false, message: 'Invalid basic header. Credentials not correctly base64 encoded.' };
      const decoded = Buffer.from(rest, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) return { ok: false, message: 'Invalid basic header. Credentials not correctly base64 encoded.' };
      const keyOk = secretEquals(decoded.slice(0, colon), keyDigest);
      return keyOk && decoded.length === colon + 1 ? granted : { ok: false, message: 'Invalid username/password.' };
    }
    if (scheme === 'token' || scheme === 'jwt') {
      if (rest === '') return { ok: false, message: 'Invalid token header. No credentials provided.' };
      const expected = scheme === 'token' ? keyDigest : tokenDigest;
      return secretEquals(rest, expected) ? granted : { ok: false, message: 'Invalid token.' };
    }
    // Anything else is taken as the raw JWT, which the platform accepts without a scheme.
    return secretEquals(header, tokenDigest) ? granted : { ok: false, message: 'Invalid token.' };
  };
  return (authorization) => {
    if (authorization === undefined || authorization.length > MAX_KEPT_HEADER) return decide(authorization);
    let verdict = verdicts.get(authorization);
    if (verdict === undefined) {
      verdict = decide(authorization);
      if (verdicts.size >= MAX_KEPT_VERDICTS) verdicts.clear();
      verdicts.set(authorization, verdict);
    }
    return verdict;
  };
}

const MAX_KEPT_VERDICTS = 256;
const MAX_KEPT_HEADER = 1024;
