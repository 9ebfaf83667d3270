// The demo-site server's request handler: assets, images, pages, the 404 page, the /api/ calls (one
// route table and pipeline, api/router.ts), the sign-in page (config/login.ts), the owner area behind
// the session (config/area.ts), the body limit elsewhere, and with `dev` the request log.
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from './db/index.ts';
import { itemAt, type Page, type PageViewer, type RenderOptions } from './render/model.ts';
import { renderPage } from './render/page.ts';
import { serveAsset } from './http/static.ts';
import { HTML_TYPE, PRIVATE_NO_STORE, sendJson, sendText } from './http/send.ts';
import { applyReplyRules } from './http/reply-rules.ts';
import { BodyTooLargeError } from './http/body-limit.ts';
import { BAD_REQUEST, INTERNAL_ERROR, NOT_FOUND, sendBodyTooLarge, sendMethodNotAllowed } from './http/replies.ts';
import { drainUnrouted } from './api/pipeline.ts';
import { parseTarget } from './http/target.ts';
import { parseImageRequest, type ImageService } from './images/index.ts';
import { createApi, type ApiOptions } from './api/router.ts';
import { visitorCrumb } from './api/crumb.ts';
import { createDevRoutes } from './dev/routes.ts';
import { noScriptFormRoute } from './forms/submit.ts';
import { consentRoute } from './api/consent-route.ts';
import type { FormRenderState } from './render/blocks/form.ts';
import type { FormLookup } from '../site/forms.ts';
import { DONATE_CHECKOUT_PATH } from '../core/catalog/checkout-paths.ts';
import type { Site } from './site.ts';
import { createAccounts, type AccountsOptions } from './accounts/index.ts';
import { createLoginHandler } from './config/login.ts';
import { createOwnerArea } from './config/area.ts';
import { createRequestLog } from './dev/request-log.ts';
import { DOUBLES, siteverifyDoubleRoute } from './doubles/index.ts';
import type { CaptchaVerifier } from './forms/captcha.ts';
import { AUDIO_PATH, demoAudio, sendWav } from './audio/index.ts';
import { carriesCartCookie, createStore, type Store } from './store/index.ts';
import { createStorePages, storeFormRoutes, storeMoney, type StoreRenderExtra } from './render/store/index.ts';
import { createSearchIndex, searchView, siteDocuments, type SearchIndex } from './search/index.ts';
import { shopPage } from './render/store/index.ts';
import { SEARCH_PATH } from '../core/catalog/search.ts';
import { createSiteSettings, defaultLanguage, languageCookie, LANGUAGE_COOKIE, LANGUAGE_PARAM, resolveLanguage, type SiteSettings } from './multilingual/index.ts';
import { setCookies } from './http/cookies.ts';
import { readCookie } from './http/cookies.ts';
import { TRUST_NOTHING, type TrustProxy } from './http/client-address.ts';
import { trustRequest } from './http/request-client.ts';

export interface AppOptions {
  assetsDir: string;
  images: ImageService;
  db: Db;
  /** The clock for form keys and rate limits; tests pass their own. */
  now?: () => number;
  formRateLimit?: ApiOptions['formRateLimit'];
  errorRateLimit?: ApiOptions['errorRateLimit'];
  recordsRateLimit?: ApiOptions['recordsRateLimit'];
  /** False turns the page-speed flags off (VITRINE_PAGE_SPEED=off). */
  pageSpeed?: boolean;
  /** VITRINE_DEV=1: serves the /api/ request log at /__dev/requests, and the bundles' source maps. */
  dev?: boolean;
  /** The form definitions by id; the site's by default. */
  forms?: FormLookup;
  /** Failed sign-ins allowed per email and per client address, and their window; tests pass their own. */
  signInFailures?: AccountsOptions['failures'];
  /** The store (docs/store.md); by default one over `db` with the site's products. */
  store?: Store;
  /** The store's calls and its pages' posts, per client address (each counted apart). Default 120 a minute. */
  storeRateLimit?: ApiOptions['storeRateLimit'];
  /** The site's search (docs/decisions.md "Search"); by default one over the pages, the shop and the store's published products, built here at start. */
  search?: SearchIndex;
  /** The site's languages, header and footer; by default over `db`, seeded from the site's. */
  siteSettings?: SiteSettings;
  /** Checks a captcha form's response with its provider (server/forms/captcha.ts; start.ts builds it from the environment). None: every captcha form's post is refused. */
  verifyCaptcha?: CaptchaVerifier;

  /** VITRINE_TRUST_PROXY: which proxies' X-Forwarded-For and X-Forwarded-Proto count (server/http/client-address.ts). Nothing by default. */
  trustProxy?: TrustProxy;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** What a page adds to the renderer's options for one request: a store view's, the search page's results. */
type PageExtra = StoreRenderExtra & Pick<RenderOptions, 'search' | 'request'>;

/** The handler for `site`; async because the search index is built from the store's products before the first request. */
export async function createApp(site: Site, options: AppOptions): Promise<Handler> {
  const pages = new Map(site.pages.map((page) => [page.path, page]));
  const now = options.now ?? Date.now;
  const log = options.dev ? createRequestLog() : null;
  const forms = options.forms ?? site.forms;
  const accounts = createAccounts(options.db, { now, failures: options.signInFailures });
  const login = createLoginHandler({ accounts, website: site.website, now });
  const ownerArea = createOwnerArea({ accounts, db: options.db, forms, website: site.website, now });
  const store =
    options.store ??
    createStore(options.db, {
      now,
      products: site.products,
      websiteId: site.website.id,
      currency: site.website.storeSettings?.currency,
      minimumSubtotalCents: site.website.storeSettings?.minimumSubtotalCents,
    });
  // docs/decisions.md "Multilingual and the site header and footer": read for each page, so a PUT shows on the next one.
  const siteSettings = options.siteSettings ?? createSiteSettings(options.db, site.settingsSeed(site.website), now);
  const search = options.search ?? createSearchIndex(siteDocuments([...site.pages, shopPage], await store.products(), storeMoney(site.website)));
  // The request log shows each /api/ body as the pipeline read it.
  const bodies = new WeakMap<IncomingMessage, string>();
  const render = async (
    page: Page,
    address: string,
    crumb: string,
    formStates: Record<string, FormRenderState> = {},
    viewer: PageViewer | null = null,
    { language, ...extra }: PageExtra & { language?: { code: string; languages: Awaited<ReturnType<SiteSettings['languages']>> } } = {},
  ): Promise<string> => {
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
  // A page of the site at an address (path and query): the donation checkout reads its query.
  const pageAt = (address: string): Page | null => {
    const url = new URL(address, 'http://localhost');
    if (url.pathname === DONATE_CHECKOUT_PATH) return site.donatePage(url.searchParams.get('donatePageId'));
    return pages.get(url.pathname) ?? site.pages.find((p) => p.itemPaths && url.pathname.startsWith(`${p.path}/`)) ?? null;
  };
  // The store's pages, drawn by the page sender below; their form posts are routes of the one table.
  const storePages = createStorePages({
    store,
    website: site.website,
    now,
    send: (req, res, status, page, cache, address, extra) => sendPage(req, res, status, page, cache, address, extra),
    notFound: (req, res, url) => notFound(req, res, url),
  });
  const api = createApi({
    site,
    db: options.db,
    now,
    accounts,
    store,
    siteSettings,
    search,
    storeRateLimit: options.storeRateLimit,
    formRateLimit: options.formRateLimit,
    errorRateLimit: options.errorRateLimit,
    recordsRateLimit: options.recordsRateLimit,
    pageSpeed: options.pageSpeed,
    onBody: log ? (req, body) => bodies.set(req, body.toString('utf8')) : undefined,
    forms,
    verifyCaptcha: options.verifyCaptcha,
    moreRoutes: (form) => [
      noScriptFormRoute({ form, forms, pageAt, render, send: (req, res, status, html) => sendText(req, res, status, HTML_TYPE, html, { 'Cache-Control': 'no-store' }) }),
      consentRoute(site.website.cookieBannerSettings, now),
      siteverifyDoubleRoute(),
      ...login.routes,
      ...ownerArea.routes,
      ...storeFormRoutes(store, storePages),
    ],
  });
  const dev = log ? createDevRoutes(log) : null;

  const serveImage = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const request = parseImageRequest(url.pathname, url.search);
    const image = request ? await options.images.get(request.name, request.width) : null;
    if (!image) return false;
    const headers = {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: image.etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (req.headers['if-none-match'] === image.etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    res.writeHead(200, { ...headers, 'Content-Length': image.size });
    if (req.method === 'HEAD') res.end();
    // pipeline: a failed read cuts the reply instead of throwing where no guard can catch it.
    else pipeline(createReadStream(image.file), res, () => {});
    return true;
  };

  // forms-commerce.md 7: a page hands the visitor a crumb for its calls, when it has none yet; its
  // forms and its cookie banner carry the same crumb in their hidden field. The header's cart indicator,
  // the chosen language and a signed-in account's context are the visitor's too. So every page is the
  // visitor's own, cached privately or not at all; a signed-in account's page is never stored.
  const sendPage = async (req: IncomingMessage, res: ServerResponse, status: number, page: Page, cache: string, address = page.path, extra: PageExtra = {}): Promise<void> => {
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
    else await sendPage(req, res, 404, site.notFoundPage(url.pathname), 'no-store');
  };

  // Issue 29: every request is handled inside this one guard from its first line, the target's parse included.
  return async (req, res) => {
    const method = req.method ?? 'GET';
    let url: URL | null = null;
    try {
      // The client's address first: every limiter and log below reads it (VITRINE_TRUST_PROXY).
      trustRequest(req, options.trustProxy ?? TRUST_NOTHING);
      applyReplyRules(req, res);
      url = parseTarget(req.url);
      if (!url) return sendJson(req, res, 400, { error: BAD_REQUEST });
      if (log && url.pathname.startsWith('/api/')) {
        const { pathname, search } = url;
        const contentType = String(req.headers['content-type'] ?? '');
        res.on('finish', () => {
          log.add({ at: now(), method, path: pathname, search, contentType, body: bodies.get(req) ?? '', status: res.statusCode });
        });
      }
      if (dev?.(req, res, url)) return;
      if (url.pathname.startsWith('/__dev/')) return await notFound(req, res, url);
      // Every state-changing request is a route of the one table; the pipeline leaves the rest to the pages.
      if (await api(req, res, url)) return;
      if (await login.serve(req, res, url)) return;
      if (await ownerArea.serve(req, res, url)) return;
      if (await storePages.serve(req, res, url)) return;
      // No route takes this body: it is read within the default limit, then answered 404.
      if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
        if (await drainUnrouted(req, res, log ? (req, body) => bodies.set(req, body.toString('utf8')) : undefined)) await notFound(req, res, url);
        return;
      }
      if (method !== 'GET' && method !== 'HEAD') {
        if (url.pathname.startsWith('/api/')) return await notFound(req, res, url);
        return sendMethodNotAllowed(req, res, 'GET, HEAD, POST');
      }
      if (url.pathname.startsWith('/api/')) return await notFound(req, res, url);
      if (url.pathname.startsWith('/assets/')) {
        if (await serveAsset(options.assetsDir, url.pathname.slice('/assets/'.length), req, res, { sourceMaps: options.dev === true })) return;
        return await notFound(req, res, url);
      }
      if (url.pathname.startsWith('/images/')) {
        if (await serveImage(req, res, url)) return;
        return await notFound(req, res, url);
      }
      // The demo's generated tones (server/audio/), for the audio block.
      if (url.pathname.startsWith(AUDIO_PATH)) {
        const wav = demoAudio(url.pathname.slice(AUDIO_PATH.length));
        return wav ? sendWav(req, res, wav) : await notFound(req, res, url);
      }
      // The external scripts and stylesheets: their test doubles (server/doubles/index.ts).
      const double = DOUBLES.get(url.pathname);
      if (double) return sendText(req, res, 200, double.type, double.body, { 'Cache-Control': 'no-cache' });
      // forms-commerce.md 2: the donation checkout, for the donation page its query names.
      if (url.pathname === DONATE_CHECKOUT_PATH) {
        const donate = pageAt(url.pathname + url.search);
        return await (donate ? sendPage(req, res, 200, donate, 'no-cache', url.pathname + url.search) : sendPage(req, res, 404, site.donateNotFoundPage, 'no-store'));
      }
      // A page with item paths (a gallery's slides, with history on) serves its addresses too.
      const page = pageAt(url.pathname);
      // The search page draws the results of its ?q= itself, so a search works with JavaScript off.
      if (page) return await sendPage(req, res, 200, page, 'no-cache', url.pathname, url.pathname === SEARCH_PATH ? { search: searchView(search, url.searchParams) } : {});
      return await notFound(req, res, url);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendBodyTooLarge(req, res);
      console.error(`[server] ${method} ${url?.pathname ?? '(unread target)'} failed:`, error);
      if (!res.headersSent) sendJson(req, res, 500, { error: INTERNAL_ERROR });
      else res.destroy();
    }
  };
}
