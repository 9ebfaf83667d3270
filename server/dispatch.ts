// The request dispatch: every request, inside one guard, goes to an ordered list of small handlers,
// tried in turn until one answers. The order is the rule: a path an earlier handler takes never
// reaches a later one (tests/unit/server/dispatch.test.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveAsset } from './http/static.ts';
import { sendJson, sendText } from './http/send.ts';
import { applyReplyRules } from './http/reply-rules.ts';
import { BodyTooLargeError } from './http/body-limit.ts';
import { BAD_REQUEST, INTERNAL_ERROR, sendBodyTooLarge, sendMethodNotAllowed } from './http/replies.ts';
import { parseTarget } from './http/target.ts';
import type { TrustProxy } from './http/client-address.ts';
import { trustRequest } from './http/request-client.ts';
import { drainUnrouted, type PipelineOptions } from './api/pipeline.ts';
import { serveImage, type ImageService } from './images/index.ts';
import type { DevHandler } from './dev/routes.ts';
import type { RequestLog } from './dev/request-log.ts';
import { DOUBLES } from './doubles/index.ts';
import { AUDIO_PATH, demoAudio, sendWav } from './audio/index.ts';
import { searchView, type SearchIndex } from './search/index.ts';
import type { PageSender } from './render/send-page.ts';
import type { Page } from './render/model.ts';
import { DONATE_CHECKOUT_PATH } from '../core/catalog/checkout-paths.ts';
import { SEARCH_PATH } from '../core/catalog/search.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** One step of the dispatch: true when it has answered the request. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

export interface DispatchParts {
  /** The /api/ route table and its pipeline: every state-changing request is one of its routes. */
  api: RouteHandler;
  login: { serve: RouteHandler };
  ownerArea: { serve: RouteHandler };
  storePages: { serve: RouteHandler };
  pages: PageSender;
  /** The site's page at an address (path and query), or null. */
  pageAt: (address: string) => Page | null;
  donateNotFoundPage: Page;
  search: SearchIndex;
  assetsDir: string;
  images: ImageService;
  /** VITRINE_DEV=1: the request log, its /__dev/ routes and the bodies the pipeline read; also the bundles' source maps. */
  dev: { log: RequestLog; routes: DevHandler; bodies: WeakMap<IncomingMessage, string>; now: () => number } | null;
  onBody: PipelineOptions['onBody'];
}

const isApi = (url: URL): boolean => url.pathname.startsWith('/api/');
const method = (req: IncomingMessage): string => req.method ?? 'GET';

/** The site's handlers, in the order they are tried. */
export function siteHandlers({ api, login, ownerArea, storePages, pages, pageAt, donateNotFoundPage, search, assetsDir, images, dev, onBody }: DispatchParts): RouteHandler[] {
  const { notFound, send } = pages;
  /** Answers `url` with `serve`, else the 404 page, for every path under `prefix`. */
  const under =
    (prefix: string, serve: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean> | boolean): RouteHandler =>
    async (req, res, url) => {
      if (!url.pathname.startsWith(prefix)) return false;
      if (!(await serve(req, res, url))) await notFound(req, res, url);
      return true;
    };
  // Records each /api/ call when it finishes; answers nothing.
  const logApiCall: RouteHandler = async (req, res, url) => {
    if (dev && isApi(url)) {
      const { pathname, search: query } = url;
      const contentType = String(req.headers['content-type'] ?? '');
      res.on('finish', () => {
        dev.log.add({ at: dev.now(), method: method(req), path: pathname, search: query, contentType, body: dev.bodies.get(req) ?? '', status: res.statusCode });
      });
    }
    return false;
  };
  const devRoutes: RouteHandler = async (req, res, url) => dev?.routes(req, res, url) === true;
  // No route takes this body: it is read within the default limit, then answered 404.
  const unroutedBody: RouteHandler = async (req, res, url) => {
    if (!['POST', 'PUT', 'PATCH'].includes(method(req))) return false;
    if (await drainUnrouted(req, res, onBody)) await notFound(req, res, url);
    return true;
  };
  const otherMethods: RouteHandler = async (req, res, url) => {
    if (method(req) === 'GET' || method(req) === 'HEAD') return false;
    if (isApi(url)) await notFound(req, res, url);
    else sendMethodNotAllowed(req, res, 'GET, HEAD, POST');
    return true;
  };
  // The external scripts and stylesheets: their test doubles (server/doubles/index.ts).
  const doubles: RouteHandler = async (req, res, url) => {
    const double = DOUBLES.get(url.pathname);
    if (double) sendText(req, res, 200, double.type, double.body, { 'Cache-Control': 'no-cache' });
    return double !== undefined;
  };
  // The donation checkout, for the donation page its query names.
  const donateCheckout: RouteHandler = async (req, res, url) => {
    if (url.pathname !== DONATE_CHECKOUT_PATH) return false;
    const donate = pageAt(url.pathname + url.search);
    await (donate ? send(req, res, 200, donate, 'no-cache', url.pathname + url.search) : send(req, res, 404, donateNotFoundPage, 'no-store'));
    return true;
  };
  // A page with item paths (a gallery's slides, with history on) serves its addresses too. The search
  // page draws the results of its ?q= itself, so a search works with JavaScript off.
  const sitePages: RouteHandler = async (req, res, url) => {
    const page = pageAt(url.pathname);
    if (!page) return false;
    await send(req, res, 200, page, 'no-cache', url.pathname, url.pathname === SEARCH_PATH ? { search: searchView(search, url.searchParams) } : {});
    return true;
  };
  const lastly: RouteHandler = async (req, res, url) => {
    await notFound(req, res, url);
    return true;
  };
  return [
    logApiCall,
    devRoutes,
    under('/__dev/', () => false),
    // Every state-changing request is a route of the one table; the pipeline leaves the rest to the pages.
    api,
    login.serve,
    ownerArea.serve,
    storePages.serve,
    unroutedBody,
    otherMethods,
    under('/api/', () => false),
    under('/assets/', (req, res, url) => serveAsset(assetsDir, url.pathname.slice('/assets/'.length), req, res, { sourceMaps: dev !== null })),
    under('/images/', (req, res, url) => serveImage(images, req, res, url)),
    // The demo's generated tones (server/audio/), for the audio block.
    under(AUDIO_PATH, (req, res, url) => {
      const wav = demoAudio(url.pathname.slice(AUDIO_PATH.length));
      if (wav) sendWav(req, res, wav);
      return wav !== null;
    }),
    doubles,
    donateCheckout,
    sitePages,
    lastly,
  ];
}

/** The request handler: one guard from its first line, then the handlers in turn. */
export function createDispatch(handlers: readonly RouteHandler[], trustProxy: TrustProxy): Handler {
  // Issue 29: every request is handled inside this one guard from its first line, the target's parse included.
  return async (req, res) => {
    let url: URL | null = null;
    try {
      // The client's address first: every limiter and log below reads it (VITRINE_TRUST_PROXY).
      trustRequest(req, trustProxy);
      applyReplyRules(req, res);
      url = parseTarget(req.url);
      if (!url) return sendJson(req, res, 400, { error: BAD_REQUEST });
      for (const handler of handlers) if (await handler(req, res, url)) return;
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendBodyTooLarge(req, res);
      console.error(`[server] ${method(req)} ${url?.pathname ?? '(unread target)'} failed:`, error);
      if (!res.headersSent) sendJson(req, res, 500, { error: INTERNAL_ERROR });
      else res.destroy();
    }
  };
}
