/**
 * The contract's examples as one table of cases, each with the schema it must pass, read from a
 * bundled document: every named example of every REST response body, response header and
 * parameter, every example of every event message, and the delivery envelopes' own examples.
 * Defined once and run through both code paths (Ajv's habit: one suite, two implementations):
 * this package's tests compile each case's schema with a fresh Ajv, the validator's tests run the
 * same cases through its generated standalone modules.
 *
 * @example
 * import { restExampleCases } from '@energy-contracts/contracts/example-cases';
 * for (const c of restExampleCases(openapi)) console.log(c.name, c.kind);
 */
import { deref } from '@energy-contracts/schema-tools/json-pointer';
import { openApiOperations, operationParameters } from '@energy-contracts/schema-tools/openapi';

/** A JSON object as found in a bundled document. */
export type JsonObject = { [key: string]: unknown };

/** One REST example and the schema it must pass. */
export interface RestExampleCase {
  /** Where it is used, e.g. `GET /products/ 200 application/json octopus_energy`. */
  name: string;
  kind: 'response-body' | 'response-header' | 'parameter';
  /** Upper case, e.g. `GET`. */
  method: string;
  /** Path template. */
  path: string;
  operationId: string;
  /** The documented status (responses only). */
  status?: string;
  /** The media type of a body example. */
  mediaType?: string;
  /** The header of a header example, as the document writes it. */
  header?: string;
  /** The parameter of a parameter example. */
  parameter?: { name: string; in: string };
  /** The name of the example component when the example is a `$ref` (its file in specs/openapi/examples). */
  component?: string;
  /** The schema the value must pass, as written in the document (its `$ref`s are local to the document). */
  schema: unknown;
  value: unknown;
}

function namedExamples(
  openapi: JsonObject,
  holder: JsonObject,
): Array<{ name: string; component?: string; value: unknown }> {
  const out: Array<{ name: string; component?: string; value: unknown }> = [];
  if ('example' in holder) out.push({ name: 'example', value: holder.example });
  for (const [name, raw] of Object.entries((holder.examples ?? {}) as JsonObject)) {
    const ref = (raw as JsonObject).$ref;
    const component =
      typeof ref === 'string' && ref.startsWith('#/components/examples/')
        ? ref.slice('#/components/examples/'.length)
        : undefined;
    out.push({ name, ...(component === undefined ? {} : { component }), value: deref<JsonObject>(openapi, raw).value });
  }
  return out;
}

/** The component name (when the example is a `$ref`) and the value of one named example. */
const pick = (ex: { component?: string; value: unknown }) => ({
  ...(ex.component === undefined ? {} : { component: ex.component }),
  value: ex.value,
});

/**
 * Every example of every parameter, response body and response header of every operation.
 * @example restExampleCases(openapi).filter((c) => c.kind === 'response-body').length
 */
export function restExampleCases(openapi: JsonObject): RestExampleCase[] {
  const out: RestExampleCase[] = [];
  for (const operation of openApiOperations(openapi)) {
    const { path, method, operationId, op } = operation;
    const label = `${method.toUpperCase()} ${path}`;
    const base = { method: method.toUpperCase(), path, operationId };
    // Path-level parameters too, an operation's own replacing the same name+in (OpenAPI's rule).
    for (const parameter of operationParameters(openapi, operation) as JsonObject[]) {
      const name = String(parameter.name);
      for (const ex of namedExamples(openapi, parameter)) {
        out.push({
          ...base,
          name: `${label} parameter ${name} ${ex.name}`,
          kind: 'parameter',
          parameter: { name, in: String(parameter.in) },
          ...pick(ex),
          schema: parameter.schema,
        });
      }
    }
    for (const [status, raw] of Object.entries((op.responses ?? {}) as JsonObject)) {
      const response = deref<JsonObject>(openapi, raw);
      for (const [mediaType, media] of Object.entries((response.content ?? {}) as JsonObject)) {
        for (const ex of namedExamples(openapi, media as JsonObject)) {
          out.push({
            ...base,
            name: `${label} ${status} ${mediaType} ${ex.name}`,
            kind: 'response-body',
            status,
            mediaType,
            ...pick(ex),
            schema: (media as JsonObject).schema,
          });
        }
      }
      for (const [header, rawHeader] of Object.entries((response.headers ?? {}) as JsonObject)) {
        const headerObject = deref<JsonObject>(openapi, rawHeader);
        for (const ex of namedExamples(openapi, headerObject)) {
          out.push({
            ...base,
            name: `${label} ${status} header ${header} ${ex.name}`,
            kind: 'response-header',
            status,
            header,
            ...pick(ex),
            schema: headerObject.schema,
          });
        }
      }
    }
  }
  return out;
}

/** One event message of an AsyncAPI document: the (type, version) its headers pin and its payload schema. */
export interface EventMessage {
  /** The key under `components.messages`. */
  key: string;
  type: string;
  version: string;
  /** The `components.schemas` entry of the payload. */
  schemaName: string;
  message: JsonObject;
}

const COMPONENT_SCHEMA = /^#\/components\/schemas\/([^/]+)$/;

/**
 * Every message of a bundled AsyncAPI document with its (event type, payload version) and payload schema name.
 * @throws Error naming the message when its headers do not pin the type and version with `const`s or its payload is not a component `$ref`.
 * @example eventMessages(asyncapi).find((m) => m.type === 'account.created')?.schemaName // 'AccountCreatedV1'
 */
export function eventMessages(asyncapi: JsonObject): EventMessage[] {
  const messages = ((asyncapi.components as JsonObject | undefined)?.messages ?? {}) as Record<string, JsonObject>;
  return Object.entries(messages).map(([key, message]) => {
    const headers = (message.headers as { properties?: Record<string, { const?: unknown }> } | undefined)?.properties;
    const type = headers?.event_type?.const;
    const version = headers?.payload_version?.const;
    const ref = COMPONENT_SCHEMA.exec(String((message.payload as JsonObject | undefined)?.$ref ?? ''));
    if (typeof type !== 'string' || typeof version !== 'string' || ref === null) {
      throw new Error(
        `#/components/messages/${key}: expected headers event_type/payload_version consts and a payload $ref to a component schema`,
      );
    }
    return { key, type, version, schemaName: ref[1]!, message };
  });
}

/** One example payload of an event message. */
export interface EventExampleCase {
  /** `<type>/<version>.<example>.payload.json`: the example's file under specs/asyncapi/examples. */
  name: string;
  type: string;
  version: string;
  /** The example's name (`full`, `only-required`, ...). */
  example: string;
  /** The payload schema it must pass (`components.schemas`). */
  schemaName: string;
  payload: unknown;
}

/**
 * Every example of every event message.
 * @example eventExampleCases(asyncapi)[0] // { name: 'account.communications_preferences_updated/v1.full.payload.json', ... }
 */
export function eventExampleCases(asyncapi: JsonObject): EventExampleCase[] {
  return eventMessages(asyncapi).flatMap(({ type, version, schemaName, message }) =>
    ((message.examples ?? []) as Array<{ name?: string; payload?: unknown }>)
      .filter((x) => x.payload !== undefined)
      .map((x) => ({
        name: `${type}/${version}.${String(x.name)}.payload.json`,
        type,
        version,
        example: String(x.name),
        schemaName,
        payload: x.payload,
      })),
  );
}

/** The component schemas that describe delivery (this project's envelope and its AWS and CloudEvents forms), not payloads. */
export const ENVELOPE_SCHEMAS = ['EventEnvelope', 'EventBridgeEntry', 'EventBridgeDetail', 'CloudEvent'] as const;

/** One example of a delivery envelope schema. */
export interface EnvelopeExampleCase {
  /** `EventEnvelope example 1`. */
  name: string;
  schemaName: (typeof ENVELOPE_SCHEMAS)[number];
  value: unknown;
}

/**
 * The `examples` of each delivery envelope schema.
 * @example envelopeExampleCases(asyncapi).map((c) => c.name) // ['EventEnvelope example 1', ...]
 */
export function envelopeExampleCases(asyncapi: JsonObject): EnvelopeExampleCase[] {
  const schemas = ((asyncapi.components as JsonObject | undefined)?.schemas ?? {}) as Record<
    string,
    JsonObject | undefined
  >;
  return ENVELOPE_SCHEMAS.flatMap((schemaName) =>
    ((schemas[schemaName]?.examples ?? []) as unknown[]).map((value, i) => ({
      name: `${schemaName} example ${i + 1}`,
      schemaName,
      value,
    })),
  );
}
