// Test helpers: the bundled REST contract, its operations and an Ajv 2020 validator for its
// schemas. Bundled from specs/ once per run by bundles.global-setup.ts, so a test never reads a
// stale dist/.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { inject } from 'vitest';
import { openApiOperations, type OpenApiOperation } from '@energy-contracts/schema-tools/openapi';
import { anchor, documentAjv } from '../document-ajv.js';

/** A JSON object as found in the OpenAPI document. */
export type Json = Record<string, any>;

/** The bundled REST contract (components kept, refs internal); this file's own copy, parsed from the run's one bundle. */
export const doc: Json = JSON.parse(inject('openapiBundle')) as Json;

const DOC_ID = 'https://energy-contracts.example/openapi.json';

/** Ajv 2020 with formats, knowing every schema of `components` under the document's `$id`. */
export const ajv = documentAjv(DOC_ID, doc.components.schemas, ['x-observed', 'x-design-decision', 'x-strict-pattern']);

const compiled = new Map<string, ValidateFunction>();
/** Compiles (once) a schema taken from the document, e.g. a media type's or a parameter's. */
export function validatorFor(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(anchor(DOC_ID, schema) as Json);
    compiled.set(key, validate);
  }
  return validate;
}

/** The validator of one named component schema. */
export function schemaValidator(name: string): ValidateFunction {
  if (!doc.components.schemas[name]) throw new Error(`no schema #/components/schemas/${name}`);
  return validatorFor({ $ref: `#/components/schemas/${name}` });
}

/** Every operation, in document order. */
export const operations: OpenApiOperation[] = openApiOperations(doc);
