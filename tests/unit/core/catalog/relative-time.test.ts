import { describe, it, expect } from 'vitest';
import { createRelativeTimeRefresher, formatAbsoluteTime, formatRelativeTime } from '../../../../core/catalog/relative-time.ts';
import type { RelativeTimeElement } from '../../../../core/catalog/relative-time.ts';

// Noon UTC, so the date is the same in every time zone from UTC-11 to UTC+11.
const THEN = Date.UTC(2024, 0, 15, 12, 0, 0);

describe('FormatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [0.5, 'just now'],
    [0.999, 'just now'],
    [1, 'about 1 seconds ago'],
    [30, 'about 30 seconds ago'],
    [59, 'about 59 seconds ago'],
    [59.9, 'about 59 seconds ago'],
    [60, 'Jan 15, 2024'],
    [3600, 'Jan 15, 2024'],
    [-5, 'just now'], // a time slightly in the future (clock skew)
  ])('%d s ago -> %s', (seconds, expected) => {
    expect(formatRelativeTime(THEN, THEN + seconds * 1000)).toBe(expected);
  });

  it('formats the date in the given locale', () => {
    const expected = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' }).format(THEN);
    expect(formatRelativeTime(THEN, THEN + 120_000, 'de-DE')).toBe(expected);
    expect(expected).toContain('2024');
  });
});

function fakeClock(start: number) {
  let time = start;
  let callback: (() => void) | undefined;
  const cleared: number[] = [];
  return {
    now: () => time,
    setInterval: (fn: () => void, ms: number) => {
      callback = fn;
      expect(ms).toBe(5000);
      return 7;
    },
    clearInterval: (handle: number) => {
      cleared.push(handle);
    },
    advance(ms: number) {
      time += ms;
      callback?.();
    },
    cleared,
  };
}

function fakeElement(datetime: string | undefined, text = ''): RelativeTimeElement {
  return { dateTime: datetime, textContent: text };
}

const ISO = new Date(THEN).toISOString();

describe('formatAbsoluteTime: the title a relative time keeps', () => {
  it('reads the whole time, in UTC', () => {
    expect(formatAbsoluteTime(THEN)).toBe('January 15, 2024 at 12:00:00 PM UTC');
  });
});

describe('CreateRelativeTimeRefresher', () => {
  it('writes text at start and on each tick, and stops on destroy', () => {
    const clock = fakeClock(THEN);
    const element = fakeElement(ISO);
    const refresher = createRelativeTimeRefresher({ ...clock, elements: () => [element] });

    expect(element.textContent).toBe('just now');
    clock.advance(5000);
    expect(element.textContent).toBe('about 5 seconds ago');
    clock.advance(55_000);
    expect(element.textContent).toBe('Jan 15, 2024');

    refresher.destroy();
    refresher.destroy();
    expect(clock.cleared).toEqual([7]);
  });

  it('reads the element list afresh on each tick', () => {
    const clock = fakeClock(THEN);
    const elements: RelativeTimeElement[] = [];
    createRelativeTimeRefresher({ ...clock, elements: () => elements });
    const late = fakeElement(ISO);
    elements.push(late);
    clock.advance(10_000);
    expect(late.textContent).toBe('about 10 seconds ago');
  });

  it.each([
    ['no datetime', undefined],
    ['a datetime that is not a time', 'soon'],
  ])('leaves an element with %s as it is', (_case, timestamp) => {
    const clock = fakeClock(THEN);
    const element = fakeElement(timestamp, 'server text');
    createRelativeTimeRefresher({ ...clock, elements: () => [element] });
    clock.advance(5000);
    expect(element.textContent).toBe('server text');
  });

  it('skips writes that change nothing', () => {
    const clock = fakeClock(THEN + 120_000);
    let writes = 0;
    let text = 'Jan 15, 2024';
    const element: RelativeTimeElement = {
      dateTime: ISO,
      get textContent() {
        return text;
      },
      set textContent(value) {
        writes += 1;
        text = value ?? '';
      },
    };
    createRelativeTimeRefresher({ ...clock, elements: () => [element] });
    clock.advance(5000);
    expect(writes).toBe(0);
  });
});
