import { describe, expect, it } from 'vitest';
import { pageContext } from '../../../../server/render/context.ts';
import { itemAt } from '../../../../server/render/model.ts';
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
      'website',
      'collection',
      'item',
      'pageType',
      'pageId',
      'locale',
      'authenticatedAccount',
      'websiteRoles',
      'useEscapeKeyToLogin',
      'cookieBannerSettings',
      'popupOverlaySettings',
      'mobileInfoBarSettings',
      'storeSettings',
      'templateId',
      'mapsKey',
    ]);
  });
});

// issue 14, tracking.md 3: a gallery slide's own address names its item, with the record type.
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
