// Issue 33: a page view's device class, by the device breakpoints at their edges.
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_WIDTH, TABLET_MAX_WIDTH, TABLET_MIN_WIDTH } from '../../../../../core/catalog/breakpoints.ts';
import { deviceClass } from '../../../../../server/api/tracking/device.ts';

describe('deviceClass', () => {
  it("the breakpoints are the specification's", () => {
    expect([PHONE_MAX_WIDTH, TABLET_MIN_WIDTH, TABLET_MAX_WIDTH]).toEqual([926, 1024, 1366]);
  });

  it.each([
    // A touch screen, by its longer side.
    [390, 844, 'mobile', 'phone'],
    [926, 428, 'mobile', 'phone'],
    [927, 428, 'mobile', 'phone'],
    [926, 600, 'tablet', 'phone'],
    [1023, 768, 'tablet', 'tablet'],
    [768, 1024, 'tablet', 'tablet'],
    [1366, 1024, 'tablet', 'tablet'],
    [1367, 1024, 'tablet', 'tablet'],
    [1024, 600, 'mobile', 'tablet'],
    // A desktop browser is a desktop whatever its screen.
    [390, 844, 'desktop', 'desktop'],
    [1280, 800, 'desktop', 'desktop'],
    // No user agent type: the screen alone; past the phone's it is a desktop's.
    [926, 400, '', 'phone'],
    [927, 400, '', 'desktop'],
    [1280, 1024, '', 'desktop'],
    // No screen: the user agent's type.
    [undefined, undefined, 'mobile', 'phone'],
    [0, 0, 'tablet', 'tablet'],
    ['wide', null, 'desktop', 'desktop'],
    [Number.NaN, -5, '', ''],
  ] as const)('%s x %s, %s -> %s', (width, height, type, expected) => {
    expect(deviceClass(width, height, type)).toBe(expected);
  });
});
