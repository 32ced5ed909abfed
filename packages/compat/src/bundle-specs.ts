/**
 * Reads a `specs/` directory the way the published packages see it: bundled by the functions
 * `packages/contracts` builds `dist/openapi.json` and `dist/asyncapi.json` with, so the guard
 * compares exactly what ships and needs no second parser.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundleAsyncApi } from '@energy-contracts/contracts/bundle-asyncapi';
import { bundleOpenApi } from '@energy-contracts/contracts/bundle-openapi';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';

/** Which of the two contracts to bundle; a contract whose files did not change need not be read. */
export interface BundleWhich {
  rest: boolean;
  events: boolean;
}

/** The bundled documents of one side; `{}` for a contract that is absent or was not asked for. */
export interface BundledSpecs {
  openapi: Json;
  asyncapi: Json;
}

/**
 * Bundles `<root>/specs/openapi.yaml` and `<root>/specs/asyncapi.yaml` (each only if asked and present).
 *
 * @throws Error with the bundler's message (file and JSON pointer) when a document does not bundle.
 * @example
 * const { openapi } = bundleSpecs('.', { rest: true, events: false });
 */
export function bundleSpecs(root: string, which: BundleWhich): BundledSpecs {
  const openapiFile = path.join(root, 'specs', 'openapi.yaml');
  const asyncapiFile = path.join(root, 'specs', 'asyncapi.yaml');
  return {
    openapi: which.rest && existsSync(openapiFile) ? (bundleOpenApi(openapiFile) as Json) : {},
    asyncapi: which.events && existsSync(asyncapiFile) ? (bundleAsyncApi(asyncapiFile) as Json) : {},
  };
}

/**
 * Which contracts a list of changed `specs/` paths touches.
 *
 * @example
 * touchedContracts(['specs/asyncapi/events/billing.yaml']); // { rest: false, events: true }
 */
export function touchedContracts(files: readonly string[]): BundleWhich {
  return {
    rest: files.some((f) => f === 'specs/openapi.yaml' || f.startsWith('specs/openapi/')),
    events: files.some((f) => f === 'specs/asyncapi.yaml' || f.startsWith('specs/asyncapi/')),
  };
}
