// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../server/render/page.ts';
import { demoImageSpec } from '../../../../site/images.ts';
import { pages } from '../../../../site/pages.ts';
import { promoPage } from '../../../../site/promo.ts';
import { website } from '../../../../site/website.ts';

const doc = new DOMParser().parseFromString(renderPage(promoPage, { website, imageSizes: demoImageSpec }), 'text/html');
const context = JSON.parse(doc.getElementById('site-context')!.textContent!) as Record<string, unknown>;

describe('/promo (the popup overlay and the mobile info bar on)', () => {
  it('is served and linked from the navigation', () => {
    expect(pages.filter((page) => page.path === '/promo')).toEqual([promoPage]);
    expect(website.navigation).toContainEqual({ title: 'Promo', path: '/promo' });
    expect(doc.querySelector('nav a[aria-current="page"]')!.getAttribute('href')).toBe('/promo');
  });

  it('carries the popup overlay settings in its context', () => {
    expect(context.popupOverlaySettings).toEqual(promoPage.popupOverlaySettings);
    expect(context.popupOverlaySettings).toMatchObject({ style: 'show', version: 1, showUntilSignup: true, displayFrequency: 7 });
  });

  it('carries the mobile info bar settings in its context', () => {
    expect(context.mobileInfoBarSettings).toEqual({
      style: 'dark',
      phone: '+1 555 0100 200',
      email: 'studio@vitrine.test',
      location: '12 Harbour Row, Portland, ME',
      hours: 'Mon to Fri, 9 to 5',
    });
  });

  it('holds a heading, a full-width image, a paragraph and a half-width image, all of demo images', () => {
    const blocks = [...doc.querySelectorAll('#page .block')];
    expect(blocks.map((block) => [block.id, block.getAttribute('data-block-type')])).toEqual([
      ['block-promo-heading', '2'],
      ['block-promo-hero', '5'],
      ['block-promo-text', '2'],
      ['block-promo-detail', '5'],
    ]);
    expect(doc.querySelector('#block-promo-heading h1')!.textContent).toBe('The new season is here');
    expect(doc.querySelector('#block-promo-text p')).not.toBeNull();
    for (const block of promoPage.blocks) if (block.kind === 'image') expect(demoImageSpec(block.image)).toBeDefined();
    expect(promoPage.blocks.filter((block) => block.kind === 'image').map((block) => block.kind === 'image' && (block.span ?? 'full'))).toEqual(['full', 'half']);
  });
});
