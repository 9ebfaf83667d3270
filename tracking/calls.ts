// Builds the calls of the spec, each with its event id in the address. Pure.
import { EVENT_ID_PARAM, PIXEL_PARAM_LIMIT, PIXEL_PATH, PIXEL_URL_LIMIT } from '../core/catalog/tracking.ts';
import { type Call, IS_PIXEL } from './delivery.ts';

/** The tracking call timeout of the census calls. */
export const CENSUS_TIMEOUT_MS = 2500;

export const FORM = 'application/x-www-form-urlencoded';
export const JSON_TYPE = 'application/json';
export const TEXT = 'text/plain';

const address = (path: string, id: string, query?: URLSearchParams | string): string => {
  const q = new URLSearchParams(query);
  q.set(EVENT_ID_PARAM, id);
  return `${path}?${q}`;
};

/** A form-encoded POST; values that are not strings go as JSON text. */
export const formCall = (id: string, path: string, fields: Record<string, unknown>, query?: URLSearchParams): Call => ({
  id,
  url: address(path, id, query),
  type: FORM,
  body: String(new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))),
});

/** A JSON POST; `type` text/plain for the page-speed records, as a beacon would send them. */
export const jsonCall = (id: string, path: string, body: unknown, type = JSON_TYPE): Call => ({ id, url: address(path, id), type, body: JSON.stringify(body) });

/**
 * The tracking pixel, requested as an image, cut to what the server takes (an image
 * sees a 400 only as an error). Each value keeps its first PIXEL_PARAM_LIMIT characters. The values
 * go shortest first, so a query too long for PIXEL_URL_LIMIT loses its tail: the longest value its
 * end (a landing address its fragment and query before its path), with any escape cut in two.
 */
export const pixelCall = (id: string, query: URLSearchParams): Call => {
  const values = new URLSearchParams([...query].sort((a, b) => a[1].length - b[1].length).map(([k, v]) => [k, v.slice(0, PIXEL_PARAM_LIMIT)]));
  // 100 leaves room for the path, the event id (at most 64) and a character cut in two, which the
  // server reads as one replacement character (up to 6 longer once encoded again).
  const cut = String(values)
    .slice(0, PIXEL_URL_LIMIT - 100)
    .replace(/%.?$/, '');
  return { id, url: address(PIXEL_PATH, id, cut), img: IS_PIXEL };
};
