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
