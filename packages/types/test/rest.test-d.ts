// Type tests for src/rest.ts:
// type-checked by the package's `lint` (tsc over tsconfig.json, which includes test/); nothing executes.
import createClient from 'openapi-fetch';
import { describe, expectTypeOf, test } from 'vitest';
import type {
  Account,
  Charge,
  ChargeList,
  Consumption,
  ConsumptionList,
  ElectricityMeterPointSummary,
  ErrorBody,
  GridSupplyPointList,
  PaginatedList,
  Product,
  ProductDetail,
  ProductList,
  Region,
  SingleRegisterElectricityTariff,
  ValidationErrorBody,
  components,
  operations,
  paths,
} from '../src/rest.js';

const agile = {
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
  links: [{ href: 'https://api.energy-platform.example/v1/products/AGILE-24-04-03/', method: 'GET', rel: 'self' }],
  brand: 'OCTOPUS_ENERGY',
} satisfies Product;

/** openapi-fetch flattens intersections, so response types are compared by mutual assignability. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('records', () => {
  test('a real Agile product type-checks as Product', () => {
    expectTypeOf(agile).toExtend<Product>();
    expectTypeOf<Product['term']>().toEqualTypeOf<number | null>();
    expectTypeOf<Product['available_to']>().toEqualTypeOf<string | null>();
    expectTypeOf<Product['direction']>().toEqualTypeOf<'IMPORT' | 'EXPORT'>();
  });

  test('wrong products do not', () => {
    // @ts-expect-error term is an integer or null, not a string
    const termAsString: Product = { ...agile, term: '12' };
    // @ts-expect-error direction is IMPORT or EXPORT
    const sideways: Product = { ...agile, direction: 'SIDEWAYS' };
    const { code: _code, ...withoutCode } = agile;
    // @ts-expect-error code is required
    const missingCode: Product = withoutCode;
    // @ts-expect-error unknown fields are not typed (typos are caught)
    const typo: Product = { ...agile, is_gren: true };
    void [termAsString, sideways, missingCode, typo];
  });

  test('a unit-rate page with payment_method null and negative prices is a ChargeList', () => {
    const page = {
      count: 65611,
      next: 'https://api.energy-platform.example/v1/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?page=2',
      previous: null,
      results: [
        {
          value_exc_vat: -2.1,
          value_inc_vat: -2.205,
          valid_from: '2024-05-26T12:00:00Z',
          valid_to: '2024-05-26T12:30:00Z',
          payment_method: null,
        },
      ],
    } satisfies ChargeList;
    expectTypeOf(page).toExtend<PaginatedList<Charge>>();
    expectTypeOf<ChargeList['results'][number]>().toExtend<Charge>();
    expectTypeOf<ProductList['results'][number]>().toExtend<Product>();
  });

  test('aliases point at the generated components', () => {
    expectTypeOf<ProductDetail>().toEqualTypeOf<components['schemas']['ProductDetail']>();
    expectTypeOf<Account>().toEqualTypeOf<components['schemas']['Account']>();
    expectTypeOf<SingleRegisterElectricityTariff['standard_unit_rate_inc_vat']>().toEqualTypeOf<number>();
    expectTypeOf<ErrorBody>().toEqualTypeOf<{ detail: string }>();
    expectTypeOf<ValidationErrorBody>().toExtend<Record<string, string[]>>();
    expectTypeOf<operations['getAccount']['responses'][200]['content']['application/json']>().toEqualTypeOf<Account>();
  });
});

describe('an openapi-fetch client typed with paths compiles a call to every operation', () => {
  const client = createClient<paths>({ baseUrl: 'https://api.energy-platform.example/v1' });
  const tariff = { product_code: 'AGILE-24-04-03', tariff_code: 'E-1R-AGILE-24-04-03-C' };
  const period = { period_from: '2024-05-26T00:00Z', period_to: '2024-05-27T00:00Z', page: 1, page_size: 1500 };

  test('products', async () => {
    const root = await client.GET('/', {});
    expectTypeOf<Mutual<NonNullable<typeof root.data>, components['schemas']['ApiRoot']>>().toEqualTypeOf<true>();
    const list = await client.GET('/products/', {
      params: {
        query: {
          brand: 'OCTOPUS_ENERGY',
          is_green: true,
          is_prepay: false,
          is_business: false,
          is_tracker: false,
          is_variable: true,
          available_at: '2024-06-01T00:00Z',
          page: 2,
          page_size: 100,
        },
      },
    });
    expectTypeOf<Mutual<NonNullable<typeof list.data>, ProductList>>().toEqualTypeOf<true>();
    const withoutSlash = await client.GET('/products', { params: { query: { is_green: true } } });
    expectTypeOf<Mutual<NonNullable<typeof withoutSlash.data>, ProductList>>().toEqualTypeOf<true>();
    const detail = await client.GET('/products/{product_code}/', {
      params: { path: { product_code: 'AGILE-24-04-03' }, query: { tariffs_active_at: '2024-06-01T12:00Z' } },
    });
    expectTypeOf<Mutual<NonNullable<typeof detail.data>, ProductDetail>>().toEqualTypeOf<true>();
  });

  test('the six charge lists', async () => {
    const calls = [
      await client.GET('/products/{product_code}/electricity-tariffs/{tariff_code}/standard-unit-rates/', {
        params: { path: tariff, query: period },
      }),
      await client.GET('/products/{product_code}/electricity-tariffs/{tariff_code}/standing-charges/', {
        params: { path: tariff, query: period },
      }),
      await client.GET('/products/{product_code}/electricity-tariffs/{tariff_code}/day-unit-rates/', {
        params: { path: tariff },
      }),
      await client.GET('/products/{product_code}/electricity-tariffs/{tariff_code}/night-unit-rates/', {
        params: { path: tariff },
      }),
      await client.GET('/products/{product_code}/gas-tariffs/{tariff_code}/standard-unit-rates/', {
        params: {
          path: { product_code: 'VAR-22-11-01', tariff_code: 'G-1R-VAR-22-11-01-C' },
          query: { period_from: '2024-05-26T00:00Z' },
        },
      }),
      await client.GET('/products/{product_code}/gas-tariffs/{tariff_code}/standing-charges/', {
        params: { path: { product_code: 'VAR-22-11-01', tariff_code: 'G-1R-VAR-22-11-01-C' } },
      }),
    ];
    for (const call of calls) {
      expectTypeOf<Mutual<NonNullable<typeof call.data>, ChargeList>>().toEqualTypeOf<true>();
      expectTypeOf<Mutual<NonNullable<typeof call.error>, ValidationErrorBody | ErrorBody>>().toEqualTypeOf<true>();
    }
  });

  test('account', async () => {
    const account = await client.GET('/accounts/{account_number}/', {
      params: { path: { account_number: 'A-1A2B3C4D' } },
      headers: { Authorization: 'Token sk_live_example' },
    });
    expectTypeOf<Mutual<NonNullable<typeof account.data>, Account>>().toEqualTypeOf<true>();
  });

  test('consumption, meter point and grid supply points', async () => {
    const auth = { Authorization: 'Token sk_live_example' };
    const electricity = await client.GET('/electricity-meter-points/{mpan}/meters/{serial_number}/consumption/', {
      params: {
        path: { mpan: '1012524568816', serial_number: '21L1234567' },
        query: { period_from: '2024-06-01T00:00Z', group_by: 'day', order_by: 'period', page_size: 25000 },
      },
      headers: auth,
    });
    expectTypeOf<Mutual<NonNullable<typeof electricity.data>, ConsumptionList>>().toEqualTypeOf<true>();
    expectTypeOf<NonNullable<typeof electricity.data>['results'][number]>().toEqualTypeOf<Consumption>();
    const gas = await client.GET('/gas-meter-points/{mprn}/meters/{serial_number}/consumption/', {
      params: { path: { mprn: '3456789012', serial_number: 'E6S12345678901' } },
      headers: auth,
    });
    expectTypeOf<Mutual<NonNullable<typeof gas.data>, ConsumptionList>>().toEqualTypeOf<true>();
    const point = await client.GET('/electricity-meter-points/{mpan}/', {
      params: { path: { mpan: '1012524568816' } },
    });
    expectTypeOf<Mutual<NonNullable<typeof point.data>, ElectricityMeterPointSummary>>().toEqualTypeOf<true>();
    expectTypeOf<NonNullable<typeof point.data>['gsp']>().toEqualTypeOf<Region>();
    const gsp = await client.GET('/industry/grid-supply-points/', { params: { query: { postcode: 'SW16 2GY' } } });
    expectTypeOf<Mutual<NonNullable<typeof gsp.data>, GridSupplyPointList>>().toEqualTypeOf<true>();
    await client.GET('/gas-meter-points/{mprn}/meters/{serial_number}/consumption/', {
      // @ts-expect-error group_by is one of hour, day, week, month, quarter
      params: { path: { mprn: '1', serial_number: 'x' }, query: { group_by: 'year' } },
    });
    await client.GET('/electricity-meter-points/{mpan}/meters/{serial_number}/consumption/', {
      // @ts-expect-error serial_number is required
      params: { path: { mpan: '1012524568816' } },
    });
  });

  test('wrong calls do not compile', async () => {
    // @ts-expect-error is_green is a boolean, not a string
    await client.GET('/products/', { params: { query: { is_green: 'yes' } } });
    // @ts-expect-error page_size is a number
    await client.GET('/products/', { params: { query: { page_size: '100' } } });
    // @ts-expect-error the path parameter product_code is required
    await client.GET('/products/{product_code}/', { params: { path: {} } });
    await client.GET('/products/{product_code}/electricity-tariffs/{tariff_code}/standard-unit-rates/', {
      // @ts-expect-error tariff_code is missing
      params: { path: { product_code: 'X' } },
    });
    // @ts-expect-error there is no POST on /products/
    await client.POST('/products/', {});
    // @ts-expect-error unknown path
    await client.GET('/tariffs/');
  });
});
