/**
 * The REST contract as the site shows it, read from the bundled OpenAPI document of
 * `@energy-contracts/openapi`: every operation (the generated trailing-slash redirects
 * included) with its parameters, security, responses, headers and named examples, every `$ref`
 * resolved once here so that the page renderers never walk the document.
 */
import {
  openApiOperations,
  operationParameters,
  operationSecurity,
  requiresCredentials,
} from '@energy-contracts/schema-tools/openapi';
import { isJsonObject, type Json, type JsonObject } from '@energy-contracts/schema-tools/json-pointer';
import { deref, schemaFields, schemaRefName, type FieldRow } from './schema-fields.js';

/** A named example. */
export interface NamedExample {
  name: string;
  summary: string;
  value: Json;
}

/** A parameter of an operation. */
export interface RestParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description: string;
  /** The schema node (possibly a `$ref`). */
  schema: Json;
  examples: NamedExample[];
  /** `x-lenient-reading`: how the platform reads other values (`boolean`, `page`, `page-size`). */
  lenientReading?: string;
  observed: boolean;
  designDecision: boolean;
}

/** A response header. */
export interface RestHeader {
  name: string;
  description: string;
  schema: Json;
  example?: Json;
}

/** A documented response of an operation. */
export interface RestResponse {
  status: string;
  description: string;
  /** Name in `components.responses` when the operation refers to a shared response. */
  component?: string;
  /** The `application/json` schema node (possibly a `$ref`), when there is a body. */
  schema?: Json;
  /** The body's field table (`schemaFields` of `schema`), built once for the page and the search index; empty without a body. */
  fields: FieldRow[];
  examples: NamedExample[];
  headers: RestHeader[];
  observed: boolean;
  designDecision: boolean;
}

/** A security scheme of the document. */
export interface SecurityScheme {
  name: string;
  type: string;
  scheme?: string;
  in?: string;
  headerName?: string;
  description: string;
}

/** One operation. */
export interface RestOperation {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** Names of the schemes that open it (any one suffices); empty for a public operation. */
  security: string[];
  /**
   * Whether a request needs credentials, as OpenAPI says: `required` when every alternative names a
   * scheme, `optional` when one of them is the empty requirement `{}` (anonymous access allowed).
   */
  credentials: 'none' | 'optional' | 'required';
  parameters: RestParameter[];
  responses: RestResponse[];
  /** For a generated trailing-slash redirect: the path it redirects to (`x-redirect-to`). */
  redirectTo?: string;
  observed: boolean;
  designDecision: boolean;
}

/** A tag and its operations, in the document's order. */
export interface RestTag {
  name: string;
  description: string;
  operations: RestOperation[];
}

/** The REST contract. */
export interface RestContract {
  title: string;
  version: string;
  description: string;
  /** The default base URL (`servers[0]` with its variables' defaults). */
  baseUrl: string;
  tags: RestTag[];
  operations: RestOperation[];
  securitySchemes: Map<string, SecurityScheme>;
  /** `components.schemas` names in the document's order. */
  schemaNames: string[];
}

function text(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

function namedExamples(doc: Json, examples: Json | undefined): NamedExample[] {
  if (!isJsonObject(examples)) return [];
  return Object.entries(examples).map(([name, raw]) => {
    const node = deref(doc, raw).node;
    return { name, summary: text(node.summary), value: node.value ?? null };
  });
}

function readParameter(doc: Json, raw: Json): RestParameter {
  const node = deref(doc, raw).node;
  const where = text(node.in);
  if (where !== 'path' && where !== 'query' && where !== 'header' && where !== 'cookie')
    throw new Error(`parameter ${text(node.name)}: unknown location ${where}`);
  const examples = namedExamples(doc, node.examples);
  if (examples.length === 0 && node.example !== undefined)
    examples.push({ name: 'example', summary: '', value: node.example });
  return {
    name: text(node.name),
    in: where,
    required: node.required === true,
    description: text(node.description),
    schema: node.schema ?? {},
    examples,
    ...(typeof node['x-lenient-reading'] === 'string' ? { lenientReading: node['x-lenient-reading'] } : {}),
    observed: node['x-observed'] === true,
    designDecision: node['x-design-decision'] === true,
  };
}

function readResponse(doc: Json, status: string, raw: Json): RestResponse {
  const resolved = deref(doc, raw);
  const node = resolved.node;
  const component =
    isJsonObject(raw) && typeof raw.$ref === 'string'
      ? /^#\/components\/responses\/(.+)$/.exec(raw.$ref)?.[1]
      : undefined;
  const media =
    isJsonObject(node.content) && isJsonObject(node.content['application/json'])
      ? node.content['application/json']
      : undefined;
  const headers: RestHeader[] = isJsonObject(node.headers)
    ? Object.entries(node.headers).map(([name, h]) => {
        const header = deref(doc, h).node;
        const schema = header.schema ?? {};
        const example =
          header.example ?? (isJsonObject(schema) && Array.isArray(schema.examples) ? schema.examples[0] : undefined);
        return { name, description: text(header.description), schema, ...(example === undefined ? {} : { example }) };
      })
    : [];
  return {
    status,
    description: text(node.description),
    ...(component === undefined ? {} : { component }),
    ...(media?.schema === undefined ? {} : { schema: media.schema }),
    fields: media?.schema === undefined ? [] : schemaFields(doc, media.schema),
    examples: namedExamples(doc, media?.examples),
    headers,
    observed: node['x-observed'] === true,
    designDecision: node['x-design-decision'] === true,
  };
}

/**
 * Reads the REST contract from the bundled OpenAPI document.
 * @throws Error on an operation without `operationId` or tag (the site's URLs need both).
 * @example
 * const rest = readRestContract(openapi);
 * rest.operations.find((o) => o.id === 'getAccount')?.security; // ['basicAuth', 'apiKeyToken', 'graphqlToken']
 */
export function readRestContract(openapi: Json): RestContract {
  const doc = openapi as JsonObject;
  const info = isJsonObject(doc.info) ? doc.info : {};
  const server = Array.isArray(doc.servers) && isJsonObject(doc.servers[0]) ? doc.servers[0] : {};
  let baseUrl = text(server.url);
  if (isJsonObject(server.variables)) {
    for (const [name, variable] of Object.entries(server.variables))
      if (isJsonObject(variable)) baseUrl = baseUrl.replace(`{${name}}`, text(variable.default));
  }
  const components = isJsonObject(doc.components) ? doc.components : {};
  const securitySchemes = new Map<string, SecurityScheme>();
  for (const [name, raw] of Object.entries(
    isJsonObject(components.securitySchemes) ? components.securitySchemes : {},
  )) {
    const s = deref(openapi, raw).node;
    securitySchemes.set(name, {
      name,
      type: text(s.type),
      ...(typeof s.scheme === 'string' ? { scheme: s.scheme } : {}),
      ...(typeof s.in === 'string' ? { in: s.in } : {}),
      ...(typeof s.name === 'string' ? { headerName: s.name } : {}),
      description: text(s.description),
    });
  }
  const operations: RestOperation[] = [];
  for (const operation of openApiOperations(doc)) {
    const { path, method, op: rawOp } = operation;
    const op = rawOp as JsonObject;
    const id = text(op.operationId);
    const tag = Array.isArray(op.tags) ? text(op.tags[0]) : '';
    if (id === '' || tag === '')
      throw new Error(`${method.toUpperCase()} ${path}: the site needs an operationId and a tag`);
    const security = [...new Set(operationSecurity(doc, operation).flatMap((requirement) => Object.keys(requirement)))];
    const credentials = requiresCredentials(doc, operation) ? 'required' : security.length > 0 ? 'optional' : 'none';
    // OpenAPI's merge of the path item's parameters and the operation's (schema-tools): the
    // operation's own replace those of the same name and location.
    const parameters = operationParameters(doc, operation).map((p) => readParameter(openapi, p as Json));
    operations.push({
      id,
      method: method.toUpperCase(),
      path,
      tag,
      summary: text(op.summary),
      description: text(op.description),
      security,
      credentials,
      parameters,
      responses: Object.entries(isJsonObject(op.responses) ? op.responses : {}).map(([status, r]) =>
        readResponse(openapi, status, r),
      ),
      ...(typeof op['x-redirect-to'] === 'string' ? { redirectTo: op['x-redirect-to'] } : {}),
      observed: op['x-observed'] === true,
      designDecision: op['x-design-decision'] === true,
    });
  }
  const tagList = Array.isArray(doc.tags) ? doc.tags.filter(isJsonObject) : [];
  const tags: RestTag[] = tagList.map((t) => ({
    name: text(t.name),
    description: text(t.description),
    operations: operations.filter((o) => o.tag === t.name),
  }));
  for (const op of operations) {
    if (!tags.some((t) => t.name === op.tag))
      tags.push({ name: op.tag, description: '', operations: operations.filter((o) => o.tag === op.tag) });
  }
  return {
    title: text(info.title),
    version: text(info.version),
    description: text(info.description),
    baseUrl,
    tags,
    operations,
    securitySchemes,
    schemaNames: Object.keys(isJsonObject(components.schemas) ? components.schemas : {}),
  };
}

/**
 * The paragraph of a Markdown description that starts with a bold lead (`**Errors.** ...`), up to the next blank line.
 * @example descriptionParagraph('a\n\n**Errors.** b\nc\n\nd', 'Errors') // '**Errors.** b\nc'
 */
export function descriptionParagraph(markdown: string, lead: string): string {
  const paragraphs = markdown.split(/\n\s*\n/);
  const found = paragraphs.find((p) => p.trimStart().startsWith(`**${lead}`));
  if (found === undefined) throw new Error(`the description has no paragraph led by **${lead}`);
  return found.trim();
}

/**
 * The named schema a response body is (`ChargeList`), or `undefined` for an inline one.
 * @example responseSchemaName({ status: '200', schema: { $ref: '#/components/schemas/ChargeList' }, ... }) // 'ChargeList'
 */
export function responseSchemaName(response: RestResponse): string | undefined {
  return response.schema === undefined ? undefined : schemaRefName(response.schema);
}
