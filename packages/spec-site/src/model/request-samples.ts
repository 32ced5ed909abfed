/**
 * The request samples of an operation page, all three from one model of the request (base URL,
 * method, path with its example parameters, credentials): `curl`, the TypeScript client
 * (`@energy-contracts/client`, one method per operationId) and Python with `requests`. A
 * trailing-slash redirect's TypeScript sample calls the operation it redirects to (the client
 * always uses the canonical path, with the slash); `curl` and Python ask for the path itself.
 */
import { type CurlRequest, curlCommand, requestUrl } from '../shared/curl-command.js';
import type { RestContract, RestOperation, RestParameter } from './rest-operations.js';
import { isJsonObject, type Json } from '@energy-contracts/schema-tools/json-pointer';

/** A request of an operation, as every sample prints it. */
export interface SampleRequest extends CurlRequest {
  /** The client's method for it: the operation's id, or the id of the operation a redirect leads to. */
  clientMethod: string;
}

/** What may replace the contract's example values (a test points the samples at the mock). */
export interface SampleOverrides {
  baseUrl?: string;
  pathParams?: Readonly<Record<string, string>>;
}

/**
 * The example value of a parameter: its first named example, else the schema's first example.
 * @example parameterExample(productCode) // 'AGILE-24-04-03'
 */
export function parameterExample(parameter: RestParameter): string | undefined {
  const value: Json | undefined =
    parameter.examples[0]?.value ??
    (isJsonObject(parameter.schema) && Array.isArray(parameter.schema.examples)
      ? parameter.schema.examples[0]
      : undefined);
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * The request the samples print: the base URL, the path parameters from their examples, and the
 * credentials (HTTP Basic with the API key) when any scheme opens the operation (for a redirect,
 * the operation it leads to).
 * @example operationRequest(rest, getAccount).auth // 'basic'
 */
export function operationRequest(
  rest: RestContract,
  operation: RestOperation,
  overrides: SampleOverrides = {},
): SampleRequest {
  const pathParams: Record<string, string> = {};
  for (const p of operation.parameters)
    if (p.in === 'path') pathParams[p.name] = overrides.pathParams?.[p.name] ?? parameterExample(p) ?? `{${p.name}}`;
  // The client has one method per canonical path (with its trailing slash): a redirect's target,
  // or the slash path an operation without the slash answers like.
  const canonical = operation.redirectTo ?? (operation.path.endsWith('/') ? operation.path : `${operation.path}/`);
  const target =
    rest.operations.find((o) => o.redirectTo === undefined && o.method === operation.method && o.path === canonical) ??
    operation;
  return {
    baseUrl: overrides.baseUrl ?? rest.baseUrl,
    method: operation.method,
    path: operation.path,
    pathParams,
    query: [],
    // A redirect is followed to its target: the credentials are the target's.
    ...(target.security.length > 0 ? { auth: 'basic' as const } : {}),
    clientMethod: target.id,
  };
}

/**
 * The `curl` sample.
 * @example curlSample(request) // 'curl -sS https://api.energy-platform.example/v1/products/AGILE-24-04-03/'
 */
export function curlSample(request: SampleRequest): string {
  return curlCommand(request);
}

/** The package of the TypeScript client, as the install line and the import name it. */
export const CLIENT_PACKAGE = '@energy-contracts/client';

const jsString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const pyString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * The TypeScript sample: the client's method for the operation, with the path parameters.
 * @example typescriptSample(request) // "import { createEnergyClient } from '@energy-contracts/client';\n..."
 */
export function typescriptSample(request: SampleRequest): string {
  const params = Object.entries(request.pathParams).map(([k, v]) => `${k}: ${jsString(v)}`);
  const lines = [`import { createEnergyClient } from '${CLIENT_PACKAGE}';`, ''];
  if (request.auth !== undefined) {
    lines.push(
      'const apiKey = process.env.API_KEY;',
      "if (apiKey === undefined) throw new Error('Set API_KEY to your API key');",
      `const client = createEnergyClient({ baseUrl: ${jsString(request.baseUrl)}, apiKey });`,
    );
  } else lines.push(`const client = createEnergyClient({ baseUrl: ${jsString(request.baseUrl)} });`);
  lines.push(
    `const body = await client.${request.clientMethod}({${params.length === 0 ? '' : ` ${params.join(', ')} `}});`,
    'console.log(JSON.stringify(body, null, 2));',
  );
  return `${lines.join('\n')}\n`;
}

/**
 * The Python sample, with `requests`: the URL, the credentials from `API_KEY`, a timeout, and an
 * exception for any error status.
 * @example pythonSample(request) // 'import requests\n\nresponse = requests.get(\n    "https://...",\n ...'
 */
export function pythonSample(request: SampleRequest): string {
  const lines = [request.auth === undefined ? '' : 'import os', 'import requests', ''].filter(
    (l, i) => i > 0 || l !== '',
  );
  lines.push(`response = requests.${request.method.toLowerCase()}(`, `    ${pyString(requestUrl(request))},`);
  if (request.auth === 'basic') lines.push('    auth=(os.environ["API_KEY"], ""),');
  if (request.auth === 'token') lines.push('    headers={"Authorization": "Token " + os.environ["API_KEY"]},');
  lines.push('    timeout=30,', ')', 'response.raise_for_status()', 'print(response.json())');
  return `${lines.join('\n')}\n`;
}
