// issue 14: the device breakpoints of the spec, in one place, and the rules
// that name them read them from there.
import { describe, expect, it } from 'vitest';
import { desktopStep, deviceViewType } from '../../../../core/catalog/breakpoints.ts';
import { isMobile } from '../../../../core/dom/mobile.ts';
import { normalizeInfoBar, shouldShowInfoBar } from '../../../../core/overlays/info-bar.ts';

describe('the device breakpoints', () => {
  // Phones up to 926 px, tablets 1024 to 1366 px, mobile up to 432 px and desktop from 433 px, the
  // info bar at 1024 or less: each boundary on both sides, through the rules that read them.

  // Issue 30: the pointer decides between a touch device and a desktop; the widths, between a phone
  // and a tablet. Each boundary on both sides, with either pointer.
  it.each([
    [320, 'phone'],
    [926, 'phone'],
    [927, 'desktop'],
    [1023, 'desktop'],
    [1024, 'tablet'],
    [1366, 'tablet'],
    [1367, 'desktop'],
  ])('a %d px window with a coarse pointer (a touch screen) is a %s', (width, type) => {
    expect(deviceViewType(width, true)).toBe(type);
  });

  it.each([320, 799, 800, 926, 927, 1023, 1024, 1280, 1366, 1367, 1920])('a %d px window with a fine pointer is a desktop', (width) => {
    expect(deviceViewType(width, false)).toBe('desktop');
  });

  it('a 1280 x 800 desktop is a desktop, not a tablet', () => {
    expect(deviceViewType(1280, false)).toBe('desktop');
  });

  it.each([
    [320, 0],
    [799, 0],
    [800, 1],
    [1023, 1],
    [1024, 2],
    [1920, 2],
  ])('the desktop split at 800 and 1024 px: a %d px desktop is at step %d', (width, step) => {
    expect(desktopStep(width)).toBe(step);
  });

  it('a phone is what the spec calls "mobile": the same windows, either pointer', () => {
    for (const coarse of [true, false])
      for (const width of [320, 926, 927, 1024]) {
        const env = { innerWidth: width, matchMedia: () => ({ matches: coarse }) };
        expect(isMobile(env)).toBe(deviceViewType(width, coarse) === 'phone');
      }
  });

  it('the info bar shows up to its breakpoint', () => {
    const bar = normalizeInfoBar({ style: 'light', phone: '555-0100' });
    expect([shouldShowInfoBar(bar, 1024), shouldShowInfoBar(bar, 1025)]).toEqual([true, false]);
  });

  it('"mobile" ends at the phone breakpoint', () => {
    const coarse = { matchMedia: () => ({ matches: true }) };
    expect([isMobile({ ...coarse, innerWidth: 926 }), isMobile({ ...coarse, innerWidth: 927 })]).toEqual([true, false]);
  });
});
