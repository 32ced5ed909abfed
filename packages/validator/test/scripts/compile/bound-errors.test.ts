// Collecting errors must stay linear (Ajv concatenates each nested validator's errors into a copy of
// the whole list, quadratic in the failing items) and bounded (with allErrors every wrong array item
// would hold its error objects until the list is cut to 100).
// These tests check the generated modules (scripts/compile/bound-errors.ts rewrites them): structurally
// (no list copies, every data loop capped), by counting the error objects a validator collects,
// and by the peak RSS of a child process. Timing ratios are in bench/validator.bench.ts.
import fs from 'node:fs';
import path from 'node:path';
import { PEAK_RSS_MB, runProcess } from '@energy-contracts/test-support/process';
import { describe, expect, test } from 'vitest';
import { DEFAULT_MAX_ERRORS, ERROR_LIMIT_KEYWORD } from '../../../src/errors.js';
import { eventValidator, validateEvent } from '../../../src/events.js';
import { generatedFiles, loadGenerated, type GeneratedResponseModule } from '../../../src/generated.js';
import { validateResponse } from '../../../src/rest.js';
import { eventExamples, openapi, packageRoot } from '../../support/contracts.js';

const generatedDir = path.join(packageRoot, 'generated');
const products = (n: number, item: () => unknown): unknown => ({
  count: n,
  next: null,
  previous: null,
  results: Array.from({ length: n }, item),
});
const listProducts = (): GeneratedResponseModule => loadGenerated<GeneratedResponseModule>('rest/listProducts/200.js');

describe('every generated module collects errors in linear time and bounded memory', () => {
  const files = generatedFiles();

  test('there is a module for every event version (tolerant and strict), the envelopes and REST', () => {
    expect(files.filter((f) => f.startsWith('events/')).length).toBe(2 * 265);
    expect(files).toContain('envelope.js');
    expect(files.filter((f) => f.startsWith('rest/')).length).toBeGreaterThan(50);
  });

  test("no module copies an error list (Ajv's vErrors.concat) and every loop over the data is capped", () => {
    const offenders: string[] = [];
    for (const file of files) {
      const code = fs.readFileSync(path.join(generatedDir, file), 'utf8');
      if (code.includes('.concat(')) offenders.push(`${file}: concat`);
      const loops = code.match(/\bfor\((?!const calleeError of)/g)?.length ?? 0;
      const capped = code.match(/const errorCap_\w+ = errors \+ errorLimit\.max;for\(/g)?.length ?? 0;
      if (loops !== capped) offenders.push(`${file}: ${loops - capped} uncapped loop(s)`);
    }
    expect(offenders).toEqual([]);
  });

  test("every exported validator carries its module's errorLimit, at the default", () => {
    const validate = eventValidator('account.created', 'v1')!;
    expect(validate.errorLimit).toEqual({ max: DEFAULT_MAX_ERRORS });
    const rest = listProducts();
    expect(rest.body.errorLimit).toBe(rest.headers.errorLimit);
  });
});

describe('a products list whose items all fail', () => {
  // 16 required fields missing per item: 256,000 errors with no cap.
  const sixteenThousand = products(16_000, () => ({}));

  test('the validator stops collecting after the limit: a handful of items, not 16,000', () => {
    const { body } = listProducts();
    expect(body(sixteenThousand)).toBe(false);
    // The loop stops at the first item that starts with more than 100 errors collected: 7 items x 16, plus the marker.
    expect(body.errors!.length).toBe(7 * 16 + 1);
    expect(body.errors!.at(-1)).toMatchObject({ keyword: ERROR_LIMIT_KEYWORD, params: { limit: 100 } });
  });

  test('the result lists maxErrors errors and says it is truncated; the marker is never listed', () => {
    const result = validateResponse({ method: 'GET', path: '/v1/products/', status: 200, body: sixteenThousand });
    expect(result).toMatchObject({ valid: false, truncated: true });
    expect(result.errors).toHaveLength(100);
    expect(result.errors.some((e) => e.keyword === ERROR_LIMIT_KEYWORD)).toBe(false);
  });

  // The loop stops at the first item that starts with more than maxErrors errors (whole items of 16), then adds the marker.
  test.each([
    [1, 16 + 1],
    [5, 16 + 1],
    [1000, 63 * 16 + 1],
  ])('maxErrors %i sets the limit for that call only', (maxErrors, collected) => {
    const { body } = listProducts();
    const result = validateResponse(
      { method: 'GET', path: '/v1/products/', status: 200, body: sixteenThousand },
      { maxErrors },
    );
    expect(result.errors).toHaveLength(maxErrors);
    expect(result.truncated).toBe(true);
    expect(body.errors!.length).toBe(collected);
    expect(body.errorLimit.max).toBe(DEFAULT_MAX_ERRORS);
  });

  // Far past the default limit, yet small: collecting is linear (the structural tests above), so
  // more items would prove nothing more here, only cost time.
  test('maxErrors Infinity collects every error (each once: 500 items x 16)', () => {
    const { body } = listProducts();
    const result = validateResponse(
      { method: 'GET', path: '/v1/products/', status: 200, body: products(500, () => ({})) },
      { maxErrors: Number.POSITIVE_INFINITY },
    );
    expect(body.errors!.length).toBe(500 * 16);
    expect(result.errors).toHaveLength(500 * 16);
    expect(new Set(result.errors.map((e) => `${e.path} ${e.message}`)).size).toBe(500 * 16);
    expect(result.truncated).toBeUndefined();
  });

  test('exactly maxErrors errors is not truncated; one more is', () => {
    const product = eventExamplesProduct();
    const wrong = (n: number) => products(n, () => ({ ...product, is_green: 'yes' }));
    expect(validateResponse({ method: 'GET', path: '/v1/products/', status: 200, body: wrong(100) })).toMatchObject({
      valid: false,
      errors: expect.any(Array),
    });
    expect(
      validateResponse({ method: 'GET', path: '/v1/products/', status: 200, body: wrong(100) }).truncated,
    ).toBeUndefined();
    expect(validateResponse({ method: 'GET', path: '/v1/products/', status: 200, body: wrong(101) }).truncated).toBe(
      true,
    );
  });
});

/** A valid product of the documented list example. */
function eventExamplesProduct(): Record<string, unknown> {
  const list = openapi as unknown as {
    components: { examples: Record<string, { value: { results: Array<Record<string, unknown>> } }> };
  };
  return list.components.examples['ProductList.octopus-energy']!.value.results[0]!;
}

describe('stopping early never changes the verdict', () => {
  const payload = eventExamples('account.created', 'v1')[0]!.payload as Record<string, unknown>;
  const emails = (n: number, wrong: (i: number) => boolean) =>
    Array.from({ length: n }, (_, i) => (wrong(i) ? 7 : `u${i}@example.com`));
  test.each([
    [
      'all valid items',
      { ...payload, account_user_emails: emails(500, () => false) },
      { tolerant: true, strict: true },
    ],
    [
      'every item wrong',
      { ...payload, account_user_emails: emails(500, () => true) },
      { tolerant: false, strict: false },
    ],
    [
      'only the last item wrong',
      { ...payload, account_user_emails: emails(500, (i) => i === 499) },
      { tolerant: false, strict: false },
    ],
    [
      '500 unknown fields',
      { ...payload, ...Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x${i}`, i])) },
      { tolerant: true, strict: false },
    ],
  ])('%s', (_name, data, want) => {
    for (const maxErrors of [0, 1, 100, Number.POSITIVE_INFINITY]) {
      expect(validateEvent('account.created', 'v1', data, { maxErrors }).valid).toBe(want.tolerant);
      expect(validateEvent('account.created', 'v1', data, { strict: true, maxErrors }).valid).toBe(want.strict);
    }
  });
});

describe('memory: a 10 MB payload of 2.5M wrong array items', () => {
  // Run in a child so its peak RSS is its own (VmHWM: maxRSS would include this worker's memory at
  // fork time, which grows during a full run). Unbounded, the child's errors alone pass the bound.
  test('peaks under 200 MB RSS and lists 100 errors', async () => {
    const entry = path.join(packageRoot, 'dist/src/index.js');
    if (!fs.existsSync(entry))
      throw new Error(`${entry} is missing: run npm run build -w @energy-contracts/validator first`);
    const code = `
import { validateEvent } from ${JSON.stringify(entry)};
const text = '{"account_number":"A-1A2B3C4D","account_user_emails":[' + Array(2_500_000).fill('123').join(',') + ']}';
const payload = JSON.parse(text);
const result = validateEvent('account.created', 'v1', payload);
process.stdout.write(JSON.stringify({ bytes: text.length, valid: result.valid, errors: result.errors.length, truncated: result.truncated, maxRssMb: ${PEAK_RSS_MB} }));`;
    const run = await runProcess(process.execPath, ['--input-type=module', '-e', code], { cwd: packageRoot });
    expect(run.status, run.stderr).toBe(0);
    const r = JSON.parse(run.stdout) as {
      bytes: number;
      valid: boolean;
      errors: number;
      truncated: boolean;
      maxRssMb: number;
    };
    expect(r).toMatchObject({ valid: false, errors: 100, truncated: true });
    expect(r.bytes).toBeGreaterThan(10_000_000);
    expect(r.maxRssMb).toBeLessThan(200);
  }, 60_000);
});

// The rewrite refuses Ajv output it does not recognise, so that an Ajv upgrade changing its code
// fails `npm run generate` instead of silently bringing the quadratic cost back.
describe('boundErrorCollection refuses code it does not know', () => {
  const known =
    'export const validate = validate1;function validate1(data, {instancePath=""}={}){let vErrors = null;let errors = 0;for(let i0=0; i0<len0; i0++){}validate1.errors = vErrors;return errors === 0;}';
  test('known code: loops capped, the limit object appended', async () => {
    const { boundErrorCollection } = await import('../../../scripts/compile/bound-errors.js');
    const out = boundErrorCollection(known, 7);
    expect(out).toContain(
      'const errorCap_i0 = errors + errorLimit.max;for(let i0=0; i0<len0; i0++){if(errors > errorCap_i0){',
    );
    expect(out).toContain('const errorLimit = {max: 7};\nvalidate1.errorLimit = errorLimit;');
  });
  test.each([
    [
      'another merge',
      known.replace('validate1.errors = vErrors;', 'vErrors = vErrors.concat(x);validate1.errors = vErrors;'),
      /merge/,
    ],
    ['another loop', known.replace('for(let i0=0; i0<len0; i0++){}', 'for(const k of Object.keys(data)){}'), /loop/],
    ['no export', known.replace('export const validate = validate1;', ''), /no exported validator/],
  ])('%s', async (_name, code, error) => {
    const { boundErrorCollection } = await import('../../../scripts/compile/bound-errors.js');
    expect(() => boundErrorCollection(code, 100)).toThrow(error);
  });
});
