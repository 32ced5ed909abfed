import { describe, expect, test } from 'vitest';
import { rateChartData } from '../../src/model/rate-chart-data.js';
import { londonTime, rateChart, rateTables } from '../../src/render/rate-chart.js';

describe('londonTime', () => {
  test.each([
    ['2024-01-01T00:00:00Z', { time: '00:00', zone: 'GMT' }],
    ['2024-06-12T11:30:00Z', { time: '12:30', zone: 'BST' }],
    ['2024-03-31T01:00:00Z', { time: '02:00', zone: 'BST' }],
    ['2024-10-27T00:30:00Z', { time: '01:30', zone: 'BST' }],
    ['2024-10-27T01:30:00Z', { time: '01:30', zone: 'GMT' }],
  ])('%s', (instant, want) => expect(londonTime(instant)).toEqual(want));
});

describe('rateChart', () => {
  const days = rateChartData();
  const svg = rateChart(days).value;
  test('one bar per half-hour, each with its title', () => {
    expect(svg.match(/<rect class="bar/g)).toHaveLength(48 + 46 + 50);
    expect(svg.match(/<title>\d\d:\d\d (GMT|BST) to \d\d:\d\d (GMT|BST): -?\d+\.\d\d p\/kWh<\/title>/g)).toHaveLength(
      144,
    );
    expect(svg.startsWith('<svg class="rate-chart"')).toBe(true);
    expect(svg).toContain('role="img"');
  });
  test('the clock changes are marked: 02:00 BST after 00:30 in spring, two 01:00s in autumn', () => {
    expect(svg).toContain('>02:00 BST</text>');
    expect(svg).toContain('>01:00 BST</text>');
    expect(svg).toContain('>01:00 GMT</text>');
    // Spring: the bar after the skipped hour; autumn: the four bars of the repeated hour.
    expect(svg.match(/<rect class="bar[^"]* change"/g)).toHaveLength(1 + 4);
  });
  test('the data tables hold every value', () => {
    const tables = rateTables(days).value;
    expect(tables.match(/<td class="num">/g)).toHaveLength(144);
  });
});
