// The schema transforms of the validator's build: an event or OpenAPI schema is cleaned of what
// never changes a verdict (so the generated modules, which embed the schema text, stay small), and
// the strict variant of an event schema rejects the fields it does not name.
import { deref, isJsonObject, type Json, type JsonObject } from '@energy-contracts/schema-tools/json-pointer';

/**
 * Events whose spec says the payload carries more fields than it lists: their strict variant
 * stays tolerant. `meterpoint.gas.disputed_opening_reading.queried.by_us` v1 is the catalogue's
 * last event; its fields after `root_cause` are "not shown", so unknown fields are expected.
 */
export const STRICT_EXEMPT: ReadonlyArray<readonly [string, string, string]> = [
  [
    'meterpoint.gas.disputed_opening_reading.queried.by_us',
    'v1',
    'the catalogue does not show the fields after root_cause, so unknown fields are expected',
  ],
];

// Keywords whose value is one subschema at the SAME instance location.
const SAME_LOCATION_ONE = ['not', 'if', 'then', 'else'];
/** Keywords whose value is a list of subschemas at the SAME instance location. */
export const SAME_LOCATION_MANY = ['allOf', 'anyOf', 'oneOf'];
// Keywords whose value is one subschema at a CHILD instance location.
const CHILD_ONE = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'contains',
  'unevaluatedItems',
  'propertyNames',
];
const CHILD_MAP = ['properties', 'patternProperties', 'dependentSchemas'];
// Annotation keywords of OpenAPI that a 2020-12 validator does not know; they never affect validity.
const OPENAPI_ANNOTATIONS = new Set(['example', 'discriminator', 'xml', 'externalDocs']);
// Annotations that never change a verdict; dropped so the generated modules, which embed the
// schema text, stay small.
const PROSE_ANNOTATIONS = new Set(['description', 'examples', '$comment']);

/**
 * Deep-copies a schema, dropping `x-*` extensions, OpenAPI-only annotations and prose at schema positions.
 * @example cleanSchema({ type: 'string', description: 'a', 'x-observed': true }) // { type: 'string' }
 */
export function cleanSchema(node: Json): Json {
  if (!isJsonObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-') || OPENAPI_ANNOTATIONS.has(key) || PROSE_ANNOTATIONS.has(key)) continue;
    if (CHILD_MAP.includes(key) || key === '$defs' || key === 'definitions') {
      const map: JsonObject = {};
      for (const [name, sub] of Object.entries(value as JsonObject)) map[name] = cleanSchema(sub);
      out[key] = map;
    } else if (SAME_LOCATION_MANY.includes(key) || key === 'prefixItems') {
      out[key] = (value as Json[]).map(cleanSchema);
    } else if (SAME_LOCATION_ONE.includes(key) || CHILD_ONE.includes(key)) {
      out[key] = cleanSchema(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/**
 * Whether a schema describes an object with named fields (so unknown fields can be rejected),
 * as opposed to a free-form object (`obj` in the catalogue) or a scalar.
 */
function hasNamedFields(root: JsonObject, node: Json, seen = new Set<JsonObject>()): boolean {
  if (!isJsonObject(node) || seen.has(node)) return false;
  seen.add(node);
  if (isJsonObject(node.properties) || isJsonObject(node.patternProperties)) return true;
  // One hop at a time, so the keywords beside a `$ref` in its target count too; deref throws
  // naming a `$ref` that does not resolve rather than reading it as a free-form object.
  if (typeof node.$ref === 'string' && hasNamedFields(root, deref<Json>(root, node, 1), seen)) return true;
  return SAME_LOCATION_MANY.some(
    (k) => Array.isArray(node[k]) && (node[k] as Json[]).some((s) => hasNamedFields(root, s, seen)),
  );
}

/** The `type` a schema node gets from itself, its `$ref` target or its `allOf` members. */
function effectiveType(root: JsonObject, node: Json, depth = 0): Json | undefined {
  if (!isJsonObject(node) || depth > 20) return undefined;
  if (node.type !== undefined) return node.type;
  if (typeof node.$ref === 'string') {
    const t = effectiveType(root, deref<Json>(root, node, 1), depth + 1);
    if (t !== undefined) return t;
  }
  for (const sub of Array.isArray(node.allOf) ? node.allOf : []) {
    const t = effectiveType(root, sub, depth + 1);
    if (t !== undefined) return t;
  }
  return undefined;
}

/**
 * Builds the strict variant: at every instance location whose schema names its fields (the
 * payload, each nested object, each array item, and the shared types they reference) and that
 * says nothing itself about extra fields, add `unevaluatedProperties: false`. The keyword sits
 * on the location, not inside `$defs` or `allOf` branches, so fields a composition adds
 * (`<InkConversationState> plus closed_at`) still count as evaluated. Free-form objects keep
 * accepting anything.
 * @example toStrict({ type: 'object', properties: { a: { type: 'string' } } }).unevaluatedProperties // false
 */
export function toStrict(root: JsonObject): JsonObject {
  const visit = (node: Json, isLocation: boolean): Json => {
    if (!isJsonObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (CHILD_MAP.includes(key)) {
        const map: JsonObject = {};
        for (const [name, sub] of Object.entries(value as JsonObject))
          map[name] = visit(sub, key !== 'dependentSchemas');
        out[key] = map;
      } else if (key === '$defs' || key === 'definitions') {
        const map: JsonObject = {};
        for (const [name, sub] of Object.entries(value as JsonObject)) map[name] = visit(sub, false);
        out[key] = map;
      } else if (SAME_LOCATION_MANY.includes(key)) {
        out[key] = (value as Json[]).map((s) => visit(s, false));
      } else if (key === 'prefixItems') {
        out[key] = (value as Json[]).map((s) => visit(s, true));
      } else if (SAME_LOCATION_ONE.includes(key)) {
        out[key] = visit(value, false);
      } else if (CHILD_ONE.includes(key)) {
        out[key] = visit(value, key !== 'propertyNames');
      } else {
        out[key] = value;
      }
    }
    if (
      isLocation &&
      out.additionalProperties === undefined &&
      out.unevaluatedProperties === undefined &&
      hasNamedFields(root, node)
    ) {
      out.unevaluatedProperties = false;
      // Ajv's strictTypes wants the type next to the keyword; take it from what the node refers to.
      if (out.type === undefined) out.type = effectiveType(root, node) ?? 'object';
    }
    return out;
  };
  return visit(root, true) as JsonObject;
}
