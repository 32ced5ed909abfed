// The OpenAPI walk of the validator's build: for every operation of the bundled document (path
// templates sorted, methods in order), the schema of its request parameters, the schemas of each
// documented response's body and headers, each made self-contained, and the metadata the run
// time reads (generated/operations.js). Nothing is compiled here (standalone-emit.ts does that).
import type { AnySchemaObject } from 'ajv';
import { openApiOperations, operationParameters } from '@energy-contracts/schema-tools/openapi';
import { cleanSchema, isObject, resolveLocal, SAME_LOCATION_MANY, type Json, type SchemaNode } from './schema-transforms.js';

/** One path or query parameter, as the request code reads it. */
export interface ParamMeta {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  type: string; // the JSON type to coerce the text to: string, integer, number, boolean
  reading?: string; // x-lenient-reading: how the platform reads the text (boolean, page, page-size)
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


/** Follows local `$ref`s (at most 20); `{}` when one does not resolve to an object. */
function deref(doc: SchemaNode, node: Json): SchemaNode {
  let cur = node;
  for (let i = 0; i < 20 && isObject(cur) && typeof cur.$ref === 'string'; i++) {
    cur = resolveLocal(doc, cur.$ref) ?? {};
  }
  return isObject(cur) ? cur : {};
}

/**
 * Makes one self-contained 2020-12 schema from an OpenAPI schema: `#/components/schemas/X`
 * references become `#/$defs/X`, and only the components it reaches are copied.
 * @example selfContained(openapi, { $ref: '#/components/schemas/Product' }, 'https://energy-contracts.example/validator/x.json').$defs
 */
export function selfContained(doc: SchemaNode, schema: Json, id: string): AnySchemaObject {
  const components = (isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {}) as SchemaNode;
  const defs: SchemaNode = {};
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isObject(node)) return node;
    const out: SchemaNode = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!(name in defs)) {
          defs[name] = {};
          defs[name] = rewrite(cleanSchema(components[name] ?? {}));
        }
        out.$ref = `#/$defs/${name}`;
      } else {
        out[key] = rewrite(value);
      }
    }
    return out;
  };
  const body = rewrite(cleanSchema(schema)) as SchemaNode;
  const sortedDefs: SchemaNode = {};
  for (const name of Object.keys(defs).sort()) sortedDefs[name] = defs[name]!;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: id,
    ...body,
    ...(Object.keys(sortedDefs).length ? { $defs: { ...(isObject(body.$defs) ? body.$defs : {}), ...sortedDefs } } : {}),
  } as AnySchemaObject;
}

/** The JSON type a parameter's or header's text converts to: its schema's single non-null type, else `string`. */
function jsonTypeOf(doc: SchemaNode, schema: Json): string {
  const s = deref(doc, schema);
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
  if (!/^[A-Za-z0-9_.-]+$/.test(s) || s.startsWith('.')) throw new Error(`unsafe name for a file: ${JSON.stringify(s)}`);
  return s;
};

/** A module to compile: one schema (a request) or several by export name (a response's body and headers). */
export type RestModule = { file: string; schema: AnySchemaObject } | { file: string; schemas: Record<string, AnySchemaObject> };

/**
 * Walks the document: the modules to compile, in order (each operation's request, then each of
 * its responses), the operations' metadata and the base path.
 * @example const { modules, operations, basePath } = walkOpenApi(openapi); // basePath '/v1'
 */
export function walkOpenApi(doc: SchemaNode): { modules: RestModule[]; operations: OperationMeta[]; basePath: string } {
  const modules: RestModule[] = [];
  const operations: OperationMeta[] = [];
  // Path templates sorted (a stable sort keeps each path item's methods in the specification's order).
  const walked = openApiOperations(doc).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const operation of walked) {
    const { path: template, method, op } = operation;
    const operationId = fileSafe(typeof op.operationId === 'string' ? op.operationId : `${method}${template.replace(/[^A-Za-z0-9]+/g, '_')}`);
    const { params, schema } = requestParameters(doc, operationParameters(doc, operation) as SchemaNode[]);
    const requestFile = `request/${operationId}.js`;
    modules.push({ file: requestFile, schema: selfContained(doc, schema, `https://energy-contracts.example/validator/request/${operationId}.json`) });
    const responses: ResponseMeta[] = [];
    const documented = (isObject(op.responses) ? op.responses : {}) as SchemaNode;
    for (const status of Object.keys(documented).sort()) {
      const { meta, module } = documentedResponse(doc, operationId, status, deref(doc, documented[status]!));
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
 * path item's); only path and query ones, sorted by where then name.
 */
function requestParameters(doc: SchemaNode, merged: SchemaNode[]): { params: ParamMeta[]; schema: SchemaNode } {
  const byKey = new Map<string, SchemaNode>();
  for (const param of merged) if (param.in === 'path' || param.in === 'query') byKey.set(`${param.in} ${param.name}`, param);
  const params: ParamMeta[] = [];
  const groups: Record<'path' | 'query', { properties: SchemaNode; required: string[] }> = {
    path: { properties: {}, required: [] },
    query: { properties: {}, required: [] },
  };
  for (const key of [...byKey.keys()].sort()) {
    const p = byKey.get(key)!;
    const where = p.in as 'path' | 'query';
    const name = String(p.name);
    const required = where === 'path' || p.required === true;
    groups[where].properties[name] = (p.schema ?? {}) as Json;
    if (required) groups[where].required.push(name);
    const meta: ParamMeta = { name, in: where, required, type: jsonTypeOf(doc, p.schema ?? {}) };
    if (typeof p['x-lenient-reading'] === 'string') meta.reading = p['x-lenient-reading'];
    const strictPattern = isObject(p.schema) ? deref(doc, p.schema as SchemaNode)['x-strict-pattern'] : undefined;
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
function documentedResponse(doc: SchemaNode, operationId: string, status: string, response: SchemaNode): { meta: ResponseMeta; module?: RestModule } {
  const content = isObject(response.content) ? response.content : {};
  const media = Object.keys(content).find((m) => m === 'application/json' || /\+json$|^application\/json/.test(m));
  const bodySchema = media && isObject(content[media]) ? (content[media] as SchemaNode).schema : undefined;
  const headerProps: SchemaNode = {};
  const headerTypes: Record<string, string> = {};
  const requiredHeaders: string[] = [];
  const headers = isObject(response.headers) ? response.headers : {};
  for (const name of Object.keys(headers).sort()) {
    const h = deref(doc, headers[name]!);
    headerProps[name.toLowerCase()] = (h.schema ?? {}) as Json;
    headerTypes[name.toLowerCase()] = jsonTypeOf(doc, h.schema ?? {});
    if (h.required === true) requiredHeaders.push(name.toLowerCase());
  }
  const meta: ResponseMeta = { status, file: null, hasBody: bodySchema !== undefined, headers: headerTypes, requiredHeaders };
  if (bodySchema === undefined && Object.keys(headerProps).length === 0) return { meta };
  meta.file = `rest/${operationId}/${fileSafe(status)}.js`;
  const base = `https://energy-contracts.example/validator/rest/${operationId}/${status}`;
  const schemas: Record<string, AnySchemaObject> = {
    body: selfContained(doc, bodySchema ?? true, `${base}/body.json`),
    headers: selfContained(doc, { type: 'object', properties: headerProps, required: requiredHeaders }, `${base}/headers.json`),
  };
  return { meta, module: { file: meta.file, schemas } };
}

/** The base path from the first server URL (`{base_url}` resolved to its default), e.g. `/v1`; `''` without one. */
function basePathOf(doc: SchemaNode): string {
  const server = Array.isArray(doc.servers) && isObject(doc.servers[0]) ? (doc.servers[0] as SchemaNode) : undefined;
  if (!server || typeof server.url !== 'string') return '';
  const vars = (isObject(server.variables) ? server.variables : {}) as SchemaNode;
  const url = server.url.replace(/\{([^}]+)\}/g, (_m, v: string) => String((deref(doc, vars[v] ?? {}).default as string | undefined) ?? ''));
  try {
    return new URL(url, 'http://base.invalid').pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}
