// Inline SVG for the analytics page: the trend's bar chart with a visitors line, and one small bar
// per vital. Each is an image with a title, so it reads out; the tables beside them hold the figures.
import { escapeHtml } from '../render/escape.ts';
import { rate, type Vital } from './aggregate.ts';
import type { Bucket } from './breakdown.ts';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 20;

/** How a bucket's key reads on the chart: an hour, a day or a month. */
export const bucketLabel = (key: string): string => (key.length === 13 ? `${key.slice(0, 10)} ${key.slice(11)}:00` : key);

/**
 * Page views as bars, unique visitors as a line, one step per bucket. The chart is an image with a
 * title that states what it shows; it is in the tab order so a keyboard reaches it and a screen
 * reader reads that summary, and the table after it holds every figure.
 */
export function trendChart(buckets: readonly Bucket[], id: string, step: string): string {
  const max = Math.max(1, ...buckets.map((bucket) => bucket.pageviews));
  const width = (WIDTH - 2 * PAD) / Math.max(1, buckets.length);
  const y = (value: number): number => round(HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD));
  const bars = buckets
    .map((bucket, index) => {
      const top = y(bucket.pageviews);
      return `<rect x="${round(PAD + index * width + 1)}" y="${top}" width="${round(Math.max(0.5, width - 2))}" height="${round(HEIGHT - PAD - top)}"/>`;
    })
    .join('');
  const line = buckets.map((bucket, index) => `${round(PAD + (index + 0.5) * width)},${y(bucket.visitors)}`).join(' ');
  return (
    `<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" tabindex="0" aria-labelledby="${id}">` +
    `<title id="${id}">${escapeHtml(trendSummary(buckets, step))}</title>` +
    `<line class="axis" x1="${PAD}" y1="${HEIGHT - PAD}" x2="${WIDTH - PAD}" y2="${HEIGHT - PAD}"/>` +
    `<text x="${PAD}" y="${PAD - 6}">${max}</text>` +
    `<g class="views">${bars}</g>` +
    `<polyline class="visitors" points="${line}"/>` +
    `</svg>`
  );
}

/** The chart in one sentence: its span, its totals and its busiest bucket. */
export function trendSummary(buckets: readonly Bucket[], step: string): string {
  const views = buckets.reduce((sum, bucket) => sum + bucket.pageviews, 0);
  const busiest = buckets.reduce<Bucket | undefined>((best, bucket) => (best === undefined || bucket.pageviews > best.pageviews ? bucket : best), undefined);
  const span = `${bucketLabel(buckets[0]?.key ?? '')} to ${bucketLabel(buckets.at(-1)?.key ?? '')}`;
  const peak = busiest && busiest.pageviews > 0 ? `, the most on ${bucketLabel(busiest.key)} (${busiest.pageviews})` : '';
  return `Page views (bars) and unique visitors (line) per ${step}, ${span}: ${views} page views in all${peak}.`;
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
