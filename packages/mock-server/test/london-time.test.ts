import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bstRange, DAY, formatLondon, fromLondonWallClock, HOUR, londonFields, londonHourOfDay, londonMidnight, londonOffset, parseQueryDateTime } from '../src/london-time.js';

const Z = (iso: string): number => Date.parse(iso);

describe('parseQueryDateTime', () => {
  const valid: Array<[string, { given: string; want: string }]> = [
    ['minutes, Z', { given: '2024-05-26T00:00Z', want: '2024-05-26T00:00:00.000Z' }],
    ['seconds, Z', { given: '2024-05-26T00:00:00Z', want: '2024-05-26T00:00:00.000Z' }],
    ['fraction and offset', { given: '2024-05-26T00:00:00.000000+01:00', want: '2024-05-25T23:00:00.000Z' }],
    ['negative offset', { given: '2024-05-26T00:00-05:30', want: '2024-05-26T05:30:00.000Z' }],
    ['no zone in winter is GMT', { given: '2024-01-15T00:00', want: '2024-01-15T00:00:00.000Z' }],
    ['no zone in summer is BST', { given: '2024-07-15T00:00', want: '2024-07-14T23:00:00.000Z' }],
    ['just before the spring gap', { given: '2024-03-31T00:59:59', want: '2024-03-31T00:59:59.000Z' }],
    ['just after the spring gap', { given: '2024-03-31T02:00', want: '2024-03-31T01:00:00.000Z' }],
    ['repeated autumn hour: first occurrence (BST)', { given: '2024-10-27T01:30', want: '2024-10-27T00:30:00.000Z' }],
    ['after the repeated hour: GMT', { given: '2024-10-27T02:00', want: '2024-10-27T02:00:00.000Z' }],
    ['leap day', { given: '2024-02-29T12:00Z', want: '2024-02-29T12:00:00.000Z' }],
    // Date.UTC reads years 0-99 as 1900-1999; these are the years 0050 and 0099, not 1950 and 1999.
    ['a two-digit year stays itself', { given: '0050-06-01T00:00Z', want: '0050-06-01T00:00:00.000Z' }],
    ['the year 99, no zone (December: GMT)', { given: '0099-12-31T23:59', want: '0099-12-31T23:59:00.000Z' }],
  ];
  test.each(valid)('%s', (_name, { given, want }) => {
    const r = parseQueryDateTime(given);
    expect(r).toEqual({ ok: true, utc: Z(want) });
  });

  const invalid: Array<[string, { given: string; want: RegExp }]> = [
    ['spring gap 01:30', { given: '2024-03-31T01:30', want: /does not exist in Europe\/London/ }],
    ['spring gap 01:00', { given: '2024-03-31T01:00', want: /does not exist/ }],
    ['date only', { given: '2024-05-26', want: /valid date\/time/ }],
    ['space separator', { given: '2024-05-26 00:00', want: /valid date\/time/ }],
    ['month 13', { given: '2024-13-01T00:00Z', want: /not a real date/ }],
    ['31 April', { given: '2024-04-31T00:00Z', want: /not a real date/ }],
    ['29 Feb in a common year', { given: '2023-02-29T00:00Z', want: /not a real date/ }],
    ['hour 24', { given: '2024-05-26T24:00Z', want: /not a real date/ }],
    ['offset without colon', { given: '2024-05-26T00:00+0100', want: /valid date\/time/ }],
    ['offset minutes 60', { given: '2024-05-26T00:00+01:60', want: /invalid offset/ }],
    ['seven fraction digits', { given: '2024-05-26T00:00:00.1234567Z', want: /valid date\/time/ }],
  ];
  test.each(invalid)('rejects %s', (_name, { given, want }) => {
    const r = parseQueryDateTime(given);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(want);
  });
});

describe('parseQueryDateTime, lenient (the platform\'s reading: Django\'s parse_datetime, or a date alone)', () => {
  const valid: Array<[string, { given: string; want: string }]> = [
    ['every canonical form still reads the same', { given: '2024-05-26T00:00:00.000000+01:00', want: '2024-05-25T23:00:00.000Z' }],
    ['a date alone is local midnight (BST)', { given: '2024-06-01', want: '2024-05-31T23:00:00.000Z' }],
    ['a date alone is local midnight (GMT)', { given: '2024-01-15', want: '2024-01-15T00:00:00.000Z' }],
    ['a date alone on the spring clock-change day', { given: '2024-03-31', want: '2024-03-31T00:00:00.000Z' }],
    ['space separator, Z', { given: '2024-06-01 00:00Z', want: '2024-06-01T00:00:00.000Z' }],
    ['space separator, no zone', { given: '2024-06-01 00:00:00', want: '2024-05-31T23:00:00.000Z' }],
    ['offset ±HHMM', { given: '2024-06-01T00:00:00+0000', want: '2024-06-01T00:00:00.000Z' }],
    ['offset ±HH', { given: '2024-06-01T00:00+01', want: '2024-05-31T23:00:00.000Z' }],
    ['negative ±HHMM', { given: '2024-06-01T00:00-0530', want: '2024-06-01T05:30:00.000Z' }],
    ['one-digit fields', { given: '2024-6-1T0:0Z', want: '2024-06-01T00:00:00.000Z' }],
    ['comma fraction, extra digits ignored', { given: '2024-06-01T00:00:00,123456789Z', want: '2024-06-01T00:00:00.123Z' }],
    ['blanks before the zone', { given: '2024-06-01T00:00:00 Z', want: '2024-06-01T00:00:00.000Z' }],
    ['surrounding blanks', { given: ' 2024-06-01T00:00Z ', want: '2024-06-01T00:00:00.000Z' }],
  ];
  test.each(valid)('%s', (_name, { given, want }) => {
    expect(parseQueryDateTime(given, { lenient: true })).toEqual({ ok: true, utc: Z(want) });
  });

  const invalid: Array<[string, { given: string; want: string | RegExp }]> = [
    ['words', { given: 'yesterday', want: 'Enter a valid date/time.' }],
    ['a year alone', { given: '2024', want: 'Enter a valid date/time.' }],
    ['31 April', { given: '2024-04-31', want: 'Enter a valid date/time.' }],
    ['hour 24', { given: '2024-05-26 24:00', want: 'Enter a valid date/time.' }],
    ['an unencoded + (a space before the offset)', { given: '2024-06-01T00:00:00 01:00', want: /^Enter a valid date\/time\. A "\+" in a query string arrives as a space: send the offset encoded as %2B/ }],
    ['an unencoded + without seconds', { given: '2024-06-01 00:00 0100', want: /%2B/ }],
    ['spring gap, local', { given: '2024-03-31 01:30', want: /does not exist in Europe\/London/ }],
  ];
  test.each(invalid)('rejects %s', (_name, { given, want }) => {
    const r = parseQueryDateTime(given, { lenient: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(want);
  });
});

describe('the readings agree with the contract (QueryDateTime pattern and x-strict-pattern)', () => {
  const openapi = createRequire(import.meta.url)('@energy-contracts/openapi/openapi.json') as { components: { schemas: Record<string, { pattern: string; 'x-strict-pattern': string }> } };
  const schema = openapi.components.schemas.QueryDateTime!;
  // Real dates outside the spring gap, so only the format decides.
  const SAMPLES = [
    '2024-06-01', '2024-6-1', '2024-06-01T00:00', '2024-06-01 00:00Z', '2024-06-01T00:00:00+0000', '2024-06-01T00:00+01', '2024-06-01T00:00:00,5Z',
    '2024-06-01T00:00:00.123456789012Z', '2024-06-01T00:00:00 Z', ' 2024-06-01T00:00Z ', '2024-06-01T00:00:00.000000+01:00', '2024-06-01T00:00:00-05:30',
    'yesterday', '2024', '2024-06', '12:00', '2024-06-01T00:00:00 01:00', '2024-06-01T00:00:00.1234567890123Z', '2024-06-01T00', '2024-06-01T00:00+1', '2024-06-01X00:00',
  ];
  test.each(SAMPLES)('%j', (sample) => {
    expect(parseQueryDateTime(sample, { lenient: true }).ok).toBe(new RegExp(schema.pattern, 'u').test(sample));
    expect(parseQueryDateTime(sample).ok).toBe(new RegExp(schema['x-strict-pattern'], 'u').test(sample));
  });
});

describe('offsets and formatting', () => {
  test('BST starts 01:00 UTC on the last Sunday of March and ends 01:00 UTC on the last Sunday of October', () => {
    expect(londonOffset(Z('2024-03-31T00:59:59Z'))).toBe(0);
    expect(londonOffset(Z('2024-03-31T01:00:00Z'))).toBe(3_600_000);
    expect(londonOffset(Z('2024-10-27T00:59:59Z'))).toBe(3_600_000);
    expect(londonOffset(Z('2024-10-27T01:00:00Z'))).toBe(0);
  });
  test('formatLondon shows Z in GMT and +01:00 in BST', () => {
    expect(formatLondon(Z('2024-04-02T23:00:00Z'))).toBe('2024-04-03T00:00:00+01:00');
    expect(formatLondon(Z('2023-01-01T00:00:00Z'))).toBe('2023-01-01T00:00:00Z');
  });
});

describe('against Intl Europe/London over 1990-2100 (a property test: the arithmetic is checked by an independent implementation)', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'longOffset',
  });
  /** Intl's local fields and offset of an instant. */
  const local = (t: number) => {
    const p = Object.fromEntries(intl.formatToParts(t).map((x) => [x.type, x.value]));
    const zone = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(p.timeZoneName!)!;
    const offset = zone[1] ? (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * HOUR + Number(zone[3]) * 60_000) : 0;
    return { year: Number(p.year), month: Number(p.month) - 1, day: Number(p.day), hour: Number(p.hour), minute: Number(p.minute), second: Number(p.second), offset };
  };
  const FROM = Date.UTC(1990, 0, 1);
  const TO = Date.UTC(2101, 0, 1);
  const instant = fc.integer({ min: FROM / 1000, max: TO / 1000 - 1 }).map((s) => s * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');

  test('every instant: offset, local fields, hour of day and the platform format', () => {
    fc.assert(
      fc.property(instant, (t) => {
        const want = local(t);
        expect(londonOffset(t)).toBe(want.offset);
        expect(londonFields(t)).toEqual({ year: want.year, month: want.month, day: want.day, hour: want.hour, minute: want.minute });
        expect(Math.round(londonHourOfDay(t) * 3600)).toBe(want.hour * 3600 + want.minute * 60 + want.second);
        const wall = `${want.year}-${pad(want.month + 1)}-${pad(want.day)}T${pad(want.hour)}:${pad(want.minute)}:${pad(want.second)}`;
        expect(formatLondon(t)).toBe(`${wall}${want.offset === 0 ? 'Z' : '+01:00'}`);
      }),
      { numRuns: 5_000, seed: 20_260_101 },
    );
  }, 60_000); // Intl formatting of 5,000 instants: about 0.2 s alone, seconds on a loaded 2-core machine

  test('every instant: its wall clock reads back to it, but for the second pass of the repeated autumn hour', () => {
    fc.assert(
      fc.property(instant, (t) => {
        const want = local(t);
        const naive = Date.UTC(want.year, want.month, want.day, want.hour, want.minute, want.second);
        const secondPass = want.offset === 0 && local(t - HOUR).offset === HOUR && londonFields(t - HOUR).hour === want.hour;
        expect(fromLondonWallClock(naive)).toEqual({ ok: true, utc: secondPass ? t - HOUR : t });
      }),
      { numRuns: 5_000, seed: 20_260_102 },
    );
  }, 60_000);

  test('every year: both clock changes at the instant Intl has them, the spring gap and the local midnights around them', () => {
    for (let year = 1990; year <= 2100; year++) {
      const [start, end] = bstRange(year);
      expect([local(start - 1000).offset, local(start).offset], `${year} spring`).toEqual([0, HOUR]);
      expect([local(end - 1000).offset, local(end).offset], `${year} autumn`).toEqual([HOUR, 0]);
      const s = local(start - 1000);
      const gap = Date.UTC(year, s.month, s.day, s.hour + 1, 30);
      expect(fromLondonWallClock(gap), `${year} spring gap`).toEqual({ ok: false, reason: 'missing' });
      for (const change of [start, end]) {
        for (const shift of [-1, 0, 1]) {
          const d = new Date(change + shift * DAY);
          const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
          expect(local(londonMidnight(y, m, day)), `${y}-${m + 1}-${day}`).toMatchObject({ year: y, month: m, day, hour: 0, minute: 0, second: 0 });
        }
      }
    }
  }, 60_000);
});
