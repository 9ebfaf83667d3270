// @vitest-environment happy-dom
// Issue 21: the cookie banner the server draws is the React banner's own markup, for the same settings,
// and it is drawn only when the request carries no choice (the rules core/overlays/site.ts applies).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONSENT_ACTION } from '../../../../core/consent/index.ts';
import { CookieBanner } from '../../../../overlays/cookie-banner/banner.tsx';
import { normalizeCookieBanner } from '../../../../overlays/cookie-banner/settings.ts';
import { COOKIE_BANNER_CSS } from '../../../../overlays/cookie-banner/style.ts';
import { richText } from '../../../../overlays/layer/index.ts';
import { SERVER_BANNER_CSS } from '../../../../overlays/cookie-banner/static.ts';
import { renderCookieBanner } from '../../../../server/render/cookie-banner.ts';
import { renderPage } from '../../../../server/render/page.ts';
import { homePage } from '../../../../site/pages.ts';
import { website } from '../../../../site/website.ts';

const demo = website.cookieBannerSettings!;
const SETTINGS: [string, Record<string, unknown>][] = [
  ['the demo site: a light bar at the bottom, Accept and Decline buttons', demo],
  [
    'a dark popup top-right, an icon to accept only',
    {
      isCookieBannerEnabled: true,
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerText: '<p>Cookies <a href="/privacy">here</a>.</p>',
    },
  ],
  ['the defaults: no text, a bar', { isCookieBannerEnabled: true }],
  [
    'a bar at the top, text links, both',
    { isCookieBannerEnabled: true, cookieBannerPosition: 'TOP', cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerOptOutCtaText: 'No thanks' },
  ],
];
const FORM = { crumb: 'c'.repeat(32), back: '/media?x=1' };

/** Markup as the browser serializes it, so that both sides are written alike. */
const serialized = (html: string): string => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

/** The React banner's markup in the browser: its text cleaned as the overlays entry cleans it. */
const client = (settings: Record<string, unknown>): string => {
  const config = normalizeCookieBanner(settings);
  return serialized(renderToStaticMarkup(createElement(CookieBanner, { config, html: richText(document, config.text), onChoice: () => {}, onGone: () => {} })));
};

/** The server's banner with what makes it work without script taken away: the form becomes the actions' div, its buttons plain buttons. */
function withoutForm(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const section = template.content.firstElementChild!;
  section.removeAttribute('data-banner');
  const form = section.querySelector('form')!;
  const div = document.createElement('div');
  div.className = form.className;
  for (const button of form.querySelectorAll('button')) {
    button.setAttribute('type', 'button');
    button.removeAttribute('name');
    button.removeAttribute('value');
    div.append(button);
  }
  form.replaceWith(div);
  return template.innerHTML;
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe("the server draws the React banner's markup (issue 21)", () => {
  it.each(SETTINGS)('%s', (_name, settings) => {
    const { html, css } = renderCookieBanner(settings, { cookies: '', search: '' }, FORM.crumb, FORM.back);
    expect(withoutForm(html)).toBe(client(settings));
    expect(css).toBe(COOKIE_BANNER_CSS + SERVER_BANNER_CSS);
  });

  it('marks it for the runtime, and makes its buttons a form that posts the choice with the crumb and the page', () => {
    const { html } = renderCookieBanner(demo, { cookies: '', search: '' }, FORM.crumb, FORM.back);
    const section = parse(html).querySelector('section')!;
    expect(section.getAttribute('data-banner')).toBe('server');
    expect(section.getAttribute('aria-label')).toBe('Cookie notice');
    const form = section.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', CONSENT_ACTION]);
    expect(Object.fromEntries(new FormData(form))).toEqual({ crumb: FORM.crumb, back: FORM.back });
    expect([...form.querySelectorAll('button')].map((b) => [b.type, b.name, b.value, b.textContent])).toEqual([
      ['submit', 'consent', 'false', 'Decline'],
      ['submit', 'consent', 'true', 'Accept'],
    ]);
  });
});

describe("the banner is drawn by core/overlays/wanted.ts's bannerWanted over the request: as the browser decides", () => {
  it.each<[string, Record<string, unknown> | null, string, string, boolean]>([
    ['enabled, no choice yet', demo, '', '', true],
    ['enabled, other cookies only', demo, 'crumb=abc; ss_cvr=1', '', true],
    ['enabled, accepted', demo, 'crumb=abc; ss_cookieAllowed=true', '', false],
    ['enabled, declined', demo, 'ss_cookieAllowed=false', '', false],
    ['enabled, a value that is no choice', demo, 'ss_cookieAllowed=maybe', '', true],
    ['not enabled', { ...demo, isCookieBannerEnabled: false }, '', '', false],
    ['enabled by a truthy non-boolean', { ...demo, isCookieBannerEnabled: 'true' }, '', '', false],
    ['no settings', null, '', '', false],
    ['a screenshot', demo, '', '?sqsscreenshot=true', false],
    ['sqsscreenshot=TRUE is not the flag', demo, '', '?sqsscreenshot=TRUE', true],
  ])('%s', (_name, settings, cookies, search, wanted) => {
    expect(renderCookieBanner(settings, { cookies, search }, 'crumb', '/').html !== '').toBe(wanted);
  });
});

describe('the page carries the banner last in its body, and its CSS in the head, only when wanted', () => {
  // Without the font stylesheet, which happy-dom would try to load.
  const site = { ...website, fontStylesheet: undefined };
  const page = (request?: { cookies: string; search: string }) =>
    parse(renderPage(homePage, { website: site, imageSizes: () => ({ width: 800, height: 600 }), crumb: FORM.crumb, request }));

  it("no choice yet: drawn after the footer, its CSS with the page's", () => {
    const doc = page({ cookies: '', search: '' });
    const banner = doc.querySelector('[data-banner="server"]')!;
    expect(banner).not.toBeNull();
    expect(doc.body.lastElementChild).toBe(banner);
    expect(doc.querySelector('head style')!.textContent).toContain('.vt-cookie-banner[data-banner]{animation:vt-cb-in');
    expect((banner.querySelector('input[name="back"]') as HTMLInputElement).value).toBe('/');
  });

  it.each([
    ['a choice made', { cookies: 'ss_cookieAllowed=false', search: '' }],
    ['a screenshot', { cookies: '', search: '?sqsscreenshot=true' }],
    ['no request (the runtime decides)', undefined],
  ])('%s: none', (_name, request) => {
    const doc = page(request);
    expect(doc.querySelector('[data-banner]')).toBeNull();
    expect(doc.querySelector('head style')!.textContent).not.toContain('vt-cookie-banner');
  });
});
