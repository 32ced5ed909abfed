/**
 * The contract the site is built from, through the public entry points of the packages that
 * publish it: the bundled OpenAPI document of `@energy-contracts/openapi`, and the bundled
 * AsyncAPI document, the catalogue and the JSON Schema of each (event type, version) of
 * `@energy-contracts/event-schemas`.
 */
import path from 'node:path';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { assertRefsResolve, type Json } from '@energy-contracts/schema-tools/json-pointer';
import type { CatalogueItem } from '../model/event-catalogue.js';

const contracts = contractReader(import.meta.url);

/** The package that publishes the event schemas, as each event page names it. */
export const SCHEMA_PACKAGE = '@energy-contracts/event-schemas';

/** The bundled documents. */
export interface LoadedContract {
  openapi: Json;
  asyncapi: Json;
  catalogue: CatalogueItem[];
}

/**
 * Reads the bundled documents and the catalogue (read afresh each call, never cached by `require`).
 * @example const { openapi, asyncapi, catalogue } = loadContract();
 */
export function loadContract(): LoadedContract {
  return {
    openapi: contracts.read<Json>('openapi'),
    asyncapi: contracts.read<Json>('asyncapi'),
    catalogue: contracts.read<CatalogueItem[]>('catalogue'),
  };
}

/**
 * Checks that every `$ref` of the two bundled documents resolves inside its document, before the
 * site follows any: a broken one would otherwise be a field of any type, silently.
 * @throws Error naming each `$ref` that does not resolve, its document and the JSON pointer where it sits.
 * @example checkContractRefs(loadContract()) // returns; throws "... openapi.json: $ref #/components/schemas/Nope at /paths/~1products~1/get/..."
 */
export function checkContractRefs(contract: LoadedContract): void {
  assertRefsResolve('the contract', { 'openapi.json': contract.openapi, 'asyncapi.json': contract.asyncapi });
}

/**
 * The file of a published JSON Schema (`schemas/account.created/v1.json` in the catalogue, relative to it).
 * @example publishedSchemaFile('schemas/account.created/v1.json') // '/.../node_modules/@energy-contracts/event-schemas/generated/schemas/account.created/v1.json'
 */
export function publishedSchemaFile(schema: string): string {
  return path.join(contracts.eventSchemasDir(), schema);
}
