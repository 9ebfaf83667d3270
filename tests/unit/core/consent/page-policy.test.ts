import { describe, expect, it } from 'vitest';
import { pagePolicy } from '../../../../core/consent/page-policy.ts';

describe("pagePolicy: a raw page context's consent policy", () => {
  it.each([
    ['none', null, { restrictive: false, absolute: false }],
    ['no settings', { pageId: 'p' }, { restrictive: false, absolute: false }],
    ['the stored names', { cookieBannerSettings: { isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: true } }, { restrictive: true, absolute: true }],
    ['the interface name', { cookieBannerSettings: { isAnalyticsCookiesDisabled: true } }, { restrictive: true, absolute: false }],
    ['settings not an object', { cookieBannerSettings: 'on' }, { restrictive: false, absolute: false }],
  ])('%s', (_name, raw, expected) => {
    expect(pagePolicy(raw)).toEqual(expected);
  });
});
