// The published document is the contracts package's bundle, byte for byte, and its package
// entry point resolves to it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { describe, expect, test } from 'vitest';

const require = createRequire(import.meta.url);
const published = require.resolve('@energy-contracts/openapi/openapi.json');
const contracts = contractReader(import.meta.url);

describe('@energy-contracts/openapi/openapi.json', () => {
  test('is the bundle of @energy-contracts/contracts, byte for byte', () => {
    expect(readFileSync(published, 'utf8')).toBe(readFileSync(contracts.path('bundled-openapi'), 'utf8'));
  });

  test('is an OpenAPI 3.1 document with its components kept', () => {
    const doc = contracts.read<{ openapi: string; paths: object; components: { schemas: object } }>('openapi');
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
    expect(Object.keys(doc.components.schemas)).toContain('Product');
  });

  test('the reader of schema-tools finds this file through the package exports', () => {
    expect(contracts.path('openapi')).toBe(published);
  });
});
