// The demo-site server's root: it makes the parts (the accounts, the store, the site settings, the
// search, the /api/ route table, the sign-in page, the owner area, the store's pages, the page sender)
// and hands them to each other and to the dispatch (dispatch.ts), which tries its handlers in turn.
import type { IncomingMessage } from 'node:http';
import type { Db, Engine } from './db/index.ts';
import type { Page } from './render/model.ts';
import { HTML_TYPE, sendText } from './http/send.ts';
import type { ImageService } from './images/index.ts';
import { createApi, type ApiOptions } from './api/router.ts';
import { createDevRoutes } from './dev/routes.ts';
import { noScriptFormRoute } from './forms/submit.ts';
import { consentRoute } from './api/consent-route.ts';
import type { FormLookup } from '../site/forms.ts';
import { DONATE_CHECKOUT_PATH } from '../core/catalog/checkout-paths.ts';
import type { Site } from './site.ts';
import { createAccounts, type AccountsOptions } from './accounts/index.ts';
import { createLoginHandler } from './config/login.ts';
import { createOwnerArea } from './config/area.ts';
import { createRequestLog } from './dev/request-log.ts';
import { siteverifyDoubleRoute } from './doubles/index.ts';
import type { CaptchaVerifier } from './forms/captcha.ts';
import { createStore, type Store } from './store/index.ts';
import { createStorePages, shopPage, storeFormRoutes, storeMoney } from './render/store/index.ts';
import { createSearchIndex, siteDocuments, type SearchIndex } from './search/index.ts';
import { createSiteSettings, type SiteSettings } from './multilingual/index.ts';
import { TRUST_NOTHING, type TrustProxy } from './http/client-address.ts';
import { createPageSender } from './render/send-page.ts';
import { createDispatch, siteHandlers, type Handler } from './dispatch.ts';

export type { Handler } from './dispatch.ts';

export interface AppOptions {
  assetsDir: string;
  images: ImageService;
  db: Db;
  /** Which engine `db` runs on (the owner area's searches read JSON with its operators). */
  engine: Engine;
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

  /** Dev and tests (VITRINE_DEV=1 or VITRINE_WEBHOOK_ALLOW_PRIVATE=1): the owner may set a webhook on this machine or a private network. */
  allowPrivateWebhooks?: boolean;

  /** VITRINE_TRUST_PROXY: which proxies' X-Forwarded-For and X-Forwarded-Proto count (server/http/client-address.ts). Nothing by default. */
  trustProxy?: TrustProxy;
}

/** The handler for `site`; async because the search index is built from the store's products before the first request. */
export async function createApp(site: Site, options: AppOptions): Promise<Handler> {
  const pagesByPath = new Map(site.pages.map((page) => [page.path, page]));
  const now = options.now ?? Date.now;
  const log = options.dev ? createRequestLog() : null;
  const forms = options.forms ?? site.forms;
  const accounts = createAccounts(options.db, { now, failures: options.signInFailures });
  const login = createLoginHandler({ accounts, website: site.website, now });
  const ownerArea = createOwnerArea({
    accounts,
    db: options.db,
    engine: options.engine,
    forms,
    formIds: site.formIds,
    website: site.website,
    now,
    allowPrivateWebhooks: options.allowPrivateWebhooks,
  });
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
  const onBody = log ? (req: IncomingMessage, body: Buffer) => void bodies.set(req, body.toString('utf8')) : undefined;
  const pages = createPageSender({ site, accounts, store, siteSettings, now });
  // A page of the site at an address (path and query): the donation checkout reads its query.
  const pageAt = (address: string): Page | null => {
    const url = new URL(address, 'http://localhost');
    if (url.pathname === DONATE_CHECKOUT_PATH) return site.donatePage(url.searchParams.get('donatePageId'));
    return pagesByPath.get(url.pathname) ?? site.pages.find((p) => p.itemPaths && url.pathname.startsWith(`${p.path}/`)) ?? null;
  };
  // The store's pages, drawn by the page sender; their form posts are routes of the one table.
  const storePages = createStorePages({ store, website: site.website, now, send: pages.send, notFound: pages.notFound });
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
    onBody,
    forms,
    verifyCaptcha: options.verifyCaptcha,
    moreRoutes: (form) => [
      noScriptFormRoute({
        form,
        forms,
        pageAt,
        render: pages.render,
        send: (req, res, status, html) => sendText(req, res, status, HTML_TYPE, html, { 'Cache-Control': 'no-store' }),
      }),
      consentRoute(site.website.cookieBannerSettings, now),
      siteverifyDoubleRoute(),
      ...login.routes,
      ...ownerArea.routes,
      ...storeFormRoutes(store, storePages),
    ],
  });
  const handlers = siteHandlers({
    api,
    login,
    ownerArea,
    storePages,
    pages,
    pageAt,
    donateNotFoundPage: site.donateNotFoundPage,
    search,
    assetsDir: options.assetsDir,
    images: options.images,
    dev: log && { log, routes: createDevRoutes(log), bodies, now },
    onBody,
  });
  return createDispatch(handlers, options.trustProxy ?? TRUST_NOTHING);
}
