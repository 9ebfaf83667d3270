// A small data set for the dashboard's tests, written as the tracking write path writes it
// (migration 11's page_views, visits and goals), where every answer is known: breakdown.test.ts
// states them; the owner-area test reads the same rows over HTTP.
import type { Db } from '../../../../server/db/index.ts';

export const NOW = Date.UTC(2025, 5, 30, 12, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

interface Visit {
  session: string;
  visitor: string | null;
  start: number;
  pages: string[];
  seconds: number;
  dims: { source: string; source_kind: string; device: string; browser: string; os: string; country: string; utm_source?: string; utm_medium?: string; utm_campaign?: string };
}

const desktopFr = { device: 'desktop', browser: 'Chrome', os: 'Windows', country: 'FR' };
export const VISITS: Visit[] = [
  { session: 's1', visitor: 'a', start: NOW - HOUR, pages: ['/', '/pricing', '/buy'], seconds: 120, dims: { source: 'Google', source_kind: 'search', ...desktopFr } },
  { session: 's2', visitor: 'a', start: NOW - 2 * DAY, pages: ['/'], seconds: 0, dims: { source: 'Direct / None', source_kind: 'direct', ...desktopFr } },
  {
    session: 's3',
    visitor: 'b',
    start: NOW - 3 * DAY,
    pages: ['/pricing', '/'],
    seconds: 60,
    dims: {
      source: 'news.example.com',
      source_kind: 'referral',
      device: 'phone',
      browser: 'Safari',
      os: 'iOS',
      country: 'US',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'june',
    },
  },
  // A page view without the visitor cookie: a one-page visit of its own, counted by its session id.
  {
    session: 'anon:c',
    visitor: null,
    start: NOW - DAY,
    pages: ['/blog'],
    seconds: 0,
    dims: { source: 'Facebook', source_kind: 'social', device: 'tablet', browser: 'Safari', os: 'iOS', country: 'DE' },
  },
  // The previous 7 days, and before the previous 30.
  {
    session: 's5',
    visitor: 'd',
    start: NOW - 10 * DAY,
    pages: ['/'],
    seconds: 0,
    dims: { source: 'Google', source_kind: 'search', device: 'desktop', browser: 'Firefox', os: 'Linux', country: 'FR' },
  },
  { session: 's6', visitor: 'e', start: NOW - 40 * DAY, pages: ['/old'], seconds: 0, dims: { source: 'Google', source_kind: 'search', ...desktopFr } },
];

/** Writes the visits, their page views (spread evenly over each visit) and the goals. */
export async function seed(db: Db): Promise<void> {
  for (const visit of VISITS) {
    const at = (index: number) => visit.start + (visit.pages.length === 1 ? 0 : Math.round((index * visit.seconds * 1000) / (visit.pages.length - 1)));
    const dims = { utm_source: '', utm_medium: '', utm_campaign: '', ...visit.dims };
    await db
      .insertInto('visits')
      .values({
        session_id: visit.session,
        visitor_id: visit.visitor ?? visit.session,
        started_at: visit.start,
        ended_at: visit.start + visit.seconds * 1000,
        entry_path: visit.pages[0]!,
        exit_path: visit.pages.at(-1)!,
        pageviews: visit.pages.length,
        ...dims,
      })
      .execute();
    await db
      .insertInto('page_views')
      .values(
        visit.pages.map((path, index) => ({
          day: new Date(at(index)).toISOString().slice(0, 10),
          path,
          visitor_id: visit.visitor,
          payload: '{}',
          created_at: at(index),
          session_id: visit.session,
          ...dims,
        })),
      )
      .execute();
  }
  const goal = (kind: string, name: string, session: string, visitor: string, at: number) =>
    db.insertInto('goals').values({ kind, name, session_id: session, visitor_id: visitor, path: '/', created_at: at }).execute();
  await goal('event', 'signup', 's1', 'a', NOW - HOUR);
  await goal('event', 'signup', 's3', 'b', NOW - 3 * DAY);
  await goal('form', 'contact', 's1', 'a', NOW - HOUR);
  await goal('form', 'contact', 's1', 'a', NOW - HOUR + MIN);
  await goal('form', 'contact', 's5', 'd', NOW - 10 * DAY);
  // A goal without a visitor counts as a conversion, not as a visitor.
  await goal('event', 'download', '', '', NOW - DAY);
}
