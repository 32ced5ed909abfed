/**
 * Records as the period helpers return them: the wire record unchanged, plus its interval as
 * `Date`s and its length in minutes. And the parts of a tariff code.
 *
 * @example
 * chargeRecord({ value_exc_vat: 20, value_inc_vat: 21, valid_from: '2024-05-01T00:00:00Z', valid_to: '2024-05-01T00:30:00Z', payment_method: null }).durationMinutes // 30
 */
import type { Charge, Consumption } from '@energy-contracts/types/rest';

/** A unit rate or standing charge with its validity as `Date`s; `to` and `durationMinutes` are null while it is open-ended. */
export type ChargeRecord = Charge & {
  from: Date;
  to: Date | null;
  durationMinutes: number | null;
};

/** A consumption record (a half-hour or a group) with its interval as `Date`s. */
export type ConsumptionRecord = Consumption & {
  start: Date;
  end: Date;
  durationMinutes: number;
};

/**
 * Adds `from`, `to` and `durationMinutes` to a charge.
 * @example chargeRecord(charge).from.toISOString()
 */
export function chargeRecord(charge: Charge): ChargeRecord {
  const from = new Date(charge.valid_from);
  const to = charge.valid_to === null ? null : new Date(charge.valid_to);
  return { ...charge, from, to, durationMinutes: to === null ? null : (to.getTime() - from.getTime()) / 60_000 };
}

/**
 * Adds `start`, `end` and `durationMinutes` to a consumption record.
 * @example consumptionRecord({ consumption: 0.2, interval_start: '2024-05-01T00:00:00+01:00', interval_end: '2024-05-01T00:30:00+01:00' }).durationMinutes // 30
 */
export function consumptionRecord(record: Consumption): ConsumptionRecord {
  const start = new Date(record.interval_start);
  const end = new Date(record.interval_end);
  return { ...record, start, end, durationMinutes: (end.getTime() - start.getTime()) / 60_000 };
}

/** The parts of a tariff code `E-1R-AGILE-24-04-03-C`: fuel, register kind, product code, region letter. */
export interface TariffCodeParts {
  fuel: 'electricity' | 'gas';
  registers: string;
  product: string;
  region: string;
}

/**
 * Splits a tariff code (`<E|G>-<registers>-<product code>-<region>`); undefined when it does not
 * have that shape (irregular codes exist: pass the product code explicitly then).
 * @example parseTariffCode('E-1R-AGILE-24-04-03-C') // { fuel: 'electricity', registers: '1R', product: 'AGILE-24-04-03', region: 'C' }
 */
export function parseTariffCode(tariff: string): TariffCodeParts | undefined {
  const m = /^([EG])-([A-Z0-9]+)-(.+)-([A-Z])$/.exec(tariff);
  if (m === null) return undefined;
  return { fuel: m[1] === 'G' ? 'gas' : 'electricity', registers: m[2]!, product: m[3]!, region: m[4]! };
}
