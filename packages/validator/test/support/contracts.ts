// Loads the published contract inputs the generated validators were compiled from: the event
// catalogue, schemas and AsyncAPI document of @energy-contracts/event-schemas and the OpenAPI
// document of @energy-contracts/openapi; and the contract's examples as the one table of cases of
// @energy-contracts/contracts/example-cases, which the contracts package runs through a fresh Ajv.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventExampleCases, restExampleCases, type RestExampleCase } from '@energy-contracts/contracts/example-cases';
import type { CatalogueEntry } from '@energy-contracts/event-schemas';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import type { Json, JsonObject } from '@energy-contracts/schema-tools/json-pointer';

/** The contract files as this package resolves them (schema-tools' reader). */
export const contracts = contractReader(import.meta.url);
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(packageRoot, '../..');
/** The folder of the published catalogue.json; its `schema` paths are relative to it. */
export const eventSchemasDir = contracts.eventSchemasDir();

export type { CatalogueEntry };

export const catalogue = contracts.read<CatalogueEntry[]>('catalogue');

export function eventSchema(entry: CatalogueEntry): JsonObject {
  return contracts.eventSchema<JsonObject>(entry.schema);
}

/**
 * The payload versions the tests of this package's own behaviour run on (the verdict sweep runs
 * every example): the first version inlining each shared type, the one open schema
 * (additionalProperties: true), the semver versions, the last entry and every 20th.
 */
export const catalogueSample: CatalogueEntry[] = (() => {
  const inlined = new Set<string>();
  return catalogue.filter((e, i) => {
    const firstOfItsSharedType = e.inlinesSharedType !== null && !inlined.has(e.inlinesSharedType);
    if (firstOfItsSharedType) inlined.add(e.inlinesSharedType!);
    return (
      i % 20 === 0 ||
      i === catalogue.length - 1 ||
      firstOfItsSharedType ||
      eventSchema(e).additionalProperties === true ||
      !e.version.startsWith('v')
    );
  });
})();

export const openapi = contracts.read<JsonObject>('openapi');
export const asyncapi = contracts.read<JsonObject>('asyncapi');

/** Every example of the published documents, with the schema it must pass (the contracts package's table). */
export const restCases: RestExampleCase[] = restExampleCases(openapi);
export const eventCases = eventExampleCases(asyncapi);

/** The example payloads of one event version, by example name (`full` first by the name order of their files in specs/asyncapi/examples). */
export function eventExamples(type: string, version: string): Array<{ file: string; payload: unknown }> {
  return eventCases
    .filter((c) => c.type === type && c.version === version)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((c) => ({ file: `specs/asyncapi/examples/${c.name}`, payload: c.payload }));
}

/** A concrete path from a template: each {param} replaced by `values[param]`, else an example-like value. */
export function concretePath(template: string, values: Record<string, string> = {}): string {
  const defaults: Record<string, string> = {
    product_code: 'AGILE-24-04-03',
    tariff_code: 'E-1R-AGILE-24-04-03-C',
    account_number: 'A-1A2B3C4D',
  };
  return `/v1${template.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? defaults[name] ?? 'x')}`;
}

/**
 * Every documented JSON response body example, as `[name, method, path template, status, body]`
 * rows for data-driven tests.
 */
export function responseExamples(): Array<readonly [string, string, string, string, Json]> {
  return restCases
    .filter((c) => c.kind === 'response-body' && c.mediaType === 'application/json')
    .map((c) => [c.name, c.method.toLowerCase(), c.path, c.status!, c.value as Json] as const);
}
