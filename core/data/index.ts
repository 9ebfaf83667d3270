// The data layer's public surface, its own chunk: a block imports it
// the first time it calls; the overlays build carries its own copy (the popup's sign-up).
import { contextObject } from '../context/field.ts';
import { readSiteContextJsonQuietly } from '../context/read.ts';
import { createDataLayer, type DataLayer } from './layer.ts';

export { createDataLayer, type DataLayer, type DataLayerDeps } from './layer.ts';
export { DataError, type DataFailure } from './error.ts';
export { watchUnhandled, type SystemErrorSource } from './unhandled.ts';
export type { CallOptions, DataMethod } from './request.ts';
export type { ReplyFields, ReplyFormat } from './reply.ts';
// The session call, for the chunks that sign in and out through this one (no chunk of its own for a constant).
export { SESSION_PATH } from '../catalog/constants.ts';

const layers = new WeakMap<Window, DataLayer>();

/** The page's one layer (one queue): the site's own hosts are the page's and the context's baseUrl's. */
export function pageDataLayer(window: Window): DataLayer {
  let layer = layers.get(window);
  if (!layer) {
    const { document, location } = window;
    const baseUrl = contextObject(readSiteContextJsonQuietly(document), 'website')?.baseUrl;
    const hosts = [location.hostname];
    if (typeof baseUrl === 'string' && URL.canParse(baseUrl)) hosts.push(new URL(baseUrl).hostname);
    layer = createDataLayer({
      fetch: (url, init) => window.fetch(url, init),
      document,
      location,
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      cookiesEnabled: () => window.navigator.cookieEnabled,
      internalHosts: hosts,
    });
    layers.set(window, layer);
  }
  return layer;
}
