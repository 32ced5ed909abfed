// Publishes the REST contract: copies the bundle that @energy-contracts/contracts builds from
// specs/openapi.yaml (read through that package's exports) to generated/openapi.json, byte for
// byte, which this package exports as `@energy-contracts/openapi/openapi.json`.
//
//   npx tsx scripts/build-openapi.ts [--help]
//
// Run `npm run build -w @energy-contracts/contracts` first (turbo does: ^build).
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractReader } from '@energy-contracts/schema-tools/contracts';

const HELP = `Usage: tsx scripts/build-openapi.ts

Copies @energy-contracts/contracts/openapi.json (build that package first) to generated/openapi.json.
  --help  show this help`;

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Writes generated/openapi.json of `outDir` (default: this package) from the contracts bundle.
 * @returns the file written.
 * @example buildOpenApi() // '/repo/packages/openapi/generated/openapi.json'
 */
export function buildOpenApi(outDir: string = packageDir): string {
  const source = contractReader(import.meta.url).path('bundled-openapi');
  const out = path.join(outDir, 'generated', 'openapi.json');
  rmSync(path.dirname(out), { recursive: true, force: true });
  mkdirSync(path.dirname(out), { recursive: true });
  copyFileSync(source, out);
  return out;
}

function main(argv: string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  if (argv.length > 0) {
    console.error(`build-openapi: unknown argument ${argv[0]}; see --help`);
    return 2;
  }
  try {
    const out = buildOpenApi();
    console.log(`build-openapi: wrote ${path.relative(process.cwd(), out)}`);
    return 0;
  } catch (error) {
    console.error(`build-openapi: failed: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
