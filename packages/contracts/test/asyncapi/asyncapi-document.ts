// Test helpers for the event contract: the AsyncAPI document bundled from specs/ once per run by
// bundles.global-setup.ts (so a test never reads a stale dist/), its payloads indexed by (event
// type, payload version), the seed, and an Ajv 2020 validator that knows every component schema.
import path from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { inject } from 'vitest';
import { deref } from '@energy-contracts/schema-tools/json-pointer';
import { eventMessages, type EventMessage } from '../../src/example-cases.js';
import { asyncApiRoot, documentAjv, repoRoot } from '../document-ajv.js';
import { readSeed, seedsDir } from '../shared-seeds.js';
import { parseSeedCatalogue, type SeedCatalogue } from './seed-catalogue.js';

/** A JSON object as found in the AsyncAPI document. */
export type Json = Record<string, any>;

/** The seeds live beside the repository (../shared), never at an absolute path. */
export const seedFile = path.join(seedsDir, 'event-catalogue.md');
export const specFile = asyncApiRoot;
export const examplesDir = path.join(repoRoot, 'specs/asyncapi/examples');

const seedText = readSeed('event-catalogue.md');
/** The seed catalogue, parsed and with every grouping expanded; empty when the seeds are absent (seed suites are then skipped). */
export const seed: SeedCatalogue =
  seedText === null
    ? { sharedTypes: new Map(), unusedSharedTypes: [], payloads: [], sections: [] }
    : parseSeedCatalogue(seedText);

/** The bundled AsyncAPI document (this file's own copy, parsed from the run's one bundle). */
export const doc: Json = JSON.parse(inject('asyncapiBundle')) as Json;

export { ENVELOPE_SCHEMAS } from '../../src/example-cases.js';

/** One message of the document: its key, (type, version) from the header consts, its payload schema name and schema. */
export interface PayloadMessage extends EventMessage {
  message: Json;
  schema: Json;
}

/** Every message, with the (type, version) its headers pin. Throws naming the message when headers are not consts. */
export const payloadMessages: PayloadMessage[] = eventMessages(doc).map((m) => ({
  ...m,
  schema: doc.components.schemas[m.schemaName],
}));

const DOC_ID = 'https://energy-contracts.example/asyncapi.json';

/** Every `x-` keyword the document uses, so Ajv's strict mode accepts them as annotations. */
function xKeywords(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) xKeywords(n, into);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('x-')) into.add(k);
      xKeywords(v, into);
    }
  }
  return into;
}

/** Ajv 2020 (strict) knowing every component schema under the document's `$id`. */
export const ajv = documentAjv(DOC_ID, doc.components.schemas, xKeywords(doc.components.schemas));

const validators = new Map<string, ValidateFunction>();
/** A compiled validator for `components.schemas.<name>` (cached). */
export function validatorFor(name: string): ValidateFunction {
  let v = validators.get(name);
  if (!v) {
    v = ajv.compile({ $ref: `${DOC_ID}#/components/schemas/${name}` });
    validators.set(name, v);
  }
  return v;
}

/**
 * A value that satisfies `schema`; `onlyRequired` leaves optional properties out (at every depth).
 * Arrays get one item so nested required fields are exercised too.
 */
export function sampleValue(schema: Json, onlyRequired: boolean): unknown {
  const s = deref<Json>(doc, schema);
  switch (s.type) {
    case 'string':
      return 'sample';
    case 'integer':
      return 7;
    case 'number':
      return 1.5;
    case 'boolean':
      return true;
    case 'array':
      return [sampleValue(s.items, onlyRequired)];
    case 'object': {
      const required = new Set<string>(s.required ?? []);
      return Object.fromEntries(
        Object.entries((s.properties ?? {}) as Record<string, Json>)
          .filter(([name]) => !onlyRequired || required.has(name))
          .map(([name, prop]) => [name, sampleValue(prop, onlyRequired)]),
      );
    }
    default:
      throw new Error(`no sample for schema ${JSON.stringify(s)}`);
  }
}

/** A value of a JSON type the schema does not allow (an object for a string, a string for anything else). */
export function wrongValue(schema: Json): unknown {
  const s = deref<Json>(doc, schema);
  if (s.type === 'string') return { not: 'a string' };
  if (s.type === 'integer') return 1.5; // a number, but not an integer
  return `not-a-${String(s.type)}`;
}
