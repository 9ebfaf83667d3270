// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { relativeTimeHtml } from '../../../../server/render/relative-time.ts';
import { formatAbsoluteTime } from '../../../../core/catalog/relative-time.ts';

const THEN = Date.UTC(2024, 0, 15, 12, 0, 0);
const element = (html: string) => {
  document.body.innerHTML = html;
  return document.querySelector('time')!;
};

describe("A relative time as the server draws it, for the runtime's refresh", () => {
  it.each([
    [0, 'just now'],
    [30_000, 'about 30 seconds ago'],
    [60_000, 'Jan 15, 2024'],
  ])('%d ms after: %s', (after, expected) => {
    expect(element(relativeTimeHtml(THEN, THEN + after)).textContent).toBe(expected);
  });

  it('carries the ISO time, the whole time in its title, the runtime hook and the class that keeps its width', () => {
    const time = element(relativeTimeHtml(THEN, THEN));
    expect(time.getAttribute('datetime')).toBe('2024-01-15T12:00:00.000Z');
    expect(time.getAttribute('title')).toBe(formatAbsoluteTime(THEN));
    expect(time.hasAttribute('data-relative-time')).toBe(true);
    expect(time.className).toBe('relative-time');
  });

  it('writes the date in the given locale', () => {
    expect(element(relativeTimeHtml(THEN, THEN + 120_000, 'de-DE')).textContent).toBe('15.01.2024');
  });
});
