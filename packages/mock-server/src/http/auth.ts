/**
 * Authentication of the account endpoint: HTTP Basic (API key as username, empty password),
 * `Authorization: Token <key>`, and the GraphQL JWT (raw or `JWT <token>`). Secrets are compared
 * with timingSafeEqual when the lengths agree, so the time of a comparison does not depend on how
 * much of a guess is right.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The credentials the mock accepts, all opening the demo account. */
export interface Credentials {
  apiKey: string;
  token: string;
  accountNumber: string;
}

/** Outcome of authenticating a request. */
export type AuthResult = { ok: true; accountNumber: string } | { ok: false; message: string };

/** Compares a given secret with the expected one (UTF-8 bytes), in constant time for equal lengths. */
function secretEquals(given: string, expected: Buffer): boolean {
  const bytes = Buffer.from(given, 'utf8');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
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
  const keyBytes = Buffer.from(credentials.apiKey, 'utf8');
  const tokenBytes = Buffer.from(credentials.token, 'utf8');
  const granted: AuthResult = { ok: true, accountNumber: credentials.accountNumber };
  return (authorization) => {
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
      const keyOk = secretEquals(decoded.slice(0, colon), keyBytes);
      return keyOk && decoded.length === colon + 1 ? granted : { ok: false, message: 'Invalid username/password.' };
    }
    if (scheme === 'token' || scheme === 'jwt') {
      if (rest === '') return { ok: false, message: 'Invalid token header. No credentials provided.' };
      const expected = scheme === 'token' ? keyBytes : tokenBytes;
      return secretEquals(rest, expected) ? granted : { ok: false, message: 'Invalid token.' };
    }
    // Anything else is taken as the raw JWT, which the platform accepts without a scheme.
    return secretEquals(header, tokenBytes) ? granted : { ok: false, message: 'Invalid token.' };
  };
}
