/**
 * The contract the site is built from, through the public entry points of
 * `@energy-contracts/event-schemas`: the bundled OpenAPI and AsyncAPI documents, the catalogue, and
 * the published JSON Schema of each (event type, version).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Json } from '@energy-contracts/compat';
import type { CatalogueItem } from '../model/event-catalogue.js';

const require = createRequire(import.meta.url);

/** The package the documents and schemas come from. */
export const SCHEMA_PACKAGE = '@energy-contracts/event-schemas';

/** The bundled documents. */
export interface LoadedContract {
  openapi: Json;
  asyncapi: Json;
  catalogue: CatalogueItem[];
}

function readJson(specifier: string): Json {
  let file: string;
  try {
    file = require.resolve(specifier);
  } catch {
    throw new Error(`${specifier} is missing: build the contract packages first (npx turbo run build --filter=@energy-contracts/spec-site builds them)`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/**
 * Reads the bundled documents and the catalogue (read afresh each call, never cached by `require`).
 * @example const { openapi, asyncapi, catalogue } = loadContract();
 */
export function loadContract(): LoadedContract {
  return {
    openapi: readJson(`${SCHEMA_PACKAGE}/openapi.json`),
    asyncapi: readJson(`${SCHEMA_PACKAGE}/asyncapi.json`),
    catalogue: readJson(`${SCHEMA_PACKAGE}/catalogue.json`) as unknown as CatalogueItem[],
  };
}

/**
 * The file of a published JSON Schema (`schemas/account.created/v1.json` in the catalogue).
 * @example publishedSchemaFile('schemas/account.created/v1.json') // '/.../node_modules/@energy-contracts/event-schemas/schemas/account.created/v1.json'
 */
export function publishedSchemaFile(schema: string): string {
  return require.resolve(`${SCHEMA_PACKAGE}/${schema}`);
}
