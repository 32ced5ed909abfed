// Compiles every event payload schema (tolerant and strict), the delivery envelopes, every REST
// response schema (per operation and documented status) and every operation's request
// parameters into Ajv standalone ESM modules under generated/, plus generated/index.js (a compact
// type -> versions table; module paths follow a convention), generated/operations.js (REST
// metadata) and generated/modules.cjs (one literal require() per module, which bundlers follow).
// Each module collects errors in linear time and bounded memory (scripts/bound-errors.ts).
// Run by `npm run generate -w @energy-contracts/validator`.
//
//   tsx scripts/compile-validators.ts [--event-schemas DIR] [--openapi FILE] [--out DIR]
//
// --event-schemas DIR  folder holding catalogue.json, asyncapi.json and schemas/ (default: the
//                      published files of the installed @energy-contracts/event-schemas)
// --openapi FILE       bundled OpenAPI 3.1 document (default: @energy-contracts/openapi/openapi.json)
// --out DIR            output folder (default: generated/ beside this script's package)
// The output is deterministic: the same inputs give byte-identical files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { createAjv, type Ajv2020 } from '@energy-contracts/schema-tools/ajv';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { resolveRef } from '@energy-contracts/schema-tools/json-pointer';
import type { AnySchema, AnySchemaObject } from 'ajv';
import type { CatalogueEntry } from '@energy-contracts/event-schemas';
import { DEFAULT_MAX_ERRORS } from '../src/errors.js';
import { boundErrorCollection } from './bound-errors.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaNode = { [key: string]: Json };


// CommonJS under NodeNext: the function is module.exports, and also its `default` property.
const standaloneCode = (standaloneModule as unknown as { default: typeof standaloneModule.default }).default;
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = 'packages/validator/scripts/compile-validators.ts';
const bannerFor = (spec: string): string =>
  `// Generated from ${spec} by ${SCRIPT}. Do not edit; run npm run generate.\n`;

/**
 * Events whose spec says the payload carries more fields than it lists: their strict variant
 * stays tolerant. `meterpoint.gas.disputed_opening_reading.queried.by_us` v1 is the catalogue's
 * last event; its fields after `root_cause` are "not shown", so unknown fields are expected.
 */
export const STRICT_EXEMPT: ReadonlyArray<readonly [string, string, string]> = [
  [
    'meterpoint.gas.disputed_opening_reading.queried.by_us',
    'v1',
    'the catalogue does not show the fields after root_cause, so unknown fields are expected',
  ],
];

// Keywords whose value is one subschema at the SAME instance location.
const SAME_LOCATION_ONE = ['not', 'if', 'then', 'else'];
const SAME_LOCATION_MANY = ['allOf', 'anyOf', 'oneOf'];
// Keywords whose value is one subschema at a CHILD instance location.
const CHILD_ONE = ['items', 'additionalProperties', 'unevaluatedProperties', 'contains', 'unevaluatedItems', 'propertyNames'];
const CHILD_MAP = ['properties', 'patternProperties', 'dependentSchemas'];
// Annotation keywords of OpenAPI that a 2020-12 validator does not know; they never affect validity.
const OPENAPI_ANNOTATIONS = new Set(['example', 'discriminator', 'xml', 'externalDocs']);
// Annotations that never change a verdict; dropped so the generated modules, which embed the
// schema text, stay small.
const PROSE_ANNOTATIONS = new Set(['description', 'examples', '$comment']);

const isObject = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep-copies a schema, dropping `x-*` extensions, OpenAPI-only annotations and prose at schema positions. */
function cleanSchema(node: Json): Json {
  if (!isObject(node)) return node;
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-') || OPENAPI_ANNOTATIONS.has(key) || PROSE_ANNOTATIONS.has(key)) continue;
    if (CHILD_MAP.includes(key) || key === '$defs' || key === 'definitions') {
      const map: SchemaNode = {};
      for (const [name, sub] of Object.entries(value as SchemaNode)) map[name] = cleanSchema(sub);
      out[key] = map;
    } else if (SAME_LOCATION_MANY.includes(key) || key === 'prefixItems') {
      out[key] = (value as Json[]).map(cleanSchema);
    } else if (SAME_LOCATION_ONE.includes(key) || CHILD_ONE.includes(key)) {
      out[key] = cleanSchema(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Follows a local `#/...` reference inside `root`; undefined unless it reaches a schema object. */
function resolveLocal(root: SchemaNode, ref: string): SchemaNode | undefined {
  const target = resolveRef(root, ref) as Json | undefined;
  return isObject(target) ? target : undefined;
}

/**
 * Whether a schema describes an object with named fields (so unknown fields can be rejected),
 * as opposed to a free-form object (`obj` in the catalogue) or a scalar.
 */
function hasNamedFields(root: SchemaNode, node: Json, seen = new Set<SchemaNode>()): boolean {
  if (!isObject(node) || seen.has(node)) return false;
  seen.add(node);
  if (isObject(node.properties) || isObject(node.patternProperties)) return true;
  if (typeof node.$ref === 'string') {
    const target = resolveLocal(root, node.$ref);
    if (target && hasNamedFields(root, target, seen)) return true;
  }
  return SAME_LOCATION_MANY.some(
    (k) => Array.isArray(node[k]) && (node[k] as Json[]).some((s) => hasNamedFields(root, s, seen)),
  );
}

/** The `type` a schema node gets from itself, its `$ref` target or its `allOf` members. */
function effectiveType(root: SchemaNode, node: Json, depth = 0): Json | undefined {
  if (!isObject(node) || depth > 20) return undefined;
  if (node.type !== undefined) return node.type;
  if (typeof node.$ref === 'string') {
    const t = effectiveType(root, resolveLocal(root, node.$ref) ?? {}, depth + 1);
    if (t !== undefined) return t;
  }
  for (const sub of Array.isArray(node.allOf) ? node.allOf : []) {
    const t = effectiveType(root, sub, depth + 1);
    if (t !== undefined) return t;
  }
  return undefined;
}

/**
 * Builds the strict variant: at every instance location whose schema names its fields (the
 * payload, each nested object, each array item, and the shared types they reference) and that
 * says nothing itself about extra fields, add `unevaluatedProperties: false`. The keyword sits
 * on the location, not inside `$defs` or `allOf` branches, so fields a composition adds
 * (`<InkConversationState> plus closed_at`) still count as evaluated. Free-form objects keep
 * accepting anything.
 */
function toStrict(root: SchemaNode): SchemaNode {
  const visit = (node: Json, isLocation: boolean): Json => {
    if (!isObject(node)) return node;
    const out: SchemaNode = {};
    for (const [key, value] of Object.entries(node)) {
      if (CHILD_MAP.includes(key)) {
        const map: SchemaNode = {};
        for (const [name, sub] of Object.entries(value as SchemaNode)) map[name] = visit(sub, key !== 'dependentSchemas');
        out[key] = map;
      } else if (key === '$defs' || key === 'definitions') {
        const map: SchemaNode = {};
        for (const [name, sub] of Object.entries(value as SchemaNode)) map[name] = visit(sub, false);
        out[key] = map;
      } else if (SAME_LOCATION_MANY.includes(key)) {
        out[key] = (value as Json[]).map((s) => visit(s, false));
      } else if (key === 'prefixItems') {
        out[key] = (value as Json[]).map((s) => visit(s, true));
      } else if (SAME_LOCATION_ONE.includes(key)) {
        out[key] = visit(value, false);
      } else if (CHILD_ONE.includes(key)) {
        out[key] = visit(value, key !== 'propertyNames');
      } else {
        out[key] = value;
      }
    }
    if (
      isLocation &&
      out.additionalProperties === undefined &&
      out.unevaluatedProperties === undefined &&
      hasNamedFields(root, node)
    ) {
      out.unevaluatedProperties = false;
      // Ajv's strictTypes wants the type next to the keyword; take it from what the node refers to.
      if (out.type === undefined) out.type = effectiveType(root, node) ?? 'object';
    }
    return out;
  };
  return visit(root, true) as SchemaNode;
}

/** Replaces `require("x").y` in Ajv's standalone output with ESM imports shared by all modules. */
function requiresToImports(code: string): string {
  const specifiers = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
    let name = specifiers.get(spec);
    if (!name) {
      name = `runtime${specifiers.size}`;
      specifiers.set(spec, name);
    }
    return name;
  });
  // The runtime helpers are CommonJS with `exports.default`: Node's ESM import puts the exports
  // object on `default`, loaders with Babel-style interop (tsx, bundlers) put `exports.default`
  // there. Picking the object with __esModule gives the exports object under both.
  const imports = [...specifiers].map(([spec, name]) => {
    const file = spec.endsWith('.js') ? spec : `${spec}.js`;
    return `import * as ${name}ns from ${JSON.stringify(file)};\nconst ${name} = ${name}ns.default && ${name}ns.default.__esModule ? ${name}ns.default : ${name}ns;\n`;
  });
  return imports.join('') + body.replace(/^"use strict";\n?/, '') + '\n';
}

/** An Ajv for the standalone modules (see createAjv: strict, 2020-12, formats, no messages). */
function newAjv(): Ajv2020 {
  return createAjv({ standalone: true });
}

function compileModule(ajv: Ajv2020, schema: AnySchema, banner: string): string {
  const validate = ajv.compile(schema);
  return banner + boundErrorCollection(requiresToImports(standaloneCode(ajv, validate)), DEFAULT_MAX_ERRORS);
}

function compileMulti(ajv: Ajv2020, schemas: Record<string, AnySchemaObject>, banner: string): string {
  const refs: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema(schema);
    refs[name] = schema.$id as string;
  }
  return banner + boundErrorCollection(requiresToImports(standaloneCode(ajv, refs)), DEFAULT_MAX_ERRORS);
}

// ---------------------------------------------------------------------------------------------
// OpenAPI

interface ParamMeta {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  type: string; // the JSON type to coerce the text to: string, integer, number, boolean
  reading?: string; // x-lenient-reading: how the platform reads the text (boolean, page, page-size)
  strictPattern?: string; // x-strict-pattern of the schema: the canonical form of the strict reading
}
interface ResponseMeta {
  status: string;
  file: string | null; // null: the status documents neither a JSON body nor headers
  hasBody: boolean;
  headers: Record<string, string>; // documented headers, lower-cased, to the JSON type of their value
  requiredHeaders: string[];
}
interface OperationMeta {
  method: string;
  path: string;
  operationId: string;
  params: ParamMeta[];
  requestFile: string;
  responses: ResponseMeta[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

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
 */
function selfContained(doc: SchemaNode, schema: Json, id: string): AnySchemaObject {
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

const fileSafe = (s: string): string => {
  if (!/^[A-Za-z0-9_.-]+$/.test(s) || s.startsWith('.')) throw new Error(`unsafe name for a file: ${JSON.stringify(s)}`);
  return s;
};

// ---------------------------------------------------------------------------------------------
// Envelopes: the delivery formats of specs/asyncapi/envelope.yaml, as @energy-contracts/event-schemas
// publishes them (schemas/envelope.json, eventbridge-entry.json, cloudevent.json, and
// EventBridgeDetail in asyncapi.json). Nothing here restates them.

/** AWS renames a PutEvents entry's fields when it delivers the event to a rule's target. */
const EVENTBRIDGE_DELIVERED_NAMES: Record<string, string> = { Source: 'source', DetailType: 'detail-type', Time: 'time', Detail: 'detail' };

/**
 * An EventBridge event as a target receives it, derived from the spec's EventBridgeEntry by AWS's
 * renaming (Source -> source, DetailType -> detail-type, Time -> time, Detail -> detail, parsed:
 * an object). EventBusName is not delivered; AWS adds its own metadata (id, version, account,
 * region, resources), of which only `id` is required here. `detail` is checked against
 * EventBridgeDetail separately, as the entry's parsed Detail is.
 */
function eventBridgeDeliveredSchema(entry: SchemaNode): AnySchemaObject {
  const properties: SchemaNode = {
    id: { type: 'string', minLength: 1 },
    version: { type: 'string' },
    account: { type: 'string' },
    region: { type: 'string' },
    resources: { type: 'array', items: { type: 'string' } },
  };
  const entryProperties = (isObject(entry.properties) ? entry.properties : {}) as SchemaNode;
  for (const [name, delivered] of Object.entries(EVENTBRIDGE_DELIVERED_NAMES)) {
    if (!isObject(entryProperties[name])) throw new Error(`compile-validators: EventBridgeEntry has no property ${name}`);
    properties[delivered] = name === 'Detail' ? { type: 'object' } : entryProperties[name]!;
  }
  const required = ['id', ...(Array.isArray(entry.required) ? entry.required : []).flatMap((r) => (typeof r === 'string' && r in EVENTBRIDGE_DELIVERED_NAMES ? [EVENTBRIDGE_DELIVERED_NAMES[r]!] : []))];
  return { $id: 'https://energy-contracts.example/validator/eventbridge-event.json', type: 'object', required, properties } as AnySchemaObject;
}

/** The envelope schemas by the export name envelope.ts reads them under, from the published files. */
function envelopeSchemas(eventSchemas: string): Record<string, AnySchemaObject> {
  const read = (file: string): SchemaNode => JSON.parse(fs.readFileSync(path.join(eventSchemas, file), 'utf8')) as SchemaNode;
  const asyncapi = read('asyncapi.json');
  const components = isObject(asyncapi.components) && isObject(asyncapi.components.schemas) ? (asyncapi.components.schemas as SchemaNode) : {};
  if (!isObject(components.EventBridgeDetail)) throw new Error('compile-validators: asyncapi.json has no components.schemas.EventBridgeDetail');
  const entry = cleanSchema(read('schemas/eventbridge-entry.json')) as SchemaNode;
  return {
    project: cleanSchema(read('schemas/envelope.json')) as AnySchemaObject,
    cloudEvents: cleanSchema(read('schemas/cloudevent.json')) as AnySchemaObject,
    eventBridgeEntry: entry as AnySchemaObject,
    eventBridgeEvent: eventBridgeDeliveredSchema(entry),
    eventBridgeDetail: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://energy-contracts.example/validator/eventbridge-detail.json',
      ...(cleanSchema(components.EventBridgeDetail) as SchemaNode),
    } as AnySchemaObject,
  };
}

// ---------------------------------------------------------------------------------------------

function writeFile(out: string, rel: string, text: string, written: Set<string>): void {
  const file = path.join(out, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.add(rel);
}

/** Runs the compiler; returns counts for the summary line. */
export function compileAll(opts: { eventSchemas: string; openapi: string; out: string }): Record<string, number> {
  const out = opts.out;
  fs.rmSync(out, { recursive: true, force: true });
  const written = new Set<string>();
  const eventBanner = bannerFor('specs/asyncapi.yaml');
  const restBanner = bannerFor('specs/openapi.yaml');

  // Events
  const catalogue = JSON.parse(fs.readFileSync(path.join(opts.eventSchemas, 'catalogue.json'), 'utf8')) as CatalogueEntry[];
  const sorted = [...catalogue].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
  const tolerantAjv = newAjv();
  const strictAjv = newAjv();
  const events: Record<string, Record<string, { id: string; latest: boolean }>> = {};
  for (const entry of sorted) {
    const raw = JSON.parse(fs.readFileSync(path.join(opts.eventSchemas, entry.schema), 'utf8')) as SchemaNode;
    const schema = cleanSchema(raw) as SchemaNode;
    const dir = `events/${fileSafe(entry.type)}`;
    const exempt = STRICT_EXEMPT.find(([t, v]) => t === entry.type && v === entry.version);
    writeFile(out, `${dir}/${fileSafe(entry.version)}.js`, compileModule(tolerantAjv, schema, eventBanner), written);
    const strictSchema = exempt ? schema : toStrict(schema);
    strictSchema.$id = String(schema.$id ?? entry.$id).replace(/\.json$/, '') + '.strict.json';
    writeFile(out, `${dir}/${entry.version}.strict.js`, compileModule(strictAjv, strictSchema, eventBanner), written);
    (events[entry.type] ??= {})[entry.version] = { id: entry.$id, latest: entry.latest };
  }

  // Envelopes
  writeFile(out, 'envelope.js', compileMulti(newAjv(), envelopeSchemas(opts.eventSchemas), eventBanner), written);

  // REST
  const doc = JSON.parse(fs.readFileSync(opts.openapi, 'utf8')) as SchemaNode;
  const restAjv = newAjv();
  const operations: OperationMeta[] = [];
  const paths = (isObject(doc.paths) ? doc.paths : {}) as SchemaNode;
  for (const template of Object.keys(paths).sort()) {
    const item = deref(doc, paths[template]!);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      if (!isObject(item[method])) continue;
      const op = item[method] as SchemaNode;
      const operationId = fileSafe(typeof op.operationId === 'string' ? op.operationId : `${method}${template.replace(/[^A-Za-z0-9]+/g, '_')}`);
      // Operation-level parameters override path-level ones of the same name and location.
      const byKey = new Map<string, SchemaNode>();
      for (const p of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        const param = deref(doc, p);
        if (param.in === 'path' || param.in === 'query') byKey.set(`${param.in} ${param.name}`, param);
      }
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
      const requestSchema = {
        type: 'object',
        properties: {
          path: { type: 'object', properties: groups.path.properties, required: groups.path.required },
          query: { type: 'object', properties: groups.query.properties, required: groups.query.required },
        },
      };
      const requestFile = `request/${operationId}.js`;
      writeFile(out, requestFile, compileModule(restAjv, selfContained(doc, requestSchema, `https://energy-contracts.example/validator/request/${operationId}.json`), restBanner), written);

      const responses: ResponseMeta[] = [];
      const documented = (isObject(op.responses) ? op.responses : {}) as SchemaNode;
      for (const status of Object.keys(documented).sort()) {
        const response = deref(doc, documented[status]!);
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
        let file: string | null = null;
        if (bodySchema !== undefined || Object.keys(headerProps).length) {
          file = `rest/${operationId}/${fileSafe(status)}.js`;
          const base = `https://energy-contracts.example/validator/rest/${operationId}/${status}`;
          const schemas: Record<string, AnySchemaObject> = {
            body: selfContained(doc, bodySchema ?? true, `${base}/body.json`),
            headers: selfContained(doc, { type: 'object', properties: headerProps, required: requiredHeaders }, `${base}/headers.json`),
          };
          writeFile(out, file, compileMulti(restAjv, schemas, restBanner), written);
        }
        responses.push({ status, file, hasBody: bodySchema !== undefined, headers: headerTypes, requiredHeaders });
      }
      operations.push({ method: method.toUpperCase(), path: template, operationId, params, requestFile, responses });
    }
  }

  // Base path from the first server URL (`{base_url}` resolved to its default), e.g. /v1
  let basePath = '';
  const server = Array.isArray(doc.servers) && isObject(doc.servers[0]) ? (doc.servers[0] as SchemaNode) : undefined;
  if (server && typeof server.url === 'string') {
    let url = server.url;
    const vars = (isObject(server.variables) ? server.variables : {}) as SchemaNode;
    url = url.replace(/\{([^}]+)\}/g, (_m, v: string) => String((deref(doc, vars[v] ?? {}).default as string | undefined) ?? ''));
    try {
      basePath = new URL(url, 'http://base.invalid').pathname.replace(/\/+$/, '');
    } catch {
      basePath = '';
    }
  }

  writeFile(out, 'index.js', indexModule(events), written);
  writeFile(out, 'index.d.ts', INDEX_DTS, written);
  writeFile(out, 'operations.js', operationsModule(operations, basePath), written);
  const loadable = [...written].filter((f) => f.endsWith('.js') && f !== 'index.js').sort();
  writeFile(out, 'module-map.cjs', modulesCjs(loadable), written);
  writeFile(out, 'module-map.d.cts', MODULE_MAP_DTS, written);
  writeFile(out, 'modules.cjs', MODULES_CJS, written);
  writeFile(out, 'modules.d.cts', MODULES_DTS, written);
  return { events: sorted.length, modules: written.size, operations: operations.length, responses: operations.reduce((n, o) => n + o.responses.length, 0) };
}

/** The `$id` every event payload schema has by the spec's convention; others are listed one by one. */
const SCHEMA_ID_BASE = 'https://energy-contracts.example/schemas/';

/**
 * generated/index.js is what `import { validateEvent }` pays for, so it holds only what the
 * event hot path reads: type -> versions, plus the few facts the path convention cannot say
 * (a latest version that is not the last one, a `$id` off the convention; both empty today).
 * Module paths follow the convention `events/<type>/<version>[.strict].js`; REST metadata and
 * the bundler-friendly import() thunks live in their own modules, loaded on first use.
 */
function indexModule(events: Record<string, Record<string, { id: string; latest: boolean }>>): string {
  const versions: Record<string, string[]> = {};
  const latestExceptions: Record<string, string | null> = {};
  const idExceptions: Record<string, Record<string, string>> = {};
  for (const type of Object.keys(events)) {
    const list = Object.keys(events[type]!);
    versions[type] = list;
    const latest = list.filter((v) => events[type]![v]!.latest);
    if (latest.length !== 1 || latest[0] !== list[list.length - 1]) latestExceptions[type] = latest[latest.length - 1] ?? null;
    for (const v of list) {
      if (events[type]![v]!.id !== `${SCHEMA_ID_BASE}${type}/${v}.json`) (idExceptions[type] ??= {})[v] = events[type]![v]!.id;
    }
  }
  const lines: string[] = [bannerFor('specs/asyncapi.yaml').trimEnd()];
  lines.push('// Event type -> payload versions (sorted; the last is the latest unless latestExceptions says otherwise).');
  lines.push('// Nothing is compiled or loaded here: validators load on first use from eventFile(type, version, strict).');
  lines.push('export const eventVersions = {');
  for (const type of Object.keys(versions)) lines.push(`  ${JSON.stringify(type)}: ${JSON.stringify(versions[type])},`);
  lines.push('};');
  lines.push(`export const latestExceptions = ${JSON.stringify(latestExceptions)};`);
  lines.push(`export const schemaIdBase = ${JSON.stringify(SCHEMA_ID_BASE)};`);
  lines.push(`export const idExceptions = ${JSON.stringify(idExceptions)};`);
  lines.push('export const eventFile = (type, version, strict) => `events/${type}/${version}${strict ? ".strict" : ""}.js`;');
  lines.push('export const envelopeFile = "envelope.js";');
  lines.push('export const operationsFile = "operations.js";');
  return lines.join('\n') + '\n';
}

/**
 * generated/module-map.cjs: every validator module and the REST metadata by its path inside
 * generated/, each behind a function calling require() with a literal specifier. CommonJS on
 * purpose: the public API is synchronous, and a literal require() is the one form every bundler
 * (esbuild, webpack, Vite/Rolldown) follows and still evaluates lazily, on the first call, while
 * plain Node loads the ES module with require(esm). A computed specifier (`#generated/${file}`)
 * works in Node but a bundle cannot follow it (issue 12, defect 6).
 */
function modulesCjs(files: string[]): string {
  const lines: string[] = [bannerFor('specs/asyncapi.yaml and specs/openapi.yaml').trimEnd()];
  lines.push('// Each generated module by its path inside generated/, loaded on first call.');
  lines.push('"use strict";');
  lines.push('module.exports = {');
  for (const file of files) lines.push(`  ${JSON.stringify(file)}: () => require(${JSON.stringify(`./${file}`)}),`);
  lines.push('};');
  return lines.join('\n') + '\n';
}

const MODULE_MAP_DTS = `${bannerFor('specs/asyncapi.yaml and specs/openapi.yaml')}declare const modules: Record<string, () => unknown>;
export = modules;
`;

/**
 * generated/modules.cjs, what the entry point imports: a function that requires the map on first
 * use. An ES import of a CommonJS file makes Node scan its whole text for export names (the 84 KB
 * map cost 3 ms of cold start idle, 20 ms at load 14); a require() from CommonJS does not scan.
 */
const MODULES_CJS = `${bannerFor('specs/asyncapi.yaml and specs/openapi.yaml')}"use strict";
let map;
/** The map of generated/module-map.cjs, loaded on first call. */
module.exports = function moduleMap() {
  return (map ??= require("./module-map.cjs"));
};
`;

const MODULES_DTS = `${bannerFor('specs/asyncapi.yaml and specs/openapi.yaml')}declare function moduleMap(): Record<string, () => unknown>;
export = moduleMap;
`;

/** REST metadata: the base path and every operation with its parameters and documented responses. */
function operationsModule(operations: OperationMeta[], basePath: string): string {
  const lines: string[] = [bannerFor('specs/openapi.yaml').trimEnd()];
  lines.push('// Loaded on the first REST call (validateResponse, validateRequest, matchRoute); validators load per file on first use.');
  lines.push(`export const basePath = ${JSON.stringify(basePath)};`);
  lines.push('export const operations = [');
  for (const op of operations) {
    const responses = op.responses
      .map(
        (r) =>
          `{ status: ${JSON.stringify(r.status)}, file: ${JSON.stringify(r.file)}, ` +
          `hasBody: ${r.hasBody}, headers: ${JSON.stringify(r.headers)}, requiredHeaders: ${JSON.stringify(r.requiredHeaders)} }`,
      )
      .join(', ');
    lines.push(
      `  { method: ${JSON.stringify(op.method)}, path: ${JSON.stringify(op.path)}, operationId: ${JSON.stringify(op.operationId)}, ` +
        `params: ${JSON.stringify(op.params)}, requestFile: ${JSON.stringify(op.requestFile)}, responses: [${responses}] },`,
    );
  }
  lines.push('];');
  return lines.join('\n') + '\n';
}

const INDEX_DTS = `${bannerFor('specs/asyncapi.yaml')}export interface GeneratedValidateFunction {
  (data: unknown): boolean;
  errors?: null | Array<{ instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown> }>;
  /** Most errors each loop over the data collects before it stops (shared by the module's validators). */
  errorLimit: { max: number };
}
export interface GeneratedEventModule { validate: GeneratedValidateFunction; default: GeneratedValidateFunction }
export declare const eventVersions: Record<string, string[]>;
export declare const latestExceptions: Record<string, string | null>;
export declare const schemaIdBase: string;
export declare const idExceptions: Record<string, Record<string, string>>;
export declare const eventFile: (type: string, version: string, strict: boolean) => string;
export interface GeneratedEnvelopeModule {
  project: GeneratedValidateFunction;
  cloudEvents: GeneratedValidateFunction;
  eventBridgeEntry: GeneratedValidateFunction;
  eventBridgeEvent: GeneratedValidateFunction;
  eventBridgeDetail: GeneratedValidateFunction;
}
export declare const envelopeFile: string;
export declare const operationsFile: string;
export interface GeneratedParam { name: string; in: 'path' | 'query'; required: boolean; type: string; reading?: string; strictPattern?: string }
export interface GeneratedResponseModule { body: GeneratedValidateFunction; headers: GeneratedValidateFunction }
export interface GeneratedResponse {
  status: string;
  file: string | null;
  hasBody: boolean;
  headers: Record<string, string>;
  requiredHeaders: string[];
}
export interface GeneratedOperation {
  method: string;
  path: string;
  operationId: string;
  params: GeneratedParam[];
  requestFile: string;
  responses: GeneratedResponse[];
}
/** The module at operationsFile. */
export interface GeneratedOperationsModule { basePath: string; operations: GeneratedOperation[] }
`;

function main(): void {
  const { values } = parseArgs({
    options: {
      'event-schemas': { type: 'string' },
      openapi: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(
      'Usage: tsx scripts/compile-validators.ts [--event-schemas DIR] [--openapi FILE] [--out DIR]\n' +
        'Compiles event, envelope, REST response and request validators into Ajv standalone ESM modules.\n',
    );
    return;
  }
  const contracts = contractReader(import.meta.url);
  const eventSchemas = path.resolve(values['event-schemas'] ?? contracts.eventSchemasDir());
  const openapi = path.resolve(values.openapi ?? contracts.path('openapi'));
  const out = path.resolve(values.out ?? path.join(packageRoot, 'generated'));
  for (const [what, file] of [['catalogue', path.join(eventSchemas, 'catalogue.json')], ['OpenAPI document', openapi]] as const) {
    if (!fs.existsSync(file)) {
      process.stderr.write(`compile-validators: ${what} not found at ${file}; build @energy-contracts/event-schemas and @energy-contracts/openapi first\n`);
      process.exit(1);
    }
  }
  const counts = compileAll({ eventSchemas, openapi, out });
  process.stdout.write(
    `compile-validators: ${counts.events} event versions, ${counts.operations} operations, ${counts.responses} responses -> ${counts.modules} files in ${path.relative(process.cwd(), out) || '.'}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
