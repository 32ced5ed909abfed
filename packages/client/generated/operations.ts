// Generated from specs/openapi.yaml by packages/client/scripts/generate-operations.ts. Do not edit; run npm run generate.

/**
 * The REST operations of the contract the client calls, by operationId: path template, path
 * parameter names, whether the operation needs credentials (its `security`), and the maximum
 * `page_size` of list operations (null for single records).
 */
export const operationTable = {
  getApiRoot: { path: "/", pathParams: [], auth: false, pageSizeMax: null },
  listProducts: { path: "/products/", pathParams: [], auth: false, pageSizeMax: 1500 },
  getProduct: { path: "/products/{product_code}/", pathParams: ["product_code"], auth: false, pageSizeMax: null },
  listElectricityStandardUnitRates: { path: "/products/{product_code}/electricity-tariffs/{tariff_code}/standard-unit-rates/", pathParams: ["product_code","tariff_code"], auth: false, pageSizeMax: 1500 },
  listElectricityStandingCharges: { path: "/products/{product_code}/electricity-tariffs/{tariff_code}/standing-charges/", pathParams: ["product_code","tariff_code"], auth: false, pageSizeMax: 1500 },
  listElectricityDayUnitRates: { path: "/products/{product_code}/electricity-tariffs/{tariff_code}/day-unit-rates/", pathParams: ["product_code","tariff_code"], auth: false, pageSizeMax: 1500 },
  listElectricityNightUnitRates: { path: "/products/{product_code}/electricity-tariffs/{tariff_code}/night-unit-rates/", pathParams: ["product_code","tariff_code"], auth: false, pageSizeMax: 1500 },
  listGasStandardUnitRates: { path: "/products/{product_code}/gas-tariffs/{tariff_code}/standard-unit-rates/", pathParams: ["product_code","tariff_code"], auth: false, pageSizeMax: 1500 },
  listGasStandingCharges: { path: "/products/{product_code}/gas-tariffs/{tariff_code}/standing-charges/", pathParams: ["product_code","tariff_code"], auth: false, pageSizeMax: 1500 },
  getAccount: { path: "/accounts/{account_number}/", pathParams: ["account_number"], auth: true, pageSizeMax: null },
  getElectricityMeterPoint: { path: "/electricity-meter-points/{mpan}/", pathParams: ["mpan"], auth: false, pageSizeMax: null },
  listElectricityMeterConsumption: { path: "/electricity-meter-points/{mpan}/meters/{serial_number}/consumption/", pathParams: ["mpan","serial_number"], auth: true, pageSizeMax: 25000 },
  listGasMeterConsumption: { path: "/gas-meter-points/{mprn}/meters/{serial_number}/consumption/", pathParams: ["mprn","serial_number"], auth: true, pageSizeMax: 25000 },
  listGridSupplyPoints: { path: "/industry/grid-supply-points/", pathParams: [], auth: false, pageSizeMax: 1500 },
} as const;

/** An operationId of {@link operationTable}. */
export type OperationId = keyof typeof operationTable;
