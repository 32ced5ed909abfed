// Compiles every event payload schema (tolerant and strict), the delivery envelopes, every REST
// response schema (per operation and documented status) and every operation's request
// parameters into Ajv standalone ESM modules under generated/, plus generated/index.js (a compact
// type -> versions table; module paths follow a convention), generated/operations.js (REST
// metadata) and generated/modules.cjs (one literal require() per module, which bundlers follow).
// Each module collects errors in linear time and bounded memory (compile/bound-errors.ts).
// Run by `npm run generate -w @energy-contracts/validator`. One concept per file under compile/:
// schema-transforms.ts (cleaning, the strict variant), standalone-emit.ts (Ajv's standalone code as
// ES modules), openapi-walk.ts (what to compile for each operation), envelopes.ts (the delivery
// formats), loader-emit.ts (index.js, module-map.cjs, operations.js); this file reads the inputs,
// runs them in order and writes generated/.
//
//   tsx scripts/compile-validators.ts [--event-schemas DIR] [--openapi FILE] [--out DIR]
//
// --event-schemas DIR  folder holding catalogue.json, asyncapi.json and schemas/ (default: the
//                      published files of the installed @energy-contracts/event-schemas)
// --openapi FILE       bundled OpenAPI 3.1 document (default: @energy-contracts/openapi/openapi.json)
// --out DIR            output folder (default: generated/ beside this script's package)
// The output is deterministic: the same inputs give byte-identical files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { CatalogueEntry } from '@energy-contracts/event-schemas';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import type { JsonObject } from '@energy-contracts/schema-tools/json-pointer';
import { envelopeSchemas } from './compile/envelopes.js';
import {
  INDEX_DTS,
  indexModule,
  MODULE_MAP_DTS,
  MODULES_CJS,
  MODULES_DTS,
  modulesCjs,
  operationsModule,
} from './compile/loader-emit.js';
import { fileSafe, walkOpenApi } from './compile/openapi-walk.js';
import { cleanSchema, STRICT_EXEMPT, toStrict } from './compile/schema-transforms.js';
import { bannerFor, compileModule, compileMulti, newAjv } from './compile/standalone-emit.js';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function writeFile(out: string, rel: string, text: string, written: Set<string>): void {
  const file = path.join(out, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.add(rel);
}

/**
 * Runs the compiler into `out` (emptied first); returns counts for the summary line.
 * @throws Error naming the JSON pointer of each `$ref` of the OpenAPI document that does not
 *   resolve (walkOpenApi); the document is walked before `out` is emptied, so it is left as it was.
 * @example compileAll({ eventSchemas: dir, openapi: file, out: 'generated' }).modules // 662
 */
export function compileAll(opts: { eventSchemas: string; openapi: string; out: string }): Record<string, number> {
  const out = opts.out;
  const { modules, operations, basePath } = walkOpenApi(
    JSON.parse(fs.readFileSync(opts.openapi, 'utf8')) as JsonObject,
  );
  fs.rmSync(out, { recursive: true, force: true });
  const written = new Set<string>();
  const eventBanner = bannerFor('specs/asyncapi.yaml');
  const restBanner = bannerFor('specs/openapi.yaml');

  // Events: a tolerant and a strict module per (type, version).
  const catalogue = JSON.parse(
    fs.readFileSync(path.join(opts.eventSchemas, 'catalogue.json'), 'utf8'),
  ) as CatalogueEntry[];
  const sorted = [...catalogue].sort((a, b) =>
    a.type < b.type ? -1 : a.type > b.type ? 1 : a.version < b.version ? -1 : a.version > b.version ? 1 : 0,
  );
  const tolerantAjv = newAjv();
  const strictAjv = newAjv();
  const events: Record<string, Record<string, { id: string; latest: boolean }>> = {};
  for (const entry of sorted) {
    const raw = JSON.parse(fs.readFileSync(path.join(opts.eventSchemas, entry.schema), 'utf8')) as JsonObject;
    const schema = cleanSchema(raw) as JsonObject;
    const dir = `events/${fileSafe(entry.type)}`;
    const exempt = STRICT_EXEMPT.find(([t, v]) => t === entry.type && v === entry.version);
    writeFile(out, `${dir}/${fileSafe(entry.version)}.js`, compileModule(tolerantAjv, schema, eventBanner), written);
    const strictSchema = exempt ? schema : toStrict(schema);
    strictSchema.$id = `${String(schema.$id ?? entry.$id).replace(/\.json$/, '')}.strict.json`;
    writeFile(out, `${dir}/${entry.version}.strict.js`, compileModule(strictAjv, strictSchema, eventBanner), written);
    (events[entry.type] ??= {})[entry.version] = { id: entry.$id, latest: entry.latest };
  }

  // Envelopes
  writeFile(out, 'envelope.js', compileMulti(newAjv(), envelopeSchemas(opts.eventSchemas), eventBanner), written);

  // REST: every module of the walk, in its order, with one Ajv.
  const restAjv = newAjv();
  for (const module of modules) {
    writeFile(
      out,
      module.file,
      'schema' in module
        ? compileModule(restAjv, module.schema, restBanner)
        : compileMulti(restAjv, module.schemas, restBanner),
      written,
    );
  }

  // Index and loaders
  writeFile(out, 'index.js', indexModule(events), written);
  writeFile(out, 'index.d.ts', INDEX_DTS, written);
  writeFile(out, 'operations.js', operationsModule(operations, basePath), written);
  const loadable = [...written].filter((f) => f.endsWith('.js') && f !== 'index.js').sort();
  writeFile(out, 'module-map.cjs', modulesCjs(loadable), written);
  writeFile(out, 'module-map.d.cts', MODULE_MAP_DTS, written);
  writeFile(out, 'modules.cjs', MODULES_CJS, written);
  writeFile(out, 'modules.d.cts', MODULES_DTS, written);
  return {
    events: sorted.length,
    modules: written.size,
    operations: operations.length,
    responses: operations.reduce((n, o) => n + o.responses.length, 0),
  };
}

function main(): void {
  const { values } = parseArgs({
    options: {
      'event-schemas': { type: 'string' },
      openapi: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(
      'Usage: tsx scripts/compile-validators.ts [--event-schemas DIR] [--openapi FILE] [--out DIR]\n' +
        'Compiles event, envelope, REST response and request validators into Ajv standalone ESM modules.\n',
    );
    return;
  }
  const contracts = contractReader(import.meta.url);
  const eventSchemas = path.resolve(values['event-schemas'] ?? contracts.eventSchemasDir());
  const openapi = path.resolve(values.openapi ?? contracts.path('openapi'));
  const out = path.resolve(values.out ?? path.join(packageRoot, 'generated'));
  for (const [what, file] of [
    ['catalogue', path.join(eventSchemas, 'catalogue.json')],
    ['OpenAPI document', openapi],
  ] as const) {
    if (!fs.existsSync(file)) {
      process.stderr.write(
        `compile-validators: ${what} not found at ${file}; build @energy-contracts/event-schemas and @energy-contracts/openapi first\n`,
      );
      process.exit(1);
    }
  }
  let counts: Record<string, number>;
  try {
    counts = compileAll({ eventSchemas, openapi, out });
  } catch (error) {
    process.stderr.write(`compile-validators: ${(error as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `compile-validators: ${counts.events} event versions, ${counts.operations} operations, ${counts.responses} responses -> ${counts.modules} files in ${path.relative(process.cwd(), out) || '.'}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
