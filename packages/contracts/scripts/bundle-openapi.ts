/**
 * Bundles the hand-written REST contract (specs/openapi.yaml and the files it $refs under
 * specs/openapi/) into one JSON document, dist/openapi.json, with Redocly CLI's `bundle`.
 * Components stay components (no dereferencing): every external file becomes a named entry of
 * `components`, so generated types keep the schema names. The output is deterministic (key order
 * follows the sources, two-space JSON, trailing newline), so it can be compared byte for byte.
 *
 * Usage: tsx scripts/bundle-openapi.ts [--out <file>]   (default: dist/openapi.json)
 *        tsx scripts/bundle-openapi.ts --help
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageRoot, '../..');

/** Absolute path of the root file of the REST contract. */
export const openApiRoot = path.join(repoRoot, 'specs', 'openapi.yaml');

/**
 * Bundles specs/openapi.yaml into one OpenAPI document (components kept, refs internal).
 *
 * @param root - root file to bundle; absent means specs/openapi.yaml.
 * @returns the bundled document as a plain object.
 * @throws Error with Redocly's own message when a $ref cannot be resolved or a file does not parse.
 * @example
 * const doc = bundleOpenApi();
 * console.log(Object.keys(doc.paths as object).length);
 */
export function bundleOpenApi(root: string = openApiRoot): Record<string, unknown> {
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  // Redocly writes files, not stdout, for JSON output; a private temp dir keeps parallel runs apart.
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-openapi-'));
  const out = path.join(dir, 'openapi.json');
  try {
    execFileSync(
      process.execPath,
      [cli, 'bundle', root, '--config', path.join(packageRoot, 'redocly.yaml'), '--output', out, '--ext', 'json'],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
    return JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`bundle-openapi: redocly bundle failed for ${root}\n${stderr || String(error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serialises a bundled document the one way this repository commits and compares it.
 *
 * @example
 * writeFileSync('openapi.json', serialiseOpenApi(bundleOpenApi()));
 */
export function serialiseOpenApi(doc: Record<string, unknown>): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function main(argv: string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log('Usage: tsx scripts/bundle-openapi.ts [--out <file>]\nBundles specs/openapi.yaml into dist/openapi.json (components kept).');
    return 0;
  }
  const outIndex = argv.indexOf('--out');
  if (outIndex !== -1 && !argv[outIndex + 1]) {
    console.error('bundle-openapi: --out expects a file path');
    return 2;
  }
  const out = path.resolve(outIndex === -1 ? path.join(packageRoot, 'dist', 'openapi.json') : argv[outIndex + 1]!);
  try {
    const doc = bundleOpenApi();
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, serialiseOpenApi(doc));
    const operations = Object.values(doc.paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
    console.log(`bundle-openapi: wrote ${path.relative(process.cwd(), out)} (${operations} operations)`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
