// Generates the TypeScript payload types of every platform event into generated/events/ from the
// published JSON Schemas of @energy-contracts/event-schemas (catalogue.json + schemas/<type>/<version>.json).
//
//   npx tsx scripts/generate-event-types.ts                 # reads the installed @energy-contracts/event-schemas
//   npx tsx scripts/generate-event-types.ts --catalogue <catalogue.json> [--asyncapi <asyncapi.json>] --out <dir>
//   npx tsx scripts/generate-event-types.ts --help
//
// @asyncapi/modelina renders every interface. All payload schemas and the shared `$defs` are fed to it
// as ONE JSON Schema document whose `definitions` hold each shared type once, so modelina's own
// de-duplication (same schema object after $ref resolution -> same model) emits `Ledger` once, and
// every event that uses it refers to it. This script only chooses the names, splits the rendered
// models into files, and writes the maps that src/events.ts builds on: one step per file under
// event-types/ (catalogue-load, shared-types, inheritance, render, write-files), run in that order.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { CatalogueEntry } from '@energy-contracts/event-schemas';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { compare, loadEvents } from './event-types/catalogue-load.js';
import { applyInheritance } from './event-types/inheritance.js';
import { renderModels } from './event-types/render.js';
import { collectSharedTypes } from './event-types/shared-types.js';
import { writeEventTypes } from './event-types/write-files.js';

/** One row of @energy-contracts/event-schemas/catalogue.json. */
export type { CatalogueEntry };

/** Where the catalogue comes from and where the files go. */
export interface GenerateOptions {
  /** Path of catalogue.json; schema paths in it are relative to its folder. */
  cataloguePath: string;
  /**
   * Path of the bundled asyncapi.json. Its `components.schemas` entries marked
   * `x-shared-type: true` are generated too, so shared types no payload refers to (or that
   * payloads inline) still exist as types. Without it, only the shared types found in `$defs` are generated.
   */
  asyncapiPath?: string;
  /** Output folder; it is emptied first. */
  outDir: string;
}

/** What was generated, for the command-line summary and the benchmark. */
export interface GenerateResult {
  events: number;
  eventTypes: number;
  sharedTypes: number;
  files: string[];
}

/**
 * Generates generated/events/** from an event-schemas catalogue: load, shared types, inheritance,
 * render, write (one file each under event-types/). Throws a GenerateError naming the schema file
 * and JSON pointer when the input is not what the event-schemas README describes.
 *
 * @example
 * await generateEventTypes({ cataloguePath: 'node_modules/@energy-contracts/event-schemas/generated/catalogue.json', outDir: 'generated/events' });
 */
export async function generateEventTypes(options: GenerateOptions): Promise<GenerateResult> {
  const events = loadEvents(options.cataloguePath);
  const shared = collectSharedTypes(events, options.asyncapiPath);
  events.sort((a, b) => compare(a.entry.type, b.entry.type) || compare(a.entry.version, b.entry.version));
  const sharedNames = [...shared.keys()].sort(compare);
  const ownSchemas = applyInheritance(events, shared, options.cataloguePath);
  const rendered = await renderModels(events, shared, sharedNames, ownSchemas);
  const { files, eventTypes } = writeEventTypes(options.outDir, events, shared, sharedNames, rendered);
  return { events: events.length, eventTypes, sharedTypes: sharedNames.length, files };
}

const HELP = `Usage: tsx scripts/generate-event-types.ts [--catalogue <catalogue.json>] [--asyncapi <asyncapi.json>] [--out <dir>]

Generates TypeScript event payload types with @asyncapi/modelina.
  --catalogue  catalogue.json of @energy-contracts/event-schemas (default: resolved through that package's exports)
  --asyncapi   bundled asyncapi.json whose shared object types are generated too (default: resolved
               through the package's exports when --catalogue is not given; none otherwise)
  --out        output folder, emptied first (default: packages/types/generated/events)
  --help       this text`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      catalogue: { type: 'string' },
      asyncapi: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const contracts = contractReader(import.meta.url);
  const cataloguePath = values.catalogue ?? contracts.path('catalogue');
  const outDir = path.resolve(values.out ?? path.join(packageDir, 'generated', 'events'));
  let asyncapiPath = values.asyncapi;
  if (!asyncapiPath && !values.catalogue) asyncapiPath = contracts.path('asyncapi');
  const result = await generateEventTypes({
    cataloguePath: path.resolve(cataloguePath),
    asyncapiPath: asyncapiPath && path.resolve(asyncapiPath),
    outDir,
  });
  console.log(
    `generate-event-types: ${result.events} payloads of ${result.eventTypes} event types, ${result.sharedTypes} shared types -> ${path.relative(process.cwd(), outDir) || '.'} (${result.files.length} files)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`generate-event-types: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
