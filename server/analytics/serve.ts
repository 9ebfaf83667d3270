// The analytics paths of the owner area, answered behind its session check (config/area.ts): the
// dashboard page, its CSV exports, the visitors-right-now JSON and the small script that reads it.
// Every one reads the query value (period and filters) from the address the same way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendCsv } from '../config/csv.ts';
import { CONFIG_PATHS, type ConfigContent } from '../config/shell.ts';
import type { Db } from '../db/index.ts';
import { PRIVATE_NO_STORE, sendText } from '../http/send.ts';
import { analyticsCsv } from './export.ts';
import { LIVE_JSON, LIVE_SCRIPT, LIVE_SOURCE } from './live.ts';
import { analyticsContent, CSV_PATH } from './page.ts';
import { parseDashboardQuery } from './params.ts';
import { createAnalyticsQuery, CURRENT_WINDOW_MS } from './query.ts';

export const ANALYTICS_PATHS: readonly string[] = [CONFIG_PATHS.analytics, CSV_PATH, LIVE_JSON, LIVE_SCRIPT];

/** Answers an analytics path (ANALYTICS_PATHS) for a signed-in session; the page goes through `sendPage`, the area's frame. */
export function createAnalyticsPages(db: Db, now: () => number) {
  const analytics = createAnalyticsQuery(db, { now });
  const private_ = { 'Cache-Control': PRIVATE_NO_STORE, Vary: 'Accept-Encoding, Cookie' };

  return async (req: IncomingMessage, res: ServerResponse, url: URL, sendPage: (content: ConfigContent) => void): Promise<void> => {
    const time = now();
    const query = parseDashboardQuery(url.searchParams, time);
    switch (url.pathname) {
      case LIVE_SCRIPT:
        return sendText(req, res, 200, 'text/javascript; charset=utf-8', LIVE_SOURCE, private_);
      case LIVE_JSON: {
        const visitors = await analytics.queries.current(query, time, CURRENT_WINDOW_MS);
        return sendText(req, res, 200, 'application/json; charset=utf-8', JSON.stringify({ visitors, at: time }), private_);
      }
      case CSV_PATH: {
        const file = await analyticsCsv(analytics, query, url.searchParams.get('panel'));
        return sendCsv(req, res, file.filename, file.rows);
      }
      default: {
        const [data, current] = await Promise.all([analytics.load(query), analytics.queries.current(query, time, CURRENT_WINDOW_MS)]);
        return sendPage(analyticsContent(data, current));
      }
    }
  };
}
