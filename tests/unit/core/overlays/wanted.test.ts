import { describe, expect, it } from 'vitest';
import type { Consent } from '../../../../core/consent/consent.ts';
import { bannerWanted, popupWanted } from '../../../../core/overlays/wanted.ts';

const ON = { isCookieBannerEnabled: true };

describe('bannerWanted: on, no choice yet, no screenshot', () => {
  it.each<[string, Record<string, unknown> | null | undefined, Consent, boolean, boolean]>([
    ['on, no choice, a plain page', ON, null, false, true],
    ['on, no choice, a screenshot (sqsscreenshot=true)', ON, null, true, false],
    ['on, accepted', ON, 'accepted', false, false],
    ['on, declined', ON, 'declined', false, false],
    ['off', { isCookieBannerEnabled: false }, null, false, false],
    ['"true" as text is not on', { isCookieBannerEnabled: 'true' }, null, false, false],
    ['1 is not on', { isCookieBannerEnabled: 1 }, null, false, false],
    ['no such setting', {}, null, false, false],
    ['no settings', null, null, false, false],
    ['settings undefined', undefined, null, false, false],
  ])('%s', (_, settings, consent, screenshot, wanted) => {
    expect(bannerWanted(settings, consent, screenshot)).toBe(wanted);
  });
});

describe('popupWanted: style show, no screenshot', () => {
  it.each<[string, { style?: unknown } | null | undefined, boolean, boolean]>([
    ['show, a plain page', { style: 'show' }, false, true],
    ['show, a screenshot', { style: 'show' }, true, false],
    ['none', { style: 'none' }, false, false],
    ['"SHOW" is not show', { style: 'SHOW' }, false, false],
    ['no style', {}, false, false],
    ['no settings', null, false, false],
    ['settings undefined', undefined, false, false],
  ])('%s', (_, settings, screenshot, wanted) => {
    expect(popupWanted(settings, screenshot)).toBe(wanted);
  });
});
