// The value vocabulary of samples (src/events/sample-values.ts), through the schema walk: what a
// field holds by its name, and the places it draws from (src/data/grid-supply-points.ts).
import { describe, expect, test } from 'vitest';
import { generateSample, type JsonSchema } from '../../src/events/samples.js';
import { outwardCode, PLACES, STREETS } from '../../src/data/grid-supply-points.js';
import { regionOfPostcode } from '../../src/data/grid-supply-points.js';
import { buildDataset } from '../../src/data/dataset.js';

const NOW = '2025-03-01T12:00:00Z';
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const objectOf = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  required,
  properties,
});

describe('field-name-aware values', () => {
  const cases: Array<[string, { schema: JsonSchema; want: RegExp | ((v: unknown) => boolean) }]> = [
    ['account_number', { schema: str, want: /^[A-Z]-[0-9A-F]{8}$/ }],
    ['mpan', { schema: str, want: /^\d{13}$/ }],
    ['import_mpan', { schema: str, want: /^\d{13}$/ }],
    ['mprn', { schema: str, want: /^[1-9]\d{5,9}$/ }],
    ['user_email', { schema: str, want: /^[a-z]+\.[a-z]+\d+@example\.(com|org|net)$/ }],
    ['requested_at', { schema: str, want: /^\d{4}-\d{2}-\d{2}T\d{2}:(00|30):00Z$/ }],
    ['valid_from', { schema: str, want: /^\d{4}-\d{2}-\d{2}T\d{2}:(00|30):00Z$/ }],
    ['effective_to', { schema: str, want: /^\d{4}-\d{2}-\d{2}T\d{2}:(00|30):00Z$/ }],
    ['supply_start_date', { schema: str, want: /^\d{4}-\d{2}-\d{2}$/ }],
    ['last_reading_on', { schema: str, want: /^\d{4}-\d{2}-\d{2}$/ }],
    ['occurred_at', { schema: str, want: (v) => v === '2025-03-01T12:00:00Z' }],
    ['agreement_id', { schema: int, want: (v) => Number.isInteger(v) && (v as number) > 0 }],
    ['amount', { schema: int, want: (v) => Number.isInteger(v) && (v as number) >= 100 }],
    ['product_code', { schema: str, want: /^[A-Z0-9]+(-[A-Z0-9]+)*-\d{2}-\d{2}-\d{2}$/ }],
    ['tariff_code', { schema: str, want: /^[EG]-[12]R-[A-Z0-9-]+-[A-P]$/ }],
    [
      'billing_document_uuid',
      { schema: str, want: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/ },
    ],
    [
      'conversation_relay_id',
      { schema: str, want: (v) => Buffer.from(String(v), 'base64').toString().startsWith('ConversationType:') },
    ],
    ['join_supplier_process_number', { schema: str, want: /^JSP-[0-9A-F]{8}$/ }],
    ['postcode', { schema: str, want: /^[A-Z]{1,2}\d{1,2} \d[A-Z]{2}$/ }],
    [
      'changes',
      {
        schema: { type: 'object' },
        want: (v) => Object.values(v as object).every((pair) => Array.isArray(pair) && pair.length === 2),
      },
    ],
  ];
  test.each(cases)('%s', (name, { schema, want }) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const value = (generateSample(objectOf({ [name]: schema }), { seed, now: NOW }) as Record<string, unknown>)[name];
      if (want instanceof RegExp) expect(value).toMatch(want);
      else expect(want(value), JSON.stringify(value)).toBe(true);
    }
  });

  test('starts fall before ends within one object', () => {
    for (let seed = 0; seed < 50; seed++) {
      const v = generateSample(objectOf({ valid_from: str, valid_to: str }), { seed, now: NOW }) as {
        valid_from: string;
        valid_to: string;
      };
      expect(v.valid_from < v.valid_to).toBe(true);
    }
  });

  // An account number starts A- or B-; a `number` outside such a def is `N-...`, which /^[A-Z]-/ would let pass.
  const ACCOUNT_NUMBER = /^[AB]-[0-9A-F]{8}$/;
  test('`number` inside an *Account def is an account number', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['account'],
      properties: { account: { $ref: '#/$defs/BillingAccount' } },
      $defs: { BillingAccount: objectOf({ number: str }) },
    };
    for (const seed of [1, 2, 3])
      expect((generateSample(schema, { seed }) as { account: { number: string } }).account.number).toMatch(
        ACCOUNT_NUMBER,
      );
  });

  test('a percent-encoded $ref names its def decoded', () => {
    // `%24defs` is `$defs`: only decoded is the target a def, whose name makes `number` an account number.
    const schema: JsonSchema = {
      type: 'object',
      required: ['account'],
      properties: { account: { $ref: '#/%24defs/Billing%41ccount' } },
      $defs: { BillingAccount: objectOf({ number: str }) },
    };
    for (const seed of [1, 2, 3])
      expect((generateSample(schema, { seed }) as { account: { number: string } }).account.number).toMatch(
        ACCOUNT_NUMBER,
      );
  });
});

describe('places', () => {
  test('a town, its county and its postcode are one real place of the data set', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const address = (
        generateSample(objectOf({ legal_address: { type: 'object' } }), { seed, now: NOW }) as {
          legal_address: { address_line_1: string; town: string; county: string; postcode: string };
        }
      ).legal_address;
      const place = PLACES.find(([town, county]) => town === address.town && county === address.county)!;
      expect(place, JSON.stringify(address)).toBeDefined();
      expect(address.postcode.startsWith(`${outwardCode(place)} `)).toBe(true);
      expect(regionOfPostcode(address.postcode)).toBe(regionOfPostcode(place[2]));
      expect(STREETS.some((street) => address.address_line_1.endsWith(street))).toBe(true);
    }
  });
});

describe("products and tariffs are the data set's", () => {
  // One source: a sample's codes and names are those the mock's REST answers carry (they were once
  // a list of their own, and a product name had drifted).
  test("every sampled product code, product name and tariff code exists in the mock's data set", () => {
    const data = buildDataset(1);
    const names = new Set([...data.productsByCode.values()].map((p) => p.def.fullName));
    const root = {
      ...(objectOf({ product_code: str, tariff_code: str, Product: { $ref: '#/$defs/Product' } }) as object),
      $defs: { Product: objectOf({ code: str, market_name: str }) },
    } as JsonSchema;
    for (let seed = 0; seed < 300; seed++) {
      const v = generateSample(root, { seed, now: NOW }) as {
        product_code: string;
        tariff_code: string;
        Product: { code: string; market_name: string };
      };
      expect(data.productsByCode.has(v.product_code), v.product_code).toBe(true);
      expect(data.tariffsByCode.get(v.tariff_code)?.product.code, v.tariff_code).toBe(v.tariff_code.slice(5, -2));
      expect(data.productsByCode.has(v.Product.code), v.Product.code).toBe(true);
      expect(names.has(v.Product.market_name), v.Product.market_name).toBe(true);
    }
  });
});
