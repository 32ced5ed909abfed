// The generated operation table: regenerates byte for byte from the bundled contract, and its
// page_size maxima are the contract's (not numbers written by hand).
import { readFileSync } from 'node:fs';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { describe, expect, test } from 'vitest';
import { operationTable } from '../generated/operations.js';
import { operationRows, operationsFile, renderOperations } from '../scripts/generate-operations.js';

const spec = contractReader(import.meta.url).read<Parameters<typeof operationRows>[0]>('openapi');

describe('generated/operations.ts', () => {
  test('regenerates byte for byte (run npm run generate -w @energy-contracts/client when this fails)', () => {
    expect(renderOperations(operationRows(spec))).toBe(readFileSync(operationsFile, 'utf8'));
  });
  test('the page_size maxima are the contract parameters\' maxima: 1500 on charges, 25000 on consumption', () => {
    expect(operationTable.listElectricityStandardUnitRates.pageSizeMax).toBe(spec.components.parameters.page_size!.schema!.maximum);
    expect(operationTable.listElectricityMeterConsumption.pageSizeMax).toBe(spec.components.parameters.consumption_page_size!.schema!.maximum);
    expect([operationTable.listGasStandingCharges.pageSizeMax, operationTable.listGasMeterConsumption.pageSizeMax]).toEqual([1500, 25000]);
    expect(operationTable.getProduct.pageSizeMax).toBeNull();
  });
  test('the operations with a security requirement need credentials; the slash-less redirects are left out', () => {
    expect(Object.entries(operationTable).filter(([, op]) => op.auth).map(([id]) => id)).toEqual(['getAccount', 'listElectricityMeterConsumption', 'listGasMeterConsumption']);
    expect(Object.values(operationTable).every((op) => op.path.endsWith('/'))).toBe(true);
  });
  test('a page_size without a maximum is an error naming the operation', () => {
    const broken = structuredClone(spec);
    delete broken.components.parameters.page_size!.schema!.maximum;
    expect(() => operationRows(broken)).toThrow(/^generate-operations: listProducts: page_size has no numeric maximum in the contract$/);
  });
});
