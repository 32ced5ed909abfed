/**
 * Loads `validateResponse` from @energy-contracts/validator for `--validate`. The import is
 * dynamic and by variable so the server builds and runs without the validator unless asked.
 */
import type { ResponseValidator } from './app.js';

interface ValidatorModule {
  validateResponse?: (input: {
    method: string;
    path: string;
    status: number;
    body: unknown;
    headers?: Record<string, string>;
  }) => { valid: boolean; errors: ReadonlyArray<unknown> };
}

/**
 * Returns a response validator backed by the contract's precompiled schemas.
 * @example const validator = await loadContractValidator(); createMockApp({ validator });
 */
export async function loadContractValidator(): Promise<ResponseValidator> {
  const specifier = '@energy-contracts/validator';
  let mod: ValidatorModule;
  try {
    mod = (await import(specifier)) as ValidatorModule;
  } catch (error) {
    throw new Error(
      `--validate needs ${specifier} built (npx turbo run build --filter=@energy-contracts/mock-server^...): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const validateResponse = mod.validateResponse;
  if (typeof validateResponse !== 'function') throw new Error(`${specifier} does not export validateResponse()`);
  // The contract documents 405 on the GET operations, so the response is matched against GET.
  return (input) =>
    validateResponse({
      method: 'GET',
      path: input.path,
      status: input.status,
      body: input.body,
      headers: input.headers,
    });
}
