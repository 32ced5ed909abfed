/**
 * The one Ajv setup of this repository: JSON Schema 2020-12, the formats of ajv-formats, Ajv's
 * strict mode. The validator's build, every test that validates against the contracts, the compat
 * guard and the benchmarks take their Ajv from here, so a schema that compiles in one of them
 * compiles, and means the same, in all. What differs between them is a short list of switches.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';

// ajv-formats is CommonJS: under NodeNext its default export arrives as the module object, under
// bundlers and tsx as the function itself.
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  addFormatsModule) as unknown as FormatsPlugin;

export { Ajv2020 };

/** The switches of {@link createAjv}; each absent one keeps the base setting. */
export interface AjvOptions {
  /** Collect every error (absent: true); false stops at the first, for yes/no questions. */
  allErrors?: boolean;
  /**
   * Check `format` with ajv-formats (absent: true). false reads `format` as an annotation, which
   * is what the JSON Schema validators the benchmark compares Ajv with do.
   */
  formats?: boolean;
  /**
   * Compile for Ajv's standalone code (absent: false): keep the source of every validator for
   * `ajv/dist/standalone` as ES modules, optimised, without error messages (the validator writes
   * its own sentences from the keyword and its parameters, so the modules stay small).
   */
  standalone?: boolean;
  /**
   * Keywords the schemas carry that never change a verdict (`x-observed`, OpenAPI's `components`
   * wrapper), accepted as annotations; absent: none, so strict mode refuses any unknown keyword.
   */
  annotations?: Iterable<string>;
}

/**
 * A new Ajv 2020 instance with the repository's setup:
 * - `strict: true`: unknown keywords and formats, ignored keywords, a `required` field the same
 *   schema does not define and a `type` a keyword does not apply to are compile errors;
 * - `strictNumbers` (part of strict): NaN and Infinity fail `number`/`integer`, so a validator
 *   that does not walk the data first still rejects the values JSON cannot hold;
 * - `allowUnionTypes`: `type: [string, integer]` is allowed as OpenAPI 3.1 writes it;
 * - ajv-formats' formats (`date-time`, `uuid`, `uri`, ...), in their full mode.
 *
 * @example
 * const validate = createAjv().compile({ type: 'string', format: 'uuid' });
 * validate('0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f'); // true
 * @example createAjv({ standalone: true }) // for ajv/dist/standalone
 */
export function createAjv(options: AjvOptions = {}): Ajv2020 {
  const standalone = options.standalone === true;
  const ajv = new Ajv2020({
    strict: true,
    allowUnionTypes: true,
    allErrors: options.allErrors ?? true,
    validateFormats: options.formats ?? true,
    ...(standalone ? { messages: false, code: { source: true, esm: true, lines: false, optimize: true } } : {}),
  });
  if (options.formats !== false) addFormats(ajv);
  for (const keyword of options.annotations ?? []) ajv.addKeyword({ keyword });
  return ajv;
}
