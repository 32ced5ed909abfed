// Loads the published contract inputs the generated validators were compiled from: the event
// catalogue and schemas of @energy-contracts/event-schemas, the bundled OpenAPI document of
// @energy-contracts/openapi, and the hand-written event examples in specs/asyncapi/examples.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueEntry } from '@energy-contracts/event-schemas';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { deref, escapeToken } from '@energy-contracts/schema-tools/json-pointer';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const contracts = contractReader(import.meta.url);
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(packageRoot, '../..');
/** The folder of the published catalogue.json; its `schema` paths are relative to it. */
export const eventSchemasDir = contracts.eventSchemasDir();

export type { CatalogueEntry };

export const catalogue = contracts.read<CatalogueEntry[]>('catalogue');

export function eventSchema(entry: CatalogueEntry): JsonObject {
  return contracts.eventSchema<JsonObject>(entry.schema);
}

export const openapi = contracts.read<JsonObject>('openapi');

/** Example payload files of one event version: `<version>.<name>.payload.json` in specs/asyncapi/examples/<type>/. */
export function eventExamples(type: string, version: string): Array<{ file: string; payload: unknown }> {
  const dir = path.join(repoRoot, 'specs/asyncapi/examples', type);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(`${version}.`) && f.endsWith('.payload.json'))
    .sort()
    .map((f) => ({ file: path.join('specs/asyncapi/examples', type, f), payload: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as unknown }));
}

/** Follows `$ref`s of the form `#/a/b` inside `root`. */
export function resolveRef(root: JsonObject, node: Json): JsonObject {
  return (deref<Json>(root, node, 20) ?? {}) as JsonObject;
}

export { escapeToken };

/** A concrete path from a template: each {param} replaced by an example-like value. */
export function concretePath(template: string): string {
  const values: Record<string, string> = { product_code: 'AGILE-24-04-03', tariff_code: 'E-1R-AGILE-24-04-03-C', account_number: 'A-1A2B3C4D' };
  return `/v1${template.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? 'x')}`;
}

/**
 * Every documented REST response example of the bundled OpenAPI document, as
 * `[name, method, path template, status, body]` rows for data-driven tests.
 */
export function responseExamples(): Array<readonly [string, string, string, string, Json]> {
  const responseCases: Array<readonly [string, string, string, string, Json]> = [];
  for (const [template, item] of Object.entries(openapi.paths as JsonObject)) {
    for (const [method, op] of Object.entries(resolveRef(openapi, item))) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
      for (const [status, raw] of Object.entries(((op as JsonObject).responses ?? {}) as JsonObject)) {
        const response = resolveRef(openapi, raw);
        const media = ((response.content ?? {}) as JsonObject)['application/json'] as JsonObject | undefined;
        if (!media) continue;
        if (media.example !== undefined) responseCases.push([`${method.toUpperCase()} ${template} ${status} example`, method, template, status, media.example]);
        for (const [name, ex] of Object.entries((media.examples ?? {}) as JsonObject)) {
          const example = resolveRef(openapi, ex);
          if ('value' in example) responseCases.push([`${method.toUpperCase()} ${template} ${status} ${name}`, method, template, status, example.value!]);
        }
      }
    }
  }
  return responseCases;
}
