// Bundles the hand-written AsyncAPI document (specs/asyncapi.yaml and the files it $refs under
// specs/asyncapi/) into one JSON document, packages/contracts/dist/asyncapi.json.
//
//   npx tsx scripts/bundle-asyncapi.ts [--out <file>] [--help]
//
// How references are resolved, so the bundle keeps the names people read in the spec:
// - a root `components.<section>.<Name>` entry that is only `{ $ref: <file>#<pointer> }` is replaced
//   by the target, and every other $ref to that same target becomes `#/components/<section>/<Name>`;
// - a $ref to a whole file (no fragment, e.g. an example payload .json) is inlined;
// - internal refs of the root document are kept as they are;
// - any other external $ref is an error naming where it is: register its target in components.
// Output is deterministic: keys keep the order of the sources, no timestamps.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeToken, isJsonObject, refPointer, valueAt, type Json } from '@energy-contracts/schema-tools/json-pointer';
import YAML from 'yaml';

const HELP = `Usage: tsx scripts/bundle-asyncapi.ts [--out <file>]

Bundles specs/asyncapi.yaml (and the files it references) into one JSON document.
  --out <file>  where to write (default: packages/contracts/dist/asyncapi.json)
  --help        show this help`;

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageDir, '../..');

/** Thrown for a reference that cannot be bundled; the message names the file and JSON pointer. */
export class BundleError extends Error {}

/**
 * Evaluates the fragment of a file reference (`/a/b`, percent-decoded as a URI fragment, as
 * schema-tools' refPointer reads one) inside `doc`; throws naming it when it does not exist.
 * @example evaluatePointer({ a: { 'b c': 1 } }, '/a/b%20c', 'x.yaml#/a/b%20c') // 1
 */
export function evaluatePointer(doc: Json, fragment: string, where: string): Json {
  // `file.yaml#/` names the whole file, as authors write it (RFC 6901 would read the key "").
  if (fragment === '' || fragment === '/') return doc;
  const pointer = refPointer(`#${fragment.startsWith('/') ? fragment : `/${fragment}`}`);
  if (pointer === undefined)
    throw new BundleError(`${where}: ${fragment} is not a JSON pointer (bad percent-encoding)`);
  const node = valueAt(doc, pointer);
  if (node === undefined) throw new BundleError(`${where}: JSON pointer ${fragment} does not exist`);
  return node as Json;
}

/**
 * Bundles the AsyncAPI document at `rootFile` into one JSON value.
 * @example const doc = bundleAsyncApi('specs/asyncapi.yaml'); JSON.stringify(doc)
 */
export function bundleAsyncApi(rootFile: string): Json {
  const rootAbs = path.resolve(rootFile);
  const cache = new Map<string, Json>();
  const load = (file: string): Json => {
    let doc = cache.get(file);
    if (doc === undefined) {
      const text = readFileSync(file, 'utf8');
      doc = (file.endsWith('.json') ? JSON.parse(text) : YAML.parse(text, { merge: false })) as Json;
      cache.set(file, doc);
    }
    return doc;
  };
  const root = load(rootAbs) as Record<string, Json>;
  const components = (root.components ?? {}) as Record<string, Record<string, Json>>;

  // 1. Register `components.<section>.<Name>: { $ref: external }` entries.
  const registry = new Map<string, string>(); // absolute target "file#pointer" -> internal pointer
  const registered: { section: string; name: string; file: string; pointer: string }[] = [];
  for (const [section, entries] of Object.entries(components)) {
    for (const [name, value] of Object.entries(entries ?? {})) {
      if (
        isJsonObject(value) &&
        Object.keys(value).length === 1 &&
        typeof value.$ref === 'string' &&
        !value.$ref.startsWith('#')
      ) {
        const [filePart, fragment = ''] = value.$ref.split('#');
        const file = path.resolve(path.dirname(rootAbs), filePart!);
        const key = `${file}#${fragment}`;
        const internal = `#/components/${escapeToken(section)}/${escapeToken(name)}`;
        if (registry.has(key))
          throw new BundleError(
            `specs/asyncapi.yaml#${internal.slice(1)}: ${value.$ref} is already registered as ${registry.get(key)}`,
          );
        registry.set(key, internal);
        registered.push({ section, name, file, pointer: fragment });
      }
    }
  }

  const rel = (file: string) => path.relative(repoRoot, file);
  // 2. Rewrite refs inside `node`, which lives in `file` at `at` (for error messages).
  const resolve = (node: Json, file: string, at: string, stack: string[]): Json => {
    if (Array.isArray(node)) return node.map((v, i) => resolve(v, file, `${at}/${i}`, stack));
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const [filePart, fragment = ''] = value.split('#');
        const target = filePart ? path.resolve(path.dirname(file), filePart) : file;
        if (target === rootAbs) {
          out.$ref = `#${fragment}`;
          continue;
        }
        const internal = registry.get(`${target}#${fragment}`);
        if (internal) {
          out.$ref = internal;
          continue;
        }
        if (fragment === '' && filePart) {
          // A whole file (an example payload): inline it, once per use.
          if (stack.includes(target))
            throw new BundleError(`${rel(file)}#${at}: circular whole-file $ref to ${rel(target)}`);
          const inlined = resolve(load(target), target, '', [...stack, target]);
          if (Object.keys(node).length > 1)
            throw new BundleError(`${rel(file)}#${at}: a whole-file $ref must have no sibling keys`);
          return inlined;
        }
        throw new BundleError(
          `${rel(file)}#${at}/$ref: ${value} is not registered in the root components; add an entry that $refs it`,
        );
      }
      out[key] = resolve(value, file, `${at}/${escapeToken(key)}`, stack);
    }
    return out;
  };

  const bundled = resolve(root, rootAbs, '', [rootAbs]) as Record<string, Json>;
  const bundledComponents = bundled.components as Record<string, Record<string, Json>>;
  for (const r of registered) {
    const where = `${rel(r.file)}#${r.pointer}`;
    bundledComponents[r.section]![r.name] = resolve(
      evaluatePointer(load(r.file), r.pointer, where),
      r.file,
      r.pointer,
      [r.file],
    );
  }
  return bundled;
}

function main(argv: string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const outIndex = argv.indexOf('--out');
  if (outIndex >= 0 && !argv[outIndex + 1]) {
    console.error('bundle-asyncapi: --out needs a file name');
    return 2;
  }
  const out = outIndex >= 0 ? path.resolve(argv[outIndex + 1]!) : path.join(packageDir, 'dist/asyncapi.json');
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the bundled document is walked as untyped JSON
    const doc = bundleAsyncApi(path.join(repoRoot, 'specs/asyncapi.yaml')) as Record<string, any>;
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
    const messages = Object.keys(doc.components?.messages ?? {}).length;
    console.log(
      `bundle-asyncapi: wrote ${path.relative(process.cwd(), out)} (${Object.keys(doc.channels ?? {}).length} channels, ${messages} messages)`,
    );
    return 0;
  } catch (error) {
    console.error(`bundle-asyncapi: failed: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
