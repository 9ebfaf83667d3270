// Builds the calls of tracking.md 7, each with its event id in the address. Pure.
import { EVENT_ID_PARAM, PIXEL_PATH } from '../core/catalog/tracking.ts';
import type { Call } from './delivery.ts';

/** tracking.md 9: the tracking call timeout of the census calls. */
export const CENSUS_TIMEOUT_MS = 2500;

export const FORM = 'application/x-www-form-urlencoded';
export const JSON_TYPE = 'application/json';
export const TEXT = 'text/plain';

const address = (path: string, id: string, query?: URLSearchParams): string => {
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

/** tracking.md 7: the tracking pixel, requested as an image. */
export const pixelCall = (id: string, query: URLSearchParams): Call => ({ id, url: address(PIXEL_PATH, id, query), img: 1 });
