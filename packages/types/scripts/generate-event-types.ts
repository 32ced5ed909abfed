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
// models into files, and writes the maps that src/events.ts builds on.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ConstrainedArrayModel,
  ConstrainedDictionaryModel,
  ConstrainedObjectModel,
  ConstrainedReferenceModel,
  ConstrainedTupleModel,
  ConstrainedUnionModel,
  TypeScriptGenerator,
  type ConstrainedMetaModel,
  type OutputModel,
  type TypeScriptPreset,
} from '@asyncapi/modelina';
import type { CatalogueEntry } from '@energy-contracts/event-schemas';
import { contractReader } from '@energy-contracts/schema-tools/contracts';

const BANNER =
  '// Generated from specs/asyncapi.yaml by packages/types/scripts/generate-event-types.ts. Do not edit; run npm run generate.';

/** One row of @energy-contracts/event-schemas/catalogue.json. */
export type { CatalogueEntry };

type JsonObject = { [key: string]: unknown };

/** A catalogue row with its loaded schema and the TypeScript name chosen for it. */
interface EventInput {
  entry: CatalogueEntry;
  name: string;
  schema: JsonObject;
  /** Set when the payload is exactly one shared type: the interface becomes an alias of it. */
  aliasOf?: string;
  /** Set when the payload inlines every field of a shared type plus its own: the interface extends it. */
  extendsShared?: string;
}

class GenerateError extends Error {}

/**
 * PascalCases a dotted/dashed/underscored event type and appends its version, so that
 * `agreement.revoked` v2 reads `AgreementRevokedV2` and `lifecycle.support-site.sale` 1.0.0 reads
 * `LifecycleSupportSiteSaleV1_0_0`.
 *
 * @example
 * eventInterfaceName('account.created', 'v1'); // 'AccountCreatedV1'
 */
export function eventInterfaceName(type: string, version: string): string {
  const base = type
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  const v = version.replace(/^v/i, '').replace(/[^A-Za-z0-9]+/g, '_');
  if (!/^[A-Za-z]/.test(base) || v.length === 0) {
    throw new GenerateError(`event type "${type}" version "${version}": cannot build a TypeScript name (expected a type starting with a letter and a non-empty version)`);
  }
  return `${base}V${v}`;
}

/**
 * Turns a catalogue section title into a file name: `Account, user, agreement` -> `account-user-agreement`.
 *
 * @example
 * sectionFileName('Industry (electricity, gas)'); // 'industry-electricity-gas'
 */
export function sectionFileName(section: string | undefined): string {
  const slug = (section ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.length > 0 ? slug : 'other';
}

/** Key-sorted JSON, so two copies of a shared type compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as JsonObject).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Reads a JSON file; a missing or malformed file is a GenerateError naming it. */
function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new GenerateError(`${file}: cannot read it (expected the built @energy-contracts/event-schemas files)`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new GenerateError(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Rewrites one published schema into the shape modelina reads: `#/$defs/X` refs point at the
 * combined document's `definitions`, 2020-12 markers, examples and `x-` annotations are dropped, and an explicit
 * `additionalProperties: true` is removed (it means the same as leaving it out, but modelina
 * would turn it into a property literally called `additionalProperties`).
 */
function toModelinaSchema(node: unknown, pointer: string): unknown {
  if (Array.isArray(node)) return node.map((item, i) => toModelinaSchema(item, `${pointer}/${i}`));
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node as JsonObject)) {
    if (key === '$schema' || key === '$id' || key === '$defs' || key === 'examples' || key === 'example' || key === '$comment' || key.startsWith('x-')) continue;
    if (key === 'additionalProperties' && (value === true || (typeof value === 'object' && value !== null && Object.keys(value).length === 0))) continue;
    if (key === '$ref') {
      const match = typeof value === 'string' ? /^#\/(?:\$defs|components\/schemas)\/([A-Za-z][A-Za-z0-9]*)$/.exec(value) : null;
      if (!match) throw new GenerateError(`${pointer}/$ref: expected "#/$defs/<SharedType>", got ${JSON.stringify(value)}`);
      out.$ref = `#/definitions/${match[1]}`;
      continue;
    }
    // Property names and enum/const values are data, not schemas; recurse into them as plain values.
    out[key] = key === 'enum' || key === 'const' || key === 'required' ? value : toModelinaSchema(value, `${pointer}/${key}`);
  }
  return out;
}

/** The `$defs` entry a schema is a pure reference to (`{$ref}` or `{allOf: [{$ref}]}`), if it is one. */
function pureSharedReference(schema: JsonObject): string | undefined {
  const ignorable = new Set(['$schema', '$id', '$defs', 'title', 'description', 'examples', '$comment']);
  const rest = Object.keys(schema).filter((key) => !ignorable.has(key) && !key.startsWith('x-'));
  const refOf = (value: unknown) =>
    typeof value === 'object' && value !== null && Object.keys(value).length === 1 && typeof (value as JsonObject).$ref === 'string'
      ? /^#\/\$defs\/([A-Za-z][A-Za-z0-9]*)$/.exec((value as JsonObject).$ref as string)?.[1]
      : undefined;
  if (rest.length === 1 && rest[0] === '$ref') return refOf({ $ref: schema.$ref });
  if (rest.length === 1 && rest[0] === 'allOf' && Array.isArray(schema.allOf) && schema.allOf.length === 1) return refOf(schema.allOf[0]);
  return undefined;
}

function docComment(lines: string[]): string {
  return ['/**', ...lines.map((line) => (line ? ` * ${line.replaceAll('*/', '*\\/')}` : ' *')), ' */'].join('\n');
}

/** Exports each modelina-rendered interface, under the JSDoc we want on it (the event, its schema $id). */
const DOC_PRESET: TypeScriptPreset = {
  interface: {
    self({ model, content }) {
      const doc = (model.originalInput as JsonObject | undefined)?.['x-ts-doc'];
      return Array.isArray(doc) ? `${docComment(doc as string[])}\nexport ${content}` : `export ${content}`;
    },
    property({ property, content }) {
      const input = property.property.originalInput as JsonObject | undefined;
      // A property whose schema is a shared type would repeat that type's own JSDoc; leave it to the type.
      if (input === undefined || typeof input.title === 'string') return content;
      const description = input.description;
      return typeof description === 'string' && description.trim() ? `${docComment(description.trim().split('\n'))}\n${content}` : content;
    },
  },
};

/** Names of the other models a rendered model refers to (walks the constrained meta model). */
function modelDependencies(model: ConstrainedMetaModel): string[] {
  const found = new Set<string>();
  const seen = new Set<ConstrainedMetaModel>();
  const walk = (m: ConstrainedMetaModel, top: boolean) => {
    if (seen.has(m)) return;
    seen.add(m);
    if (m instanceof ConstrainedObjectModel) {
      if (!top) {
        found.add(m.name);
        return;
      }
      for (const property of Object.values(m.properties)) walk(property.property, false);
    } else if (m instanceof ConstrainedReferenceModel) {
      found.add(m.ref.name);
    } else if (m instanceof ConstrainedArrayModel) {
      walk(m.valueModel, false);
    } else if (m instanceof ConstrainedDictionaryModel) {
      walk(m.key, false);
      walk(m.value, false);
    } else if (m instanceof ConstrainedUnionModel) {
      for (const u of m.union) walk(u, false);
    } else if (m instanceof ConstrainedTupleModel) {
      for (const t of m.tuple) walk(t.value, false);
    }
  };
  walk(model, true);
  found.delete(model.name);
  return [...found].sort(compare);
}

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
 * Generates generated/events/** from an event-schemas catalogue. Throws a GenerateError naming the
 * schema file and JSON pointer when the input is not what the event-schemas README describes.
 *
 * @example
 * await generateEventTypes({ cataloguePath: 'node_modules/@energy-contracts/event-schemas/catalogue.json', outDir: 'generated/events' });
 */
export async function generateEventTypes(options: GenerateOptions): Promise<GenerateResult> {
  const catalogueDir = path.dirname(options.cataloguePath);
  const catalogue = readJson(options.cataloguePath) as unknown;
  if (!Array.isArray(catalogue) || catalogue.length === 0) {
    throw new GenerateError(`${options.cataloguePath}: expected a non-empty array of {type, version, schema, ...}`);
  }

  const events: EventInput[] = [];
  const shared = new Map<string, { schema: unknown; canonical: string; from: string }>();
  const owners = new Map<string, string>();
  const pairs = new Set<string>();
  catalogue.forEach((raw: unknown, index: number) => {
    const entry = raw as CatalogueEntry;
    for (const key of ['type', 'version', 'schema'] as const) {
      if (typeof entry?.[key] !== 'string' || entry[key].length === 0) {
        throw new GenerateError(`${options.cataloguePath}#/${index}/${key}: expected a non-empty string`);
      }
    }
    const pair = `${entry.type} ${entry.version}`;
    if (pairs.has(pair)) throw new GenerateError(`${options.cataloguePath}#/${index}: duplicate (type, version) ${pair}`);
    pairs.add(pair);
    const schemaPath = path.resolve(catalogueDir, entry.schema);
    const schema = readJson(schemaPath) as JsonObject;
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
      throw new GenerateError(`${entry.schema}: expected a JSON Schema object`);
    }
    const name = eventInterfaceName(entry.type, entry.version);
    const owner = owners.get(name);
    if (owner) throw new GenerateError(`name collision: ${owner} and ${pair} both become ${name}`);
    owners.set(name, pair);
    for (const [defName, def] of Object.entries((schema.$defs ?? {}) as JsonObject)) {
      const rewritten = toModelinaSchema(def, `${entry.schema}#/$defs/${defName}`);
      const text = canonical(rewritten);
      const known = shared.get(defName);
      if (known && known.canonical !== text) {
        throw new GenerateError(`${entry.schema}#/$defs/${defName}: differs from the copy in ${known.from}; a shared type must be identical in every schema`);
      }
      if (!known) shared.set(defName, { schema: rewritten, canonical: text, from: entry.schema });
    }
    events.push({ entry, name, schema, aliasOf: pureSharedReference(schema) });
  });
  if (options.asyncapiPath) {
    const asyncapi = readJson(options.asyncapiPath) as { components?: { schemas?: Record<string, JsonObject> } };
    for (const [defName, def] of Object.entries(asyncapi.components?.schemas ?? {})) {
      // The spec marks the catalogue's shared object types; other components are payloads and the envelope.
      if (def['x-shared-type'] !== true) continue;
      const pointer = `asyncapi.json#/components/schemas/${defName}`;
      const rewritten = toModelinaSchema(def, pointer);
      const text = canonical(rewritten);
      const known = shared.get(defName);
      if (known && known.canonical !== text) {
        throw new GenerateError(`${pointer}: differs from the copy in ${known.from}#/$defs/${defName}; a shared type must be identical in every schema`);
      }
      if (!known) shared.set(defName, { schema: rewritten, canonical: text, from: pointer });
    }
  }
  for (const defName of shared.keys()) {
    if (owners.has(defName)) throw new GenerateError(`name collision: shared type ${defName} and event ${owners.get(defName)}`);
  }
  events.sort((a, b) => compare(a.entry.type, b.entry.type) || compare(a.entry.version, b.entry.version));
  const sharedNames = [...shared.keys()].sort(compare);

  // Payloads that inline a shared type become an alias of it, or an interface extending it with only
  // their own fields, so the shared fields are written once (the size target). Only the spec's
  // declaration counts (`x-inlines-shared-type`, carried into the catalogue as `inlinesSharedType`),
  // never the prose of a description nor a structural coincidence (`{number}` is both
  // BillingAccount and PaymentAccount); the fields are then checked to really be the shared type's.
  const ownSchemas = new Map<EventInput, JsonObject>();
  for (const event of events) {
    const declared = event.entry.inlinesSharedType;
    const base = event.aliasOf || declared === null || declared === undefined ? undefined : declared;
    if (!base) continue;
    const pointer = `${event.entry.schema}#`;
    const def = shared.get(base)?.schema as JsonObject | undefined;
    if (!def) throw new GenerateError(`${options.cataloguePath}: ${event.entry.type} ${event.entry.version} inlinesSharedType <${base}> is not a shared type of the catalogue`);
    const payload = toModelinaSchema(event.schema, event.entry.schema) as JsonObject;
    const payloadProps = (payload.properties ?? {}) as JsonObject;
    const payloadRequired = new Set((payload.required ?? []) as string[]);
    const defRequired = new Set((def.required ?? []) as string[]);
    // Field descriptions may be worded differently in the payload and the shared type; the field itself may not.
    const strip = (v: unknown) => canonical(JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === 'description' ? undefined : x))));
    for (const [field, fieldSchema] of Object.entries((def.properties ?? {}) as JsonObject)) {
      if (!(field in payloadProps) || strip(payloadProps[field]) !== strip(fieldSchema) || payloadRequired.has(field) !== defRequired.has(field)) {
        throw new GenerateError(`${pointer}/properties/${field}: the catalogue says the payload carries all fields of <${base}> (inlinesSharedType), but this field differs from ${base}'s (schema or required flag)`);
      }
    }
    const ownFields = Object.keys(payloadProps).filter((field) => !(field in ((def.properties ?? {}) as JsonObject)));
    if (ownFields.length === 0) {
      event.aliasOf = base;
      continue;
    }
    event.extendsShared = base;
    ownSchemas.set(event, {
      ...payload,
      properties: Object.fromEntries(ownFields.map((field) => [field, payloadProps[field]])),
      required: [...payloadRequired].filter((field) => ownFields.includes(field)),
    });
  }

  // One document: every shared type once under `definitions`, every payload as a property of a
  // throw-away root model so modelina reaches all of them.
  const definitions: JsonObject = {};
  for (const defName of sharedNames) {
    const schema = shared.get(defName)!.schema as JsonObject;
    const doc = typeof schema.description === 'string' ? schema.description.trim().split('\n') : [`Shared object type \`<${defName}>\`.`];
    definitions[defName] = { ...schema, title: defName, 'x-ts-doc': doc };
  }
  const properties: JsonObject = {};
  for (const event of events) {
    if (event.aliasOf) continue;
    const { entry } = event;
    const description = typeof event.schema.description === 'string' ? event.schema.description.trim() : `\`${entry.type}\` ${entry.version} payload.`;
    const doc = [...description.split('\n'), '', `JSON Schema: ${entry.$id ?? entry.schema}`];
    const schema = ownSchemas.get(event) ?? (toModelinaSchema(event.schema, entry.schema) as JsonObject);
    properties[event.name] = { ...schema, title: event.name, description: undefined, 'x-ts-doc': doc };
  }
  for (const defName of sharedNames) properties[defName] = { $ref: `#/definitions/${defName}` };
  const ROOT = 'EnergyContractsGeneratorRoot';
  const input = { type: 'object', title: ROOT, properties, definitions };

  const generator = new TypeScriptGenerator({
    modelType: 'interface',
    enumType: 'union',
    mapType: 'record',
    // Wire names exactly as published: the seed's fields are all snake_case identifiers, so no quoting is needed;
    // anything else is quoted rather than renamed.
    constraints: {
      // The names are chosen above (and collision-checked); modelina's default would re-case `ABV1` to `Abv1`.
      modelName: ({ modelName }) => modelName.replace(/[^A-Za-z0-9_$]/g, '_'),
      propertyKey: ({ objectPropertyModel }) =>
        /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(objectPropertyModel.propertyName) ? objectPropertyModel.propertyName : JSON.stringify(objectPropertyModel.propertyName),
    },
    // `obj` fields come out as Record<string, unknown>, never any.
    typeMapping: { Any: () => 'unknown' },
    processorOptions: { jsonSchema: { ignoreAdditionalProperties: true } },
    presets: [DOC_PRESET],
  });
  const outputs: OutputModel[] = await generator.generate(input);

  const rendered = new Map<string, { code: string; deps: string[] }>();
  for (const output of outputs) {
    if (output.modelName === ROOT) continue;
    if (rendered.has(output.modelName)) throw new GenerateError(`modelina rendered ${output.modelName} twice: two different schemas share that name`);
    rendered.set(output.modelName, { code: output.result, deps: modelDependencies(output.model) });
  }
  const expected = new Set([...sharedNames, ...events.filter((e) => !e.aliasOf).map((e) => e.name)]);
  const missing = [...expected].filter((n) => !rendered.has(n));
  const extra = [...rendered.keys()].filter((n) => !expected.has(n));
  if (missing.length > 0 || extra.length > 0) {
    throw new GenerateError(`modelina's models do not match the catalogue: missing [${missing.join(', ')}], unexpected [${extra.join(', ')}] (an inline object schema needs a shared $defs type)`);
  }

  rmSync(options.outDir, { recursive: true, force: true });
  mkdirSync(path.join(options.outDir, 'payloads'), { recursive: true });
  const files: string[] = [];
  const write = (relative: string, body: string) => {
    writeFileSync(path.join(options.outDir, relative), `${BANNER}\n${body.trimEnd()}\n`);
    files.push(relative);
  };
  const importLine = (names: Iterable<string>, from: string) => {
    const list = [...new Set(names)].sort(compare);
    return list.length > 0 ? `import type { ${list.join(', ')} } from '${from}';\n` : '';
  };

  // Shared types: one file, each exactly once.
  write(
    'shared-types.ts',
    `// Object types shared between event payloads (the seed's <Name> types), defined once.\n\n` +
      sharedNames.map((n) => rendered.get(n)!.code).join('\n\n'),
  );

  // Payloads: one file per catalogue section.
  const bySection = new Map<string, EventInput[]>();
  for (const event of events) {
    const file = sectionFileName(event.entry.section);
    bySection.set(file, [...(bySection.get(file) ?? []), event]);
  }
  const sectionFiles = [...bySection.keys()].sort(compare);
  for (const file of sectionFiles) {
    const members = bySection.get(file)!;
    const sharedUsed = new Set<string>();
    const blocks = members.map((event) => {
      if (event.aliasOf) {
        if (!shared.has(event.aliasOf)) throw new GenerateError(`${event.entry.schema}: refers to #/$defs/${event.aliasOf}, which it does not define`);
        sharedUsed.add(event.aliasOf);
        const description = typeof event.schema.description === 'string' ? event.schema.description.trim().split('\n') : [];
        return `${docComment([...description, '', `The payload is exactly the shared type ${event.aliasOf}.`, '', `JSON Schema: ${event.entry.$id ?? event.entry.schema}`])}\nexport type ${event.name} = ${event.aliasOf};`;
      }
      let { code } = rendered.get(event.name)!;
      const { deps } = rendered.get(event.name)!;
      if (event.extendsShared) {
        // modelina's interface renderer has no `extends`; the own fields were rendered by it, the clause is added here.
        const head = `export interface ${event.name} {`;
        if (!code.includes(head)) throw new GenerateError(`${event.entry.schema}: rendered ${event.name} has no line "${head}"`);
        code = code.replace(head, `export interface ${event.name} extends ${event.extendsShared} {`);
        sharedUsed.add(event.extendsShared);
      }
      for (const dep of deps) {
        if (!shared.has(dep)) throw new GenerateError(`${event.entry.schema}: ${event.name} refers to ${dep}, which is not a shared type`);
        sharedUsed.add(dep);
      }
      return code;
    });
    const section = members[0]!.entry.section ?? 'Other';
    write(`payloads/${file}.ts`, `// Event payloads of the catalogue section "${section}".\n${importLine(sharedUsed, '../shared-types.js')}\n${blocks.join('\n\n')}`);
  }

  // The type-level map: event type -> version -> payload interface, and the latest version of each type.
  const byType = new Map<string, EventInput[]>();
  for (const event of events) byType.set(event.entry.type, [...(byType.get(event.entry.type) ?? []), event]);
  const types = [...byType.keys()];
  const key = (k: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : `'${k}'`);
  const mapImports = sectionFiles
    .map((file) => importLine(bySection.get(file)!.map((e) => e.name), `./payloads/${file}.js`))
    .join('');
  const latestOf = (list: EventInput[]) => {
    const flagged = list.filter((e) => e.entry.latest);
    if (flagged.length !== 1) throw new GenerateError(`catalogue: ${list[0]!.entry.type} has ${flagged.length} versions with latest: true (expected exactly one)`);
    return flagged[0]!.entry.version;
  };
  write(
    'event-payload-map.ts',
    `${mapImports}\n` +
      `/** Every event type, each mapped to its payload versions and their payload interfaces. */\n` +
      `export interface EventPayloadMap {\n` +
      types.map((t) => `  ${key(t)}: { ${byType.get(t)!.map((e) => `${key(e.entry.version)}: ${e.name}`).join('; ')} };`).join('\n') +
      `\n}\n\n/** The latest payload version of each event type (the catalogue's \`latest\` flag). */\n` +
      `export interface LatestEventVersionMap {\n` +
      types.map((t) => `  ${key(t)}: '${latestOf(byType.get(t)!)}';`).join('\n') +
      `\n}`,
  );

  // Runtime data, typed narrowly enough to drive src/events.ts but cheap to type-check.
  const catalogueRows = events.map(
    ({ entry }) =>
      `  { type: ${JSON.stringify(entry.type)}, version: ${JSON.stringify(entry.version)}, latest: ${entry.latest === true}, schemaId: ${JSON.stringify(entry.$id ?? '')}, section: ${JSON.stringify(entry.section ?? '')} },`,
  );
  write(
    'catalogue.ts',
    `/** One (event type, payload version) of the catalogue. */\n` +
      `export interface EventCatalogueEntry {\n  readonly type: string;\n  readonly version: string;\n  readonly latest: boolean;\n  readonly schemaId: string;\n  readonly section: string;\n}\n\n` +
      `/** Every (event type, payload version), sorted by type then version. */\n` +
      `export const eventCatalogue: readonly EventCatalogueEntry[] = [\n${catalogueRows.join('\n')}\n];\n\n` +
      `/** The payload versions of every event type, oldest first. */\n` +
      `export const eventVersions = {\n` +
      types.map((t) => `  ${key(t)}: [${byType.get(t)!.map((e) => `'${e.entry.version}'`).join(', ')}],`).join('\n') +
      `\n} as const;\n\n` +
      `/** The latest payload version of every event type. */\n` +
      `export const latestEventVersions = {\n` +
      types.map((t) => `  ${key(t)}: '${latestOf(byType.get(t)!)}',`).join('\n') +
      `\n} as const;`,
  );

  write(
    'index.ts',
    `export type * from './shared-types.js';\n` +
      sectionFiles.map((file) => `export type * from './payloads/${file}.js';\n`).join('') +
      `export type { EventPayloadMap, LatestEventVersionMap } from './event-payload-map.js';\n` +
      `export { eventCatalogue, eventVersions, latestEventVersions, type EventCatalogueEntry } from './catalogue.js';`,
  );

  return { events: events.length, eventTypes: types.length, sharedTypes: sharedNames.length, files: files.sort(compare) };
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
    options: { catalogue: { type: 'string' }, asyncapi: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } },
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
  const result = await generateEventTypes({ cataloguePath: path.resolve(cataloguePath), asyncapiPath: asyncapiPath && path.resolve(asyncapiPath), outDir });
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

