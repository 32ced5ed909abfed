/**
 * How the platform reads a raw query string: `&`-separated `name=value` pairs, each part decoded
 * as a form is (`+` a space, then percent-decoding). Text that is not valid percent-encoding is
 * not kept as it is (as `URLSearchParams` would): the caller answers it with an error naming the
 * parameter. One reading for the mock server's 400s and the validator's `validateRequest`, so the
 * two agree on every query. Plain string work: browser-safe.
 */

/** One pair of a raw query string; `name` or `value` undefined where its text is not valid percent-encoding. */
export interface QueryPair {
  /** The name's text as it was sent. */
  rawName: string;
  /** The value's text as it was sent (`''` for a name without `=`). */
  rawValue: string;
  /** The decoded name; undefined when it is not valid percent-encoding (the value is then not read). */
  name: string | undefined;
  /** The decoded value (`''` for a name without `=`); undefined when it is not valid percent-encoding. */
  value: string | undefined;
}

/**
 * One part of a query string as a form decodes it: `+` as a space, then percent-decoding;
 * undefined when the text is not valid percent-encoding.
 * @example decodeQueryComponent('a+b%20c') // 'a b c'
 * @example decodeQueryComponent('%ZZ') // undefined
 */
export function decodeQueryComponent(text: string): string | undefined {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return undefined;
  }
}

/**
 * The pairs of a raw query string (without its `?`), in order, empty parts skipped.
 * @example queryPairs('page=2&is_green=%ZZ&&x') // names page, is_green, x; values '2', undefined, ''
 */
export function queryPairs(raw: string): QueryPair[] {
  const pairs: QueryPair[] = [];
  for (const part of raw.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    const rawValue = eq < 0 ? '' : part.slice(eq + 1);
    const name = decodeQueryComponent(rawName);
    pairs.push({ rawName, rawValue, name, value: name === undefined ? undefined : decodeQueryComponent(rawValue) });
  }
  return pairs;
}
