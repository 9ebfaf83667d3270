// The demo site's settings. The cookie banner is on, site-wide, as a bottom bar with accept and decline.
import { Measurement } from '../core/catalog/enums.ts';
import type { Website } from './model.ts';

/** The site's font stylesheet: the server's test double of a font service's (server/doubles/fonts.ts). */
export const FONT_STYLESHEET_PATH = '/doubles/fonts.css';

export const website: Website = {
  id: '5f0c8a2b9d1e4a0012ab34cd',
  identifier: 'vitrine-demo',
  title: 'Vitrine Demo',
  websiteType: 1,
  // `npm start`'s own address; the server replaces it with the one it is reached at (server/http/public-url.ts).
  baseUrl: 'http://127.0.0.1:4173',
  developerMode: false,
  templateId: 'vitrine-demo-template',
  locale: 'en-US',
  fontStylesheet: FONT_STYLESHEET_PATH,
  // The default's code is the locale's, so a visitor who chooses nothing sees the page as before.
  languages: [
    { code: 'en-US', name: 'English', isDefault: true, enabled: true },
    { code: 'fr-FR', name: 'Français', isDefault: false, enabled: true },
  ],
  navigation: [
    { title: 'Home', path: '/' },
    { title: 'Films', path: '/media' },
    { title: 'Galleries', path: '/gallery/stacked' },
    { title: 'Promo', path: '/promo' },
    { title: 'Shop', path: '/shop' },
    { title: 'Café', path: '/blocks' },
    { title: 'Journal', path: '/journal' },
    { title: 'Events', path: '/events' },
  ],
  // base64 of the demo key; these machines reach no maps service, so the map shows its address.
  mapsKey: Buffer.from('vitrine-demo-maps-key').toString('base64'),
  // Site context. docs/decisions.md "Owner access: the server".
  cloneable: false,
  siteStatus: null,
  // The demo's minimum order: $15.00, so a cart of the $12 wallpaper pack alone shows the section 8 message.
  storeSettings: { expressCheckout: false, measurementStandard: Measurement.IMPERIAL, minimumSubtotalCents: 1500 },
  tweakJSON: {},
  // No appDomain: the demo serves /config/ itself, so it is baseUrl's host (server/render/context.ts).
  useEscapeKeyToLogin: true,
  cookieBannerSettings: {
    isCookieBannerEnabled: true,
    cookieBannerText: '<p>We use cookies to improve your experience and to understand how the site is used.</p>',
    cookieBannerCtaText: 'Accept',
    cookieBannerOptOutCtaText: 'Decline',
    cookieBannerCtaVariant: 'BUTTON',
    cookieBannerPosition: 'BOTTOM',
    cookieBannerTheme: 'LIGHT',
    cookieBannerVariant: 'BAR',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    isRestrictiveCookiePolicyEnabled: false,
    isVisitorDataRestricted: false,
    isRestrictiveCookiePolicyAbsolute: false,
  },
};
