/**
 * The data of the datetimes guide's chart: the half-hourly unit rates of one ordinary day and of
 * the two clock-change days of a year, as the mock server answers them (in-process, through its
 * public entry point), so the chart shows exactly what a client of the mock receives. A local day
 * in Europe/London has 48 half-hours, the spring day 46 and the autumn day 50; the build fails if
 * the mock ever answers otherwise.
 */
import { createMockApp, type MockApp } from '@energy-contracts/mock-server';

/** The tariff the chart shows: Agile, region C (London), whose prices change every half-hour. */
export const CHART_TARIFF = { product: 'AGILE-24-04-03', tariff: 'E-1R-AGILE-24-04-03-C' } as const;

/** The mock's clock while the chart is built (the days must lie before its half-hourly horizon). */
export const CHART_CLOCK = '2025-01-15T12:00:00Z';

/** The three local days, with the number of half-hours each has in Europe/London. */
export const CHART_DAYS = [
  { date: '2024-06-12', kind: 'ordinary', halfHours: 48 },
  { date: '2024-03-31', kind: 'spring', halfHours: 46 },
  { date: '2024-10-27', kind: 'autumn', halfHours: 50 },
] as const;

/** One half-hour's price. */
export interface RateInterval {
  validFrom: string;
  validTo: string;
  /** Pence per kWh including VAT. */
  valueIncVat: number;
}

/** One day of the chart. */
export interface RateDay {
  date: string;
  kind: 'ordinary' | 'spring' | 'autumn';
  /** The request the mock answered (path and query below `/v1`). */
  request: string;
  /** Oldest first. */
  intervals: RateInterval[];
}

/** The day after a `YYYY-MM-DD` date. */
function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Asks the mock for the unit rates of each chart day (local midnight to local midnight, no zone:
 * Europe/London) and checks the number of half-hours.
 * @throws Error when the mock answers other than 200 or with another number of half-hours.
 * @example rateChartData().map((d) => d.intervals.length) // [48, 46, 50]
 */
export function rateChartData(app: MockApp = createMockApp({ now: CHART_CLOCK })): RateDay[] {
  return CHART_DAYS.map(({ date, kind, halfHours }) => {
    const request = `/products/${CHART_TARIFF.product}/electricity-tariffs/${CHART_TARIFF.tariff}/standard-unit-rates/?period_from=${date}T00:00&period_to=${nextDate(date)}T00:00&page_size=100`;
    const res = app.request(`/v1${request}`);
    if (res.status !== 200) throw new Error(`the mock answered ${res.status} to ${request}: ${res.body.slice(0, 200)}`);
    const body = res.json() as { count: number; results: Array<{ valid_from: string; valid_to: string; value_inc_vat: number }> };
    if (body.count !== halfHours || body.results.length !== halfHours) {
      throw new Error(`${date} (${kind}) should have ${halfHours} half-hours in Europe/London; the mock answered ${body.count} for ${request}`);
    }
    const intervals = body.results.map((r) => ({ validFrom: r.valid_from, validTo: r.valid_to, valueIncVat: r.value_inc_vat })).reverse();
    return { date, kind, request, intervals };
  });
}
