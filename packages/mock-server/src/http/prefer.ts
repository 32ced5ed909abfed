/**
 * Prism's `Prefer` habit: `Prefer: code=404` and `Prefer: example=<name>` force a response the
 * contract documents for the matched operation, with the contract's own example as the body.
 * The documented responses come from the bundled OpenAPI document the mock ships with
 * (`@energy-contracts/openapi/openapi.json`), read by each app on its first `Prefer` request, so
 * the mock never carries a second copy of the examples and requests without `Prefer` pay nothing.
 */
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { deref } from '@energy-contracts/schema-tools/json-pointer';
import { openApiOperations, requiresCredentials } from '@energy-contracts/schema-tools/openapi';
import { truncate } from './query.js';
import { json, type MockResponse } from './response.js';

/** What a `Prefer` header asks for; absent fields were not asked for. */
export interface Preference {
  code?: string;
  example?: string;
}

/**
 * Reads the `code` and `example` preferences of a `Prefer` header (RFC 7240: comma-separated,
 * `name=value`, value optionally quoted, parameters after `;` ignored, the first of a repeated
 * preference counted); null when it asks for neither.
 * @example parsePrefer('code=404, example="not_found"') // { code: '404', example: 'not_found' }
 */
export function parsePrefer(header: string | undefined): Preference | null {
  if (header === undefined || header === '') return null;
  const out: Preference = {};
  for (const part of header.split(',')) {
    const [pair = ''] = part.split(';');
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim().toLowerCase();
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    // RFC 7240: a preference given more than once counts once, its first instance (Node joins
    // repeated Prefer headers with ", ", so this also covers two headers).
    if (name === 'code') out.code ??= value;
    else if (name === 'example') out.example ??= value;
  }
  return out.code === undefined && out.example === undefined ? null : out;
}

type Json = Record<string, unknown>;

/** One documented response of an operation: its examples by name and its header examples. */
interface DocumentedResponse {
  status: string;
  examples: ReadonlyArray<readonly [string, unknown]>;
  headers: Readonly<Record<string, string>>;
}

/** The documented responses of one GET operation and whether it needs credentials. */
export interface DocumentedOperation {
  responses: ReadonlyArray<DocumentedResponse>;
  secured: boolean;
}

function headerExample(doc: Json, header: unknown): string | undefined {
  const h = deref<Json>(doc, header);
  if (h.example !== undefined) return String(h.example);
  const first = Object.values((h.examples as Json | undefined) ?? {})[0];
  if (first !== undefined) return String(deref(doc, first).value);
  const schema = deref<Json | undefined>(doc, h.schema);
  return schema?.const === undefined ? undefined : String(schema.const);
}

/**
 * Indexes the GET operations of a bundled OpenAPI document by path template.
 * @example documentedOperations(openapi).get('/products/')?.responses[0]?.status // '200'
 */
export function documentedOperations(doc: Json): Map<string, DocumentedOperation> {
  const out = new Map<string, DocumentedOperation>();
  for (const operation of openApiOperations(doc)) {
    if (operation.method !== 'get') continue;
    const responses: DocumentedResponse[] = [];
    for (const [status, raw] of Object.entries((operation.op.responses as Json | undefined) ?? {})) {
      const response = deref(doc, raw);
      const media = ((response.content as Json | undefined)?.['application/json'] as Json | undefined) ?? {};
      const examples = Object.entries((media.examples as Json | undefined) ?? {}).map(
        ([name, ex]) => [name, deref(doc, ex).value] as const,
      );
      const headers: Record<string, string> = {};
      for (const [name, header] of Object.entries((response.headers as Json | undefined) ?? {})) {
        const value = headerExample(doc, header);
        if (value !== undefined) headers[name.toLowerCase()] = value;
      }
      responses.push({ status, examples, headers });
    }
    // As OpenAPI says: an empty requirement (`{}`) among the alternatives means anonymous access.
    out.set(operation.path, { responses, secured: requiresCredentials(doc, operation) });
  }
  return out;
}

/** The documented GET operations of the bundled document the mock ships with, by path template. */
export function readDocumentedOperations(): Map<string, DocumentedOperation> {
  return documentedOperations(contractReader(import.meta.url).read<Json>('openapi'));
}

function choices(values: string[]): string {
  return values.length === 0 ? 'none' : values.join(', ');
}

/**
 * The response a preference forces, or a 400 naming `Prefer` with the documented choices when the
 * operation documents no such code or example. `example` alone looks in every documented response,
 * success first; `code` alone takes that response's first example.
 * @example forcedResponse(readDocumentedOperations().get('/products/')!, { code: '404' }).status // 404
 */
export function forcedResponse(operation: DocumentedOperation, preference: Preference): MockResponse {
  const codes = operation.responses.map((r) => r.status);
  let candidates = operation.responses;
  if (preference.code !== undefined) {
    candidates = operation.responses.filter((r) => r.status === preference.code);
    if (candidates.length === 0) {
      return json(400, {
        Prefer: [
          `code=${truncate(preference.code)} is not documented for this operation; documented codes: ${choices(codes)}.`,
        ],
      });
    }
  }
  for (const response of candidates) {
    const example =
      preference.example === undefined
        ? response.examples[0]
        : response.examples.find(([name]) => name === preference.example);
    if (example !== undefined) return json(Number(response.status), example[1], { ...response.headers });
  }
  const names = candidates.flatMap((r) =>
    r.examples.map(([name]) => (preference.code === undefined ? `${name} (${r.status})` : name)),
  );
  const where = preference.code === undefined ? 'this operation' : `code ${truncate(preference.code)}`;
  return json(400, {
    Prefer: [
      `example=${truncate(preference.example ?? '')} is not documented for ${where}; documented examples: ${choices(names)}.`,
    ],
  });
}
