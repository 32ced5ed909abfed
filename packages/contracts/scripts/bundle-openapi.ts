/**
 * Bundles the hand-written REST contract (specs/openapi.yaml and the files it $refs under
 * specs/openapi/) into one JSON document, dist/openapi.json, with Redocly CLI's `bundle`.
 * Components stay components (no dereferencing): every external file becomes a named entry of
 * `components`, so generated types keep the schema names. The output is deterministic (key order
 * follows the sources, two-space JSON, trailing newline), so it can be compared byte for byte.
 * The root rule `x-trailing-slash-redirects` is then expanded into one redirect path item per
 * slash path (expandTrailingSlashRedirects), so the rule is written once and covers new paths.
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
import { deref } from '@energy-contracts/schema-tools/json-pointer';
import { openApiOperations, operationParameters } from '@energy-contracts/schema-tools/openapi';

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
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    return expandTrailingSlashRedirects(JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>);
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`bundle-openapi: redocly bundle failed for ${root}\n${stderr || String(error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the bundled document is walked as untyped JSON
type Json = Record<string, any>;

/** Suffix of the operationId of a redirect operation, after the slash operation's id. */
export const REDIRECT_OPERATION_SUFFIX = 'WithoutTrailingSlash';

/**
 * Expands the root rule `x-trailing-slash-redirects` (its `response`: a `#/components/responses/...`
 * pointer) into a path item without the trailing slash for every path ending in `/` whose
 * slash-less form is not a path of its own. Its GET answers that response (and the slash
 * operation's 405); the operationId is the slash operation's plus `WithoutTrailingSlash`; the path
 * parameters are the slash operation's, merged with its path item's as OpenAPI 3.1 says
 * (operationParameters: the operation's own replace one of the same name), each kept as written;
 * `x-redirect-to` names the slash path. Each item follows its slash path in `paths`. A document
 * without the rule is returned unchanged.
 *
 * @throws Error when the rule's response pointer or a path item's `$ref` does not resolve, an operationId would repeat, or
 *   a parameter of a slash GET is not one (its error names the parameter's JSON pointer).
 * @example expandTrailingSlashRedirects(doc).paths['/products/{product_code}'].get.responses['301']
 */
export function expandTrailingSlashRedirects(doc: Json): Json {
  const rule = doc['x-trailing-slash-redirects'] as Json | undefined;
  if (rule === undefined) return doc;
  if (typeof rule.response !== 'string' || !rule.response.startsWith('#/components/responses/')) {
    throw new Error('bundle-openapi: x-trailing-slash-redirects.response must be a #/components/responses/... pointer');
  }
  let ids: Set<string>;
  try {
    deref(doc, { $ref: rule.response });
    // Every operation (path item $refs followed) with its id, so a redirect's id cannot repeat one.
    ids = new Set(
      openApiOperations(doc).flatMap(({ op }) => (typeof op.operationId === 'string' ? [op.operationId] : [])),
    );
  } catch (error) {
    throw new Error(`bundle-openapi: x-trailing-slash-redirects: ${(error as Error).message}`);
  }
  const paths: Json = {};
  for (const [template, raw] of Object.entries(doc.paths as Json)) {
    paths[template] = raw;
    const bare = template.slice(0, -1);
    if (!template.endsWith('/') || bare === '' || bare in (doc.paths as Json)) continue;
    const item = deref<Json>(doc, raw);
    const get = item.get as Json | undefined;
    if (get === undefined) continue;
    const operationId = `${get.operationId}${REDIRECT_OPERATION_SUFFIX}`;
    if (ids.has(operationId))
      throw new Error(`bundle-openapi: x-trailing-slash-redirects: operationId ${operationId} is already used`);
    ids.add(operationId);
    // Redocly's bundle has only local $refs, so the shared merge applies here; it returns the
    // parameters resolved, and the redirect keeps each one as written (a $ref stays a $ref).
    let merged: Json[];
    try {
      merged = operationParameters(doc, {
        path: template,
        method: 'get',
        operationId: get.operationId,
        op: get,
        pathItem: item,
      });
    } catch (error) {
      throw new Error(`bundle-openapi: x-trailing-slash-redirects: ${(error as Error).message}`);
    }
    const written = new Map<unknown, unknown>();
    for (const p of [...(item.parameters ?? []), ...(get.parameters ?? [])]) written.set(deref(doc, p), p);
    const parameters = merged.filter((p) => p.in === 'path').map((p) => written.get(p));
    const responses: Json = { '301': { $ref: rule.response } };
    if (get.responses?.['405'] !== undefined) responses['405'] = get.responses['405'];
    paths[bare] = {
      get: {
        operationId,
        ...(get.tags === undefined ? {} : { tags: get.tags }),
        summary: `${get.summary} (redirect from the path without the trailing slash)`,
        description: `\`${bare}\` without its trailing slash: a GET or HEAD is answered \`301\` with \`Location\` = \`${template}\`, query kept (Django's APPEND_SLASH, observed). Generated from \`x-trailing-slash-redirects\`.\n`,
        'x-observed': true,
        'x-redirect-to': template,
        security: [],
        ...(parameters.length === 0 ? {} : { parameters }),
        responses,
      },
    };
  }
  doc.paths = paths;
  return doc;
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
    console.log(
      'Usage: tsx scripts/bundle-openapi.ts [--out <file>]\nBundles specs/openapi.yaml into dist/openapi.json (components kept).',
    );
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
    // Operations only: a path item's own `parameters`, `summary` or `servers` are not one.
    console.log(
      `bundle-openapi: wrote ${path.relative(process.cwd(), out)} (${openApiOperations(doc).length} operations)`,
    );
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
