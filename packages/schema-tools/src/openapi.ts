/**
 * Walking an OpenAPI 3.1 document: the methods a path item may hold, its operations, their
 * parameters and the security requirements that apply to them.
 */
import { deref, pointerFrom } from './json-pointer.js';

/** A JSON object of a document. */
type JsonObject = { [key: string]: unknown };

/** The operations a path item may hold, in the order the OpenAPI specification lists them. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** An HTTP method of a path item. */
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One operation of a document. */
export interface OpenApiOperation {
  /** Path template, e.g. `/products/{product_code}/`. */
  path: string;
  /** Lower case, as the document writes it. */
  method: HttpMethod;
  operationId: string;
  op: JsonObject;
  /** The path item it sits in (a `$ref` followed), whose `parameters` it inherits. */
  pathItem: JsonObject;
}

/**
 * Every operation of a bundled document: paths in document order, each path item's methods in the
 * order the specification lists them.
 * @throws Error naming the reference when a path item's `$ref` does not resolve.
 * @example openApiOperations(openapi).map((o) => o.operationId) // ['listProducts', ...]
 */
export function openApiOperations(doc: JsonObject): OpenApiOperation[] {
  return Object.entries((doc.paths ?? {}) as JsonObject).flatMap(([path, item]) => {
    const pathItem = deref<JsonObject>(doc, item);
    return HTTP_METHODS.filter((method) => typeof pathItem[method] === 'object' && pathItem[method] !== null).map(
      (method) => {
        const op = pathItem[method] as JsonObject;
        return { path, method, operationId: String(op.operationId), op, pathItem };
      },
    );
  });
}

/**
 * The parameters of an operation as OpenAPI 3.1 defines them: its path item's `parameters`
 * followed by its own, each `$ref` followed, an operation-level parameter replacing the path-level
 * one of the same `name` and `in`. Path-level parameters it does not override come first, in
 * their order, then the operation's own, in theirs.
 * @throws Error naming the JSON pointer (as the document is written, under `/paths`) of a
 *   parameter whose `$ref` does not resolve, that is not an object with a string `name` and `in`,
 *   or that repeats the `name` and `in` of another in the same list (the specification forbids it).
 * @example operationParameters(openapi, openApiOperations(openapi)[0]!).map((p) => p.name) // ['brand', 'is_green', ..., 'page_size']
 */
export function operationParameters(doc: JsonObject, operation: OpenApiOperation): JsonObject[] {
  const lists: [unknown, string[]][] = [
    [operation.pathItem.parameters, ['paths', operation.path, 'parameters']],
    [operation.op.parameters, ['paths', operation.path, operation.method, 'parameters']],
  ];
  const byKey = new Map<string, JsonObject>();
  for (const [list, at] of lists) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new Error(`${pointerFrom(at)}: expected an array of parameters`);
    const own = new Set<string>();
    list.forEach((raw: unknown, i) => {
      const pointer = pointerFrom([...at, i]);
      let parameter: unknown;
      try {
        parameter = deref(doc, raw);
      } catch (error) {
        throw new Error(`${pointer}: ${(error as Error).message}`);
      }
      if (typeof parameter !== 'object' || parameter === null || Array.isArray(parameter))
        throw new Error(`${pointer}: expected a parameter object`);
      const { name, in: where } = parameter as JsonObject;
      if (typeof name !== 'string' || typeof where !== 'string')
        throw new Error(`${pointer}: expected a parameter with a string name and in`);
      const key = `${where}\u0000${name}`;
      if (own.has(key)) throw new Error(`${pointer}: a second ${where} parameter ${name} in the same list`);
      own.add(key);
      // Deleting first puts an overriding operation-level parameter in its own list's order.
      byKey.delete(key);
      byKey.set(key, parameter as JsonObject);
    });
  }
  return [...byKey.values()];
}

/** One security requirement: scheme names to the scopes each needs; `{}` lets a request through without credentials. */
export type SecurityRequirement = { [scheme: string]: unknown };

/**
 * The security requirements that apply to an operation, as OpenAPI 3.1 says: its own `security`
 * when it declares one (an empty list too, which removes the document's), else the document's,
 * else none. The requirements are alternatives: a request meeting any one of them is let through.
 * @throws Error naming the JSON pointer of a `security` that is not an array of objects.
 * @example operationSecurity(openapi, openApiOperations(openapi).find((o) => o.operationId === 'getAccount')!) // [{ basicAuth: [] }, { apiKeyToken: [] }, ...]
 */
export function operationSecurity(doc: JsonObject, operation: OpenApiOperation): SecurityRequirement[] {
  const own = operation.op.security !== undefined;
  const list = own ? operation.op.security : doc.security;
  const at = own ? ['paths', operation.path, operation.method, 'security'] : ['security'];
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new Error(`${pointerFrom(at)}: expected an array of security requirements`);
  list.forEach((requirement: unknown, i) => {
    if (typeof requirement !== 'object' || requirement === null || Array.isArray(requirement))
      throw new Error(`${pointerFrom([...at, i])}: expected a security requirement object`);
  });
  return list as SecurityRequirement[];
}

/**
 * Whether an operation needs credentials: some security requirement applies and none of them is
 * the empty one (`{}`, anonymous access allowed), so every alternative names a scheme.
 * @throws Error naming the JSON pointer of a `security` that is not an array of objects.
 * @example requiresCredentials(openapi, openApiOperations(openapi).find((o) => o.operationId === 'listProducts')!) // false
 */
export function requiresCredentials(doc: JsonObject, operation: OpenApiOperation): boolean {
  const requirements = operationSecurity(doc, operation);
  return requirements.length > 0 && requirements.every((requirement) => Object.keys(requirement).length > 0);
}
