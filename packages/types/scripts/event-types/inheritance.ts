// Step 3: inheritance, from the data and never from prose. A payload that is exactly one shared
// type becomes an alias of it; a payload the catalogue says inlines a shared type
// (`inlinesSharedType`, the spec's `x-inlines-shared-type`) becomes an interface extending it with
// only its own fields, once its fields are checked to really be the shared type's.
import { GenerateError, type EventInput, type JsonObject } from './catalogue-load.js';
import { canonicalJson } from '@energy-contracts/schema-tools/json-pointer';
import { toModelinaSchema, type SharedType } from './shared-types.js';

/** The `$defs` entry a schema is a pure reference to (`{$ref}` or `{allOf: [{$ref}]}`), if it is one. */
export function pureSharedReference(schema: JsonObject): string | undefined {
  const ignorable = new Set(['$schema', '$id', '$defs', 'title', 'description', 'examples', '$comment']);
  const rest = Object.keys(schema).filter((key) => !ignorable.has(key) && !key.startsWith('x-'));
  const refOf = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    typeof (value as JsonObject).$ref === 'string'
      ? /^#\/\$defs\/([A-Za-z][A-Za-z0-9]*)$/.exec((value as JsonObject).$ref as string)?.[1]
      : undefined;
  if (rest.length === 1 && rest[0] === '$ref') return refOf({ $ref: schema.$ref });
  if (rest.length === 1 && rest[0] === 'allOf' && Array.isArray(schema.allOf) && schema.allOf.length === 1)
    return refOf(schema.allOf[0]);
  return undefined;
}

/**
 * Sets `aliasOf` or `extendsShared` on each event; returns the own-fields schema of each event
 * that extends a shared type.
 * @throws GenerateError naming the field when a declared inlined type's field differs in the payload.
 * @example applyInheritance(events, shared, 'catalogue.json').size
 */
export function applyInheritance(
  events: readonly EventInput[],
  shared: ReadonlyMap<string, SharedType>,
  cataloguePath: string,
): Map<EventInput, JsonObject> {
  for (const event of events) event.aliasOf = pureSharedReference(event.schema);
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
    if (!def)
      throw new GenerateError(
        `${cataloguePath}: ${event.entry.type} ${event.entry.version} inlinesSharedType <${base}> is not a shared type of the catalogue`,
      );
    const payload = toModelinaSchema(event.schema, event.entry.schema) as JsonObject;
    const payloadProps = (payload.properties ?? {}) as JsonObject;
    const payloadRequired = new Set((payload.required ?? []) as string[]);
    const defRequired = new Set((def.required ?? []) as string[]);
    // Field descriptions may be worded differently in the payload and the shared type; the field itself may not.
    const strip = (v: unknown) =>
      canonicalJson(JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === 'description' ? undefined : x))));
    for (const [field, fieldSchema] of Object.entries((def.properties ?? {}) as JsonObject)) {
      if (
        !(field in payloadProps) ||
        strip(payloadProps[field]) !== strip(fieldSchema) ||
        payloadRequired.has(field) !== defRequired.has(field)
      ) {
        throw new GenerateError(
          `${pointer}/properties/${field}: the catalogue says the payload carries all fields of <${base}> (inlinesSharedType), but this field differs from ${base}'s (schema or required flag)`,
        );
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

  return ownSchemas;
}
