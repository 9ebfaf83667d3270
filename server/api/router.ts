// The /api/ route table: the form calls of the spec (form-routes.ts), the session calls
// (account-routes.ts), the store's calls (store-routes.ts, docs/store.md), the place lookups (places-routes.ts), the multilingual and
// header-footer calls (site-routes.ts) and the tracking calls of
// (tracking/routes.ts), with the
// limiters they name, run by the one pipeline (pipeline.ts, whose top comment gives the order of its steps).
import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/index.ts';
import type { FormLookup } from '../../site/forms.ts';
import type { Site } from '../site.ts';
import { createAccounts, type Accounts } from '../accounts/index.ts';
import { accountRoutes } from './account-routes.ts';
import { createFormApi, type FormApi } from './form.ts';
import type { CaptchaVerifier } from '../forms/captcha.ts';
import { formRoutes } from './form-routes.ts';
import { createPipeline, type ApiHandler } from './pipeline.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createStore, type Store } from '../store/index.ts';
import { storeRoutes } from './store-routes.ts';
import { placesRoutes } from './places-routes.ts';
import { searchRoutes } from './search-routes.ts';
import type { SearchIndex } from '../search/index.ts';
import { siteRoutes } from './site-routes.ts';
import { createSiteSettings, type SiteSettings } from '../multilingual/index.ts';
import { createTrackingRoutes } from './tracking/routes.ts';
import { widgetRoutes } from './widget-routes.ts';
import type { ApiRoute } from './route.ts';

/** The store's form posts' limiter's name in the rate_limits table: their own count, apart from the store's calls' (`store`). */
export const STORE_PAGES_LIMITER = 'store-pages';
export type { ApiHandler };

interface Limit {
  limit: number;
  windowMs: number;
}

export interface ApiOptions {
  /** The site served: its collections, pictures, places, products, forms and first settings. */
  site: Site;
  db: Db;
  now?: () => number;
  /** Sign-in and sessions; the app passes the one it also reads pages' sessions with. */
  accounts?: Accounts;
  /** Products, carts, orders and reviews; the app passes the one its pages use. */
  store?: Store;
  /** The site's languages, header and footer; the app passes the one its pages read. The site's own by default. */
  siteSettings?: SiteSettings;
  /** POST /api/form/* per client address. Default 30 a minute. */
  formRateLimit?: Limit;
  /** POST /api/events/RecordJavascriptErrors per client address. Default 60 a minute. */
  errorRateLimit?: Limit;
  /** POST /api/1/performance/records per client address. Default 120 a minute. */
  recordsRateLimit?: Limit;
  /** The store's state-changing calls and the cart's GET, per client address; and apart, the store pages' form posts. Default 120 a minute. */
  storeRateLimit?: Limit;
  /** The place lookups (GET /api/google-maps/places/*), per client address. Default 120 a minute. */
  placesRateLimit?: Limit;
  /** False turns every page-speed flag off (VITRINE_PAGE_SPEED=off). */
  pageSpeed?: boolean;
  /** Sees each body the pipeline reads (the dev request log). */
  onBody?: (req: IncomingMessage, body: Buffer) => void;
  /** The form definitions by id; the site's by default. */
  forms?: FormLookup;
  /** Routes outside /api/ that run through the same pipeline and store through the same form calls (/forms/submit). */
  moreRoutes?: (form: FormApi) => ApiRoute[];
  /** The site's search (GET /api/search, search-routes.ts); the app passes the one its search page reads. None: no search call. */
  search?: SearchIndex;
  /** Checks a captcha form's captchaKey (server/forms/captcha.ts); none: every captcha form's post is refused. */
  verifyCaptcha?: CaptchaVerifier;
}

export function createApi({
  site,
  db,
  now = Date.now,
  accounts = createAccounts(db, { now }),
  store = createStore(db, { now, products: site.products, websiteId: site.website.id }),
  siteSettings = createSiteSettings(db, site.settingsSeed(site.website), now),
  formRateLimit = { limit: 30, windowMs: 60_000 },
  errorRateLimit = { limit: 60, windowMs: 60_000 },
  recordsRateLimit = { limit: 120, windowMs: 60_000 },
  storeRateLimit = { limit: 120, windowMs: 60_000 },
  placesRateLimit = { limit: 120, windowMs: 60_000 },
  pageSpeed,
  onBody,
  forms = site.forms,
  moreRoutes,
  search,
  verifyCaptcha,
}: ApiOptions): ApiHandler {
  const form = createFormApi(db, { now, forms, verifyCaptcha });
  return createPipeline({
    routes: [
      ...formRoutes(form),
      ...accountRoutes(accounts, now),
      ...storeRoutes(store),
      ...placesRoutes(site.places),
      ...siteRoutes(siteSettings, accounts),
      ...widgetRoutes({ collections: site.collections, now, locale: site.website.locale, imageSizes: site.imageSizes }),
      ...createTrackingRoutes({ db, now, pageSpeed }),
      ...(moreRoutes?.(form) ?? []),
      ...(search ? searchRoutes(search) : []),
    ],
    limiters: {
      // issue 23: counted in the database, so every server process sees one count per caller.
      form: createRateLimiter(db, 'form', { ...formRateLimit, now }),
      errors: createRateLimiter(db, 'errors', { ...errorRateLimit, now }),
      records: createRateLimiter(db, 'records', { ...recordsRateLimit, now }),
      store: createRateLimiter(db, 'store', { ...storeRateLimit, now }),
      // The store's form posts: counted apart from its calls, at the same rate.
      storePages: createRateLimiter(db, STORE_PAGES_LIMITER, { ...storeRateLimit, now }),
      places: createRateLimiter(db, 'places', { ...placesRateLimit, now }),
    },
    onBody,
  });
}
