// Test helpers: the bundled REST contract, an Ajv 2020 validator for its schemas, and a walk over
// every named example. Bundled from specs/ once per run by bundles.global-setup.ts, so a test never
// reads a stale dist/.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { inject } from 'vitest';
import { anchor, documentAjv } from '../document-ajv.js';

export { sharedDir } from '../document-ajv.js';

/** A JSON object as found in the OpenAPI document. */
export type Json = Record<string, any>;

/** The bundled REST contract (components kept, refs internal); this file's own copy, parsed from the run's one bundle. */
export const doc: Json = JSON.parse(inject('openapiBundle')) as Json;

const DOC_ID = 'https://energy-contracts.example/openapi.json';

/** Ajv 2020 with formats, knowing every schema of `components` under the document's `$id`. */
export const ajv = documentAjv(DOC_ID, doc.components.schemas, ['x-observed', 'x-design-decision', 'x-strict-pattern']);

const compiled = new Map<string, ValidateFunction>();
/** Compiles (once) a schema taken from the document, e.g. a media type's or a parameter's. */
export function validatorFor(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(anchor(DOC_ID, schema) as Json);
    compiled.set(key, validate);
  }
  return validate;
}

/** The validator of one named component schema. */
export function schemaValidator(name: string): ValidateFunction {
  if (!doc.components.schemas[name]) throw new Error(`no schema #/components/schemas/${name}`);
  return validatorFor({ $ref: `#/components/schemas/${name}` });
}

/** Follows one `$ref` inside the document (`#/components/...`). */
export function deref<T = Json>(node: Json): T {
  if (typeof node.$ref !== 'string') return node as T;
  const pointer = node.$ref.replace(/^#\//, '').split('/').map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let target: any = doc;
  for (const part of pointer) target = target?.[part];
  if (target === undefined) throw new Error(`unresolved $ref ${node.$ref}`);
  return deref(target);
}

/** One operation of the document. */
export interface Operation {
  path: string;
  method: string;
  operationId: string;
  op: Json;
}

/** Every operation, in document order. */
export const operations: Operation[] = Object.entries(doc.paths as Json).flatMap(([p, item]) =>
  Object.entries(deref(item))
    .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(method))
    .map(([method, op]) => ({ path: p, method, operationId: (op as Json).operationId, op: op as Json })),
);

/** A named example and the schema it must satisfy. */
export interface NamedExample {
  /** Where it is used, e.g. `GET /products/ 200 application/json octopus_energy`. */
  where: string;
  /** Component name of the example when it is a $ref (its file name in specs/openapi/examples). */
  component: string | undefined;
  schema: Json;
  value: unknown;
}

function examplesOf(where: string, holder: Json, schema: Json): NamedExample[] {
  return Object.entries((holder.examples ?? {}) as Json).map(([name, ex]) => ({
    where: `${where} ${name}`,
    component: typeof ex.$ref === 'string' ? ex.$ref.replace('#/components/examples/', '') : undefined,
    schema,
    value: deref(ex).value,
  }));
}

/** Every named example of every response, parameter and response header of every operation. */
export function allNamedExamples(): NamedExample[] {
  const out: NamedExample[] = [];
  for (const { path: p, method, op } of operations) {
    const label = `${method.toUpperCase()} ${p}`;
    for (const parameter of (op.parameters ?? []).map(deref)) out.push(...examplesOf(`${label} parameter ${parameter.name}`, parameter, parameter.schema));
    for (const [status, ref] of Object.entries(op.responses as Json)) {
      const response = deref(ref);
      for (const [mediaType, media] of Object.entries((response.content ?? {}) as Json)) {
        out.push(...examplesOf(`${label} ${status} ${mediaType}`, media, media.schema));
      }
      for (const [header, h] of Object.entries((response.headers ?? {}) as Json)) {
        const headerObject = deref(h);
        out.push(...examplesOf(`${label} ${status} header ${header}`, headerObject, headerObject.schema));
      }
    }
  }
  return out;
}
