import { contractOperations } from '../contract.js';
import {
  DAY_MS,
  HALF_HOUR_MS,
  HOUR_MS,
  clockChangeDays,
  londonDate,
  londonMidnight,
  nextDay,
  formatQueryDateTime,
} from '@energy-contracts/client';
import { namedParameters } from '../rules/errors.js';
import { isListBody } from '../rules/list-envelope.js';
import { CHARGE_KEYS, checkHalfHours, checkOrder, overlaps, recordKey, spanOf } from '../rules/records.js';
import type { RuleId } from '../rules/rule-catalogue.js';
import type { CheckContext, CheckDefinition } from './check.js';
import { chargePath, Discovery, type SeriesBounds, type TariffRef } from './discovery.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

async function records(ctx: CheckContext, path: string): Promise<unknown[]> {
  return (await Discovery.walk((p) => ctx.get(p), path)).records;
}

const periodQuery = (from: number, to: number | undefined): string =>
  `period_from=${encodeURIComponent(formatQueryDateTime(from))}${to === undefined ? '' : `&period_to=${encodeURIComponent(formatQueryDateTime(to))}`}&page_size=1500`;

const describe = (r: unknown): string => {
  const s = spanOf(r, CHARGE_KEYS);
  return s === undefined
    ? JSON.stringify(r).slice(0, 80)
    : `${new Date(s.start).toISOString()}–${s.end === undefined ? 'open' : new Date(s.end).toISOString()}`;
};

/** Compares the records a period returned with those of a wider answer that overlap it. */
function compare(
  ctx: CheckContext,
  rule: RuleId,
  label: string,
  got: readonly unknown[],
  want: readonly unknown[],
): void {
  const g = got.map(recordKey);
  const w = want.map(recordKey);
  if (g.length === w.length && g.every((k, i) => k === w[i])) return;
  const extra = got.filter((_, i) => !w.includes(g[i]!));
  const missing = want.filter((_, i) => !g.includes(w[i]!));
  const detail = [
    extra.length ? `not overlapping (or not in the full list): ${extra.slice(0, 2).map(describe).join(', ')}` : '',
    missing.length ? `missing: ${missing.slice(0, 2).map(describe).join(', ')}` : '',
    !extra.length && !missing.length ? 'the same records in another order' : '',
  ].filter(Boolean);
  ctx.fail(rule, `${label}: ${got.length} records, expected ${want.length} (${detail.join('; ')})`);
}

async function halfHourly(ctx: CheckContext): Promise<{ tariff: TariffRef; path: string; bounds: SeriesBounds }> {
  const { halfHourly: tariff } = await ctx.discovery.tariffs((p) => ctx.get(p));
  if (tariff === undefined)
    ctx.skip('no half-hourly electricity tariff found among the products (give one with --product)');
  const path = chargePath(tariff, 'standard-unit-rates');
  const bounds = await ctx.discovery.seriesBounds((p) => ctx.get(p), path);
  if (bounds === undefined) ctx.skip(`${path} is empty`);
  return { tariff, path, bounds };
}

const intervals: CheckDefinition = {
  id: 'charges.half-hour-intervals',
  title: 'charges: a half-hourly tariff has 30-minute intervals, each ending where the next starts',
  rules: ['half-hour-intervals'],
  async run(ctx: CheckContext) {
    const { path, bounds } = await halfHourly(ctx);
    const latest = await ctx.get(`${path}?page_size=100`);
    const day = bounds.newest.start - 3 * DAY_MS;
    const past = await ctx.get(`${path}?${periodQuery(day, day + DAY_MS)}`);
    for (const res of [latest, past]) {
      if (!isListBody(res.body)) ctx.fail('half-hour-intervals', `GET ${res.path} answered ${res.status}, not a list`);
      else
        for (const v of checkHalfHours(res.body.results, CHARGE_KEYS))
          ctx.fail(v.rule, `GET ${res.path}: ${v.message}`);
    }
  },
};

const newestFirst: CheckDefinition = {
  id: 'charges.newest-first',
  title: 'charges: every charge list of every kind of tariff is newest first',
  rules: ['newest-first'],
  async run(ctx: CheckContext) {
    const tariffs = await ctx.discovery.tariffs((p) => ctx.get(p));
    const refs = [tariffs.halfHourly, tariffs.stepped, tariffs.dual, tariffs.gas].filter(
      (t): t is TariffRef => t !== undefined,
    );
    if (refs.length === 0) ctx.skip('no tariff found among the products');
    for (const ref of refs) {
      for (const charge of ref.charges) {
        const res = await ctx.get(`${chargePath(ref, charge)}?page_size=100`);
        if (!isListBody(res.body)) ctx.fail('newest-first', `GET ${res.path} answered ${res.status}, not a list`);
        else
          for (const v of checkOrder(res.body.results, CHARGE_KEYS)) ctx.fail(v.rule, `GET ${res.path}: ${v.message}`);
      }
    }
  },
};

const periodOverlap: CheckDefinition = {
  id: 'charges.period-overlap',
  title:
    'charges: a period returns exactly the records overlapping [period_from, period_to), on half-hourly and stepped tariffs',
  rules: ['period-overlap'],
  async run(ctx: CheckContext) {
    const tariffs = await ctx.discovery.tariffs((p) => ctx.get(p));
    if (tariffs.halfHourly === undefined && tariffs.stepped === undefined)
      ctx.skip('no electricity tariff found among the products');
    if (tariffs.halfHourly !== undefined) {
      const { path, bounds } = await halfHourly(ctx);
      const t = Math.floor((bounds.newest.start - 2 * DAY_MS) / HALF_HOUR_MS) * HALF_HOUR_MS;
      const wide = await records(ctx, `${path}?${periodQuery(t - DAY_MS, t + DAY_MS)}`);
      const windows: Array<[string, number, number | undefined]> = [
        ['[t, t+1s) inside a half-hour', t + 10 * MINUTE, t + 10 * MINUTE + SECOND],
        ['12:10 to 12:50 style, across a boundary', t + 10 * MINUTE, t + 50 * MINUTE],
        ['one exact half-hour', t, t + HALF_HOUR_MS],
        ['the last second before a boundary', t + HALF_HOUR_MS - SECOND, t + HALF_HOUR_MS],
      ];
      for (const [label, from, to] of windows) {
        const got = await records(ctx, `${path}?${periodQuery(from, to)}`);
        compare(
          ctx,
          'period-overlap',
          `half-hourly ${label} ${formatQueryDateTime(from)}..${formatQueryDateTime(to!)}`,
          got,
          wide.filter((r) => overlaps(spanOf(r, CHARGE_KEYS)!, from, to)),
        );
      }
    }
    if (tariffs.stepped !== undefined) {
      const path = chargePath(tariffs.stepped, 'standard-unit-rates');
      const all = await records(ctx, `${path}?page_size=1500`);
      const starts = [
        ...new Set(all.map((r) => spanOf(r, CHARGE_KEYS)?.start).filter((s): s is number => s !== undefined)),
      ].sort((a, b) => a - b);
      if (starts.length < 2) return;
      const b = starts[Math.floor(starts.length / 2)]!;
      const after = starts[Math.floor(starts.length / 2) + 1];
      const mid = after === undefined ? b + DAY_MS : b + Math.floor((after - b) / 2 / SECOND) * SECOND;
      const windows: Array<[string, number, number | undefined]> = [
        ['the second before a price change (period_to exclusive)', b - SECOND, b],
        ['[t, t+1s) at a price change (period_from inclusive)', b, b + SECOND],
        ['[t, t+1s) inside a price', mid, mid + SECOND],
        ['a day either side of a price change', b - DAY_MS, b + DAY_MS],
        ['period_from alone', b, undefined],
      ];
      for (const [label, from, to] of windows) {
        const got = await records(ctx, `${path}?${periodQuery(from, to)}`);
        const want = all.filter((r) => overlaps(spanOf(r, CHARGE_KEYS)!, from, to));
        compare(
          ctx,
          'period-overlap',
          `stepped ${tariffs.stepped.code}, ${label} ${formatQueryDateTime(from)}..${to === undefined ? '' : formatQueryDateTime(to)}`,
          got,
          want,
        );
      }
    }
  },
};

/** The latest local day of each kind whose neighbours are all inside the series. */
function londonDays(bounds: SeriesBounds): Array<[string, string, number]> {
  const first = bounds.oldest.start + 2 * DAY_MS;
  const last = (bounds.newest.end ?? bounds.newest.start) - 2 * DAY_MS;
  const inside = (day: string): boolean => londonMidnight(day) >= first && londonMidnight(nextDay(day)) <= last;
  const out: Array<[string, string, number]> = [];
  const kinds: Array<[string, (year: number) => string, number]> = [
    ['a winter day (GMT)', (y) => `${y}-01-15`, 48],
    ['a summer day (BST)', (y) => `${y}-07-15`, 48],
    ['the spring clock change', (y) => clockChangeDays(y).spring!, 46],
    ['the autumn clock change', (y) => clockChangeDays(y).autumn!, 50],
  ];
  const newestYear = Number(londonDate(last).slice(0, 4));
  const oldestYear = Number(londonDate(first).slice(0, 4));
  for (const [label, day, halfHours] of kinds) {
    for (let y = newestYear; y >= oldestYear; y--) {
      if (inside(day(y))) {
        out.push([day(y), label, halfHours]);
        break;
      }
    }
  }
  return out;
}

const londonDaysCheck: CheckDefinition = {
  id: 'charges.london-days',
  title:
    'charges: a period without a zone is Europe/London time (48, 46 and 50 half-hours on ordinary, spring and autumn days)',
  rules: ['london-time', 'period-overlap'],
  async run(ctx: CheckContext) {
    const { path, bounds } = await halfHourly(ctx);
    const days = londonDays(bounds);
    if (days.length === 0) ctx.skip(`${path} spans no whole local day`);
    for (const [day, label, halfHours] of days) {
      const from = londonMidnight(day);
      const to = londonMidnight(nextDay(day));
      const wide = await records(ctx, `${path}?${periodQuery(from - 2 * HOUR_MS, to + 2 * HOUR_MS)}`);
      const want = wide.filter((r) => overlaps(spanOf(r, CHARGE_KEYS)!, from, to));
      const got = await records(ctx, `${path}?period_from=${day}T00:00&period_to=${nextDay(day)}T00:00&page_size=1500`);
      compare(
        ctx,
        'london-time',
        `${day}, ${label}, asked as ${day}T00:00..${nextDay(day)}T00:00 without a zone`,
        got,
        want,
      );
      // The count is only known when the series has every half-hour of the day.
      if (want.length === halfHours && got.length !== halfHours)
        ctx.fail('london-time', `${day}, ${label}: ${got.length} half-hours, expected ${halfHours}`);
    }
  },
};

const pageSize: CheckDefinition = {
  id: 'charges.page-size',
  title: 'charges: page_size is honoured up to its maximum; above it the maximum (the strict mode: a 400)',
  rules: ['page-size'],
  async run(ctx: CheckContext) {
    const { path, bounds } = await halfHourly(ctx);
    const max =
      contractOperations().find((o) => o.operationId === 'listElectricityStandardUnitRates')?.maxPageSize ?? 1500;
    for (const size of [7, max]) {
      const res = await ctx.get(`${path}?page_size=${size}`);
      const want = Math.min(size, bounds.count);
      if (!isListBody(res.body)) ctx.fail('page-size', `page_size=${size} answered ${res.status}, not a list`);
      else if (res.body.results.length !== want)
        ctx.fail(
          'page-size',
          `page_size=${size}: ${res.body.results.length} records, expected ${want} (count ${bounds.count})`,
        );
    }
    const over = await ctx.get(`${path}?page_size=${max + 1}`);
    if (ctx.options.strict) {
      if (over.status !== 400 || !namedParameters(over.body).includes('page_size'))
        ctx.fail('page-size', `strict: page_size=${max + 1} answered ${over.status}, expected a 400 naming page_size`);
    } else if (!isListBody(over.body) || over.body.results.length !== Math.min(max, bounds.count)) {
      ctx.fail(
        'page-size',
        `page_size=${max + 1} answered ${over.status} with ${isListBody(over.body) ? over.body.results.length : 'no'} records, expected the maximum page (${Math.min(max, bounds.count)} records)`,
      );
    }
  },
};

const periodToAlone: CheckDefinition = {
  id: 'charges.period-to-alone',
  title: 'charges: period_to without period_from is a 400 naming period_to',
  rules: ['period-to-alone'],
  async run(ctx: CheckContext) {
    const tariffs = await ctx.discovery.tariffs((p) => ctx.get(p));
    const ref = tariffs.halfHourly ?? tariffs.stepped ?? tariffs.gas;
    if (ref === undefined) ctx.skip('no tariff found among the products');
    const res = await ctx.get(`${chargePath(ref, 'standard-unit-rates')}?period_to=2024-01-01T00:00Z`);
    if (res.status !== 400 || !namedParameters(res.body).includes('period_to'))
      ctx.fail(
        'period-to-alone',
        `period_to alone answered ${res.status} ${res.text.slice(0, 100)}, expected a 400 naming period_to`,
      );
  },
};

/** The checks of the charge lists (unit rates and standing charges). */
export const chargeChecks: readonly CheckDefinition[] = [
  intervals,
  newestFirst,
  periodOverlap,
  londonDaysCheck,
  pageSize,
  periodToAlone,
];
