// Ajv's standalone code, as the validator ships it: one ES module per schema (or per group of
// schemas), its CommonJS requires turned into shared imports, its error collection bounded
// (bound-errors.ts), and the do-not-edit banner on top.
import standaloneModule from 'ajv/dist/standalone/index.js';
import type { AnySchema, AnySchemaObject } from 'ajv';
import { createAjv, type Ajv2020 } from '@energy-contracts/schema-tools/ajv';
import { DEFAULT_MAX_ERRORS } from '../../src/errors.js';
import { boundErrorCollection } from './bound-errors.js';

// CommonJS under NodeNext: the function is module.exports, and also its `default` property.
const standaloneCode = (standaloneModule as unknown as { default: typeof standaloneModule.default }).default;

/** The script named in every banner (the command that regenerates the files). */
const SCRIPT = 'packages/validator/scripts/compile-validators.ts';

/**
 * The one-line banner of a generated file made from `spec`.
 * @example bannerFor('specs/openapi.yaml') // '// Generated from specs/openapi.yaml by packages/validator/scripts/compile-validators.ts. Do not edit; run npm run generate.\n'
 */
export const bannerFor = (spec: string): string =>
  `// Generated from ${spec} by ${SCRIPT}. Do not edit; run npm run generate.\n`;

/**
 * Replaces `require("x").y` in Ajv's standalone output with ESM imports shared by all modules.
 * @example requiresToImports('"use strict";const f = require("ajv/dist/runtime/equal").default;')
 */
export function requiresToImports(code: string): string {
  const specifiers = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
    let name = specifiers.get(spec);
    if (!name) {
      name = `runtime${specifiers.size}`;
      specifiers.set(spec, name);
    }
    return name;
  });
  // The runtime helpers are CommonJS with `exports.default`: Node's ESM import puts the exports
  // object on `default`, loaders with Babel-style interop (tsx, bundlers) put `exports.default`
  // there. Picking the object with __esModule gives the exports object under both.
  const imports = [...specifiers].map(([spec, name]) => {
    const file = spec.endsWith('.js') ? spec : `${spec}.js`;
    return `import * as ${name}ns from ${JSON.stringify(file)};\nconst ${name} = ${name}ns.default && ${name}ns.default.__esModule ? ${name}ns.default : ${name}ns;\n`;
  });
  return `${imports.join('') + body.replace(/^"use strict";\n?/, '')}\n`;
}

/**
 * An Ajv for the standalone modules (createAjv: strict, 2020-12, formats, no messages).
 * @example compileModule(newAjv(), schema, bannerFor('specs/asyncapi.yaml'))
 */
export function newAjv(): Ajv2020 {
  return createAjv({ standalone: true });
}

/**
 * One schema as an ES module exporting its validator (`validate` and default), errors bounded.
 * @example compileModule(newAjv(), { $id: 'https://x.example/a.json', type: 'string' }, '// banner\n')
 */
export function compileModule(ajv: Ajv2020, schema: AnySchema, banner: string): string {
  const validate = ajv.compile(schema);
  return banner + boundErrorCollection(requiresToImports(standaloneCode(ajv, validate)), DEFAULT_MAX_ERRORS);
}

/**
 * Several schemas (each with an `$id`) as one ES module exporting a validator per name.
 * @example compileMulti(newAjv(), { body: bodySchema, headers: headerSchema }, '// banner\n')
 */
export function compileMulti(ajv: Ajv2020, schemas: Record<string, AnySchemaObject>, banner: string): string {
  const refs: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema(schema);
    refs[name] = schema.$id as string;
  }
  return banner + boundErrorCollection(requiresToImports(standaloneCode(ajv, refs)), DEFAULT_MAX_ERRORS);
}
