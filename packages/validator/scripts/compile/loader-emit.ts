// The index and loader modules of generated/: what `import { validateEvent }` loads (index.js, a
// type -> versions table), how every other module is reached (module-map.cjs, one literal
// require() per module, behind modules.cjs), the REST metadata (operations.js) and their types.
import { bannerFor } from './standalone-emit.js';
import type { OperationMeta } from './openapi-walk.js';

/** The `$id` every event payload schema has by the spec's convention; others are listed one by one. */
const SCHEMA_ID_BASE = 'https://energy-contracts.example/schemas/';

/**
 * generated/index.js is what `import { validateEvent }` pays for, so it holds only what the
 * event hot path reads: type -> versions, plus the few facts the path convention cannot say
 * (a latest version that is not the last one, a `$id` off the convention; both empty today).
 * Module paths follow the convention `events/<type>/<version>[.strict].js`; REST metadata and
 * the bundler-friendly import() thunks live in their own modules, loaded on first use.
 */
export function indexModule(events: Record<string, Record<string, { id: string; latest: boolean }>>): string {
  const versions: Record<string, string[]> = {};
  const latestExceptions: Record<string, string | null> = {};
  const idExceptions: Record<string, Record<string, string>> = {};
  for (const type of Object.keys(events)) {
    const list = Object.keys(events[type]!);
    versions[type] = list;
    const latest = list.filter((v) => events[type]![v]!.latest);
    if (latest.length !== 1 || latest[0] !== list[list.length - 1])
      latestExceptions[type] = latest[latest.length - 1] ?? null;
    for (const v of list) {
      if (events[type]![v]!.id !== `${SCHEMA_ID_BASE}${type}/${v}.json`)
        (idExceptions[type] ??= {})[v] = events[type]![v]!.id;
    }
  }
  const lines: string[] = [bannerFor('specs/asyncapi.yaml').trimEnd()];
  lines.push(
    '// Event type -> payload versions (sorted; the last is the latest unless latestExceptions says otherwise).',
  );
  lines.push(
    '// Nothing is compiled or loaded here: validators load on first use from eventFile(type, version, strict).',
  );
  lines.push('export const eventVersions = {');
  for (const type of Object.keys(versions)) lines.push(`  ${JSON.stringify(type)}: ${JSON.stringify(versions[type])},`);
  lines.push('};');
  lines.push(`export const latestExceptions = ${JSON.stringify(latestExceptions)};`);
  lines.push(`export const schemaIdBase = ${JSON.stringify(SCHEMA_ID_BASE)};`);
  lines.push(`export const idExceptions = ${JSON.stringify(idExceptions)};`);
  lines.push(
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the emitted module's own template literal
    'export const eventFile = (type, version, strict) => `events/${type}/${version}${strict ? ".strict" : ""}.js`;',
  );
  lines.push('export const envelopeFile = "envelope.js";');
  lines.push('export const operationsFile = "operations.js";');
  return `${lines.join('\n')}\n`;
}

/**
 * generated/module-map.cjs: every validator module and the REST metadata by its path inside
 * generated/, each behind a function calling require() with a literal specifier. CommonJS on
 * purpose: the public API is synchronous, and a literal require() is the one form every bundler
 * (esbuild, webpack, Vite/Rolldown) follows and still evaluates lazily, on the first call, while
 * plain Node loads the ES module with require(esm). A computed specifier (`#generated/${file}`)
 * works in Node but a bundle cannot follow it.
 */
export function modulesCjs(files: string[]): string {
  const lines: string[] = [bannerFor('specs/asyncapi.yaml and specs/openapi.yaml').trimEnd()];
  lines.push('// Each generated module by its path inside generated/, loaded on first call.');
  lines.push('"use strict";');
  lines.push('module.exports = {');
  for (const file of files) lines.push(`  ${JSON.stringify(file)}: () => require(${JSON.stringify(`./${file}`)}),`);
  lines.push('};');
  return `${lines.join('\n')}\n`;
}

/** generated/module-map.d.cts. */
export const MODULE_MAP_DTS = `${bannerFor('specs/asyncapi.yaml and specs/openapi.yaml')}declare const modules: Record<string, () => unknown>;
export = modules;
`;

/**
 * generated/modules.cjs, what the entry point imports: a function that requires the map on first
 * use. An ES import of a CommonJS file makes Node scan its whole text for export names (the map is
 * large, and the scan is paid at every cold start); a require() from CommonJS does not scan.
 */
export const MODULES_CJS = `${bannerFor('specs/asyncapi.yaml and specs/openapi.yaml')}"use strict";
let map;
/** The map of generated/module-map.cjs, loaded on first call. */
module.exports = function moduleMap() {
  return (map ??= require("./module-map.cjs"));
};
`;

/** generated/modules.d.cts. */
export const MODULES_DTS = `${bannerFor('specs/asyncapi.yaml and specs/openapi.yaml')}declare function moduleMap(): Record<string, () => unknown>;
export = moduleMap;
`;

/** generated/operations.js: the base path and every operation with its parameters and documented responses. */
export function operationsModule(operations: OperationMeta[], basePath: string): string {
  const lines: string[] = [bannerFor('specs/openapi.yaml').trimEnd()];
  lines.push(
    '// Loaded on the first REST call (validateResponse, validateRequest, matchRoute); validators load per file on first use.',
  );
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
  return `${lines.join('\n')}\n`;
}

/** generated/index.d.ts: the types of the generated modules, as src/generated.ts reads them. */
export const INDEX_DTS = `${bannerFor('specs/asyncapi.yaml')}export interface GeneratedValidateFunction {
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
