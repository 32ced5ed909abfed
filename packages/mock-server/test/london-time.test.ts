import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { formatLondon, londonOffset, parseQueryDateTime } from '../src/london-time.js';

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
  const openapi = createRequire(import.meta.url)('@energy-contracts/event-schemas/openapi.json') as { components: { schemas: Record<string, { pattern: string; 'x-strict-pattern': string }> } };
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
