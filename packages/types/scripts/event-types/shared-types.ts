// Step 2: the shared object types (the catalogue's `<Name>` types), each once: every payload
// schema's `$defs` and the AsyncAPI components marked `x-shared-type`, rewritten into the shape
// modelina reads, and required to be identical wherever they appear.
import { canonicalJson } from '@energy-contracts/schema-tools/json-pointer';
import { GenerateError, readJson, type EventInput, type JsonObject } from './catalogue-load.js';

/** One shared type: its modelina schema, its canonical text and where it was first seen. */
export interface SharedType {
  schema: unknown;
  canonical: string;
  from: string;
}

/**
 * Rewrites one published schema into the shape modelina reads: `#/$defs/X` refs point at the
 * combined document's `definitions`, 2020-12 markers, examples and `x-` annotations are dropped, and an explicit
 * `additionalProperties: true` is removed (it means the same as leaving it out, but modelina
 * would turn it into a property literally called `additionalProperties`).
 */
export function toModelinaSchema(node: unknown, pointer: string): unknown {
  if (Array.isArray(node)) return node.map((item, i) => toModelinaSchema(item, `${pointer}/${i}`));
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node as JsonObject)) {
    if (
      key === '$schema' ||
      key === '$id' ||
      key === '$defs' ||
      key === 'examples' ||
      key === 'example' ||
      key === '$comment' ||
      key.startsWith('x-')
    )
      continue;
    if (
      key === 'additionalProperties' &&
      (value === true || (typeof value === 'object' && value !== null && Object.keys(value).length === 0))
    )
      continue;
    if (key === '$ref') {
      const match =
        typeof value === 'string' ? /^#\/(?:\$defs|components\/schemas)\/([A-Za-z][A-Za-z0-9]*)$/.exec(value) : null;
      if (!match)
        throw new GenerateError(`${pointer}/$ref: expected "#/$defs/<SharedType>", got ${JSON.stringify(value)}`);
      out.$ref = `#/definitions/${match[1]}`;
      continue;
    }
    // Property names and enum/const values are data, not schemas; recurse into them as plain values.
    out[key] =
      key === 'enum' || key === 'const' || key === 'required' ? value : toModelinaSchema(value, `${pointer}/${key}`);
  }
  return out;
}

/**
 * Every shared type, by name: the `$defs` of the events' schemas (in their order), then the
 * components of `asyncapiPath` marked `x-shared-type: true`.
 * @throws GenerateError when two copies of a type differ, or a shared type has an event's name.
 * @example collectSharedTypes(events, 'asyncapi.json').get('Ledger')?.from
 */
export function collectSharedTypes(events: readonly EventInput[], asyncapiPath?: string): Map<string, SharedType> {
  const shared = new Map<string, SharedType>();
  const add = (defName: string, def: unknown, pointer: string, differs: (from: string) => string) => {
    const rewritten = toModelinaSchema(def, pointer);
    const text = canonicalJson(rewritten);
    const known = shared.get(defName);
    if (known && known.canonical !== text) throw new GenerateError(differs(known.from));
    if (!known) shared.set(defName, { schema: rewritten, canonical: text, from: pointer.split('#/$defs/')[0]! });
  };
  for (const { entry, schema } of events) {
    for (const [defName, def] of Object.entries((schema.$defs ?? {}) as JsonObject)) {
      add(
        defName,
        def,
        `${entry.schema}#/$defs/${defName}`,
        (from) =>
          `${entry.schema}#/$defs/${defName}: differs from the copy in ${from}; a shared type must be identical in every schema`,
      );
    }
  }
  if (asyncapiPath) {
    const asyncapi = readJson(asyncapiPath) as { components?: { schemas?: Record<string, JsonObject> } };
    for (const [defName, def] of Object.entries(asyncapi.components?.schemas ?? {})) {
      // The spec marks the catalogue's shared object types; other components are payloads and the envelope.
      if (def['x-shared-type'] !== true) continue;
      const pointer = `asyncapi.json#/components/schemas/${defName}`;
      add(
        defName,
        def,
        pointer,
        (from) =>
          `${pointer}: differs from the copy in ${from}#/$defs/${defName}; a shared type must be identical in every schema`,
      );
    }
  }
  const owners = new Map(events.map((e) => [e.name, `${e.entry.type} ${e.entry.version}`]));
  for (const defName of shared.keys()) {
    if (owners.has(defName))
      throw new GenerateError(`name collision: shared type ${defName} and event ${owners.get(defName)}`);
  }
  return shared;
}
