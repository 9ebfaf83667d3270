// Shows the cookie banner and records the visitor's choice: the ss_cookieAllowed cookie for 30
// days, the cookieConsent event on document, and, where analytics may not run, the listed
// cookies cleared.
import { recordConsent, type Consent, type CookieBannerSettings } from '../../core/consent/index.ts';
import { mount, addStyle, richText } from '../layer/index.ts';
import { CookieBanner } from './banner.tsx';
import { normalizeCookieBanner, type CookieBannerConfig } from './settings.ts';
import { COOKIE_BANNER_CSS } from './style.ts';

export function record(document: Document, config: CookieBannerConfig, accepted: boolean, now: number): Consent {
  return recordConsent(document, config.policy, accepted, now);
}

export function showBanner(document: Document, settings: CookieBannerSettings): Promise<Consent> {
  const config = normalizeCookieBanner(settings);
  addStyle(document, 'vt-cookie-banner-css', COOKIE_BANNER_CSS);
  return new Promise((resolve) => {
    const mounted = mount(
      document,
      <CookieBanner
        config={config}
        html={richText(document, config.text)}
        onChoice={(accepted) => resolve(record(document, config, accepted, Date.now()))}
        onGone={() => mounted.remove()}
      />,
    );
  });
}
