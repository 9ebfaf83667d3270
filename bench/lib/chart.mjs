// bench/results/latest.svg (issue 9): the heavy page's main figures as bars, one group a figure,
// one bar a page, each bar's length relative to the largest in its group, its value written beside.
const MAIN = [
  ['jsBeforeLcp', 'JS before LCP', (v) => `${(v / 1024).toFixed(1)} KB`],
  ['jsTotal', 'JS in total', (v) => `${(v / 1024).toFixed(1)} KB`],
  ['lcp', 'LCP', (v) => `${Math.round(v)} ms`],
  ['tbt', 'Total blocking time', (v) => `${Math.round(v)} ms`],
  ['imageBytes', 'Image bytes before scroll', (v) => `${Math.round(v / 1024)} KB`],
  ['scrollImageBytes', 'Image bytes after a full scroll', (v) => `${Math.round(v / 1024)} KB`],
  ['inpLightbox', 'INP, lightbox open', (v) => `${Math.round(v)} ms`],
  ['lighthouse', 'Lighthouse mobile score', (v) => String(Math.round(v))],
];
// Shared with the history's trend charts (history.mjs), so the two look alike.
export const COLOURS = { vitrine: '#0b57d0', peers: '#c2410c', floor: '#6b7280' };
export const escapeHtml = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
/** The opening tag, the fonts and a white background. */
export const svgStart = (width, height) => [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
  `<rect width="100%" height="100%" fill="#fff"/>`,
];

/** `medians`: page -> figure -> value. Pages without a figure (n/a) draw no bar. */
export function heavyChart(medians, { date = '', title = 'The heavy page: Vitrine, the peers and the no-script floor' } = {}) {
  const pages = Object.keys(COLOURS).filter((name) => medians[name]);
  const width = 760;
  const left = 240;
  const barWidth = 400;
  const bar = 14;
  const groupHeight = pages.length * (bar + 4) + 18;
  const top = 64;
  const height = top + MAIN.length * groupHeight + 16;
  const out = [
    ...svgStart(width, height),
    `<text x="16" y="24" font-size="15" font-weight="600">${escapeHtml(title)}</text>`,
    `<text x="16" y="42" fill="#555">${escapeHtml(`Medians. Shorter is better, except the Lighthouse score. ${date}`)}</text>`,
    ...pages.map((name, i) => `<rect x="${left + i * 110}" y="50" width="10" height="10" fill="${COLOURS[name]}"/><text x="${left + i * 110 + 14}" y="59">${name}</text>`),
  ];
  MAIN.forEach(([key, label, format], g) => {
    const y0 = top + g * groupHeight;
    const values = pages.map((name) => medians[name][key]);
    const max = Math.max(...values.filter(Number.isFinite), 0);
    out.push(`<text x="16" y="${y0 + 14}" font-weight="600">${escapeHtml(label)}</text>`);
    pages.forEach((name, i) => {
      const value = values[i];
      const y = y0 + 4 + i * (bar + 4);
      if (!Number.isFinite(value)) {
        out.push(`<text x="${left}" y="${y + 11}" fill="#999">${name}: n/a</text>`);
        return;
      }
      const length = max > 0 ? Math.max(1, (value / max) * barWidth) : 1;
      out.push(`<rect x="${left}" y="${y}" width="${length.toFixed(1)}" height="${bar}" fill="${COLOURS[name]}"><title>${escapeHtml(`${name}: ${format(value)}`)}</title></rect>`);
      out.push(`<text x="${(left + length + 6).toFixed(1)}" y="${y + 11}">${escapeHtml(format(value))}</text>`);
    });
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
