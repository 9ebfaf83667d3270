// tracking.md 7: the tracking calls over HTTP. A call is checked in this order: the per-address
// limit (error reports), the body, the crumb, the event id, the payload; then it is stored once
// per event id and answered. docs/decisions.md "Tracking server".
import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { EVENT_ID_PARAM, EVENT_ID_PATTERN, TRACKING_PATHS } from '../../../core/catalog/tracking.ts';
import { sendJson } from '../../http/send.ts';
import { crumbEquals, sendCrumbFailure } from '../crumb.ts';
import { createRateLimiter, RATE_LIMITED } from '../rate-limit.ts';
import type { ApiHandler } from '../router.ts';
import { readTrackingBody } from './body.ts';
import { findTrackingCall } from './calls.ts';
import { sendPixel } from './pixel.ts';
import { performanceSettings } from './settings.ts';
import { createTrackingStore } from './store.ts';

export const BAD_EVENT_ID = `The event id (${EVENT_ID_PARAM}) must be 8 to 64 letters, digits, _ or -.`;

export interface TrackingApiOptions {
  db: Database;
  now?: () => number;
  /** POST /api/events/RecordJavascriptErrors per client address. Default 60 a minute. */
  errorRateLimit?: { limit: number; windowMs: number };
  /** False turns every page-speed flag off (VITRINE_PAGE_SPEED=off). */
  pageSpeed?: boolean;
  newPageLoadId?: () => string;
}

export function createTrackingApi({
  db,
  now = Date.now,
  errorRateLimit = { limit: 60, windowMs: 60_000 },
  pageSpeed = true,
  newPageLoadId = randomUUID,
}: TrackingApiOptions): ApiHandler {
  const store = createTrackingStore(db, now);
  const limiter = createRateLimiter({ ...errorRateLimit, now });

  return (req, res, url, body) => {
    if (req.method === 'GET' && url.pathname === TRACKING_PATHS.settings) {
      sendJson(req, res, 200, performanceSettings(newPageLoadId(), pageSpeed));
      return true;
    }
    const call = findTrackingCall(url.pathname);
    if (!call || call.method !== req.method) return false;
    const client = req.socket.remoteAddress ?? 'unknown';
    if (call.rateLimited && !limiter.allow(client)) {
      res.setHeader('Retry-After', String(limiter.retryAfter(client)));
      sendJson(req, res, 429, { error: RATE_LIMITED });
      return true;
    }
    const read = call.method === 'GET' ? { ok: true as const, value: Object.fromEntries(url.searchParams) } : readTrackingBody(req, body);
    if (!read.ok) {
      sendJson(req, res, 400, { error: read.error });
      return true;
    }
    const token = call.crumb === 'header' ? req.headers['x-csrf-token'] : call.crumb === 'field' ? fieldOf(read.value, 'crumb') : null;
    if (call.crumb && !crumbEquals(req, token)) {
      sendCrumbFailure(req, res);
      return true;
    }
    const eid = url.searchParams.get(EVENT_ID_PARAM);
    if (eid !== null && !EVENT_ID_PATTERN.test(eid)) {
      sendJson(req, res, 400, { error: BAD_EVENT_ID });
      return true;
    }
    const rows = call.accept(read.value, url);
    if (typeof rows === 'string') {
      sendJson(req, res, 400, { error: rows });
      return true;
    }
    // A repeated event id is answered like the first call; only the first was stored.
    store.save(eid, url.pathname, rows);
    if (call.success === 'gif') sendPixel(req, res);
    else sendJson(req, res, call.success, { ok: true });
    return true;
  };
}

const fieldOf = (value: unknown, name: string): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;
