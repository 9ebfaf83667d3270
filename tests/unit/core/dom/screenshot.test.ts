// The one screenshot rule every build asks (moved here
// from tracking/context.test.ts with the rule).
import { describe, expect, it } from 'vitest';
import { isScreenshot } from '../../../../core/dom/screenshot.ts';

describe('Sqsscreenshot=true marks a screenshot', () => {
  it.each([
    ['?sqsscreenshot=true', true],
    ['?a=1&sqsscreenshot=true', true],
    ['?sqsscreenshot=false', false],
    ['?sqsscreenshot=TRUE', false],
    ['?sqsscreenshot', false],
    ['', false],
  ])('%j -> %s', (search, expected) => {
    expect(isScreenshot(search)).toBe(expected);
  });
});
