// The page sender: draws a page of the site for one request (its crumb, its viewer, its language, its
// cart count) and sends it with the cache header a visitor's own page needs; also the 404 page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { itemAt, type Page, type PageViewer, type RenderOptions } from './model.ts';
import { renderPage } from './page.ts';
import type { FormRenderState } from './blocks/form.ts';
import type { StoreRenderExtra } from './store/index.ts';
import { HTML_TYPE, PRIVATE_NO_STORE, sendJson, sendText } from '../http/send.ts';
import { NOT_FOUND } from '../http/replies.ts';
import { readCookie, setCookies } from '../http/cookies.ts';
import { visitorCrumb } from '../api/crumb.ts';
import type { Accounts } from '../accounts/index.ts';
import { carriesCartCookie, type Store } from '../store/index.ts';
import { defaultLanguage, languageCookie, LANGUAGE_COOKIE, LANGUAGE_PARAM, resolveLanguage, type SiteSettings } from '../multilingual/index.ts';
import type { Site } from '../site.ts';

/** What a page adds to the renderer's options for one request: a store view's, the search page's results. */
export type PageExtra = StoreRenderExtra & Pick<RenderOptions, 'search' | 'request'>;

type Languages = Awaited<ReturnType<SiteSettings['languages']>>;

/** Draws a page to HTML: the no-script form's answer pages use it without the sender. */
export type RenderSitePage = (
  page: Page,
  address: string,
  crumb: string,
  formStates?: Record<string, FormRenderState>,
  viewer?: PageViewer | null,
  extra?: PageExtra & { language?: { code: string; languages: Languages } },
) => Promise<string>;

export type SendPage = (req: IncomingMessage, res: ServerResponse, status: number, page: Page, cache: string, address?: string, extra?: PageExtra) => Promise<void>;

export interface PageSender {
  render: RenderSitePage;
  send: SendPage;
  /** The 404 answer: JSON under /api/, else the site's 404 page. */
  notFound: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
}

export interface PageSenderOptions {
  site: Site;
  accounts: Accounts;
  store: Store;
  siteSettings: SiteSettings;
  now: () => number;
}

export function createPageSender({ site, accounts, store, siteSettings, now }: PageSenderOptions): PageSender {
  const render: RenderSitePage = async (page, address, crumb, formStates = {}, viewer = null, { language, ...extra } = {}) => {
    const path = new URL(address, 'http://localhost').pathname;
    // A page request has read the languages already to choose one; a form's answer page has not.
    const languages = language?.languages ?? (await siteSettings.languages());
    const current = language?.code ?? defaultLanguage(languages, site.website.locale);
    return renderPage(page, {
      // The page's language is its locale: <html lang>, the context's locale, its dates and prices.
      website: { ...site.website, locale: current },
      headerFooter: await siteSettings.headerFooter(),
      languages: { current, languages },
      imageSizes: site.imageSizes,
      collections: site.collections,
      now: now(),
      item: page.itemPaths && path !== page.path ? itemAt(page, path) : null,
      crumb,
      address,
      forms: formStates,
      viewer,
      ...extra,
    });
  };

  /** The request's signed-in account, as the page context shows it; null for a visitor. */
  const viewerOf = async (req: IncomingMessage): Promise<PageViewer | null> => {
    const session = await accounts.session(req);
    return session && { id: session.accountId, email: session.email, displayName: session.displayName, websiteRoles: session.websiteRoles };
  };

  // A page hands the visitor a crumb for its calls, when it has none yet; its forms and its cookie
  // banner carry the same crumb in their hidden field. The header's cart indicator, the chosen
  // language and a signed-in account's context are the visitor's too. So every page is the
  // visitor's own, cached privately or not at all; a signed-in account's page is never stored.
  const send: SendPage = async (req, res, status, page, cache, address = page.path, extra = {}) => {
    // Appended: a store post may have set the cart's cookies on this response already.
    const crumb = visitorCrumb(req, res);
    const viewer = await viewerOf(req);
    // The page's language: ?lang=, then the cookie, then the default; a ?lang= choice is remembered in the cookie.
    const asked = new URL(req.url ?? '/', 'http://localhost');
    const query = asked.searchParams.get(LANGUAGE_PARAM);
    const languages = await siteSettings.languages();
    const language = resolveLanguage(languages, query, readCookie(req, LANGUAGE_COOKIE), site.website.locale);
    if (language.chosen !== null) setCookies(req, res, [languageCookie(language.chosen)]);
    // Without a cart cookie there is no cart: the indicator shows 0 from the start, as its first sync will.
    const cart = extra.cart ?? (carriesCartCookie(req) ? await store.cart(req, res) : undefined) ?? { totalQuantity: 0 };
    const control = viewer ? PRIVATE_NO_STORE : cache.startsWith('private') ? cache : `private, ${cache}`;
    // Issue 21: the cookie banner is drawn when the request carries no choice (hence Vary: Cookie).
    const request = { cookies: req.headers.cookie ?? '', search: asked.search };
    const html = await render(page, address, crumb, {}, viewer, { ...extra, cart, language: { code: language.code, languages }, request });
    sendText(req, res, status, HTML_TYPE, html, {
      'Cache-Control': control,
      Vary: 'Accept-Encoding, Cookie',
    });
  };

  const notFound = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (url.pathname.startsWith('/api/')) sendJson(req, res, 404, { error: NOT_FOUND });
    else await send(req, res, 404, site.notFoundPage(url.pathname), 'no-store');
  };

  return { render, send, notFound };
}
