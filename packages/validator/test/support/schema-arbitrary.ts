// A fast-check arbitrary that generates values valid against a JSON Schema, for the subset the
// event catalogue uses: type, object/properties/required, array/items, $ref/$defs, allOf,
// enum/const, and free-form objects. Also the mutations the property tests apply.
import {
  deref,
  escapeToken,
  pointerTokens,
  type Json,
  type JsonObject,
} from '@energy-contracts/schema-tools/json-pointer';
import fc from 'fast-check';

const scalar: Record<string, fc.Arbitrary<Json>> = {
  string: fc.string({ maxLength: 12 }),
  integer: fc.integer({ min: -1e6, max: 1e6 }),
  number: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  boolean: fc.boolean(),
  null: fc.constant(null),
};

/** Flattens `allOf` and `$ref` into one object view: properties and required merged. */
function objectView(root: JsonObject, schema: JsonObject): { properties: Record<string, Json>; required: string[] } {
  const node = deref<JsonObject>(root, schema);
  const properties: Record<string, Json> = { ...((node.properties as JsonObject) ?? {}) };
  const required = [...((node.required as string[]) ?? [])];
  for (const sub of (node.allOf as Json[]) ?? []) {
    const inner = objectView(root, sub as JsonObject);
    Object.assign(properties, inner.properties);
    required.push(...inner.required);
  }
  return { properties, required: [...new Set(required)] };
}

function typeOf(root: JsonObject, schema: JsonObject): string | undefined {
  const node = deref<JsonObject>(root, schema);
  const t = node.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.find((x) => x !== 'null') as string | undefined;
  if (node.properties || node.allOf) return 'object';
  return undefined;
}

/**
 * Arbitrary of values valid against `schema` (resolved inside `root`).
 * @example fc.sample(arbitraryFor(schema, schema), 1)
 */
export function arbitraryFor(root: JsonObject, schema: Json, depth = 0): fc.Arbitrary<Json> {
  const node = deref<JsonObject>(root, schema);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as Json[]));
  if ('const' in node) return fc.constant(node.const as Json);
  const type = typeOf(root, node);
  if (type === 'object') {
    const view = objectView(root, node);
    const names = Object.keys(view.properties);
    if (!names.length) {
      // Free-form object (`obj`): any small JSON object.
      return fc.dictionary(
        fc.string({ maxLength: 6 }),
        fc.oneof(scalar.string!, scalar.integer!, scalar.boolean!, scalar.null!),
        { maxKeys: 3 },
      ) as fc.Arbitrary<Json>;
    }
    const record: Record<string, fc.Arbitrary<Json>> = {};
    for (const name of names) record[name] = arbitraryFor(root, view.properties[name]!, depth + 1);
    return fc.record(record, { requiredKeys: view.required.filter((r) => names.includes(r)) }) as fc.Arbitrary<Json>;
  }
  if (type === 'array') {
    return fc.array(arbitraryFor(root, (node.items as Json) ?? {}, depth + 1), { maxLength: depth > 3 ? 0 : 3 });
  }
  if (type && scalar[type]) return scalar[type]!;
  return scalar.string!;
}

/** Every pointer to a required field of a value generated from `schema`, with that field's type. */
export function requiredFields(
  root: JsonObject,
  schema: Json,
  value: Json,
  pointer = '',
): Array<{ pointer: string; type: string | undefined }> {
  const out: Array<{ pointer: string; type: string | undefined }> = [];
  const node = deref<JsonObject>(root, schema);
  const type = typeOf(root, node);
  if (type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const view = objectView(root, node);
    for (const name of Object.keys(view.properties)) {
      if (!(name in value)) continue;
      const p = `${pointer}/${escapeToken(name)}`;
      if (view.required.includes(name))
        out.push({ pointer: p, type: typeOf(root, view.properties[name] as JsonObject) });
      out.push(...requiredFields(root, view.properties[name]!, value[name]!, p));
    }
  } else if (type === 'array' && Array.isArray(value)) {
    for (const [i, item] of value.entries())
      out.push(...requiredFields(root, (node.items as Json) ?? {}, item, `${pointer}/${i}`));
  }
  return out;
}

/** A copy of `value` with the field at `pointer` removed or replaced. */
export function mutate(value: Json, pointer: string, how: { drop: true } | { replace: Json }): Json {
  const copy = JSON.parse(JSON.stringify(value)) as Json;
  const tokens = pointerTokens(pointer);
  let parent = copy as JsonObject;
  for (const t of tokens.slice(0, -1)) parent = parent[t] as JsonObject;
  const last = tokens[tokens.length - 1]!;
  if ('drop' in how) delete parent[last];
  else parent[last] = how.replace;
  return copy;
}

/** A value of a different JSON type than `type`, to break a field. */
export function wrongTypeFor(type: string | undefined): Json {
  switch (type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'true';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return { unexpected: true };
  }
}
