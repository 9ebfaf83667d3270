import { describe, expect, it } from 'vitest';
import { pageContext } from '../../../../server/render/context.ts';
import { itemAt } from '../../../../server/render/model.ts';
import { homePage } from '../../../../site/pages.ts';
import { website } from '../../../../site/website.ts';
import { isPlainViewer, Measurement, WebsiteRole } from '../../../../core/catalog/enums.ts';

describe('page context (The page)', () => {
  it('a page without overlays carries null for both settings', () => {
    const context = pageContext(homePage, website);
    expect(context.popupOverlaySettings).toBeNull();
    expect(context.mobileInfoBarSettings).toBeNull();
  });

  it('a page with them carries its own settings', () => {
    const settings = { style: 'show', version: 3 };
    const info = { style: 'light', phone: '+1 555 0100' };
    const context = pageContext({ ...homePage, popupOverlaySettings: settings, mobileInfoBarSettings: info }, website);
    expect(context.popupOverlaySettings).toEqual(settings);
    expect(context.mobileInfoBarSettings).toEqual(info);
  });

  // The owner's settings interface hands its names and its editor's empty paragraph; the page carries the settings as stored.
  it('the cookie banner settings as stored: interface names mapped, an empty paragraph saved as empty text', () => {
    const shown = { isCookieBannerEnabled: true, cookieBannerText: '<p><br></p>', isAnalyticsCookiesDisabled: true, isActivityLogEnabled: true };
    expect(pageContext(homePage, { ...website, cookieBannerSettings: shown }).cookieBannerSettings).toEqual({
      isCookieBannerEnabled: true,
      cookieBannerText: '',
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: false,
    });
    expect(pageContext(homePage, { ...website, cookieBannerSettings: { isActivityLogEnabled: false } }).cookieBannerSettings).toEqual({ isVisitorDataRestricted: true });
    expect(pageContext(homePage, website).cookieBannerSettings).toEqual(website.cookieBannerSettings);
  });

  it('keeps the fields the contract lists', () => {
    expect(Object.keys(pageContext(homePage, website))).toEqual([
      'website',
      'collection',
      'item',
      'pageType',
      'pageId',
      'locale',
      'authenticatedAccount',
      'websiteRoles',
      'mouseTracking',
      'useEscapeKeyToLogin',
      'cookieBannerSettings',
      'popupOverlaySettings',
      'mobileInfoBarSettings',
      'storeSettings',
      'templateId',
      'mapsKey',
      'siteStatus',
      'tweakJSON',
      'appDomain',
    ]);
  });
});

// And 6: who is looking comes from the request's session.
describe('the page context for a visitor, the owner and a viewer', () => {
  const owner = { id: 1, email: 'owner@example.com', displayName: 'Site owner', websiteRoles: [WebsiteRole.ADMIN] };
  const viewer = { id: 2, email: 'viewer@example.com', displayName: 'Site viewer', websiteRoles: [WebsiteRole.VIEWER] };

  it.each([
    ['a visitor', null, null, []],
    ['the owner', owner, { id: '1', email: 'owner@example.com', displayName: 'Site owner' }, [1]],
    ['a viewer', viewer, { id: '2', email: 'viewer@example.com', displayName: 'Site viewer' }, [10]],
  ] as const)('%s: authenticatedAccount and websiteRoles', (_who, account, expected, roles) => {
    const context = pageContext(homePage, website, null, account);
    expect(context.authenticatedAccount).toEqual(expected);
    expect(context.websiteRoles).toEqual(roles);
    // What the tracking and Escape rules decide from them.
    expect(isPlainViewer(context.authenticatedAccount !== null, context.websiteRoles as number[])).toBe(account !== owner);
    // Mouse tracking is on for the owner alone.
    expect(context.mouseTracking).toBe(account === owner);
  });

  it('carries the site context fields with the demo values', () => {
    const context = pageContext(homePage, website);
    expect((context.website as Record<string, unknown>).cloneable).toBe(false);
    expect(context.siteStatus).toBeNull();
    expect(context.storeSettings).toEqual({ expressCheckout: false, measurementStandard: Measurement.IMPERIAL, minimumSubtotalCents: 1500 });
    expect(context.tweakJSON).toEqual({});
    expect(context.appDomain).toBe(new URL(website.baseUrl).host);
    expect(context.useEscapeKeyToLogin).toBe(true);
  });

  it('falls back when the website leaves them out', () => {
    const { cloneable, siteStatus, storeSettings, tweakJSON, appDomain, useEscapeKeyToLogin, ...bare } = website;
    const context = pageContext(homePage, { ...bare, baseUrl: 'https://shop.example:8443' });
    expect(context).toMatchObject({ siteStatus: null, storeSettings: null, tweakJSON: {}, appDomain: 'shop.example:8443', useEscapeKeyToLogin: false });
    expect((context.website as Record<string, unknown>).cloneable).toBe(false);
  });
});

// issue 14: a gallery slide's own address names its item, with the record type.
describe('the page item at an item address', () => {
  it.each([
    ['an image slide', 0, 'image'],
    ['a video slide', 1, 'video'],
  ] as const)('%s: the item id and record type', (_case, index, recordType) => {
    const slides = [
      { id: 's1', url: 'lake', image: 'lake.jpg', alt: 'Lake' },
      { id: 's2', url: 'coast', image: 'coast.jpg', alt: 'Coast', video: { html: '<iframe src="https://x"></iframe>', providerName: 'YouTube' } },
    ];
    const page = { path: '/g', pageType: 1, id: 'p', title: 'G', description: '', itemPaths: true, blocks: [{ kind: 'gallery' as const, id: 'b', title: 'G', data: {}, slides }] };
    expect(itemAt(page, `/g/${slides[index]!.url}`)).toEqual({ id: slides[index]!.id, recordType });
    expect(itemAt(page, '/g/nowhere')).toBeNull();
    expect(itemAt(page, '/g/%E0%A4%A')).toBeNull();
  });
});
