// generated/rest.ts is committed: it must be exactly what the generator produces now. The committed
// file is the output of an earlier run (npm run generate), so a run giving the same bytes also shows
// the generator deterministic across runs.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { generateRestTypes, restTypesFile } from '../scripts/generate-rest-types.js';

describe('generated/rest.ts', () => {
  // A full run of openapi-typescript over the contract: CPU work that a loaded machine stretches,
  // hence the test's own budget.
  test('regenerates byte for byte: the committed file', async () => {
    expect(readFileSync(restTypesFile, 'utf8'), 'generated/rest.ts is stale: run npm run generate').toBe(
      await generateRestTypes(),
    );
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
