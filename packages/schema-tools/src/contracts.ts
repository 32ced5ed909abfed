/**
 * Reads the contract files through the entry points of the packages that publish them: the
 * bundled OpenAPI document of `@energy-contracts/openapi`, and the bundled AsyncAPI document, the
 * event catalogue and the per-event JSON Schemas of `@energy-contracts/event-schemas` (and, for the
 * two packages that build those from them, the bundles of the private `@energy-contracts/contracts`).
 * Never a path into another package's folder: a reader resolves the files as its caller's package
 * does (`from`, the caller's `import.meta.url`), so the caller declares the package it reads and
 * gets the version it declared.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Each contract file, by the package specifier that exports it. */
export const CONTRACT_FILES = {
  /** The REST contract, published. */
  openapi: '@energy-contracts/openapi/openapi.json',
  /** The event contract, published. */
  asyncapi: '@energy-contracts/event-schemas/asyncapi.json',
  /** Every (event type, payload version) with its schema path, published. */
  catalogue: '@energy-contracts/event-schemas/catalogue.json',
  /** The bundle `@energy-contracts/openapi` publishes, as the contracts package builds it (private). */
  'bundled-openapi': '@energy-contracts/contracts/openapi.json',
  /** The bundle `@energy-contracts/event-schemas` is built from (private). */
  'bundled-asyncapi': '@energy-contracts/contracts/asyncapi.json',
} as const;

/** A name of {@link CONTRACT_FILES}. */
export type ContractFile = keyof typeof CONTRACT_FILES;

/** Reads the contract files as the package of `from` resolves them. */
export interface ContractReader {
  /** Absolute path of a contract file. */
  path(file: ContractFile): string;
  /** A contract file, parsed afresh on each call (callers may change what they get). */
  read<T = Record<string, unknown>>(file: ContractFile): T;
  /** The folder holding `catalogue.json`; the catalogue's `schema` paths are relative to it. */
  eventSchemasDir(): string;
  /** A published event schema by its catalogue path (`schemas/account.created/v1.json`), parsed afresh. */
  eventSchema<T = Record<string, unknown>>(schemaPath: string): T;
}

/**
 * A reader resolving from the module at `from` (pass `import.meta.url`).
 * @throws Error, when a file is read, naming the package to build when it is not built or not installed.
 * @example
 * const contracts = contractReader(import.meta.url);
 * const openapi = contracts.read('openapi');
 * const catalogue = contracts.read<CatalogueEntry[]>('catalogue');
 * const schema = contracts.eventSchema(catalogue[0].schema);
 */
export function contractReader(from: string | URL): ContractReader {
  const require = createRequire(from);
  const resolve = (specifier: string): string => {
    let file: string;
    try {
      file = require.resolve(specifier);
    } catch {
      throw new Error(
        `${specifier} cannot be resolved from ${String(from)}: declare ${packageOf(specifier)} as a dependency and build it (npx turbo run build --filter=${packageOf(specifier)})`,
      );
    }
    return file;
  };
  const readJson = (file: string, what: string): unknown => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`${what} is missing (${file}): build it first (npx turbo run build --filter=${packageOf(what)})`);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new Error(`${what} (${file}) is not JSON: ${(error as Error).message}`);
    }
  };
  const filePath = (file: ContractFile): string => resolve(CONTRACT_FILES[file]);
  return {
    path: filePath,
    read: <T>(file: ContractFile) => readJson(filePath(file), CONTRACT_FILES[file]) as T,
    eventSchemasDir: () => path.dirname(filePath('catalogue')),
    eventSchema: <T>(schemaPath: string) =>
      readJson(
        path.join(path.dirname(filePath('catalogue')), schemaPath),
        `@energy-contracts/event-schemas/${schemaPath}`,
      ) as T,
  };
}

function packageOf(specifier: string): string {
  return specifier.split('/').slice(0, 2).join('/');
}
