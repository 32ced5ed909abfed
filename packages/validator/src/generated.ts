import type { GeneratedValidateFunction } from '#generated/index.js';
import moduleMap from '#generated/modules.cjs';

export {
  eventVersions,
  latestExceptions,
  schemaIdBase,
  idExceptions,
  eventFile,
  envelopeFile,
  operationsFile,
} from '#generated/index.js';
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
// first use through generated/module-map.cjs (required by generated/modules.cjs on first use):
// one function per module calling require() with a literal specifier. Plain Node loads the ES module with require(esm) (Node >= 20.19) and shares
// its cache with import(); bundlers (esbuild, webpack, Vite) follow each literal require() into
// the bundle and still run the module only when it is first asked for.
const cache = new Map<string, Record<string, GeneratedValidateFunction>>();
const hasOwn = (o: object, k: string): boolean => Object.hasOwn(o, k);

/**
 * Loads a generated module by its path inside generated/ (as the index lists it), once.
 * @example loadGenerated('events/account.created/v1.js').validate
 */
export function loadGenerated<T = { validate: GeneratedValidateFunction }>(file: string): T {
  let mod = cache.get(file);
  if (!mod) {
    const modules = moduleMap();
    if (!hasOwn(modules, file))
      throw new Error(`@energy-contracts/validator: no generated module ${file}; run npm run generate`);
    mod = modules[file]!() as Record<string, GeneratedValidateFunction>;
    cache.set(file, mod);
  }
  return mod as T;
}

/**
 * Every generated module's path inside generated/, for loading them all ahead of time.
 * @example generatedFiles().filter((f) => f.startsWith('events/')).length
 */
export function generatedFiles(): string[] {
  return Object.keys(moduleMap());
}
