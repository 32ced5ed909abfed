/**
 * Deterministic, realistic sample payloads for the event catalogue's JSON Schemas: the schema walk
 * (`$ref`, `allOf`, objects, arrays, bounds, `const`/`enum`, patterns), asking sample-values.ts
 * for each leaf by its field name.
 *
 * Hand-rolled rather than json-schema-faker: the catalogue uses a small subset of JSON Schema
 * (object/properties/required/type/array/items/$ref/$defs/allOf, free-form objects), and what
 * makes a sample useful here is the field name (`account_number`, `mpan`, `*_at`), which a
 * generic faker does not know. Owning the code also pins the byte output to our PRNG.
 */
import { pointerTokens, refPointer, valueAt } from '@energy-contracts/schema-tools/json-pointer';
import { createPrng, type Prng } from '@energy-contracts/schema-tools/seeded-random';
import { DAY_MS } from '@energy-contracts/schema-tools/london-time';
import {
  ANCHOR_DAYS,
  decimalFor,
  DEFAULT_NOW,
  freeFormObject,
  integerFor,
  PATTERN_FALLBACKS,
  stringFor,
  words,
  type SchemaObject,
} from './sample-values.js';

/** A JSON Schema (2020-12) as read from the event-schemas package. */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** Options of {@link generateSample}. */
export interface SampleOptions {
  /** Any string or number; the same seed (and `now`) gives the same bytes. */
  seed: string | number;
  /**
   * The clock the sample is anchored to: datetimes in the payload fall around it (starts before,
   * ends after) and a payload field named `occurred_at` equals it. Absent: 2025-01-01T00:00:00Z,
   * so a sample without a clock is still deterministic.
   */
  now?: Date | string | number;
  /** Probability that an optional property is present. Absent: 0.6. */
  optionalProbability?: number;
}

interface Context {
  readonly root: SchemaObject;
  readonly rng: Prng;
  readonly now: number;
  readonly optionalProbability: number;
  depth: number;
}

/**
 * Generates one payload that satisfies `schema`, seeded: the same schema, seed and clock give
 * the same value. Datetime-like fields are ISO 8601 UTC (`2024-05-01T10:30:00Z`) and `*_date` /
 * `*_on` fields are dates (`2024-05-01`): the catalogue does not publish their format, this is
 * our choice.
 *
 * @example
 * const payload = generateSample(schema, { seed: 42, now: '2025-03-01T12:00:00Z' });
 * // => { account_number: 'A-3F09C2B1', account_user_emails: ['amelia.jones@example.com'] }
 */
export function generateSample(schema: JsonSchema, options: SampleOptions): unknown {
  const root: SchemaObject = typeof schema === 'object' ? schema : {};
  const now = options.now === undefined ? DEFAULT_NOW : new Date(options.now).getTime();
  if (Number.isNaN(now)) throw new TypeError(`now: expected a date, got ${String(options.now)}`);
  const ctx: Context = {
    root,
    rng: createPrng(options.seed),
    now,
    optionalProbability: options.optionalProbability ?? 0.6,
    depth: 0,
  };
  return generate(ctx, schema, '', undefined, newAnchor(ctx));
}

/** Resolves a local `$ref` (`#/$defs/Name`, or `<root $id>#/...`) to its schema and def name. */
function resolveRef(ctx: Context, ref: string): { schema: JsonSchema; defName: string | undefined } {
  const hash = ref.indexOf('#');
  const base = hash === -1 ? ref : ref.slice(0, hash);
  if (base !== '' && base !== ctx.root.$id) {
    throw new Error(`$ref ${ref}: only references inside the same schema are supported`);
  }
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  const pointer = refPointer(`#${fragment}`);
  if (pointer === undefined)
    throw new Error(`$ref ${ref}: ${fragment} is not a JSON Pointer (a percent-encoded /$defs/Name)`);
  const node = valueAt(ctx.root, pointer);
  if (node === undefined) throw new Error(`$ref ${ref}: ${fragment} does not exist in the schema`);
  const parts = pointerTokens(pointer);
  const defName =
    parts.length >= 2 && (parts[0] === '$defs' || parts[0] === 'definitions') ? parts[parts.length - 1] : undefined;
  return { schema: node as JsonSchema, defName };
}

/** Flattens $ref and allOf into one schema, so an object built from several parts is generated once. */
function flatten(
  ctx: Context,
  schema: JsonSchema,
  defName: string | undefined,
  seen = 0,
): { schema: SchemaObject; defName: string | undefined } {
  if (typeof schema !== 'object') return { schema: {}, defName };
  if (seen > 32) throw new Error('$ref/allOf nesting deeper than 32: is the schema recursive?');
  let result: Record<string, unknown> = {};
  let name = defName;
  const { $ref, allOf, ...rest } = schema as Record<string, unknown>;
  if (typeof $ref === 'string') {
    const target = resolveRef(ctx, $ref);
    const flat = flatten(ctx, target.schema, target.defName ?? name, seen + 1);
    result = mergeSchemas(result, flat.schema);
    name = flat.defName;
  }
  if (Array.isArray(allOf)) {
    for (const part of allOf as JsonSchema[]) {
      const flat = flatten(ctx, part, undefined, seen + 1);
      result = mergeSchemas(result, flat.schema);
      name ??= flat.defName;
    }
  }
  result = mergeSchemas(result, rest);
  return { schema: result, defName: name };
}

function mergeSchemas(a: Record<string, unknown>, b: SchemaObject): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    if (key === 'properties' && typeof out.properties === 'object' && out.properties !== null) {
      out.properties = { ...(out.properties as object), ...(value as object) };
    } else if (key === 'required' && Array.isArray(out.required)) {
      out.required = [...new Set([...(out.required as string[]), ...(value as string[])])];
    } else {
      out[key] = value;
    }
  }
  return out;
}

function schemaType(schema: SchemaObject, rng: Prng): string | undefined {
  const { type } = schema;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) {
    const concrete = (type as string[]).filter((t) => t !== 'null');
    return concrete.length > 0 ? rng.pick(concrete) : 'null';
  }
  if (schema.properties !== undefined || schema.required !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

/** A per-object reference instant: starts in the object fall before it, ends after it. */
function newAnchor(ctx: Context): number {
  return ctx.now - ctx.rng.int(1, ANCHOR_DAYS) * DAY_MS;
}

function generate(ctx: Context, raw: JsonSchema, name: string, parentDef: string | undefined, anchor: number): unknown {
  if (raw === false) throw new Error(`${name || '/'}: the schema is false, no value can satisfy it`);
  const { schema, defName } = flatten(ctx, raw, undefined);
  const { rng } = ctx;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return rng.pick(schema.enum);
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches) && branches.length > 0) {
      // The first branch: for oneOf the branches are disjoint by construction, and a stable
      // choice keeps samples readable.
      const { [keyword]: _omit, ...rest } = schema;
      return generate(
        ctx,
        mergeSchemas(rest, flatten(ctx, branches[0] as JsonSchema, undefined).schema),
        name,
        parentDef,
        anchor,
      );
    }
  }
  const type = schemaType(schema, rng);
  ctx.depth++;
  try {
    switch (type) {
      case 'object':
        return generateObject(ctx, schema, name, defName ?? parentDef);
      case 'array':
        return generateArray(ctx, schema, name, defName ?? parentDef, anchor);
      case 'string':
        return fitString(ctx, schema, stringFor(ctx, name, defName ?? parentDef, schema, anchor));
      case 'integer':
        return clampNumber(schema, integerFor(ctx, name, anchor), true);
      case 'number':
        return clampNumber(schema, decimalFor(ctx, name), false);
      case 'boolean':
        return rng.bool();
      case 'null':
        return null;
      default:
        // No type at all ({} or true): any JSON value is valid; a free-form object reads best.
        return freeFormObject(ctx, name);
    }
  } finally {
    ctx.depth--;
  }
}

function generateObject(
  ctx: Context,
  schema: SchemaObject,
  name: string,
  defName: string | undefined,
): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const names = Object.keys(properties);
  if (names.length === 0) {
    const free = freeFormObject(ctx, name);
    // A required key without a property schema can be anything: fill it so the object validates.
    for (const key of required) if (!(key in free)) free[key] = words(ctx.rng, 1);
    return free;
  }
  const anchor = newAnchor(ctx);
  const out: Record<string, unknown> = {};
  for (const key of names) {
    // The coin is always tossed, so adding a required field elsewhere does not reshuffle the rest.
    const present = ctx.rng.bool(ctx.optionalProbability);
    if (required.has(key) || present) out[key] = generate(ctx, properties[key] as JsonSchema, key, defName, anchor);
  }
  for (const key of required) if (!(key in out)) out[key] = words(ctx.rng, 1);
  return out;
}

function generateArray(
  ctx: Context,
  schema: SchemaObject,
  name: string,
  defName: string | undefined,
  anchor: number,
): unknown[] {
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Math.max(min, 3);
  const count = ctx.depth > 6 ? min : ctx.rng.int(min, Math.max(min, Math.min(max, 3)));
  const items = (schema.items ?? {}) as JsonSchema;
  const itemName = singular(name);
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; out.length < count && attempt < count * 5; attempt++) {
    const value = generate(ctx, items, itemName, defName, anchor);
    const key = JSON.stringify(value);
    if (schema.uniqueItems === true && seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

function singular(name: string): string {
  if (name.endsWith('_id')) return name; // billing_document_representations_id: already an item name
  if (/(ss|us)$/.test(name)) return name;
  if (name.endsWith('addresses')) return name.slice(0, -2);
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('s')) return name.slice(0, -1);
  return name;
}

function clampNumber(schema: SchemaObject, value: number, integer: boolean): number {
  let v = value;
  const step = integer ? 1 : 0.01;
  if (typeof schema.minimum === 'number' && v < schema.minimum) v = schema.minimum;
  if (typeof schema.maximum === 'number' && v > schema.maximum) v = schema.maximum;
  if (typeof schema.exclusiveMinimum === 'number' && v <= schema.exclusiveMinimum) v = schema.exclusiveMinimum + step;
  if (typeof schema.exclusiveMaximum === 'number' && v >= schema.exclusiveMaximum) v = schema.exclusiveMaximum - step;
  return integer ? Math.round(v) : v;
}

function fitString(ctx: Context, schema: SchemaObject, value: string): string {
  let v = value;
  if (typeof schema.pattern === 'string') {
    const re = new RegExp(schema.pattern, 'u');
    if (!re.test(v)) {
      const candidate = PATTERN_FALLBACKS.map((make) => make(ctx.rng)).find((c) => re.test(c));
      if (candidate !== undefined) v = candidate;
    }
  }
  if (typeof schema.maxLength === 'number' && v.length > schema.maxLength) v = v.slice(0, schema.maxLength);
  if (typeof schema.minLength === 'number' && v.length < schema.minLength) v = v.padEnd(schema.minLength, 'x');
  return v;
}
