// Inline SVG for the analytics page: a daily bar chart with a visitors line, and one small bar
// per vital. Each is an image with a title, so it reads out; the tables beside them hold the figures.
import { escapeHtml } from '../render/escape.ts';
import { rate, type DayCount, type Vital } from './aggregate.ts';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 20;

/** Page views as bars, unique visitors as a line, one step per day. */
export function dailyChart(days: readonly DayCount[]): string {
  const max = Math.max(1, ...days.map((day) => day.views));
  const step = (WIDTH - 2 * PAD) / Math.max(1, days.length);
  const y = (value: number): number => round(HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD));
  const bars = days
    .map((day, index) => {
      const top = y(day.views);
      return `<rect x="${round(PAD + index * step + 1)}" y="${top}" width="${round(step - 2)}" height="${round(HEIGHT - PAD - top)}"><title>${escapeHtml(`${day.day}: ${day.views} views`)}</title></rect>`;
    })
    .join('');
  const line = days.map((day, index) => `${round(PAD + (index + 0.5) * step)},${y(day.visitors)}`).join(' ');
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const label = `Page views (bars) and unique visitors (line) per day, ${days[0]?.day ?? ''} to ${days.at(-1)?.day ?? ''}: ${total} views in all, at most ${max} a day.`;
  return (
    `<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="daily-title">` +
    `<title id="daily-title">${escapeHtml(label)}</title>` +
    `<line class="axis" x1="${PAD}" y1="${HEIGHT - PAD}" x2="${WIDTH - PAD}" y2="${HEIGHT - PAD}"/>` +
    `<text x="${PAD}" y="${PAD - 6}">${max}</text>` +
    `<g class="views">${bars}</g>` +
    `<polyline class="visitors" points="${line}"/>` +
    `</svg>`
  );
}

const BAR_WIDTH = 80;

/** One vital's value as a bar: full width at the vital's poor threshold, coloured by its rating. */
export function vitalBar(vital: Vital, value: number, shown: string): string {
  const rating = rate(vital, value);
  const width = round(Math.min(1, value / vital.poor) * BAR_WIDTH);
  return (
    `<svg class="meter" width="${BAR_WIDTH}" height="10" viewBox="0 0 ${BAR_WIDTH} 10" role="img" aria-label="${escapeHtml(`${vital.name} ${shown}, ${rating}`)}">` +
    `<rect class="track" width="${BAR_WIDTH}" height="10"/>` +
    `<rect class="${rating.replace(/ /g, '-')}" width="${width}" height="10"/>` +
    `</svg>`
  );
}

const round = (value: number): number => Math.round(value * 10) / 10;
