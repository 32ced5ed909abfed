import { DAY_MS, HALF_HOUR_MS, londonDate, londonMidnight, formatQueryDateTime } from '@energy-contracts/client';
import { isListBody } from '../rules/list-envelope.js';
import { CONSUMPTION_KEYS, checkHalfHours, checkOrder, spanOf } from '../rules/records.js';
import type { CheckContext, CheckDefinition } from './check.js';
import { consumptionPath, Discovery, type AccountMeter } from './discovery.js';

const accountPath = (ctx: CheckContext, number = ctx.options.accountNumber!): string =>
  `/accounts/${encodeURIComponent(number)}/`;

/** An account number of the same shape that is not the configured one. */
export function otherAccountNumber(number: string): string {
  const last = number.at(-1) ?? 'A';
  const swap = /\d/.test(last)
    ? String((Number(last) + 1) % 10)
    : last === 'Z'
      ? 'A'
      : String.fromCharCode(last.charCodeAt(0) + 1);
  return number.slice(0, -1) + swap;
}

/** A meter-point or serial of the same shape that the account does not have. */
const otherId = (id: string): string => otherAccountNumber(id);

const authentication: CheckDefinition = {
  id: 'accounts.authentication',
  title:
    'accounts: no credentials or a wrong key is 401 with WWW-Authenticate; Basic key: and Token key are 200 with the same account',
  rules: ['authentication', 'auth-challenge'],
  needs: 'credentials',
  async run(ctx: CheckContext) {
    const path = accountPath(ctx);
    for (const auth of ['none', 'wrong-basic', 'wrong-token'] as const) {
      const res = await ctx.get(path, { auth });
      const what =
        auth === 'none'
          ? 'without credentials'
          : auth === 'wrong-basic'
            ? 'with a wrong key (Basic)'
            : 'with a wrong key (Token)';
      if (res.status !== 401) ctx.fail('authentication', `GET ${path} ${what} answered ${res.status}, expected 401`);
      else if (res.headers['www-authenticate'] === undefined)
        ctx.fail('auth-challenge', `GET ${path} ${what}: 401 without WWW-Authenticate`);
    }
    const basic = await ctx.get(path, { auth: 'basic' });
    const token = await ctx.get(path, { auth: 'token' });
    for (const [name, res] of [
      ['Basic key:', basic],
      ['Token key', token],
    ] as const) {
      const number = (res.body as { number?: unknown } | undefined)?.number;
      if (res.status !== 200)
        ctx.fail('authentication', `GET ${path} with ${name} answered ${res.status}, expected 200`);
      else if (number !== ctx.options.accountNumber)
        ctx.fail('authentication', `GET ${path} with ${name} answered account ${String(number)}`);
    }
    if (basic.status === 200 && token.status === 200 && basic.text !== token.text)
      ctx.fail('authentication', 'Basic and Token credentials answer different bodies for the same account');
  },
};

const scope: CheckDefinition = {
  id: 'accounts.scope',
  title: 'accounts: the credentials open their own account only; another account or meter is refused',
  rules: ['account-scope', 'authentication'],
  needs: 'credentials',
  async run(ctx: CheckContext) {
    const other = accountPath(ctx, otherAccountNumber(ctx.options.accountNumber!));
    const res = await ctx.get(other, { auth: 'basic' });
    if (res.status !== 403 && res.status !== 404)
      ctx.fail('account-scope', `GET ${other} (not the key's account) answered ${res.status}, expected 403 or 404`);
    const { meters } = await ctx.discovery.account((p, init) => ctx.get(p, init));
    for (const fuel of ['electricity', 'gas'] as const) {
      const meter = meters.find((m) => m.fuel === fuel);
      if (meter === undefined) continue;
      const foreign: AccountMeter = { ...meter, pointId: otherId(meter.pointId) };
      const path = consumptionPath(foreign);
      const refused = await ctx.get(path, { auth: 'basic' });
      if (refused.status !== 404 && refused.status !== 403)
        ctx.fail(
          'account-scope',
          `GET ${path} (a meter point the account does not have) answered ${refused.status}, expected 404 or 403`,
        );
      const anonymous = await ctx.get(consumptionPath(meter));
      if (anonymous.status !== 401)
        ctx.fail(
          'authentication',
          `GET ${consumptionPath(meter)} without credentials answered ${anonymous.status}, expected 401`,
        );
    }
  },
};

async function metersWithData(ctx: CheckContext): Promise<Array<{ meter: AccountMeter; newest: number }>> {
  const { meters } = await ctx.discovery.account((p, init) => ctx.get(p, init));
  const out: Array<{ meter: AccountMeter; newest: number }> = [];
  for (const fuel of ['electricity', 'gas'] as const) {
    for (const meter of meters.filter((m) => m.fuel === fuel)) {
      const res = await ctx.get(`${consumptionPath(meter)}?page_size=1`, { auth: 'basic' });
      const first = isListBody(res.body) ? spanOf(res.body.results[0], CONSUMPTION_KEYS) : undefined;
      if (first !== undefined) {
        out.push({ meter, newest: first.start });
        break;
      }
    }
  }
  return out;
}

const consumptionIntervals: CheckDefinition = {
  id: 'consumption.half-hours',
  title: 'consumption: half-hour intervals, newest first, oldest first with order_by=period, inside the period asked',
  rules: ['half-hour-intervals', 'newest-first', 'period-overlap'],
  needs: 'credentials',
  async run(ctx: CheckContext) {
    const found = await metersWithData(ctx);
    if (found.length === 0) ctx.skip('no meter of the account has consumption');
    for (const { meter, newest } of found) {
      const path = consumptionPath(meter);
      const latest = await ctx.get(`${path}?page_size=100`, { auth: 'basic' });
      const from = newest - 2 * DAY_MS;
      const period = `period_from=${encodeURIComponent(formatQueryDateTime(from))}&period_to=${encodeURIComponent(formatQueryDateTime(from + DAY_MS))}`;
      const oldestFirst = await ctx.get(`${path}?${period}&order_by=period&page_size=100`, { auth: 'basic' });
      for (const [res, ascending] of [
        [latest, false],
        [oldestFirst, true],
      ] as const) {
        if (!isListBody(res.body)) {
          ctx.fail('half-hour-intervals', `GET ${res.path} answered ${res.status}, not a list`);
          continue;
        }
        for (const v of [
          ...checkHalfHours(res.body.results, CONSUMPTION_KEYS, false),
          ...checkOrder(res.body.results, CONSUMPTION_KEYS, ascending),
        ])
          ctx.fail(v.rule, `GET ${res.path}: ${v.message}`);
      }
      if (isListBody(oldestFirst.body)) {
        const spans = oldestFirst.body.results.map((r) => spanOf(r, CONSUMPTION_KEYS)).filter((s) => s !== undefined);
        if (spans.some((s) => s.start < from || s.start >= from + DAY_MS))
          ctx.fail('period-overlap', `GET ${oldestFirst.path}: a half-hour outside the period`);
      }
    }
  },
};

/** Sums in thousandths, as the readings are printed to three decimals. */
const thousandths = (value: unknown): number => Math.round(Number(value) * 1000);

const groupSums: CheckDefinition = {
  id: 'consumption.group-sums',
  title: 'consumption: each group_by record (hour, day, week, month) is the sum of the half-hours it groups',
  rules: ['group-sums'],
  needs: 'credentials',
  async run(ctx: CheckContext) {
    const found = await metersWithData(ctx);
    if (found.length === 0) ctx.skip('no meter of the account has consumption');
    for (const { meter, newest } of found) {
      const path = consumptionPath(meter);
      // Three whole local days ending at the last local midnight before the newest reading.
      const end = londonMidnight(londonDate(newest));
      const start = londonMidnight(londonDate(end - 3 * DAY_MS + HALF_HOUR_MS));
      const period = `period_from=${encodeURIComponent(formatQueryDateTime(start))}&period_to=${encodeURIComponent(formatQueryDateTime(end))}`;
      const { records: halfHours } = await Discovery.walk(
        (p, init) => ctx.get(p, init),
        `${path}?${period}&page_size=25000`,
        { auth: 'basic' },
      );
      const readings = halfHours.map((r) => ({
        span: spanOf(r, CONSUMPTION_KEYS)!,
        value: thousandths((r as { consumption?: unknown }).consumption),
      }));
      for (const groupBy of ['hour', 'day', 'week', 'month']) {
        const { records: groups } = await Discovery.walk(
          (p, init) => ctx.get(p, init),
          `${path}?${period}&group_by=${groupBy}&page_size=25000`,
          { auth: 'basic' },
        );
        let total = 0;
        for (const g of groups) {
          const span = spanOf(g, CONSUMPTION_KEYS);
          if (span === undefined) continue;
          const inside = readings.filter(
            (r) => r.span.start >= span.start && (span.end === undefined || r.span.start < span.end),
          );
          const sum = inside.reduce((a, r) => a + r.value, 0);
          total += thousandths((g as { consumption?: unknown }).consumption);
          if (sum !== thousandths((g as { consumption?: unknown }).consumption)) {
            ctx.fail(
              'group-sums',
              `${meter.fuel} ${path} group_by=${groupBy}: the group from ${new Date(span.start).toISOString()} says ${String((g as { consumption?: unknown }).consumption)}, its ${inside.length} half-hours sum to ${(sum / 1000).toFixed(3)}`,
            );
            break;
          }
        }
        const all = readings.reduce((a, r) => a + r.value, 0);
        if (total !== all)
          ctx.fail(
            'group-sums',
            `${meter.fuel} ${path} group_by=${groupBy}: the groups sum to ${(total / 1000).toFixed(3)}, the half-hours of the period to ${(all / 1000).toFixed(3)}`,
          );
      }
    }
  },
};

const meterPoint: CheckDefinition = {
  id: 'meter-points.gsp',
  title: "meter points: a meter point's gsp is its tariff's region and its postcode's grid supply point",
  rules: ['meter-point'],
  needs: 'credentials',
  async run(ctx: CheckContext) {
    const { meters } = await ctx.discovery.account((p, init) => ctx.get(p, init));
    const meter = meters.find((m) => m.fuel === 'electricity' && m.agreements.length > 0);
    if (meter === undefined) ctx.skip('the account has no electricity meter point with an agreement');
    const res = await ctx.get(`/electricity-meter-points/${encodeURIComponent(meter.pointId)}/`);
    const gsp = (res.body as { gsp?: unknown } | undefined)?.gsp;
    if (res.status !== 200 || typeof gsp !== 'string')
      return ctx.fail(
        'meter-point',
        `GET /electricity-meter-points/${meter.pointId}/ answered ${res.status} without a gsp`,
      );
    const latest = [...meter.agreements].sort((a, b) => Date.parse(b.valid_from) - Date.parse(a.valid_from))[0]!;
    const region = `_${latest.tariff_code.slice(-1)}`;
    if (gsp !== region)
      ctx.fail(
        'meter-point',
        `meter point ${meter.pointId} has gsp ${gsp} but its tariff ${latest.tariff_code} is for region ${region}`,
      );
    if (meter.postcode !== '') {
      const byPostcode = await ctx.get(`/industry/grid-supply-points/?postcode=${encodeURIComponent(meter.postcode)}`);
      const groups = isListBody(byPostcode.body)
        ? byPostcode.body.results.map((r) => (r as { group_id?: unknown }).group_id)
        : [];
      if (!groups.includes(gsp))
        ctx.fail(
          'meter-point',
          `postcode ${meter.postcode} of meter point ${meter.pointId} gives grid supply points ${JSON.stringify(groups)}, not its gsp ${gsp}`,
        );
    }
  },
};

/** The checks that need the account's credentials. */
export const accountChecks: readonly CheckDefinition[] = [
  authentication,
  scope,
  consumptionIntervals,
  groupSums,
  meterPoint,
];
