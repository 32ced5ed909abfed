// Bundles specs/openapi.yaml and specs/asyncapi.yaml once per test run, before any test file, and
// hands the JSON to every file through vitest's provide/inject. Bundling in each test file's own
// module graph would cost a Redocly CLI process and a YAML parse of every AsyncAPI file per file,
// most of this package's test time. Bundling from specs/ (never reading dist/) keeps the
// guarantee that a test never sees a stale build.
import type { TestProject } from 'vitest/node';
import { bundleAsyncApi } from '../scripts/bundle-asyncapi.js';
import { bundleOpenApi } from '../scripts/bundle-openapi.js';
import { asyncApiRoot } from './document-ajv.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `JSON.stringify` of bundleOpenApi() of specs/openapi.yaml, made once for the run. */
    openapiBundle: string;
    /** `JSON.stringify` of bundleAsyncApi() of specs/asyncapi.yaml, made once for the run. */
    asyncapiBundle: string;
  }
}

/** vitest globalSetup: bundles the two contracts and provides them as JSON text. */
export default function setup(project: TestProject): void {
  project.provide('openapiBundle', JSON.stringify(bundleOpenApi()));
  project.provide('asyncapiBundle', JSON.stringify(bundleAsyncApi(asyncApiRoot)));
}
