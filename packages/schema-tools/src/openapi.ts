/**
 * Walking an OpenAPI 3.1 document: the methods a path item may hold, and its operations.
 */
import { deref } from './json-pointer.js';

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
    return HTTP_METHODS.filter((method) => typeof pathItem[method] === 'object' && pathItem[method] !== null).map((method) => {
      const op = pathItem[method] as JsonObject;
      return { path, method, operationId: String(op.operationId), op, pathItem };
    });
  });
}
