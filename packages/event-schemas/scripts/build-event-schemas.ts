// Builds the published files of @energy-contracts/event-schemas into generated/ from the bundled
// event contract of @energy-contracts/contracts (run `npm run build -w @energy-contracts/contracts`
// first); package.json's exports publish them under the same names without `generated/`:
//   generated/schemas/<event type>/<version>.json  one self-contained JSON Schema 2020-12 per payload
//   generated/schemas/envelope.json, eventbridge-entry.json, cloudevent.json  delivery formats
//   generated/catalogue.json   every (type, version) with its schema path (relative to the catalogue),
//                              section, summary, inlined shared type, latest flag
//   generated/asyncapi.json    a copy of the bundled AsyncAPI document, the events' contract
//
//   npx tsx scripts/build-event-schemas.ts [--help]
//
// Output is deterministic (stable key order, sorted catalogue, no timestamps), so a rebuild from the
// same contracts is byte for byte the same. The schemas drop the spec's `x-` annotations: default Ajv
// (strict mode) rejects unknown keywords, and consumers should not need to register ours.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import type { CatalogueEntry } from '../index.js';

export type { CatalogueEntry };

const HELP = `Usage: tsx scripts/build-event-schemas.ts

Reads @energy-contracts/contracts/asyncapi.json (build that package first) and writes
generated/schemas/<event type>/<version>.json, generated/schemas/envelope.json,
generated/schemas/eventbridge-entry.json, generated/schemas/cloudevent.json, generated/catalogue.json
and generated/asyncapi.json in this package.
  --help  show this help`;

/** Base of every published `$id`. */
export const ID_BASE = 'https://energy-contracts.example/schemas/';

type Schema = Record<string, unknown>;

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the published files are written; `exports` maps `./catalogue.json` etc. into it. */
const generatedDir = path.join(packageDir, 'generated');
const COMPONENT_REF = /^#\/components\/schemas\/([^/]+)$/;

/**
 * Orders payload versions: `v2` after `v1`, `v10` after `v9`, semantic `1.0.0` by its numbers.
 * @example ['v2', 'v10', 'v1'].sort(compareVersions) // ['v1', 'v2', 'v10']
 */
export function compareVersions(a: string, b: string): number {
  const nums = (v: string) => v.replace(/^v/, '').split('.').map(Number);
  const [x, y] = [nums(a), nums(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Copies `node` without `x-` keys, rewriting component refs to `#/$defs/Name` and collecting the names. */
function toPublished(node: unknown, used: Set<string>, where: string): unknown {
  if (Array.isArray(node)) return node.map((v, i) => toPublished(v, used, `${where}/${i}`));
  if (node === null || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-')) continue;
    if (key === '$ref') {
      const m = COMPONENT_REF.exec(String(value));
      if (!m) throw new Error(`${where}/$ref: ${String(value)} is not a #/components/schemas/<Name> reference`);
      used.add(m[1]!);
      out.$ref = `#/$defs/${m[1]}`;
      continue;
    }
    out[key] = toPublished(value, used, `${where}/${key}`);
  }
  return out;
}

/**
 * Makes one self-contained JSON Schema 2020-12 from the component schema `name`, with every shared
 * type it uses (transitively) under `$defs`, and nothing unused.
 * @example publishSchema(components, 'AccountCreatedV1', 'https://energy-contracts.example/schemas/account.created/v1.json', 'account.created v1')
 */
export function publishSchema(
  components: Record<string, Schema>,
  name: string,
  $id: string,
  title: string,
  examples: unknown[] = [],
): Schema {
  const source = components[name];
  if (!source) throw new Error(`#/components/schemas/${name}: not found in asyncapi.json`);
  const used = new Set<string>();
  const body = toPublished(source, used, `#/components/schemas/${name}`) as Schema;
  const defs: Record<string, unknown> = {};
  const queue = [...used];
  while (queue.length > 0) {
    const def = queue.shift()!;
    if (def in defs) continue;
    const target = components[def];
    if (!target) throw new Error(`#/components/schemas/${def}: referenced by ${name} but missing from asyncapi.json`);
    const inner = new Set<string>();
    defs[def] = toPublished(target, inner, `#/components/schemas/${def}`);
    queue.push(...inner);
  }
  // Fixed key order keeps the files stable and readable: identity first, then the shape, then $defs.
  const { title: _t, description, ...rest } = body;
  const out: Schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', $id, title };
  if (description !== undefined) out.description = description;
  Object.assign(out, rest);
  if (examples.length > 0) out.examples = examples;
  const names = Object.keys(defs).sort();
  if (names.length > 0) out.$defs = Object.fromEntries(names.map((n) => [n, defs[n]]));
  return out;
}

interface Message {
  summary?: string;
  tags?: { name: string }[];
  headers?: { properties?: { event_type?: { const?: string }; payload_version?: { const?: string } } };
  payload?: { $ref?: string };
  examples?: { name?: string; payload?: unknown }[];
}

/**
 * Builds everything from the bundled AsyncAPI document; returns files as path -> JSON value, the catalogue included.
 * @example const { files, catalogue } = buildEventSchemas(JSON.parse(readFileSync('asyncapi.json', 'utf8')))
 */
export function buildEventSchemas(asyncapi: {
  components?: { schemas?: Record<string, Schema>; messages?: Record<string, Message> };
}): { files: Map<string, unknown>; catalogue: CatalogueEntry[] } {
  const components = asyncapi.components?.schemas ?? {};
  const messages = asyncapi.components?.messages ?? {};
  const files = new Map<string, unknown>();
  const entries: Omit<CatalogueEntry, 'latest'>[] = [];
  for (const [key, message] of Object.entries(messages)) {
    const where = `#/components/messages/${key}`;
    const type = message.headers?.properties?.event_type?.const;
    const version = message.headers?.properties?.payload_version?.const;
    if (!type || !version) throw new Error(`${where}/headers: expected event_type and payload_version consts`);
    const ref = COMPONENT_REF.exec(message.payload?.$ref ?? '');
    if (!ref) throw new Error(`${where}/payload: expected a $ref to #/components/schemas/<Name>`);
    const schemaPath = `schemas/${type}/${version}.json`;
    const $id = `${ID_BASE}${type}/${version}.json`;
    const title = `${type} ${version}`;
    if (files.has(schemaPath)) throw new Error(`${where}: a second message for ${title}`);
    const examples = (message.examples ?? []).map((e) => e.payload).filter((p) => p !== undefined);
    files.set(schemaPath, publishSchema(components, ref[1]!, $id, title, examples));
    const inlines = components[ref[1]!]?.['x-inlines-shared-type'] ?? null;
    if (inlines !== null && (typeof inlines !== 'string' || components[inlines]?.['x-shared-type'] !== true)) {
      throw new Error(
        `#/components/schemas/${ref[1]}/x-inlines-shared-type: ${JSON.stringify(inlines)} is not a shared type (a components.schemas entry with x-shared-type: true)`,
      );
    }
    entries.push({
      type,
      version,
      schema: schemaPath,
      $id,
      title,
      section: message.tags?.[0]?.name ?? '',
      summary: message.summary ?? '',
      inlinesSharedType: inlines as string | null,
    });
  }
  entries.sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : compareVersions(a.version, b.version)));
  const catalogue = entries.map((e, i) => ({ ...e, latest: entries[i + 1]?.type !== e.type }));
  for (const [file, name] of [
    ['schemas/envelope.json', 'EventEnvelope'],
    ['schemas/eventbridge-entry.json', 'EventBridgeEntry'],
    ['schemas/cloudevent.json', 'CloudEvent'],
  ] as const) {
    if (!components[name]) throw new Error(`#/components/schemas/${name}: not found in asyncapi.json`);
    const schema = publishSchema(components, name, `${ID_BASE}${file.slice('schemas/'.length)}`, name);
    files.set(file, schema);
  }
  return { files, catalogue };
}

const write = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

function main(argv: string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  try {
    // The bundle the contracts package builds, through its exports (never a path into that package).
    const asyncapiFile = contractReader(import.meta.url).path('bundled-asyncapi');
    const { files, catalogue } = buildEventSchemas(JSON.parse(readFileSync(asyncapiFile, 'utf8')));
    // Start clean so a removed event leaves no stale schema behind.
    rmSync(generatedDir, { recursive: true, force: true });
    for (const [file, value] of files) write(path.join(generatedDir, file), value);
    write(path.join(generatedDir, 'catalogue.json'), catalogue);
    copyFileSync(asyncapiFile, path.join(generatedDir, 'asyncapi.json'));
    const types = new Set(catalogue.map((e) => e.type)).size;
    console.log(
      `build-event-schemas: wrote ${catalogue.length} payload schemas for ${types} event types, catalogue.json, envelope schemas and asyncapi.json to generated/`,
    );
    return 0;
  } catch (error) {
    console.error(`build-event-schemas: failed: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
