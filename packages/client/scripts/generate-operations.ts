// Generates generated/operations.ts: the run-time table of the REST operations the client calls
// (operationId -> path template, path parameter names, whether credentials are needed, the
// contract's maximum `page_size`), read from the bundled contract published as
// `@energy-contracts/openapi/openapi.json`. The types come from @energy-contracts/types; this
// table holds only what the client needs at run time, so no number or path is repeated by hand.
// Deterministic (the order follows the spec), so a second run is byte for byte the same.
//
//   npx tsx scripts/generate-operations.ts            # writes generated/operations.ts
//   npx tsx scripts/generate-operations.ts --check    # exits 1 when the committed file is stale
//   npx tsx scripts/generate-operations.ts --spec <openapi.json> --out <file>
//   npx tsx scripts/generate-operations.ts --help
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runGeneratedFileCommand, type GeneratedFileCommand } from '@energy-contracts/schema-tools/generated-file';
import { openApiOperations, operationParameters, requiresCredentials } from '@energy-contracts/schema-tools/openapi';

const BANNER =
  '// Generated from specs/openapi.yaml by packages/client/scripts/generate-operations.ts. Do not edit; run npm run generate.';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the table is written. */
export const operationsFile = path.join(packageRoot, 'generated', 'operations.ts');

interface Parameter {
  name: string;
  in: string;
  schema?: { maximum?: number; [keyword: string]: unknown };
}
type SecurityRequirements = Record<string, string[]>[];
/** A bundled OpenAPI document, as far as the generator and its tests read it (a type alias, so it is a JSON object to the shared walk). */
type OpenApi = {
  paths: Record<string, unknown>;
  components: { parameters: Record<string, Parameter> };
  security?: SecurityRequirements;
};

/** One row of the generated table. */
export interface OperationRow {
  operationId: string;
  path: string;
  pathParams: string[];
  auth: boolean;
  pageSizeMax: number | null;
}

/**
 * The client's operations: every GET whose path ends in `/` (the slash-less paths are the
 * platform's redirects, and `/products`, which answers as `/products/`). Operations and their
 * parameters are read by the shared walk of @energy-contracts/schema-tools/openapi: a path item
 * behind a `$ref` is followed, and path-level parameters count, an operation's own replacing one
 * of the same name and location.
 * @example operationRows(JSON.parse(readFileSync('openapi.json', 'utf8'))).find((r) => r.operationId === 'listProducts')?.pageSizeMax // 1500
 */
export function operationRows(spec: OpenApi): OperationRow[] {
  const rows: OperationRow[] = [];
  for (const operation of openApiOperations(spec)) {
    if (operation.method !== 'get' || !operation.path.endsWith('/')) continue;
    const { operationId } = operation;
    const parameters = operationParameters(spec, operation) as unknown as Parameter[];
    const pageSize = parameters.find((p) => p.in === 'query' && p.name === 'page_size');
    if (pageSize !== undefined && typeof pageSize.schema?.maximum !== 'number') {
      throw new Error(`${operationId}: page_size has no numeric maximum in the contract`);
    }
    rows.push({
      operationId,
      path: operation.path,
      pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      auth: requiresCredentials(spec, operation),
      pageSizeMax: pageSize?.schema?.maximum ?? null,
    });
  }
  return rows;
}

/**
 * Renders generated/operations.ts.
 * @example renderOperations(operationRows(spec)).split('\n')[0] // the do-not-edit banner
 */
export function renderOperations(rows: OperationRow[]): string {
  const lines = rows.map(
    (r) =>
      `  ${r.operationId}: { path: ${JSON.stringify(r.path)}, pathParams: ${JSON.stringify(r.pathParams)}, auth: ${r.auth}, pageSizeMax: ${r.pageSizeMax} },`,
  );
  return [
    BANNER,
    '',
    '/**',
    ' * The REST operations of the contract the client calls, by operationId: path template, path',
    ' * parameter names, whether the operation needs credentials (its `security`), and the maximum',
    ' * `page_size` of list operations (null for single records).',
    ' */',
    'export const operationTable = {',
    ...lines,
    '} as const;',
    '',
    '/** An operationId of {@link operationTable}. */',
    'export type OperationId = keyof typeof operationTable;',
    '',
  ].join('\n');
}

/** The command line: --spec, --out, --check, --help (see @energy-contracts/schema-tools/generated-file). */
export const operationsCommand: GeneratedFileCommand = {
  name: 'generate-operations',
  usage: 'Usage: tsx scripts/generate-operations.ts [--spec <openapi.json>] [--out <file>] [--check]',
  what: 'generated/operations.ts',
  file: operationsFile,
  regenerate: 'npm run generate -w @energy-contracts/client',
  from: import.meta.url,
  render: (spec) => renderOperations(operationRows(spec as OpenApi)),
  summary: (text) => `(${text.split('\n').filter((l) => l.includes('path:')).length} operations)`,
};

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runGeneratedFileCommand(operationsCommand, process.argv.slice(2));
}
