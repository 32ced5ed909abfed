// Real records shaped as in ../shared/platform-facts.md validate; the same records with one
// mistake do not (contract suite: valid example, only-required, each missing field, wrong types).
import { describe, expect, test } from 'vitest';
import { doc, schemaValidator, type Json } from './openapi-document.js';

const BASE = 'https://api.energy-platform.example/v1/';

const agileProduct = {
  code: 'AGILE-24-04-03',
  direction: 'IMPORT',
  full_name: 'Agile Octopus April 2024 v1',
  display_name: 'Agile Octopus',
  description:
    'With Agile Octopus, you get access to half-hourly energy prices, tied to wholesale prices and updated daily.',
  is_variable: true,
  is_green: true,
  is_tracker: false,
  is_prepay: false,
  is_business: false,
  is_restricted: false,
  term: 12,
  available_from: '2024-04-03T00:00:00+01:00',
  available_to: null,
  links: [{ href: `${BASE}products/AGILE-24-04-03/`, method: 'GET', rel: 'self' }],
  brand: 'OCTOPUS_ENERGY',
};

const agileUnitRatePage = {
  count: 65611,
  next: `${BASE}products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?page=2`,
  previous: null,
  results: [
    {
      value_exc_vat: -2.1,
      value_inc_vat: -2.205,
      valid_from: '2020-09-28T21:30:00Z',
      valid_to: '2020-09-28T22:00:00Z',
      payment_method: null,
    },
    {
      value_exc_vat: 11.4,
      value_inc_vat: 11.97,
      valid_from: '2020-09-28T21:00:00Z',
      valid_to: '2020-09-28T21:30:00Z',
      payment_method: null,
    },
  ],
};

const variableStandingCharges = {
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      value_exc_vat: 45.78,
      value_inc_vat: 48.069,
      valid_from: '2024-03-31T23:00:00Z',
      valid_to: null,
      payment_method: 'DIRECT_DEBIT',
    },
    {
      value_exc_vat: 48.21,
      value_inc_vat: 50.6205,
      valid_from: '2024-03-31T23:00:00Z',
      valid_to: null,
      payment_method: 'NON_DIRECT_DEBIT',
    },
  ],
};

const sampleAccount = {
  number: 'A-1A2B3C4D',
  properties: [
    {
      id: 1234567,
      moved_in_at: '2023-08-04T00:00:00+01:00',
      moved_out_at: null,
      address_line_1: '1 Example Street',
      address_line_2: '',
      address_line_3: '',
      town: 'LONDON',
      county: '',
      postcode: 'SW1A 1AA',
      electricity_meter_points: [
        {
          mpan: '1200012345678',
          profile_class: 1,
          consumption_standard: 3100,
          meters: [
            {
              serial_number: '21L1234567',
              registers: [{ identifier: '1', rate: 'STANDARD', is_settlement_register: true }],
            },
          ],
          agreements: [
            { tariff_code: 'E-1R-AGILE-24-04-03-C', valid_from: '2024-04-10T00:00:00+01:00', valid_to: null },
          ],
          is_export: false,
        },
      ],
      gas_meter_points: [
        {
          mprn: '1234567890',
          consumption_standard: 11500,
          meters: [{ serial_number: 'E6S12345678901' }],
          agreements: [{ tariff_code: 'G-1R-VAR-22-11-01-C', valid_from: '2023-08-04T00:00:00+01:00', valid_to: null }],
        },
      ],
    },
  ],
};

const clone = <T>(value: T): T => structuredClone(value);

describe('real records validate', () => {
  test.each([
    ['Agile product', 'Product', agileProduct],
    ['Agile product in a list page', 'ProductList', { count: 1, next: null, previous: null, results: [agileProduct] }],
    ['Agile unit-rate page (payment_method null, negative prices)', 'ChargeList', agileUnitRatePage],
    ['variable standing charges (DIRECT_DEBIT / NON_DIRECT_DEBIT, open-ended)', 'ChargeList', variableStandingCharges],
    ['sample account', 'Account', sampleAccount],
    ['404 body', 'ErrorBody', { detail: 'Not found.' }],
    ['400 body', 'ValidationErrorBody', { period_to: ['period_to is only valid together with period_from.'] }],
  ] as const)('%s is a valid %s', (_name, schema, record) => {
    const validate = schemaValidator(schema);
    expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
  });
});

type Mutation = [name: string, schema: string, make: () => unknown, errorPath: string];

const productMutations: Mutation[] = [
  ['term as the string "12"', 'Product', () => ({ ...agileProduct, term: '12' }), '/term'],
  ['direction SIDEWAYS', 'Product', () => ({ ...agileProduct, direction: 'SIDEWAYS' }), '/direction'],
  ['is_green as "true"', 'Product', () => ({ ...agileProduct, is_green: 'true' }), '/is_green'],
  [
    'available_from not a datetime',
    'Product',
    () => ({ ...agileProduct, available_from: '3 April 2024' }),
    '/available_from',
  ],
  [
    'link without rel',
    'Product',
    () => ({ ...agileProduct, links: [{ href: agileProduct.links[0]!.href, method: 'GET' }] }),
    '/links/0',
  ],
  [
    'link href not a URL',
    'Product',
    () => ({ ...agileProduct, links: [{ ...agileProduct.links[0]!, href: 'not a url' }] }),
    '/links/0/href',
  ],
  [
    'product in a list page with term "12"',
    'ProductList',
    () => ({ count: 1, next: null, previous: null, results: [{ ...agileProduct, term: '12' }] }),
    '/results/0/term',
  ],
];
// Each required field of the product, removed in turn.
for (const field of Object.keys(agileProduct)) {
  productMutations.push([
    `missing ${field}`,
    'Product',
    () => {
      const p: Json = clone(agileProduct);
      delete p[field];
      return p;
    },
    '',
  ]);
}

const otherMutations: Mutation[] = [
  [
    'unit rate value as a string',
    'ChargeList',
    () => {
      const p = clone(agileUnitRatePage) as Json;
      p.results[0].value_exc_vat = '-2.1';
      return p;
    },
    '/results/0/value_exc_vat',
  ],
  [
    'unit rate without payment_method',
    'ChargeList',
    () => {
      const p = clone(agileUnitRatePage) as Json;
      delete p.results[0].payment_method;
      return p;
    },
    '/results/0',
  ],
  ['negative count', 'ChargeList', () => ({ ...agileUnitRatePage, count: -1 }), '/count'],
  ['next not a URL', 'ChargeList', () => ({ ...agileUnitRatePage, next: 'page 2' }), '/next'],
  ['envelope without results', 'ChargeList', () => ({ count: 0, next: null, previous: null }), ''],
  ['account number in lower case', 'Account', () => ({ ...sampleAccount, number: 'a-1a2b3c4d' }), '/number'],
  [
    'mpan of 12 digits',
    'Account',
    () => {
      const a = clone(sampleAccount) as Json;
      a.properties[0].electricity_meter_points[0].mpan = '120001234567';
      return a;
    },
    '/properties/0/electricity_meter_points/0/mpan',
  ],
  [
    'mprn of 11 digits',
    'Account',
    () => {
      const a = clone(sampleAccount) as Json;
      a.properties[0].gas_meter_points[0].mprn = '12345678901';
      return a;
    },
    '/properties/0/gas_meter_points/0/mprn',
  ],
  [
    'consumption_day without consumption_night',
    'Account',
    () => {
      const a = clone(sampleAccount) as Json;
      a.properties[0].electricity_meter_points[0].consumption_day = 2262;
      return a;
    },
    '/properties/0/electricity_meter_points/0',
  ],
  [
    'agreement without tariff_code',
    'Account',
    () => {
      const a = clone(sampleAccount) as Json;
      delete a.properties[0].electricity_meter_points[0].agreements[0].tariff_code;
      return a;
    },
    '/properties/0/electricity_meter_points/0/agreements/0',
  ],
  ['404 body without detail', 'ErrorBody', () => ({ message: 'Not found.' }), ''],
  ['400 body with a string instead of a list', 'ValidationErrorBody', () => ({ page_size: 'too big' }), '/page_size'],
  ['400 body with no field', 'ValidationErrorBody', () => ({}), ''],
];

describe('mutated records fail, at the expected place', () => {
  test.each([...productMutations, ...otherMutations])('%s (%s)', (_name, schema, make, errorPath) => {
    const validate = schemaValidator(schema);
    expect(validate(make())).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain(errorPath);
  });
});

describe('product detail', () => {
  test("records are tolerant: an unknown extra field passes (this project's design)", () => {
    const validate = schemaValidator('ProductDetail');
    expect(validate({ ...(doc.components.examples['ProductDetail.agile'].value as Json), something_new: 42 })).toBe(
      true,
    );
  });
  const detail = doc.components.examples['ProductDetail.agile'].value as Json;
  test('the Agile detail has all 14 regions and no I or O', () => {
    expect(Object.keys(detail.single_register_electricity_tariffs).sort()).toEqual([
      '_A',
      '_B',
      '_C',
      '_D',
      '_E',
      '_F',
      '_G',
      '_H',
      '_J',
      '_K',
      '_L',
      '_M',
      '_N',
      '_P',
    ]);
  });
  test.each([
    [
      'region _I',
      (d: Json) => {
        d.single_register_electricity_tariffs._I = d.single_register_electricity_tariffs._A;
      },
      '/single_register_electricity_tariffs',
    ],
    [
      'payment method "monthly"',
      (d: Json) => {
        d.single_register_electricity_tariffs._A.monthly =
          d.single_register_electricity_tariffs._A.direct_debit_monthly;
      },
      '/single_register_electricity_tariffs/_A',
    ],
    [
      'tariff without standard_unit_rate_inc_vat',
      (d: Json) => {
        delete d.single_register_electricity_tariffs._C.direct_debit_monthly.standard_unit_rate_inc_vat;
      },
      '/single_register_electricity_tariffs/_C/direct_debit_monthly',
    ],
    [
      'sample quote cost as a float',
      (d: Json) => {
        d.sample_quotes._C.direct_debit_monthly.electricity_single_rate.annual_cost_inc_vat = 1.5;
      },
      '/sample_quotes/_C/direct_debit_monthly/electricity_single_rate/annual_cost_inc_vat',
    ],
    [
      'missing sample_consumption',
      (d: Json) => {
        delete d.sample_consumption;
      },
      '',
    ],
  ] as const)('%s fails', (_name, mutate, errorPath) => {
    const validate = schemaValidator('ProductDetail');
    const d = clone(detail);
    mutate(d);
    expect(validate(d)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain(errorPath);
  });
});
