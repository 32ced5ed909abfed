// The OpenAPI walk of the validator's build: for every operation of the bundled document (path
// templates sorted, methods in order), the schema of its request parameters, the schemas of each
// documented response's body and headers, each made self-contained, and the metadata the run
// time reads (generated/operations.js). Nothing is compiled here (standalone-emit.ts does that).
import type { AnySchemaObject } from 'ajv';
import {
  assertRefsResolve,
  deref,
  isJsonObject,
  type Json,
  type JsonObject,
} from '@energy-contracts/schema-tools/json-pointer';
import { openApiOperations, operationParameters } from '@energy-contracts/schema-tools/openapi';
import { cleanSchema, SAME_LOCATION_MANY } from './schema-transforms.js';

/** One path or query parameter, as the request code reads it. */
export interface ParamMeta {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  type: string; // the JSON type to coerce the text to: string, integer, number, boolean
  reading?: string; // x-lenient-reading: how the platform reads the text (boolean, page, page-size); datetime for a QueryDateTime
  strictPattern?: string; // x-strict-pattern of the schema: the canonical form of the strict reading
}
/** One documented response: its status, its module (null when it documents no JSON body nor headers) and its headers. */
export interface ResponseMeta {
  status: string;
  file: string | null; // null: the status documents neither a JSON body nor headers
  hasBody: boolean;
  headers: Record<string, string>; // documented headers, lower-cased, to the JSON type of their value
  requiredHeaders: string[];
}
/** One operation with its parameters and documented responses (generated/operations.js). */
export interface OperationMeta {
  method: string;
  path: string;
  operationId: string;
  params: ParamMeta[];
  requestFile: string;
  responses: ResponseMeta[];
}

/**
 * The object a node stands for, its `$ref`s followed (schema-tools' deref); `{}` for anything
 * else, such as a boolean schema, which says nothing about a type or a header.
 */
const QUERY_DATETIME_REF = '#/components/schemas/QueryDateTime';

function objectOf(doc: JsonObject, node: Json): JsonObject {
  const target = deref<Json>(doc, node);
  return isJsonObject(target) ? target : {};
}

/**
 * Makes one self-contained 2020-12 schema from an OpenAPI schema: `#/components/schemas/X`
 * references become `#/$defs/X`, and only the components it reaches are copied.
 * @example selfContained(openapi, { $ref: '#/components/schemas/Product' }, 'https://energy-contracts.example/validator/x.json').$defs
 */
export function selfContained(doc: JsonObject, schema: Json, id: string): AnySchemaObject {
  const components = (
    isJsonObject(doc.components) && isJsonObject(doc.components.schemas) ? doc.components.schemas : {}
  ) as JsonObject;
  const defs: JsonObject = {};
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isJsonObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        // A reference may point inside a component (`X/properties/y`): X is copied, the rest kept.
        // Component names are plain (`^[a-zA-Z0-9._-]+$`), so the first token needs no unescaping.
        const [name = '', ...inside] = value.slice('#/components/schemas/'.length).split('/');
        if (!Object.hasOwn(defs, name)) {
          if (!Object.hasOwn(components, name))
            throw new Error(`$ref ${value}: no schema ${JSON.stringify(name)} in #/components/schemas`);
          defs[name] = {};
          defs[name] = rewrite(cleanSchema(components[name]!));
        }
        out.$ref = [`#/$defs/${name}`, ...inside].join('/');
      } else {
        out[key] = rewrite(value);
      }
    }
    return out;
  };
  const body = rewrite(cleanSchema(schema)) as JsonObject;
  const sortedDefs: JsonObject = {};
  for (const name of Object.keys(defs).sort()) sortedDefs[name] = defs[name]!;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: id,
    ...body,
    ...(Object.keys(sortedDefs).length
      ? { $defs: { ...(isJsonObject(body.$defs) ? body.$defs : {}), ...sortedDefs } }
      : {}),
  } as AnySchemaObject;
}

/** The JSON type a parameter's or header's text converts to: its schema's single non-null type, else `string`. */
function jsonTypeOf(doc: JsonObject, schema: Json): string {
  const s = objectOf(doc, schema);
  const t = s.type;
  const types = Array.isArray(t) ? t.filter((x) => x !== 'null') : t ? [t] : [];
  if (types.length === 1 && typeof types[0] === 'string') return types[0];
  for (const k of SAME_LOCATION_MANY) {
    if (Array.isArray(s[k])) {
      for (const sub of s[k] as Json[]) {
        const inner = jsonTypeOf(doc, sub);
        if (inner !== 'string') return inner;
      }
    }
  }
  return 'string';
}

/**
 * `s` when it is safe as a file name (letters, digits, `_.-`, not starting with a dot); throws otherwise.
 * @example fileSafe('listProducts') // 'listProducts'
 */
export const fileSafe = (s: string): string => {
  if (!/^[A-Za-z0-9_.-]+$/.test(s) || s.startsWith('.'))
    throw new Error(`unsafe name for a file: ${JSON.stringify(s)}`);
  return s;
};

/** A module to compile: one schema (a request) or several by export name (a response's body and headers). */
export type RestModule =
  | { file: string; schema: AnySchemaObject }
  | { file: string; schemas: Record<string, AnySchemaObject> };

/**
 * Walks the document: the modules to compile, in order (each operation's request, then each of
 * its responses), the operations' metadata and the base path.
 * @throws Error naming the JSON pointer of every `$ref` that does not resolve, before anything is
 *   walked, and of a parameter that is not one (operationParameters).
 * @example const { modules, operations, basePath } = walkOpenApi(openapi); // basePath '/v1'
 */
export function walkOpenApi(doc: JsonObject): { modules: RestModule[]; operations: OperationMeta[]; basePath: string } {
  // A broken $ref would otherwise be read as an empty schema, and the validator accept anything there.
  assertRefsResolve('the OpenAPI document', { 'openapi.json': doc });
  const modules: RestModule[] = [];
  const operations: OperationMeta[] = [];
  // Path templates sorted (a stable sort keeps each path item's methods in the specification's order).
  const walked = openApiOperations(doc).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const operation of walked) {
    const { path: template, method, op } = operation;
    const operationId = fileSafe(
      typeof op.operationId === 'string' ? op.operationId : `${method}${template.replace(/[^A-Za-z0-9]+/g, '_')}`,
    );
    const { params, schema } = requestParameters(doc, operationParameters(doc, operation) as JsonObject[]);
    const requestFile = `request/${operationId}.js`;
    modules.push({
      file: requestFile,
      schema: selfContained(doc, schema, `https://energy-contracts.example/validator/request/${operationId}.json`),
    });
    const responses: ResponseMeta[] = [];
    const documented = (isJsonObject(op.responses) ? op.responses : {}) as JsonObject;
    for (const status of Object.keys(documented).sort()) {
      const { meta, module } = documentedResponse(doc, operationId, status, objectOf(doc, documented[status]!));
      responses.push(meta);
      if (module) modules.push(module);
    }
    operations.push({ method: method.toUpperCase(), path: template, operationId, params, requestFile, responses });
  }
  return { modules, operations, basePath: basePathOf(doc) };
}

/**
 * The parameters' metadata and the request schema `{path: {...}, query: {...}}`, from an
 * operation's parameters as operationParameters merges them (the operation's own override the
 * path item's; one per name and in); only path and query ones, sorted by where then name.
 */
function requestParameters(doc: JsonObject, merged: JsonObject[]): { params: ParamMeta[]; schema: JsonObject } {
  const sortKey = (p: JsonObject) => `${String(p.in)} ${String(p.name)}`;
  const inRequest = merged
    .filter((p) => p.in === 'path' || p.in === 'query')
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
  const params: ParamMeta[] = [];
  const groups: Record<'path' | 'query', { properties: JsonObject; required: string[] }> = {
    path: { properties: {}, required: [] },
    query: { properties: {}, required: [] },
  };
  for (const p of inRequest) {
    const where = p.in as 'path' | 'query';
    const name = String(p.name);
    const required = where === 'path' || p.required === true;
    groups[where].properties[name] = (p.schema ?? {}) as Json;
    if (required) groups[where].required.push(name);
    const meta: ParamMeta = { name, in: where, required, type: jsonTypeOf(doc, p.schema ?? {}) };
    if (typeof p['x-lenient-reading'] === 'string') meta.reading = p['x-lenient-reading'];
    // A QueryDateTime is read by schema-tools' parseQueryDateTime, as the mock server reads it: its
    // pattern alone would pass 2024-02-30 and a London time skipped in spring.
    else if (isJsonObject(p.schema) && p.schema.$ref === QUERY_DATETIME_REF) meta.reading = 'datetime';
    const strictPattern = objectOf(doc, p.schema ?? {})['x-strict-pattern'];
    if (typeof strictPattern === 'string') meta.strictPattern = strictPattern;
    params.push(meta);
  }
  return {
    params,
    schema: {
      type: 'object',
      properties: {
        path: { type: 'object', properties: groups.path.properties, required: groups.path.required },
        query: { type: 'object', properties: groups.query.properties, required: groups.query.required },
      },
    },
  };
}

/** One documented response: its metadata, and its module when it documents a JSON body or headers. */
function documentedResponse(
  doc: JsonObject,
  operationId: string,
  status: string,
  response: JsonObject,
): { meta: ResponseMeta; module?: RestModule } {
  const content = isJsonObject(response.content) ? response.content : {};
  const media = Object.keys(content).find((m) => m === 'application/json' || /\+json$|^application\/json/.test(m));
  const bodySchema = media && isJsonObject(content[media]) ? (content[media] as JsonObject).schema : undefined;
  const headerProps: JsonObject = {};
  const headerTypes: Record<string, string> = {};
  const requiredHeaders: string[] = [];
  const headers = isJsonObject(response.headers) ? response.headers : {};
  for (const name of Object.keys(headers).sort()) {
    const h = objectOf(doc, headers[name]!);
    headerProps[name.toLowerCase()] = (h.schema ?? {}) as Json;
    headerTypes[name.toLowerCase()] = jsonTypeOf(doc, h.schema ?? {});
    if (h.required === true) requiredHeaders.push(name.toLowerCase());
  }
  const meta: ResponseMeta = {
    status,
    file: null,
    hasBody: bodySchema !== undefined,
    headers: headerTypes,
    requiredHeaders,
  };
  if (bodySchema === undefined && Object.keys(headerProps).length === 0) return { meta };
  meta.file = `rest/${operationId}/${fileSafe(status)}.js`;
  const base = `https://energy-contracts.example/validator/rest/${operationId}/${status}`;
  const schemas: Record<string, AnySchemaObject> = {
    body: selfContained(doc, bodySchema ?? true, `${base}/body.json`),
    headers: selfContained(
      doc,
      { type: 'object', properties: headerProps, required: requiredHeaders },
      `${base}/headers.json`,
    ),
  };
  return { meta, module: { file: meta.file, schemas } };
}

/** The base path from the first server URL (`{base_url}` resolved to its default), e.g. `/v1`; `''` without one. */
function basePathOf(doc: JsonObject): string {
  const server =
    Array.isArray(doc.servers) && isJsonObject(doc.servers[0]) ? (doc.servers[0] as JsonObject) : undefined;
  if (!server || typeof server.url !== 'string') return '';
  const vars = (isJsonObject(server.variables) ? server.variables : {}) as JsonObject;
  const url = server.url.replace(/\{([^}]+)\}/g, (_m, v: string) =>
    String((objectOf(doc, vars[v] ?? {}).default as string | undefined) ?? ''),
  );
  try {
    return new URL(url, 'http://base.invalid').pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}
