// The catalogue is data (product-catalogue.json), typed by one interface with a cast: this checks every
// field of every product against what ProductDefinition and the contract allow, so an edit that
// misspells a brand, a pricing kind, a payment method or a date fails here, not in an answer.
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { BRANDS, PRICING_KINDS, PRODUCT_DEFINITIONS } from '../../src/data/product-catalogue.js';

const openapi = createRequire(import.meta.url)('@energy-contracts/openapi/openapi.json') as {
  components: { schemas: Record<string, { enum?: string[] }> };
};
const enumOf = (name: string): string[] => openapi.components.schemas[name]?.enum ?? [];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEYS = new Set([
  'code',
  'brand',
  'direction',
  'fullName',
  'displayName',
  'description',
  'pricing',
  'isGreen',
  'isPrepay',
  'isBusiness',
  'isRestricted',
  'availableFrom',
  'availableTo',
  'pricesFrom',
  'registers',
  'paymentMethods',
]);

describe('product catalogue', () => {
  test('codes are unique and upper-case', () => {
    const codes = PRODUCT_DEFINITIONS.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/);
  });

  test.each(PRODUCT_DEFINITIONS.map((d) => [d.code, d] as const))(
    '%s has the fields of ProductDefinition',
    (_code, d) => {
      for (const key of Object.keys(d)) expect(KEYS, key).toContain(key);
      expect(BRANDS).toContain(d.brand);
      expect(PRICING_KINDS).toContain(d.pricing);
      expect(enumOf('Direction')).toContain(d.direction);
      for (const text of [d.fullName, d.displayName, d.description]) expect(typeof text).toBe('string');
      expect(d.fullName).not.toBe('');
      for (const flag of [d.isGreen, d.isPrepay, d.isBusiness, d.isRestricted])
        expect(flag === undefined || typeof flag === 'boolean').toBe(true);
      for (const date of [d.availableFrom, d.availableTo, d.pricesFrom].filter((x) => x !== undefined))
        expect(date).toMatch(DATE);
      if (d.availableTo !== undefined) expect(d.availableTo > d.availableFrom).toBe(true);
      expect(Object.keys(d.registers).sort()).toEqual(['dual', 'gas', 'single']);
      for (const on of Object.values(d.registers)) expect(typeof on).toBe('boolean');
      expect(Object.values(d.registers)).toContain(true);
      expect(d.paymentMethods.length).toBeGreaterThan(0);
      for (const method of d.paymentMethods) expect(enumOf('PaymentMethodKey')).toContain(method);
    },
  );
});
