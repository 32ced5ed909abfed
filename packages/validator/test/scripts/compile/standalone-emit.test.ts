// Ajv's standalone code as the validator ships it: ES imports instead of requires, a banner, the
// exported validators carrying their module's error limit.
import { describe, expect, test } from 'vitest';
import {
  bannerFor,
  compileModule,
  compileMulti,
  newAjv,
  requiresToImports,
} from '../../../scripts/compile/standalone-emit.js';

describe('requiresToImports', () => {
  test('each required runtime module becomes one import, shared by every use', () => {
    const code = requiresToImports(
      '"use strict";const a = require("ajv/dist/runtime/equal").default;const b = require("ajv/dist/runtime/equal").default;',
    );
    expect(code.match(/^import \* as runtime0ns from "ajv\/dist\/runtime\/equal\.js";$/gm)).toHaveLength(1);
    expect(code).toContain('const a = runtime0.default;const b = runtime0.default;');
    expect(code).not.toContain('use strict');
  });
});

describe('compileModule / compileMulti', () => {
  const banner = bannerFor('specs/asyncapi.yaml');
  test('the banner names the spec and the command', () => {
    expect(banner).toBe(
      '// Generated from specs/asyncapi.yaml by packages/validator/scripts/compile-validators.ts. Do not edit; run npm run generate.\n',
    );
  });
  test('one schema: a module exporting validate and default, with the error limit', () => {
    const code = compileModule(
      newAjv(),
      {
        $id: 'https://x.example/a.json',
        type: 'object',
        properties: { a: { type: 'array', items: { type: 'string' } } },
      },
      banner,
    );
    expect(code.startsWith(banner)).toBe(true);
    expect(code).toMatch(/export const validate = (validate\d+);/);
    expect(code).toMatch(/\nconst errorLimit = \{max: 100\};\n/);
    expect(code).toMatch(/validate\d+\.errorLimit = errorLimit;\n$/);
    expect(code).not.toMatch(/require\(/);
  });
  test('several schemas: one export per name', () => {
    const code = compileMulti(
      newAjv(),
      {
        body: { $id: 'https://x.example/b.json', type: 'string' },
        headers: { $id: 'https://x.example/h.json', type: 'object' },
      },
      banner,
    );
    expect(code).toMatch(/export const body = /);
    expect(code).toMatch(/export const headers = /);
  });
});
