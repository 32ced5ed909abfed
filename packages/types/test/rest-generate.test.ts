// generated/rest.ts is committed: it must be exactly what the generator produces now, and the
// generator must be deterministic (two runs, same bytes).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { generateRestTypes, restTypesFile } from '../scripts/generate-rest-types.js';

describe('generated/rest.ts', () => {
  // Two full runs of openapi-typescript over the contract: CPU work that a loaded machine stretches,
  // hence the test's own budget.
  test('regenerates byte for byte, twice, and matches the committed file', async () => {
    const first = await generateRestTypes();
    const second = await generateRestTypes();
    expect(second).toBe(first);
    expect(readFileSync(restTypesFile, 'utf8'), 'generated/rest.ts is stale: run npm run generate').toBe(first);
  }, 30_000);

  test('starts with the do-not-edit banner', () => {
    expect(readFileSync(restTypesFile, 'utf8').split('\n')[0]).toBe(
      '// Generated from specs/openapi.yaml by packages/types/scripts/generate-rest-types.ts. Do not edit; run npm run generate.',
    );
  });

  test('declares every operation of the contract', () => {
    const source = readFileSync(restTypesFile, 'utf8');
    for (const id of [
      'listProducts',
      'listProductsWithoutTrailingSlash',
      'getProduct',
      'listElectricityStandardUnitRates',
      'listElectricityStandingCharges',
      'listElectricityDayUnitRates',
      'listElectricityNightUnitRates',
      'listGasStandardUnitRates',
      'listGasStandingCharges',
      'getAccount',
    ]) {
      expect(source).toContain(`    ${id}: {`);
    }
  });
});
