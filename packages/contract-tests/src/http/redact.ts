/**
 * Removes credentials from text before it is printed: the user information of URLs and any
 * secret passed in (the API key, a token). Everything this package prints goes through here.
 * @example redact('GET http://key:@host/v1/', ['key']) // 'GET http://***@host/v1/'
 */
export function redact(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/gi, '$1***@');
  for (const secret of secrets) {
    if (secret !== undefined && secret.length >= 4) out = out.split(secret).join('***');
  }
  return out;
}
