// The guard reads the contracts exactly as packages/contracts builds them: bundling this
// repository's specs/ gives the same documents as its dist/ (built before these tests by turbo).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { bundleSpecs, touchedContracts } from '../src/bundle-specs.js';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);

describe('bundleSpecs', () => {
  test('equals the built dist/openapi.json and dist/asyncapi.json of packages/contracts', () => {
    const bundled = bundleSpecs(root, { rest: true, events: true });
    for (const name of ['openapi', 'asyncapi'] as const) {
      const built = JSON.parse(
        readFileSync(require.resolve(`@energy-contracts/contracts/${name}.json`), 'utf8'),
      ) as unknown;
      expect(bundled[name], name).toEqual(built);
    }
  }, 60_000);

  test('a contract not asked for, or absent, is an empty document', () => {
    expect(bundleSpecs(root, { rest: false, events: false })).toEqual({ openapi: {}, asyncapi: {} });
    expect(bundleSpecs(path.join(root, 'packages'), { rest: true, events: true })).toEqual({
      openapi: {},
      asyncapi: {},
    });
  });
});

describe('touchedContracts', () => {
  const table: [string[], { rest: boolean; events: boolean }][] = [
    [[], { rest: false, events: false }],
    [['specs/openapi.yaml'], { rest: true, events: false }],
    [['specs/openapi/paths/products.yaml'], { rest: true, events: false }],
    [['specs/asyncapi.yaml', 'specs/asyncapi/examples/a/v1.x.payload.json'], { rest: false, events: true }],
    [['specs/openapi-notes.md'], { rest: false, events: false }],
  ];
  for (const [files, want] of table)
    test(files.join(', ') || '(none)', () => expect(touchedContracts(files)).toEqual(want));
});
