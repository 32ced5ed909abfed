// Type tests for src/client.ts and the signatures of the London helpers:
// type-checked by the package's `lint` (tsc over tsconfig.json, which includes test/); nothing executes.
import type { Account, Charge, Consumption, Product, ProductDetail, components } from '@energy-contracts/types/rest';
import type { Client } from 'openapi-fetch';
import { describe, expectTypeOf, test } from 'vitest';
import * as api from '../src/index.js';
import {
  createEnergyClient,
  type CallOptions,
  type ChargeRecord,
  type ConsumptionRecord,
  type ListOperationId,
  type OperationArgs,
  type OperationId,
  type OperationParams,
  type PaginateArgs,
  type PaginateOptions,
} from '../src/index.js';

const client = createEnergyClient({ baseUrl: 'https://api.example/v1/' });
const AGILE = { product_code: 'AGILE-24-04-03', tariff_code: 'E-1R-AGILE-24-04-03-C' };

describe('operations', () => {
  test('every operation of the contract is a method returning its 200 body', () => {
    expectTypeOf(client.listProducts).returns.resolves.toExtend<components['schemas']['ProductList']>();
    expectTypeOf(client.listProducts).returns.resolves.toHaveProperty('results').toEqualTypeOf<Product[]>();
    expectTypeOf(client.listElectricityStandardUnitRates)
      .returns.resolves.toHaveProperty('next')
      .toEqualTypeOf<string | null>();
    expectTypeOf(client.getProduct).returns.resolves.toEqualTypeOf<ProductDetail>();
    expectTypeOf(client.getAccount).returns.resolves.toEqualTypeOf<Account>();
    expectTypeOf(client.getApiRoot).returns.resolves.toHaveProperty('products').toEqualTypeOf<string>();
    expectTypeOf<OperationId>().toEqualTypeOf<
      | 'getApiRoot'
      | 'listProducts'
      | 'getProduct'
      | 'listElectricityStandardUnitRates'
      | 'listElectricityStandingCharges'
      | 'listElectricityDayUnitRates'
      | 'listElectricityNightUnitRates'
      | 'listGasStandardUnitRates'
      | 'listGasStandingCharges'
      | 'getAccount'
      | 'getElectricityMeterPoint'
      | 'listElectricityMeterConsumption'
      | 'listGasMeterConsumption'
      | 'listGridSupplyPoints'
    >();
  });

  test('parameters are the path and query parameters in one object', () => {
    expectTypeOf<OperationParams<'getProduct'>>().toEqualTypeOf<
      { product_code: string } & { tariffs_active_at?: string }
    >();
    void client.listProducts();
    void client.listProducts({ is_green: true, page_size: 10 });
    void client.listElectricityStandardUnitRates({ ...AGILE, period_from: '2024-03-31T00:00Z' });
  });

  test('a wrong parameter does not compile', () => {
    // @ts-expect-error unknown query parameter
    void client.listProducts({ is_greeen: true });
    // @ts-expect-error is_green is a boolean
    void client.listProducts({ is_green: 'yes' });
    // @ts-expect-error page_size is a number
    void client.listProducts({ page_size: '100' });
    // @ts-expect-error the path parameter tariff_code is required
    void client.listElectricityStandardUnitRates({ product_code: 'AGILE-24-04-03' });
    // @ts-expect-error getProduct needs its parameters
    void client.getProduct();
    // @ts-expect-error group_by is one of hour, day, week, month, quarter
    void client.listElectricityMeterConsumption({ mpan: '1', serial_number: 'S', group_by: 'fortnight' });
    // @ts-expect-error no such operation
    void client.listTariffs();
  });

  test('the raw openapi-fetch client is typed by the contract', () => {
    expectTypeOf(client.raw).toEqualTypeOf<Client<import('@energy-contracts/types/rest').paths>>();
    void client.raw.GET('/products/{product_code}/', { params: { path: { product_code: 'AGILE-24-04-03' } } });
    // @ts-expect-error not a path of the contract
    void client.raw.GET('/tariffs/');
  });
});

describe('paginate', () => {
  test('yields the records of the operation', async () => {
    for await (const product of client.paginate('listProducts', { is_green: true }))
      expectTypeOf(product).toEqualTypeOf<Product>();
    for await (const rate of client.paginate('listElectricityStandardUnitRates', AGILE))
      expectTypeOf(rate).toEqualTypeOf<Charge>();
    expectTypeOf(
      client.paginate('listGasMeterConsumption', { mprn: '1', serial_number: 'S' }).toArray(),
    ).resolves.toEqualTypeOf<Consumption[]>();
  });
  test('only list operations, with their parameters', () => {
    expectTypeOf<'getProduct'>().not.toExtend<ListOperationId>();
    // @ts-expect-error getAccount is not a list
    void client.paginate('getAccount', { account_number: 'A-1A2B3C4D' });
    // @ts-expect-error tariff_code is required
    void client.paginate('listElectricityStandardUnitRates', { product_code: 'X' });
  });
  test("its arguments are the operation's, with the options of a call plus maxPages", () => {
    // The parameters, their names, and whether they may be left out, for every list operation: a
    // PaginateArgs written apart from OperationArgs that drifts from it fails here (Drifted is then
    // the operations whose arguments differ).
    // Each part is compared on its own by mutual assignability: an identity check of two mapped
    // types compares their templates (never equal here), and two instances of one generic object
    // type are compared by their type arguments' variance, which lets a missing optional name pass.
    type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
    type Params<Args extends readonly unknown[]> = NonNullable<Args[0]>;
    type Agree<P extends readonly unknown[], O extends readonly unknown[]> = [
      Same<Params<P>, Params<O>>,
      Same<keyof Params<P>, keyof Params<O>>,
      Same<P['length'], O['length']>,
    ];
    type Drifted = {
      [Id in ListOperationId]: Agree<PaginateArgs<Id>, OperationArgs<Id>> extends [true, true, true] ? never : Id;
    }[ListOperationId];
    expectTypeOf<Drifted>().toEqualTypeOf<never>();
    expectTypeOf<PaginateArgs<'listProducts'>['length']>().toEqualTypeOf<0 | 1 | 2>();
    expectTypeOf<PaginateArgs<'listElectricityStandardUnitRates'>['length']>().toEqualTypeOf<1 | 2>();
    expectTypeOf<PaginateArgs<'listGasStandingCharges'>[1]>().toEqualTypeOf<PaginateOptions | undefined>();
    expectTypeOf<PaginateOptions>().toExtend<CallOptions>();
    const signal = AbortSignal.timeout(1_000);
    void client.paginate('listProducts');
    void client.paginate('listProducts', undefined, { signal, maxPages: 2 });
    void client.paginate('listElectricityStandardUnitRates', AGILE, { maxPages: 3 });
    // @ts-expect-error maxPages is paginate's, not a call's
    void client.listProducts({}, { maxPages: 2 });
    // @ts-expect-error no such option
    void client.paginate('listProducts', {}, { pages: 2 });
  });
});

describe('period helpers', () => {
  test('records with Dates', async () => {
    expectTypeOf(
      client.unitRates({ tariff: 'E-1R-AGILE-24-04-03-C', period: { period_from: '2024-03-31' } }),
    ).resolves.toEqualTypeOf<ChargeRecord[]>();
    const [rate] = await client.unitRates({ tariff: 'E-1R-AGILE-24-04-03-C', period: { period_from: '2024-03-31' } });
    expectTypeOf(rate!.from).toEqualTypeOf<Date>();
    expectTypeOf(rate!.durationMinutes).toEqualTypeOf<number | null>();
    expectTypeOf(
      client.consumption({ mpan: '1', serial: 'S', period: { period_from: '2024-03-31' }, groupBy: 'day' }),
    ).resolves.toEqualTypeOf<ConsumptionRecord[]>();
    expectTypeOf(client.rateAt('E-1R-AGILE-24-04-03-C', new Date())).resolves.toEqualTypeOf<ChargeRecord | null>();
  });
  test('wrong queries do not compile', () => {
    // @ts-expect-error a meter point is an mpan or an mprn, not both
    void client.consumption({ mpan: '1', mprn: '2', serial: 'S', period: { period_from: '2024-03-31' } });
    // @ts-expect-error groupBy is hour, day, week, month or quarter
    void client.consumption({ mpan: '1', serial: 'S', period: { period_from: '2024-03-31' }, groupBy: 'year' });
    // @ts-expect-error register is standard, day or night
    void client.unitRates({ tariff: 'E-2R-VAR-22-11-01-C', register: 'peak', period: { period_from: '2024-03-31' } });
    // @ts-expect-error a period is required
    void client.standingCharges({ tariff: 'E-1R-AGILE-24-04-03-C' });
  });
});

describe('London helpers', () => {
  test("their signatures are the client's own, though schema-tools implements them", () => {
    expectTypeOf(api.DAY_MS).toEqualTypeOf<number>();
    expectTypeOf(api.HALF_HOUR_MS).toEqualTypeOf<number>();
    expectTypeOf(api.HOUR_MS).toEqualTypeOf<number>();
    expectTypeOf(api.addDays).toEqualTypeOf<(day: string, n: number) => string>();
    expectTypeOf(api.nextDay).toEqualTypeOf<(day: string) => string>();
    expectTypeOf(api.clockChangeDays).toEqualTypeOf<
      (year: number) => { spring: string | undefined; autumn: string | undefined }
    >();
    expectTypeOf(api.formatQueryDateTime).toEqualTypeOf<(t: number | Date) => string>();
    expectTypeOf(api.londonDate).toEqualTypeOf<(t: number | Date) => string>();
    expectTypeOf(api.londonOffsetMs).toEqualTypeOf<(t: number | Date) => number>();
    expectTypeOf(api.londonMidnight).toEqualTypeOf<(day: string) => number>();
    expectTypeOf(api.londonWallToUtc).toEqualTypeOf<
      (
        year: number,
        month: number,
        day: number,
        hour?: number,
        minute?: number,
        second?: number,
        ms?: number,
      ) => number | undefined
    >();
    expectTypeOf(api.readQueryDateTime).toEqualTypeOf<(value: string) => number | undefined>();
  });
});
