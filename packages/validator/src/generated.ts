import type { GeneratedValidateFunction } from '#generated/index.js';

export { eventVersions, latestExceptions, schemaIdBase, idExceptions, eventFile, envelopeFile, operationsFile } from '#generated/index.js';
export type {
  GeneratedEventModule,
  GeneratedEnvelopeModule,
  GeneratedOperation,
  GeneratedOperationsModule,
  GeneratedParam,
  GeneratedResponse,
  GeneratedResponseModule,
  GeneratedValidateFunction,
} from '#generated/index.js';

// The public API is synchronous (type guards cannot await), so a generated module is loaded on
// first use with require(esm), which Node >= 20.19 supports; it shares the module cache with the
// import() thunks of generated/event-loaders.js, so preloading with those and then calling the sync API loads nothing twice.
// process.getBuiltinModule (Node >= 20.16) rather than `import 'node:module'`, whose ESM facade
// costs about a millisecond of cold start.
const requireGenerated = process.getBuiltinModule('node:module').createRequire(import.meta.url);
const cache = new Map<string, Record<string, GeneratedValidateFunction>>();

/**
 * Loads a generated module by its path inside generated/ (as the index lists it), once.
 * @example loadGenerated('events/account.created/v1.js').validate
 */
export function loadGenerated<T = { validate: GeneratedValidateFunction }>(file: string): T {
  let mod = cache.get(file);
  if (!mod) {
    mod = requireGenerated(`#generated/${file}`) as Record<string, GeneratedValidateFunction>;
    cache.set(file, mod);
  }
  return mod as T;
}
