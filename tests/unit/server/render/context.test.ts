import { describe, expect, it } from 'vitest';
import { pageContext } from '../../../../server/render/context.ts';
import { homePage } from '../../../../site/pages.ts';
import { promoPage } from '../../../../site/promo.ts';
import { website } from '../../../../site/website.ts';

describe('page context (contract.md: The page)', () => {
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

  it('keeps the fields the contract lists', () => {
    expect(Object.keys(pageContext(homePage, website))).toEqual([
      'website', 'collection', 'item', 'pageType', 'pageId', 'locale', 'authenticatedAccount', 'websiteRoles',
      'useEscapeKeyToLogin', 'cookieBannerSettings', 'popupOverlaySettings', 'mobileInfoBarSettings', 'storeSettings',
      'templateId', 'mapsKey',
    ]);
  });
});
