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
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { runGeneratedFileCommand, type GeneratedFileCommand } from '@energy-contracts/schema-tools/generated-file';
import openapiTS, { astToString } from 'openapi-typescript';

const BANNER =
  '// Generated from specs/openapi.yaml by packages/types/scripts/generate-rest-types.ts. Do not edit; run npm run generate.';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where generated/rest.ts lives. */
export const restTypesFile = path.join(packageRoot, 'generated', 'rest.ts');

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
  return renderRestTypes(
    specPath === undefined
      ? contractReader(import.meta.url).read('openapi')
      : (JSON.parse(readFileSync(specPath, 'utf8')) as Record<string, unknown>),
  );
}

/**
 * Renders generated/rest.ts from a parsed OpenAPI document.
 * @example (await renderRestTypes(openapi)).startsWith('// Generated from specs/openapi.yaml')
 */
export async function renderRestTypes(spec: Record<string, unknown>): Promise<string> {
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

/** The command line: --spec, --out, --check, --help (see @energy-contracts/schema-tools/generated-file). */
export const restTypesCommand: GeneratedFileCommand = {
  name: 'generate-rest-types',
  usage: 'Usage: tsx scripts/generate-rest-types.ts [--spec <openapi.json>] [--out <file>] [--check]',
  what: 'generated/rest.ts',
  file: restTypesFile,
  regenerate: 'npm run generate',
  from: import.meta.url,
  render: renderRestTypes,
  summary: (text) => `(${text.split('\n').length} lines)`,
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runGeneratedFileCommand(restTypesCommand, process.argv.slice(2));
}
