/**
 * The event catalogue as the site shows it, read from the bundled AsyncAPI document and the
 * published catalogue of `@energy-contracts/event-schemas`: sections in the order the document's
 * tags give (the catalogue's grouping, recorded as each message's tag), event types with their
 * versions side by side, the shared object types and which payloads use them, and the envelope
 * schemas. Versions are ordered and compared with `@energy-contracts/compat`.
 */
import { compareVersions, eventPayloads } from '@energy-contracts/compat';
import { isJsonObject, type Json, type JsonObject } from '@energy-contracts/schema-tools/json-pointer';
import type { CatalogueEntry } from '@energy-contracts/event-schemas';
import { deref, schemaFields, schemaRefName, type FieldRow } from './schema-fields.js';

/** One item of `@energy-contracts/event-schemas/catalogue.json`. */
export type CatalogueItem = CatalogueEntry;

/** A named example payload of a message. */
export interface EventExample {
  name: string;
  summary: string;
  payload: Json;
}

/** One (event type, payload version). */
export interface EventVersion {
  type: string;
  version: string;
  /** Message name in `components.messages` (`AccountCreatedV1`). */
  message: string;
  /** Payload schema name in `components.schemas`. */
  schemaName: string;
  /** The message's `payload` node. */
  payload: Json;
  /** The payload's field table (`schemaFields` of `payload`), built once for its pages and the search index. */
  fields: FieldRow[];
  title: string;
  summary: string;
  description: string;
  section: string;
  latest: boolean;
  /** `$id` of the published JSON Schema (the CloudEvents `dataschema`). */
  schemaId: string;
  /** Path of the published JSON Schema inside `@energy-contracts/event-schemas` (`schemas/<type>/<version>.json`). */
  schemaFile: string;
  examples: EventExample[];
  /** Shared object types the payload uses, directly or through another shared type, sorted. */
  sharedTypes: string[];
  /** `x-compatibility-exception` of the payload schema, when it records one. */
  compatibilityException?: { comparedWith: string; removedFields: string[]; reason: string };
  /** The payload accepts fields the catalogue does not publish (`x-unpublished-fields`). */
  unpublishedFields?: string;
}

/** An event type and its versions, oldest first. */
export interface EventType {
  type: string;
  section: string;
  versions: EventVersion[];
}

/** A section of the catalogue (its grouping of event types). */
export interface EventSection {
  name: string;
  description: string;
  types: EventType[];
}

/** A shared object type and the payloads that use it. */
export interface SharedType {
  name: string;
  description: string;
  schema: JsonObject;
  /** Other shared types this one uses directly. */
  uses: string[];
  /** Payloads that use it by reference, directly or through another shared type. */
  usedBy: EventVersion[];
  /**
   * Payloads that carry all its fields at their top level without a reference: the catalogue's
   * `<JoinProcess> plus ...`, which the contract writes out field by field and records as the
   * payload's `x-inlines-shared-type` (`inlinesSharedType` in catalogue.json).
   */
  spreadInto: EventVersion[];
}

/** The whole catalogue. */
export interface EventCatalogue {
  sections: EventSection[];
  types: Map<string, EventType>;
  versions: EventVersion[];
  sharedTypes: Map<string, SharedType>;
  /** Envelope schemas (defined by this contract): `EventEnvelope`, `EventBridgeEntry`, `EventBridgeDetail`, `CloudEvent`. */
  envelopeSchemas: string[];
}

/**
 * The key of one (event type, version): in the catalogue's lookups and the build's version diffs.
 * @example versionKey({ type: 'a.b', version: 'v2' }) // 'a.b@v2'
 */
export function versionKey(version: { type: string; version: string }): string {
  return `${version.type}@${version.version}`;
}

/** Names of the schemas a node refers to, directly (not following them). */
function directRefs(node: Json | undefined, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) directRefs(n, out);
  else if (isJsonObject(node)) {
    const name = schemaRefName(node);
    if (name !== undefined) out.add(name);
    for (const [k, v] of Object.entries(node)) if (k !== '$ref' && k !== 'examples') directRefs(v, out);
  }
  return out;
}

/**
 * Reads the catalogue from the bundled AsyncAPI document and the published catalogue.
 * @throws Error when the two disagree (an event in one and not the other, a section that is no tag).
 * @example
 * const catalogue = readEventCatalogue(asyncapi, catalogueJson);
 * catalogue.types.get('agreement.revoked')?.versions.map((v) => v.version); // ['v1', 'v2']
 */
export function readEventCatalogue(asyncapi: Json, published: readonly CatalogueItem[]): EventCatalogue {
  const doc = asyncapi as JsonObject;
  const schemas = (
    isJsonObject(doc.components) && isJsonObject(doc.components.schemas) ? doc.components.schemas : {}
  ) as JsonObject;
  const messages = (
    isJsonObject(doc.components) && isJsonObject(doc.components.messages) ? doc.components.messages : {}
  ) as JsonObject;
  const tags = isJsonObject(doc.info) && Array.isArray(doc.info.tags) ? doc.info.tags.filter(isJsonObject) : [];
  const items = new Map(published.map((item) => [versionKey(item), item]));

  const payloadNames = new Set<string>();
  const versions: EventVersion[] = [];
  for (const p of eventPayloads(asyncapi).values()) {
    const key = versionKey(p);
    const item = items.get(key);
    if (item === undefined)
      throw new Error(`asyncapi.json has ${key} (message ${p.message}) but catalogue.json does not`);
    const message = messages[p.message] as JsonObject;
    const schemaName = schemaRefName(p.payload);
    if (schemaName === undefined) throw new Error(`message ${p.message}: payload is not a $ref to a named schema`);
    payloadNames.add(schemaName);
    const schema = deref(asyncapi, p.payload).node;
    const tag = Array.isArray(message.tags) && isJsonObject(message.tags[0]) ? message.tags[0].name : undefined;
    if (tag !== item.section)
      throw new Error(`message ${p.message}: tag ${String(tag)} is not its catalogue section ${item.section}`);
    const exception = schema['x-compatibility-exception'];
    versions.push({
      type: p.type,
      version: p.version,
      message: p.message,
      schemaName,
      payload: p.payload,
      fields: schemaFields(asyncapi, p.payload),
      title: item.title,
      summary: item.summary,
      description: typeof schema.description === 'string' ? schema.description : '',
      section: item.section,
      latest: item.latest,
      schemaId: item.$id,
      schemaFile: item.schema,
      examples: (Array.isArray(message.examples) ? message.examples.filter(isJsonObject) : []).map((e) => ({
        name: typeof e.name === 'string' ? e.name : 'example',
        summary: typeof e.summary === 'string' ? e.summary : '',
        payload: e.payload ?? null,
      })),
      sharedTypes: [],
      ...(isJsonObject(exception)
        ? {
            compatibilityException: {
              comparedWith: String(exception.comparedWith),
              removedFields: (Array.isArray(exception.removedFields) ? exception.removedFields : []).map(String),
              reason: String(exception.reason),
            },
          }
        : {}),
      ...(typeof schema['x-unpublished-fields'] === 'string'
        ? { unpublishedFields: schema['x-unpublished-fields'] }
        : {}),
    });
  }
  if (versions.length !== published.length) {
    const have = new Set(versions.map(versionKey));
    const missing = published.filter((item) => !have.has(versionKey(item))).map(versionKey);
    throw new Error(`catalogue.json has ${missing.join(', ')} but asyncapi.json does not`);
  }

  // The catalogue's shared object types are marked x-shared-type; the envelope schemas are defined by this contract.
  const envelopeSchemas = Object.keys(schemas).filter(
    (name) => !payloadNames.has(name) && isJsonObject(schemas[name]) && schemas[name]['x-design-decision'] === true,
  );
  const sharedTypes = new Map<string, SharedType>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isJsonObject(schema) || schema['x-shared-type'] !== true) continue;
    sharedTypes.set(name, {
      name,
      description: typeof schema.description === 'string' ? schema.description : '',
      schema,
      uses: [...directRefs(schema)].sort(),
      usedBy: [],
      spreadInto: [],
    });
  }
  const reach = (names: Iterable<string>): Set<string> => {
    const out = new Set<string>();
    const todo = [...names];
    while (todo.length > 0) {
      const name = todo.pop()!;
      const shared = sharedTypes.get(name);
      if (shared === undefined || out.has(name)) continue;
      out.add(name);
      todo.push(...shared.uses);
    }
    return out;
  };
  for (const version of versions) {
    version.sharedTypes = [...reach(directRefs(deref(asyncapi, version.payload).node))].sort();
    for (const name of version.sharedTypes) sharedTypes.get(name)!.usedBy.push(version);
  }
  for (const version of versions) {
    const inlined = items.get(versionKey(version))?.inlinesSharedType;
    if (inlined === null || inlined === undefined) continue;
    const shared = sharedTypes.get(inlined);
    if (shared === undefined)
      throw new Error(
        `catalogue.json: ${version.type} ${version.version} inlines ${inlined}, which is not a shared type (x-shared-type) of asyncapi.json`,
      );
    shared.spreadInto.push(version);
  }

  const types = new Map<string, EventType>();
  for (const version of [...versions].sort(
    (a, b) => a.type.localeCompare(b.type) || compareVersions(a.version, b.version),
  )) {
    let type = types.get(version.type);
    if (type === undefined)
      types.set(version.type, (type = { type: version.type, section: version.section, versions: [] }));
    type.versions.push(version);
  }
  const sections: EventSection[] = tags.map((tag) => ({
    name: String(tag.name),
    description: typeof tag.description === 'string' ? tag.description : '',
    types: [...types.values()].filter((t) => t.section === tag.name),
  }));
  const untagged = [...types.values()].filter((t) => !sections.some((s) => s.name === t.section));
  if (untagged.length > 0)
    throw new Error(
      `event types in no section of info.tags: ${untagged.map((t) => `${t.type} (${t.section})`).join(', ')}`,
    );
  return { sections, types, versions: [...types.values()].flatMap((t) => t.versions), sharedTypes, envelopeSchemas };
}

/**
 * The version before `version` of its event type, or `undefined` for the first.
 * @example previousVersion(catalogue, catalogue.types.get('agreement.revoked')!.versions[1]!)?.version // 'v1'
 */
export function previousVersion(catalogue: EventCatalogue, version: EventVersion): EventVersion | undefined {
  const list = catalogue.types.get(version.type)?.versions ?? [];
  const i = list.indexOf(version);
  return i > 0 ? list[i - 1] : undefined;
}
