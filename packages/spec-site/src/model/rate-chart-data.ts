/**
 * The data of the datetimes guide's chart: the half-hourly unit rates of one ordinary day and of
 * the two clock-change days of a year, as the mock server answers them (in-process, through its
 * public entry point), so the chart shows exactly what a client of the mock receives. A local day
 * in Europe/London has 48 half-hours, the spring day 46 and the autumn day 50; the build fails if
 * the mock ever answers otherwise.
 */
import { clockChangeDays, nextDay } from '@energy-contracts/client';
import { createMockApp, type MockApp } from '@energy-contracts/mock-server';

/** The tariff the chart shows: Agile, region C (London), whose prices change every half-hour. */
export const CHART_TARIFF = { product: 'AGILE-24-04-03', tariff: 'E-1R-AGILE-24-04-03-C' } as const;

/** The mock's clock while the chart is built (the days must lie before its half-hourly horizon). */
export const CHART_CLOCK = '2025-01-15T12:00:00Z';

const CLOCK_CHANGES = clockChangeDays(2024);

/**
 * The three local days, with the number of half-hours each has in Europe/London: an ordinary day
 * and the two days the clocks change in 2024 (the client's `clockChangeDays`, from the tz database).
 */
export const CHART_DAYS: ReadonlyArray<{ date: string; kind: RateDay['kind']; halfHours: number }> = [
  { date: '2024-06-12', kind: 'ordinary', halfHours: 48 },
  { date: CLOCK_CHANGES.spring!, kind: 'spring', halfHours: 46 },
  { date: CLOCK_CHANGES.autumn!, kind: 'autumn', halfHours: 50 },
];

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

/**
 * Asks the mock for the unit rates of each chart day (local midnight to local midnight, no zone:
 * Europe/London) and checks the number of half-hours.
 * @throws Error when the mock answers other than 200 or with another number of half-hours.
 * @example rateChartData().map((d) => d.intervals.length) // [48, 46, 50]
 */
export function rateChartData(app: MockApp = createMockApp({ now: CHART_CLOCK })): RateDay[] {
  return CHART_DAYS.map(({ date, kind, halfHours }) => {
    const request = `/products/${CHART_TARIFF.product}/electricity-tariffs/${CHART_TARIFF.tariff}/standard-unit-rates/?period_from=${date}T00:00&period_to=${nextDay(date)}T00:00&page_size=100`;
    const res = app.request(`/v1${request}`);
    if (res.status !== 200) throw new Error(`the mock answered ${res.status} to ${request}: ${res.body.slice(0, 200)}`);
    const body = res.json() as {
      count: number;
      results: Array<{ valid_from: string; valid_to: string; value_inc_vat: number }>;
    };
    if (body.count !== halfHours || body.results.length !== halfHours) {
      throw new Error(
        `${date} (${kind}) should have ${halfHours} half-hours in Europe/London; the mock answered ${body.count} for ${request}`,
      );
    }
    const intervals = body.results
      .map((r) => ({ validFrom: r.valid_from, validTo: r.valid_to, valueIncVat: r.value_inc_vat }))
      .reverse();
    return { date, kind, request, intervals };
  });
}
