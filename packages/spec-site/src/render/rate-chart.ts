/**
 * The unit-rate chart of the datetimes guide as inline SVG, drawn at build time (no chart library
 * at run time): one panel per day, one bar per half-hour in the order the intervals come, on one
 * price scale, with the local (Europe/London) wall-clock time under the bars. The autumn day shows
 * its two 01:00s (BST, then GMT) and the spring day jumps from 00:30 to 02:00. Each bar has a
 * `<title>`; a data table follows the chart for screen readers and copying.
 */
import type { RateDay } from '../model/rate-chart-data.js';
import { html, raw, type SafeHtml } from './html.js';

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/**
 * The Europe/London wall-clock time of an instant, with its zone name.
 * @example londonTime('2024-10-27T01:00:00Z') // { time: '01:00', zone: 'GMT' }
 */
export function londonTime(instant: string): { time: string; zone: string } {
  const parts = LONDON.formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    time: `${get('hour')}:${get('minute')}`,
    zone: get('timeZoneName') === 'GMT+1' ? 'BST' : get('timeZoneName'),
  };
}

const DAY_TITLES: Readonly<Record<RateDay['kind'], string>> = {
  ordinary: 'an ordinary day',
  spring: 'clocks go forward (01:00 GMT becomes 02:00 BST)',
  autumn: 'clocks go back (02:00 BST becomes 01:00 GMT)',
};

/** Round tick values covering [min, max]. */
function ticks(min: number, max: number): number[] {
  const span = max - min || 1;
  const step = [1, 2, 5, 10, 20, 50].find((s) => span / s <= 6) ?? 100;
  const out: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + 1e-9; v += step) out.push(Math.round(v * 100) / 100);
  return out;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/**
 * The chart (SVG) of the days, on one scale.
 * @example rateChart(rateChartData())
 */
export function rateChart(days: readonly RateDay[]): SafeHtml {
  const values = days.flatMap((d) => d.intervals.map((i) => i.valueIncVat));
  const lo = Math.min(0, ...values);
  const hi = Math.max(...values);
  const yTicks = ticks(lo, hi);
  const top = yTicks[yTicks.length - 1]!;
  const bottom = yTicks[0]!;
  const width = 760;
  const left = 44;
  const right = 8;
  const panelHeight = 168;
  const plotTop = 26;
  const plotHeight = 96;
  const maxBars = Math.max(...days.map((d) => d.intervals.length));
  const slot = (width - left - right) / maxBars;
  const y = (v: number) => plotTop + ((top - v) / (top - bottom)) * plotHeight;
  let svg = `<svg class="rate-chart" viewBox="0 0 ${width} ${panelHeight * days.length}" role="img" aria-labelledby="rate-chart-title rate-chart-desc" xmlns="http://www.w3.org/2000/svg">`;
  svg += `<title id="rate-chart-title">Half-hourly unit rates (p/kWh inc. VAT) of three local days in Europe/London</title>`;
  svg += `<desc id="rate-chart-desc">${days.map((d) => `${d.date}: ${d.intervals.length} half-hours`).join('; ')}. The data table below the chart has every value.</desc>`;
  days.forEach((day, index) => {
    const oy = index * panelHeight;
    svg += `<g transform="translate(0 ${oy})" class="panel panel-${day.kind}">`;
    svg += `<text class="panel-title" x="${left}" y="14">${day.date}, ${DAY_TITLES[day.kind]}: ${day.intervals.length} half-hours</text>`;
    for (const t of yTicks) {
      svg += `<line class="${t === 0 ? 'zero' : 'grid'}" x1="${left}" x2="${width - right}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}"/>`;
      svg += `<text class="tick" x="${left - 4}" y="${(y(t) + 3).toFixed(1)}" text-anchor="end">${t}</text>`;
    }
    const local = day.intervals.map((interval) => londonTime(interval.validFrom));
    const minutes = local.map((l) => Number(l.time.slice(0, 2)) * 60 + Number(l.time.slice(3)));
    const counts = new Map<string, number>();
    for (const l of local) counts.set(l.time, (counts.get(l.time) ?? 0) + 1);
    // Bars of the clock change: a wall-clock time the day has twice (autumn), or the first after a skipped hour (spring).
    const special = local.map((l, i) => (counts.get(l.time) ?? 0) > 1 || (i > 0 && minutes[i]! - minutes[i - 1]! > 30));
    const labelled = local.map(
      (l, i) => (special[i] && (i === 0 || !special[i - 1] || l.zone !== local[i - 1]!.zone)) || false,
    );
    day.intervals.forEach((interval, i) => {
      const from = local[i]!;
      const to = londonTime(interval.validTo);
      const x = left + i * slot + 1;
      const y0 = y(Math.max(0, interval.valueIncVat));
      const h = Math.abs(y(interval.valueIncVat) - y(0));
      svg += `<rect class="bar${interval.valueIncVat < 0 ? ' negative' : ''}${special[i] ? ' change' : ''}" x="${x.toFixed(1)}" y="${y0.toFixed(1)}" width="${(slot - 2).toFixed(1)}" height="${Math.max(h, 0.5).toFixed(1)}"><title>${from.time} ${from.zone} to ${to.time} ${to.zone}: ${fmt(interval.valueIncVat)} p/kWh</title></rect>`;
      // A label at each even local hour on the first line; the start of each run of clock-change bars
      // (with its zone) on the lines below, a close second one a line lower still.
      const plain = from.time.endsWith(':00') && Number(from.time.slice(0, 2)) % 2 === 0 && !labelled[i];
      const lx = left + i * slot;
      if (plain || labelled[i])
        svg += `<line class="tick-mark" x1="${lx.toFixed(1)}" x2="${lx.toFixed(1)}" y1="${plotTop + plotHeight}" y2="${plotTop + plotHeight + 4}"/>`;
      if (plain)
        svg += `<text class="time" x="${lx.toFixed(1)}" y="${plotTop + plotHeight + 14}" text-anchor="middle">${from.time}</text>`;
      if (labelled[i]) {
        const line = labelled.some((on, j) => on && j < i && i - j <= 4) ? 3 : 2;
        svg += `<text class="time zone-change" x="${lx.toFixed(1)}" y="${plotTop + plotHeight + 3 + 11 * line}" text-anchor="start">${from.time} ${from.zone}</text>`;
      }
    });
    svg += `</g>`;
  });
  svg += `</svg>`;
  return raw(svg);
}

/**
 * The chart's data as tables (one per day), for screen readers and copying.
 * @example rateTables(rateChartData())
 */
export function rateTables(days: readonly RateDay[]): SafeHtml {
  return html`${days.map(
    (day) =>
      html`<details class="data-table"><summary>${day.date}: the ${day.intervals.length} half-hours</summary><div class="table-wrap"><table><caption>${day.date} (${DAY_TITLES[day.kind]})</caption><thead><tr><th scope="col">Local time</th><th scope="col"><code>valid_from</code></th><th scope="col"><code>valid_to</code></th><th scope="col">p/kWh inc. VAT</th></tr></thead><tbody>${day.intervals.map(
        (interval) => {
          const local = londonTime(interval.validFrom);
          return html`<tr><th scope="row">${local.time} ${local.zone}</th><td><code>${interval.validFrom}</code></td><td><code>${interval.validTo}</code></td><td class="num">${fmt(interval.valueIncVat)}</td></tr>`;
        },
      )}</tbody></table></div></details>`,
  )}`;
}
