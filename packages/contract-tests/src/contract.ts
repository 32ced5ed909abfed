import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { openApiOperations, operationParameters, requiresCredentials } from '@energy-contracts/schema-tools/openapi';

/** What the checks need to know of one GET operation of the contract. */
export interface ContractOperation {
  operationId: string;
  /** Path template relative to the base URL, e.g. `/products/{product_code}/`. */
  path: string;
  /** Largest `page_size`, on list operations. */
  maxPageSize?: number;
  /** The slash path a redirect operation points at (`x-redirect-to`). */
  redirectTo?: string;
  /** Whether the operation needs credentials: every alternative of its security names a scheme (an empty `{}` one allows anonymous access). */
  secured: boolean;
}

/** A JSON object of a document. */
type JsonObject = { [key: string]: unknown };

/**
 * The GET operations of an OpenAPI 3.1 document that have an `operationId`, in document order.
 * Read through schema-tools' walk, so a path item behind a `$ref` counts, and so do path-level
 * parameters (an operation's own replacing one of the same name and location): the runner checks
 * any implementation against whichever version of the contract it was built with.
 * @throws Error naming the JSON pointer of a `$ref` that does not resolve, a malformed parameter
 *   or a malformed `security`.
 * @example operationTable(openapi).find((o) => o.operationId === 'listProducts') // { operationId: 'listProducts', path: '/products/', maxPageSize: 1500, secured: false }
 */
export function operationTable(doc: JsonObject): ContractOperation[] {
  return openApiOperations(doc)
    .filter((operation) => operation.method === 'get' && typeof operation.op.operationId === 'string')
    .map((operation) => {
      const pageSize = operationParameters(doc, operation).find((p) => p.in === 'query' && p.name === 'page_size');
      const maximum = (pageSize?.schema as { maximum?: unknown } | undefined)?.maximum;
      const redirectTo = operation.op['x-redirect-to'];
      return {
        operationId: operation.operationId,
        path: operation.path,
        ...(typeof maximum === 'number' ? { maxPageSize: maximum } : {}),
        ...(typeof redirectTo === 'string' ? { redirectTo } : {}),
        secured: requiresCredentials(doc, operation),
      };
    });
}

let cached: ContractOperation[] | undefined;

/**
 * The GET operations of the bundled OpenAPI document that `@energy-contracts/openapi` publishes,
 * in document order (read once).
 * @example contractOperations().filter((o) => o.secured).map((o) => o.operationId) // ['getAccount', 'listElectricityMeterConsumption', 'listGasMeterConsumption']
 */
export function contractOperations(): ContractOperation[] {
  cached ??= operationTable(contractReader(import.meta.url).read<JsonObject>('openapi'));
  return cached;
}

/** The operation with this id; throws when the contract has none (a bug in this package). */
export function contractOperation(operationId: string): ContractOperation {
  const op = contractOperations().find((o) => o.operationId === operationId);
  if (!op) throw new Error(`the contract has no operation ${operationId}`);
  return op;
}
