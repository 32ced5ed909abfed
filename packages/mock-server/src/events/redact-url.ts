/**
 * Credentials in a webhook URL (`https://user:secret@host/hook`): fetch refuses such a URL, so the
 * user information is sent as HTTP Basic instead (as curl does), and every line printed goes
 * through {@link redactCredentials} so that the secret never reaches a terminal or a log.
 * (contract-tests has the same rule for its own output in src/http/redact.ts.)
 */

/**
 * Replaces the user information of every URL in `text` with `***`, and any of `secrets` (4
 * characters or more) wherever it appears.
 * @example redactCredentials('POST https://bot:hunter22@hooks.example/x failed') // 'POST https://***@hooks.example/x failed'
 */
export function redactCredentials(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s"']*@/gi, '$1***@');
  for (const secret of secrets) {
    if (secret !== undefined && secret.length >= 4) out = out.split(secret).join('***');
  }
  return out;
}

/** A webhook URL without its user information, the Basic `authorization` header it stood for, and the secrets to redact. */
export interface SplitUrl {
  url: string;
  authorization?: string;
  secrets: string[];
}

/**
 * Moves the user information of `href` into an HTTP Basic `authorization` header.
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
