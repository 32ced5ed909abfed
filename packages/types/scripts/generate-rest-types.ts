// Generates the TypeScript types of the REST API, generated/rest.ts, with openapi-typescript (v7,
// Node API) from the bundled contract published as `@energy-contracts/openapi/openapi.json`
// (the bundle @energy-contracts/contracts builds; data flows specs -> contracts -> openapi ->
// types). Deterministic: no timestamps, the
// order follows the spec, so a second run is byte for byte the same.
//
//   npx tsx scripts/generate-rest-types.ts                     # writes generated/rest.ts
//   npx tsx scripts/generate-rest-types.ts --spec <openapi.json> --out <file>
//   npx tsx scripts/generate-rest-types.ts --check             # exits 1 when generated/rest.ts is stale
//   npx tsx scripts/generate-rest-types.ts --help
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import openapiTS, { astToString } from 'openapi-typescript';

const BANNER =
  '// Generated from specs/openapi.yaml by packages/types/scripts/generate-rest-types.ts. Do not edit; run npm run generate.';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where generated/rest.ts lives. */
export const restTypesFile = path.join(packageRoot, 'generated', 'rest.ts');

/**
 * Path of the bundled OpenAPI document published by @energy-contracts/openapi.
 * @example bundledSpecPath() // '/repo/node_modules/@energy-contracts/openapi/generated/openapi.json'
 */
export function bundledSpecPath(): string {
  return contractReader(import.meta.url).path('openapi');
}

/**
 * Renders the TypeScript source of generated/rest.ts from a bundled OpenAPI document.
 *
 * @param specPath - the bundled OpenAPI 3.1 JSON; absent means `@energy-contracts/openapi/openapi.json`.
 * @returns the full file text, banner included.
 * @example
 * const source = await generateRestTypes();
 * console.log(source.split('\n')[0]); // the do-not-edit banner
 */
export async function generateRestTypes(specPath?: string): Promise<string> {
  // The published document unless a file is named; a missing one is an error naming the package to build.
  const spec = (specPath === undefined ? contractReader(import.meta.url).read('openapi') : JSON.parse(readFileSync(specPath, 'utf8'))) as Parameters<typeof openapiTS>[0];
  const ast = await openapiTS(spec as never, {
    // Tolerant records: extra properties are allowed by the spec but not typed, so typos in
    // consumer code are still caught.
    additionalProperties: false,
    alphabetize: false,
    // v7 defaults, stated so that an upgrade of openapi-typescript cannot change the output silently.
    defaultNonNullable: true,
    exportType: false,
    silent: true,
  });
  return `${BANNER}\n\n${astToString(ast).trimEnd()}\n`;
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      spec: { type: 'string' },
      out: { type: 'string' },
      check: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: tsx scripts/generate-rest-types.ts [--spec <openapi.json>] [--out <file>] [--check]\n' +
        'Writes generated/rest.ts from @energy-contracts/openapi/openapi.json; --check fails when the file is stale.',
    );
    return 0;
  }
  const out = path.resolve(values.out ?? restTypesFile);
  try {
    const source = await generateRestTypes(values.spec ? path.resolve(values.spec) : undefined);
    if (values.check) {
      let current = '';
      try {
        current = readFileSync(out, 'utf8');
      } catch {
        // a missing file is stale too
      }
      if (current !== source) {
        console.error(`generate-rest-types: ${path.relative(process.cwd(), out)} is stale; run npm run generate`);
        return 1;
      }
      console.log(`generate-rest-types: ${path.relative(process.cwd(), out)} is up to date`);
      return 0;
    }
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, source);
    console.log(`generate-rest-types: wrote ${path.relative(process.cwd(), out)} (${source.split('\n').length} lines)`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
