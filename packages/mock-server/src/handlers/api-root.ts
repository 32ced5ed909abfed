/**
 * `GET /v1/`: the API root, as Django REST framework's DefaultRouter answers it: the absolute URL
 * of each collection that is listed without an identifier, keyed by its router prefix.
 */
import { json, type Answer, type FieldErrors } from '../http/response.js';

/** The collections the root links to: router prefix (the key) and list path below `/v1`. */
export const ROOT_COLLECTIONS: ReadonlyArray<readonly [string, string]> = [
  ['products', '/products/'],
  ['industry/grid-supply-points', '/industry/grid-supply-points/'],
];

/**
 * The root's answer on an origin; a 400 when reading the query found errors (its length, a bad escape).
 * @example getApiRoot('http://127.0.0.1:4010', {}).status // 200
 */
export function getApiRoot(origin: string, errors: FieldErrors): Answer {
  if (Object.keys(errors).length > 0) return json(400, errors);
  return json(200, Object.fromEntries(ROOT_COLLECTIONS.map(([key, list]) => [key, `${origin}/v1${list}`])));
}
