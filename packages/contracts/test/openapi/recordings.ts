// The recorded platform responses in test/openapi/recordings/ (one JSON file per response, named
// `<operationId>.<what it shows>.json`) and the operation of the contract each one answers.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deref } from '@energy-contracts/schema-tools/json-pointer';
import type { OpenApiOperation } from '@energy-contracts/schema-tools/openapi';
import { doc, operations, type Json } from './openapi-document.js';

/** The folder of recordings; other packages' contract tests read the same files. */
export const RECORDINGS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recordings');

/** One recorded exchange: what was asked and what the platform answered. */
export interface Recording {
  /** File name without `.json`. */
  name: string;
  description: string;
  source: string;
  /** The platform's clock when it answered (UTC). */
  recorded_at: string;
  request: { method: string; url: string };
  response: { status: number; body: unknown };
}

/** Every recording of the folder, sorted by file name. */
export function loadRecordings(dir = RECORDINGS_DIR): Recording[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      name: f.slice(0, -'.json'.length),
      ...(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Omit<Recording, 'name'>),
    }));
}

/** The path of the contract's server URL (`/v1/`): request paths are relative to it. */
const SERVER_PATH = new URL(doc.servers[0].variables.base_url.default as string).pathname.replace(/\/$/, '');

/** The operation a request URL and method answer to, with its path parameters; null when none does. */
export function operationFor(
  method: string,
  url: string,
): { operation: OpenApiOperation; pathParameters: Record<string, string> } | null {
  const { pathname } = new URL(url);
  if (!pathname.startsWith(`${SERVER_PATH}/`)) return null;
  const rest = pathname.slice(SERVER_PATH.length);
  for (const operation of operations) {
    if (operation.method !== method.toLowerCase()) continue;
    const names: string[] = [];
    const pattern = operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(rest);
    if (match !== null)
      return {
        operation,
        pathParameters: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])),
      };
  }
  return null;
}

/** The JSON schema of one response (status, `application/json`) of an operation, or undefined. */
export function responseSchema(operation: OpenApiOperation, status: number): Json | undefined {
  const ref = (operation.op.responses as Json)[String(status)];
  if (ref === undefined) return undefined;
  return deref<Json>(doc, ref).content?.['application/json']?.schema as Json | undefined;
}
