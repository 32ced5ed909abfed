/**
 * Europe/London time for the checks, computed with `Intl` (the platform's tz database) rather than
 * with the mock server's own arithmetic, so that a shared mistake cannot hide itself.
 */

/** Milliseconds in a half-hour, an hour and a day. */
export const HALF_HOUR_MS = 30 * 60_000;
export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

const fields = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** London's offset from UTC at an instant, in milliseconds (0 in GMT, 3 600 000 in BST). */
export function londonOffsetMs(utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const p of fields.formatToParts(new Date(utcMs))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant of a London wall-clock time. In the hour skipped in spring there is none (undefined);
 * in the hour repeated in autumn, the first occurrence (BST), as the platform reads it.
 */
export function londonWallToUtc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number | undefined {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  for (const offset of [HOUR_MS, 0]) {
    const candidate = wall - offset;
    if (londonOffsetMs(candidate) === offset) return candidate;
  }
  return undefined;
}

/** The instant London's local day `YYYY-MM-DD` starts (local midnight is never skipped or repeated). */
export function londonMidnight(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return londonWallToUtc(y, m, d)!;
}

/** The day after `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** London's local date of an instant, `YYYY-MM-DD`. */
export function londonDate(utcMs: number): string {
  return new Date(utcMs + londonOffsetMs(utcMs)).toISOString().slice(0, 10);
}

/** The last Sunday of a month (1-12) of a year, `YYYY-MM-DD`: March and October are the clock-change days. */
export function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

/** `2024-03-31T00:00:00Z`: an instant as a query value in UTC. */
export function utcQueryValue(utcMs: number): string {
  return new Date(utcMs).toISOString().replace(/\.000Z$/, 'Z');
}

/**
 * Reads a datetime query value as the platform does (Django's `parse_datetime`, a date alone as
 * local midnight, no zone as Europe/London); undefined when it cannot be read.
 * @example readQueryDateTime('2024-10-27') // the instant of London's midnight that day
 */
export function readQueryDateTime(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:[.,](\d{1,6})\d*)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/.exec(value.trim());
  if (m === null) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = m;
  const ms = Math.floor(Number(`0.${frac || '0'}`) * 1000);
  if (zone === undefined) return londonWallToUtc(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), ms);
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  if (zone === 'Z') return wall;
  const zm = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  const offset = (Number(zm[2]) * 60 + Number(zm[3] ?? 0)) * 60_000;
  return zm[1] === '+' ? wall - offset : wall + offset;
}
