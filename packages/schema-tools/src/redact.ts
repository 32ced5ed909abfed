/**
 * Credentials never reach a terminal or a log: the user information of URLs, the value of an
 * `Authorization`-style credential (`Bearer`, `Token`, `Basic`), credential-bearing query
 * parameters and any secret passed in (an API key, a token, a webhook password, and the base64
 * forms HTTP Basic gives them) are replaced with `***` in text before it is printed. One rule for
 * every package that prints requests or answers (the contract-test runner and its reporters, the
 * validating proxy, the mock's request log, the mock's event delivery).
 */

/** Query parameter names whose value is a credential: `api_key`, `apikey`, `key`, `token`, `access_token`, `password`, `secret`, `signature`, `X-Amz-Signature`, ... */
export const CREDENTIAL_QUERY_PARAMETER =
  /^[\w.-]*?(?:api[_-]?key|apikey|key|token|password|passwd|pwd|secret|signature|sig|credential|auth|session)$/i;

// scheme://userinfo@ ; the userinfo ends at the first @, and a / ? # white space or " before it means there is none.
const URL_USERINFO = /([a-z][a-z0-9+.-]*:\/\/)[^/?#@\s"]*@/gi;
// A bare user:password@host at the start of a word or quoted text, and //userinfo@ after anything
// (a scheme-relative URL, a mistyped scheme such as http//).
// Bounded lengths keep every pattern linear in the text, whatever it holds.
const BARE_USERINFO = /(^|[\s"'(<=,[])[^\s/?#@"'<>:[\]]{1,256}:[^\s/?#@"<>]{0,256}@(?=[^\s@/]{0,256}[a-z0-9\]])/gi;
const SCHEME_USERINFO = /\/\/[^\s/?#@"'<>]{1,256}@/g;
// Bearer / Token / Basic followed by a token68 that looks like a credential: 6 characters or more with a
// digit, an upper-case letter after the first, or one of -._~+/= (so prose such as "Basic and Token
// credentials" and a challenge's `Basic realm="api"` stay readable).
const AUTH_SCHEME =
  /\b([Bb]earer|[Tt]oken|[Bb]asic|BEARER|TOKEN|BASIC)(\s+)(?![a-z][\w-]*\s*=\s*["\w])(?=[A-Za-z._~+/-]*[0-9._~+/=-]|[A-Za-z0-9._~+/-]+[A-Z])[A-Za-z0-9._~+/-]{6,}=*/g;
// name=value in a query string (after ? & or ;), the name one of CREDENTIAL_QUERY_PARAMETER's.
const QUERY_PARAMETER = /([?&;])([^=&#?\s"'<>;]+)=([^&#\s"'<>;]*)/g;

function base64Forms(secret: string): string[] {
  // HTTP Basic carries `key:` (a key as user name), `:key` and `user:key`; the encoded `key:` and
  // `:key` are found on their own, and the base64 of the key itself, all without trailing padding.
  const forms: string[] = [];
  for (const text of [secret, `${secret}:`, `:${secret}`]) {
    const encoded = Buffer.from(text).toString('base64').replace(/=+$/, '');
    if (encoded.length >= 4) forms.push(encoded);
  }
  // The longest first: one form may begin with another.
  return forms.sort((a, b) => b.length - a.length);
}

/**
 * Replaces every credential in `text` with `***`: the user information of URLs (`scheme://user:pw@`,
 * `//user:pw@`, a bare `user:pw@host`), the credential after `Bearer`, `Token` or `Basic`, the value
 * of credential-bearing query parameters (see {@link CREDENTIAL_QUERY_PARAMETER}), and any of
 * `secrets` (4 characters or more) wherever it appears, also as the base64 of `secret`, `secret:`
 * and `:secret` (an HTTP Basic header echoed back). The user information ends at the first `@`; a
 * `/`, `?`, `#`, white space or double quote before it means there is none (the `@` belongs to a
 * path, a query, or text after a URL inside JSON). A single quote may stand in a password (URL.href
 * keeps it unencoded), so it does not end it.
 * @example redactCredentials('POST https://bot:hunter22@hooks.example/x failed') // 'POST https://***@hooks.example/x failed'
 * @example redactCredentials('GET http://key:@host/v1/', ['key1']) // 'GET http://***@host/v1/'
 * @example redactCredentials('GET /v1/x?api_key=sk_123&page=2 Authorization: Token sk_123') // 'GET /v1/x?api_key=***&page=2 Authorization: Token ***'
 */
export function redactCredentials(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text.replace(URL_USERINFO, '$1***@');
  out = out.replace(SCHEME_USERINFO, '//***@');
  out = out.replace(BARE_USERINFO, '$1***@');
  out = out.replace(AUTH_SCHEME, '$1$2***');
  out = out.replace(QUERY_PARAMETER, (all, sep: string, name: string, value: string) => {
    if (value === '' || value === '***') return all;
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {}
    return CREDENTIAL_QUERY_PARAMETER.test(decoded) ? `${sep}${name}=***` : all;
  });
  for (const secret of secrets) {
    if (secret === undefined || secret.length < 4) continue;
    out = out.split(secret).join('***');
    for (const form of base64Forms(secret))
      out = out.replace(new RegExp(`${form.replace(/[+/]/g, '\\$&')}=*`, 'g'), '***');
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
