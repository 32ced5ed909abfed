/**
 * The figures the platform publishes once and the mock uses in several places: VAT on domestic
 * energy, and the fixed yearly consumption the platform's sample quotes are computed for
 * (`sample_consumption` of every product detail, also the demo account's meter point estimates).
 */
import type { SampleConsumption } from '@energy-contracts/types/rest';

/** UK VAT on domestic energy: an `_inc_vat` value is the `_exc_vat` one times this (observed: value_inc_vat = value_exc_vat × 1.05). */
export const VAT_FACTOR = 1.05;

/** Yearly kWh of a single-rate electricity meter in the sample quotes. */
export const ELECTRICITY_STANDARD_KWH = 2700;
/** Yearly day-rate kWh of an Economy 7 meter in the sample quotes. */
export const ELECTRICITY_DAY_KWH = 2262;
/** Yearly night-rate kWh of an Economy 7 meter in the sample quotes. */
export const ELECTRICITY_NIGHT_KWH = 1638;
/** Yearly gas kWh in the sample quotes. */
export const GAS_STANDARD_KWH = 11500;

/**
 * `sample_consumption` of every product detail, as the platform publishes it.
 * @example SAMPLE_CONSUMPTION.dual_fuel_dual_rate.gas_standard // 11500
 */
export const SAMPLE_CONSUMPTION: Readonly<SampleConsumption> = {
  electricity_single_rate: { electricity_standard: ELECTRICITY_STANDARD_KWH },
  electricity_dual_rate: { electricity_day: ELECTRICITY_DAY_KWH, electricity_night: ELECTRICITY_NIGHT_KWH },
  dual_fuel_single_rate: { electricity_standard: ELECTRICITY_STANDARD_KWH, gas_standard: GAS_STANDARD_KWH },
  dual_fuel_dual_rate: {
    electricity_day: ELECTRICITY_DAY_KWH,
    electricity_night: ELECTRICITY_NIGHT_KWH,
    gas_standard: GAS_STANDARD_KWH,
  },
};
