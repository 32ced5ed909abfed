// Records with Dates, and tariff codes split into their parts.
import { describe, expect, test } from 'vitest';
import { chargeRecord, consumptionRecord, parseTariffCode } from '../src/records.js';

describe('parseTariffCode', () => {
  test.each([
    ['E-1R-AGILE-24-04-03-C', { fuel: 'electricity', registers: '1R', product: 'AGILE-24-04-03', region: 'C' }],
    ['E-2R-VAR-22-11-01-A', { fuel: 'electricity', registers: '2R', product: 'VAR-22-11-01', region: 'A' }],
    ['G-1R-SILVER-23-12-06-P', { fuel: 'gas', registers: '1R', product: 'SILVER-23-12-06', region: 'P' }],
    ['E-FLAT2R-SPECIAL-12-A', { fuel: 'electricity', registers: 'FLAT2R', product: 'SPECIAL-12', region: 'A' }],
    ['AGILE-24-04-03', undefined],
    ['X-1R-P-A', undefined],
  ])('%s', (code, want) => {
    expect(parseTariffCode(code)).toEqual(want);
  });
});

describe('records', () => {
  test('a half-hour charge', () => {
    const r = chargeRecord({
      value_exc_vat: -1.5,
      value_inc_vat: -1.575,
      valid_from: '2024-05-01T00:00:00Z',
      valid_to: '2024-05-01T00:30:00Z',
      payment_method: null,
    });
    expect(r).toMatchObject({
      from: new Date('2024-05-01T00:00:00Z'),
      to: new Date('2024-05-01T00:30:00Z'),
      durationMinutes: 30,
      value_exc_vat: -1.5,
    });
  });
  test('an open-ended charge has no end and no duration', () => {
    expect(
      chargeRecord({
        value_exc_vat: 20,
        value_inc_vat: 21,
        valid_from: '2024-04-01T00:00:00+01:00',
        valid_to: null,
        payment_method: 'DIRECT_DEBIT',
      }),
    ).toMatchObject({ to: null, durationMinutes: null });
  });
  test('a day of consumption across the autumn change lasts 25 hours', () => {
    expect(
      consumptionRecord({
        consumption: 7.5,
        interval_start: '2024-10-27T00:00:00+01:00',
        interval_end: '2024-10-28T00:00:00Z',
      }).durationMinutes,
    ).toBe(25 * 60);
  });
});
