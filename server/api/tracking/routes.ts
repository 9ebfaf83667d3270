// The tracking calls as routes of the one table (pipeline.ts runs them). After the
// pipeline's checks a call's handler checks the event id, then stores the call once per id and
// answers. docs/decisions.md "Tracking server".
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { EVENT_ID_PARAM, EVENT_ID_PATTERN, TRACKING_PATHS } from '../../../core/catalog/tracking.ts';
import type { Db } from '../../db/index.ts';
import { MAX_BODY_BYTES } from '../../http/body-limit.ts';
import { defineRoute, type ApiRoute, type RouteReply } from '../route.ts';
import { TRACKING_CALLS, type TrackingCall } from './calls.ts';
import type { Enricher } from './enrich.ts';
import { sendPixel } from './pixel.ts';
import { requestFacts } from './request-facts.ts';
import { performanceSettings } from './settings.ts';
import { createTrackingStore, type TrackingStore } from './store.ts';

export const BAD_EVENT_ID = `The event id (${EVENT_ID_PARAM}) must be 8 to 64 letters, digits, _ or -.`;

export interface TrackingRouteOptions {
  db: Db;
  now?: () => number;
  /** False turns every page-speed flag off (VITRINE_PAGE_SPEED=off). */
  pageSpeed?: boolean;
  newPageLoadId?: () => string;
  /** Figures a page view's dimensions: the user-agent parser and country database of parsers.ts by default. */
  enrich?: Enricher;
}

const OK = { ok: true } as const;

function callRoute(call: TrackingCall, store: TrackingStore): ApiRoute {
  return defineRoute({
    method: call.method,
    path: call.path,
    prefix: call.prefix,
    bodyLimit: call.method === 'GET' ? null : MAX_BODY_BYTES,
    rateLimit: call.rateLimit,
    crumb: call.crumb,
    schema: call.schema,
    async handle({ value, url, req }): Promise<RouteReply> {
      const eid = url.searchParams.get(EVENT_ID_PARAM);
      if (eid !== null && !EVENT_ID_PATTERN.test(eid)) return { status: 400, body: { error: BAD_EVENT_ID } };
      const rows = call.rows(value, url);
      if (typeof rows === 'string') return { status: 400, body: { error: rows } };
      // A repeated event id is answered like the first call; only the first was stored.
      await store.save(eid, url.pathname, rows, requestFacts(req));
      return call.success === 'gif' ? { send: sendPixel } : { status: call.success, body: OK };
    },
  });
}

export function createTrackingRoutes({ db, now = Date.now, pageSpeed = true, newPageLoadId = randomUUID, enrich }: TrackingRouteOptions): ApiRoute[] {
  const store = createTrackingStore(db, now, { enrich });
  // The metric settings; the query is not checked and nothing is stored.
  const settings = defineRoute({
    method: 'GET',
    path: TRACKING_PATHS.settings,
    bodyLimit: null,
    rateLimit: null,
    crumb: 'none',
    schema: z.unknown(),
    handle: () => ({ status: 200, body: performanceSettings(newPageLoadId(), pageSpeed) }),
  });
  return [settings, ...TRACKING_CALLS.map((call) => callRoute(call, store))];
}
