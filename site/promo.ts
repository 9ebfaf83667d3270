// /promo: a page with the popup overlay and the mobile info bar on.
import { PageType } from '../core/catalog/enums.ts';
import type { Page } from './model.ts';

/** Popup overlay settings, plus what the overlay shows and the form it sends. */
export const studioListPopup = (formId: string): Record<string, unknown> => ({
  style: 'show',
  enableMobile: true,
  version: 1,
  showUntilSignup: true,
  displayFrequency: 7,
  title: 'Join the studio list',
  body: 'New prints each season, and 10% off your first order.',
  buttonText: 'Sign up',
  formId,
});

export const promoPage: Page = {
  path: '/promo',
  pageType: PageType.PAGE,
  id: '64a1f0c2e4b0a1b2c3d4e5f9',
  title: 'Promo',
  description: 'The new season of prints, with 10% off your first order when you join the studio list.',
  blocks: [
    // Text shrink keeps the banner heading on one line (core/utilities/text-shrink.ts).
    { kind: 'text', id: 'promo-heading', html: '<h1 class="text-shrink" data-text-shrink><span>The new season is here</span></h1>' },
    { kind: 'image', id: 'promo-hero', image: 'lake.jpg', alt: 'A still lake at dawn under a pale sky', caption: 'Lake at dawn, back in a larger size.' },
    {
      kind: 'text',
      id: 'promo-text',
      html: '<p>Four new prints from the coast and the mountains, each made on archival cotton paper and signed by hand. Join the studio list to hear first about every new series, and take 10% off your first order.</p>',
    },
    {
      kind: 'image',
      id: 'promo-detail',
      image: 'coast.jpg',
      alt: 'Waves breaking along a rocky coast',
      caption: 'Coast, one of the new prints.',
      span: 'half',
    },
  ],
  popupOverlaySettings: studioListPopup('popup-overlay-promo'),
  // The mobile info bar's style; its items are the studio's contact details.
  mobileInfoBarSettings: {
    style: 'dark',
    phone: '+1 555 0100 200',
    email: 'studio@vitrine.test',
    location: '12 Harbour Row, Portland, ME',
    hours: 'Mon to Fri, 9 to 5',
  },
};
