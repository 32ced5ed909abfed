import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { deref } from '@energy-contracts/schema-tools/json-pointer';

/** What the checks need to know of one GET operation of the contract. */
export interface ContractOperation {
  operationId: string;
  /** Path template relative to the base URL, e.g. `/products/{product_code}/`. */
  path: string;
  /** Largest `page_size`, on list operations. */
  maxPageSize?: number;
  /** The slash path a redirect operation points at (`x-redirect-to`). */
  redirectTo?: string;
  /** Whether the operation needs credentials. */
  secured: boolean;
}

interface OpenApiParameter {
  $ref?: string;
  name?: string;
  schema?: { maximum?: number };
}
interface OpenApiDocument {
  security?: unknown[];
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; parameters?: OpenApiParameter[]; 'x-redirect-to'?: string }>>;
  components: { parameters: Record<string, OpenApiParameter> };
}

let cached: ContractOperation[] | undefined;

/**
 * The GET operations of the bundled OpenAPI document that `@energy-contracts/openapi` publishes,
 * in document order.
 */
export function contractOperations(): ContractOperation[] {
  if (cached) return cached;
  const doc = contractReader(import.meta.url).read<OpenApiDocument>('openapi');
  const resolve = (p: OpenApiParameter): OpenApiParameter => deref<OpenApiParameter>(doc, p);
  cached = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const op = item.get;
    if (op?.operationId === undefined) continue;
    const pageSize = (op.parameters ?? []).map(resolve).find((p) => p.name === 'page_size');
    const security = op.security ?? doc.security ?? [];
    cached.push({
      operationId: op.operationId,
      path,
      ...(pageSize?.schema?.maximum !== undefined ? { maxPageSize: pageSize.schema.maximum } : {}),
      ...(op['x-redirect-to'] !== undefined ? { redirectTo: op['x-redirect-to'] } : {}),
      secured: security.length > 0,
    });
  }
  return cached;
}

/** The operation with this id; throws when the contract has none (a bug in this package). */
export function contractOperation(operationId: string): ContractOperation {
  const op = contractOperations().find((o) => o.operationId === operationId);
  if (!op) throw new Error(`the contract has no operation ${operationId}`);
  return op;
}
