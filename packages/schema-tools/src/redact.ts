/**
 * Credentials never reach a terminal or a log: the user information of URLs and any secret passed
 * in (an API key, a token, a webhook password) are replaced with `***` in text before it is
 * printed. One rule for every package that prints requests (the contract-test runner, the mock's
 * event delivery).
 */

/**
 * Replaces the user information of every URL in `text` with `***`, and any of `secrets` (4
 * characters or more) wherever it appears. The user information ends at the first `@`; a `/`, `?`,
 * `#`, white space or double quote before it means there is none (the `@` belongs to a path, a
 * query, or text after a URL inside JSON). A single quote may stand in a password (URL.href keeps
 * it unencoded), so it does not end it.
 * @example redactCredentials('POST https://bot:hunter22@hooks.example/x failed') // 'POST https://***@hooks.example/x failed'
 * @example redactCredentials('GET http://key:@host/v1/', ['key1']) // 'GET http://***@host/v1/'
 */
export function redactCredentials(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/?#@\s"]*@/gi, '$1***@');
  for (const secret of secrets) {
    if (secret !== undefined && secret.length >= 4) out = out.split(secret).join('***');
  }
  return out;
}

/** A URL without its user information, the Basic `authorization` header it stood for, and the secrets to redact. */
export interface SplitUrl {
  url: string;
  authorization?: string;
  secrets: string[];
}

/**
 * Moves the user information of `href` into an HTTP Basic `authorization` header (`fetch` refuses
 * a URL with credentials; curl sends them this way), and lists the secrets to redact.
 * @example splitCredentials('https://bot:s3cret@hooks.example/x') // { url: 'https://hooks.example/x', authorization: 'Basic Ym90OnMzY3JldA==', secrets: [...] }
 */
export function splitCredentials(href: string): SplitUrl {
  const parsed = new URL(href);
  if (parsed.username === '' && parsed.password === '') return { url: parsed.href, secrets: [] };
  const user = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  const secrets = [parsed.password, password, parsed.username, user].filter((s) => s !== '');
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.href, authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`, secrets };
}
