// Step 1 of the event types generator: the catalogue of @energy-contracts/event-schemas and the
// schema of each (event type, payload version), checked (non-empty fields, no duplicate pair, a
// TypeScript name per pair that no other pair takes), in catalogue order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueEntry } from '@energy-contracts/event-schemas';

/** A JSON object of a schema. */
export type JsonObject = { [key: string]: unknown };

/** The generator's error: the message names the file and JSON pointer of what is wrong. */
export class GenerateError extends Error {}

/** A catalogue row with its loaded schema and the TypeScript name chosen for it. */
export interface EventInput {
  entry: CatalogueEntry;
  name: string;
  schema: JsonObject;
  /** Set when the payload is exactly one shared type: the interface becomes an alias of it. */
  aliasOf?: string;
  /** Set when the payload inlines every field of a shared type plus its own: the interface extends it. */
  extendsShared?: string;
}

/**
 * Code-unit order, the same on every machine (no locale).
 * @example ['b', 'a'].sort(compare) // ['a', 'b']
 */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Reads a JSON file; a missing or malformed file is a GenerateError naming it. */
export function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new GenerateError(`${file}: cannot read it (expected the built @energy-contracts/event-schemas files)`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new GenerateError(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * PascalCases a dotted/dashed/underscored event type and appends its version, so that
 * `agreement.revoked` v2 reads `AgreementRevokedV2` and `lifecycle.support-site.sale` 1.0.0 reads
 * `LifecycleSupportSiteSaleV1_0_0`.
 *
 * @example
 * eventInterfaceName('account.created', 'v1'); // 'AccountCreatedV1'
 */
export function eventInterfaceName(type: string, version: string): string {
  const base = type
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  const v = version.replace(/^v/i, '').replace(/[^A-Za-z0-9]+/g, '_');
  if (!/^[A-Za-z]/.test(base) || v.length === 0) {
    throw new GenerateError(
      `event type "${type}" version "${version}": cannot build a TypeScript name (expected a type starting with a letter and a non-empty version)`,
    );
  }
  return `${base}V${v}`;
}

/**
 * The catalogue's events with their schemas, in catalogue order.
 * @throws GenerateError naming the catalogue pointer or the schema file that is wrong.
 * @example loadEvents('node_modules/@energy-contracts/event-schemas/generated/catalogue.json').length // 265
 */
export function loadEvents(cataloguePath: string): EventInput[] {
  const catalogueDir = path.dirname(cataloguePath);
  const catalogue = readJson(cataloguePath) as unknown;
  if (!Array.isArray(catalogue) || catalogue.length === 0) {
    throw new GenerateError(`${cataloguePath}: expected a non-empty array of {type, version, schema, ...}`);
  }
  const events: EventInput[] = [];
  const owners = new Map<string, string>();
  const pairs = new Set<string>();
  catalogue.forEach((raw: unknown, index: number) => {
    const entry = raw as CatalogueEntry;
    for (const key of ['type', 'version', 'schema'] as const) {
      if (typeof entry?.[key] !== 'string' || entry[key].length === 0) {
        throw new GenerateError(`${cataloguePath}#/${index}/${key}: expected a non-empty string`);
      }
    }
    const pair = `${entry.type} ${entry.version}`;
    if (pairs.has(pair)) throw new GenerateError(`${cataloguePath}#/${index}: duplicate (type, version) ${pair}`);
    pairs.add(pair);
    const schema = readJson(path.resolve(catalogueDir, entry.schema)) as JsonObject;
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
      throw new GenerateError(`${entry.schema}: expected a JSON Schema object`);
    }
    const name = eventInterfaceName(entry.type, entry.version);
    const owner = owners.get(name);
    if (owner) throw new GenerateError(`name collision: ${owner} and ${pair} both become ${name}`);
    owners.set(name, pair);
    events.push({ entry, name, schema });
  });
  return events;
}
