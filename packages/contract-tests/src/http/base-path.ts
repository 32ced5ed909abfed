/**
 * The path and query of a request relative to the API's base path (`/v1/products/?page=2` under
 * `/v1/` is `/products/?page=2`; the slash-less base `/v1?x` is `/?x`); undefined outside it.
 * @example relativeToBase('/v1/products/', '/v1/') // '/products/'
 */
export function relativeToBase(pathAndQuery: string, basePath: string): string | undefined {
  if (pathAndQuery.startsWith(basePath)) return `/${pathAndQuery.slice(basePath.length)}`;
  const bare = basePath.slice(0, -1);
  const rest = pathAndQuery.slice(bare.length);
  if (pathAndQuery.startsWith(bare) && (rest === '' || rest.startsWith('?'))) return `/${rest}`;
  return undefined;
}

/**
 * Why a URL cannot be a base URL: it carries a query or a fragment, which the requests, made of its
 * path and the contract's paths and queries, would not carry; undefined when it has neither.
 * The query or fragment ends the message, where nothing follows it that a redaction of its values
 * could take for part of one.
 * @example baseUrlExtras(new URL('https://host/v1/?key=1')) // "carries a query, which ...: ?key=1"
 */
export function baseUrlExtras(url: URL): string | undefined {
  const [part, text] = url.search !== '' ? ['a query', url.search] : url.hash !== '' ? ['a fragment', url.hash] : [];
  if (part === undefined) return undefined;
  return `carries ${part}, which the requests would not carry (the contract's paths and queries are added to the base URL's path, ${url.origin}${url.pathname}): ${text}`;
}
