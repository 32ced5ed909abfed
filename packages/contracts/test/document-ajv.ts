// Shared by the OpenAPI and AsyncAPI test helpers: where the repository and ../shared are, and an
// Ajv (the repository's one setup: 2020-12, strict, with formats) that knows one document's
// component schemas under an `$id`, so that `#/components/schemas/X` refs resolve the same way in
// both suites.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAjv, type Ajv2020 } from '@energy-contracts/schema-tools/ajv';

/** The repository root (tests run from a clean clone, so never an absolute path). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The seeds and platform facts live beside the repository, never at an absolute path. */
export const sharedDir = path.resolve(repoRoot, '../shared');
/** The root file of the event contract. */
export const asyncApiRoot = path.join(repoRoot, 'specs/asyncapi.yaml');

/**
 * Rewrites document-local refs (`#/...`) to absolute ones under `docId`, so that Ajv resolves them
 * against the registered document wherever the schema is compiled.
 *
 * @example
 * anchor('https://x.example/doc.json', { $ref: '#/components/schemas/A' }); // { $ref: 'https://x.example/doc.json#/components/schemas/A' }
 */
export function anchor(docId: string, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((s) => anchor(docId, s));
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? docId + v : anchor(docId, v),
      ]),
    );
  }
  return schema;
}

/**
 * The repository's Ajv (createAjv: 2020-12, strict, all errors, ajv-formats) with `schemas` registered as the document `docId`'s
 * `components.schemas`; `annotations` are the `x-` keywords the schemas use, accepted as no-ops.
 *
 * @example
 * const ajv = documentAjv('https://x.example/doc.json', doc.components.schemas, ['x-observed']);
 * const validate = ajv.compile({ $ref: 'https://x.example/doc.json#/components/schemas/Product' });
 */
export function documentAjv(docId: string, schemas: Record<string, unknown>, annotations: Iterable<string>): Ajv2020 {
  const ajv = createAjv({ annotations: [...annotations, 'components'] });
  ajv.addSchema({ $id: docId, components: { schemas: anchor(docId, schemas) } });
  return ajv;
}
