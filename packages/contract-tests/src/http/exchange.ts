import { setEntry } from '@energy-contracts/schema-tools/keyed-record';

/** One request this package made (or proxied) and what came back. */
export interface Exchange {
  method: string;
  /** The absolute URL requested. */
  url: string;
  /** Path and query relative to the base URL's path, with a leading slash: `/products/?page=2`. */
  path: string;
  /** Which credentials were sent: none, or the scheme used (never the secret). */
  auth: AuthMode;
  status: number;
  /** Response headers, names in lower case. */
  headers: Record<string, string>;
  /** The body as text (cut at the read limit). */
  text: string;
  /** The parsed JSON body; undefined when the body is empty or not JSON. */
  body: unknown;
  /** Whether the body parsed as JSON. */
  json: boolean;
  ms: number;
}

/** The credentials a request carries. `wrong-*` send a key that is not the configured one. */
export type AuthMode = 'none' | 'basic' | 'token' | 'wrong-basic' | 'wrong-token';

/** Reads a JSON body leniently: undefined when it is empty or not JSON. */
export function parseJsonBody(text: string): { body: unknown; json: boolean } {
  if (text.trim() === '') return { body: undefined, json: false };
  try {
    return { body: JSON.parse(text) as unknown, json: true };
  } catch {
    return { body: undefined, json: false };
  }
}

/** Lower-cases header names; joins repeated ones. A name the server chose (`__proto__`) is an entry like any other. */
export function headerRecord(
  headers: Headers | Record<string, string | string[] | number | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof (headers as Headers).forEach === 'function' && typeof (headers as Headers).get === 'function') {
    (headers as Headers).forEach((value, name) => {
      setEntry(out, name.toLowerCase(), value);
    });
    return out;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    setEntry(out, name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
  }
  return out;
}
