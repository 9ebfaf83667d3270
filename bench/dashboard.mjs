// The analytics dashboard's queries on a year of traffic (issue 33), in node: `npm run bench -- dashboard`.
// Seeds BENCH_DASHBOARD_VIEWS page views (1,000,000 by default) over 12 months with realistic spreads
// (Zipf-like pages, referrers and countries, a source mix, devices and browsers, visits of 1 to 8 views,
// goals and page-speed readings) into SQLite under .data/bench-dashboard/ and, when VITRINE_DATABASE_URL
// is set, into the schema bench_dashboard of that PostgreSQL; a seeded database is reused when present.
// Then times each panel's query, p95 over BENCH_DASHBOARD_RUNS runs (20), for 30 days and 12 months,
// without a filter, with one and with two, and with a page. Figures only; every panel should answer in TARGET_MS on SQLite.
// The dashboard's query code is bundled from server/ by esbuild, so the bench times what the page runs.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { importBundled } from './lib/bundle-import.mjs';
import pg from 'pg';
import { seeded as random } from './micro/inputs.mjs';

export const TARGET_MS = 300;
const DATA_DIR = '.data/bench-dashboard';
const FILE = join(DATA_DIR, 'vitrine.db');
const META = join(DATA_DIR, 'seeded.json');
const PG_SCHEMA = 'bench_dashboard';
const VIEWS = Number(process.env.BENCH_DASHBOARD_VIEWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 20);
const DAY = 86_400_000;
const SCENARIOS = [
  ['30d', 'period=30d'],
  ['30d, country=US', 'period=30d&country=US'],
  ['12mo', 'period=12mo'],
  ['12mo, country=US', 'period=12mo&country=US'],
  // Two filters: what no rollup row holds (a country's phones), read from the daily facts.
  ['30d, country=US, device=phone', 'period=30d&country=US&device=phone'],
  ['12mo, country=US, device=phone', 'period=12mo&country=US&device=phone'],
  // A page: the most common click (a row of the top pages), and the most viewed one.
  ['12mo, page=/', 'period=12mo&page=%2F'],
  // A goal: a click on the goals panel's top row (its visits, through each visit's goals).
  ['12mo, goal=signup', 'period=12mo&goal=signup'],
];

/** Picks from `items` with weights proportional to 1 / rank^s (Zipf-like). */
function zipf(items, s, rand) {
  const weights = items.map((_, rank) => 1 / (rank + 1) ** s);
  return weighted(
    items.map((item, index) => [item, weights[index]]),
    rand,
  );
}

function weighted(pairs, rand) {
  const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
  const cumulative = [];
  let sum = 0;
  for (const [item, weight] of pairs) cumulative.push([item, (sum += weight / total)]);
  return () => {
    const r = rand();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid][1] < r) low = mid + 1;
      else high = mid;
    }
    return cumulative[low][0];
  };
}

const SEARCH = ['Google', 'Bing', 'DuckDuckGo', 'Yahoo', 'Ecosia'];
const SOCIAL = ['Facebook', 'Instagram', 'X', 'LinkedIn', 'Pinterest', 'Reddit', 'YouTube'];
const COUNTRIES =
  'US DE FR GB IN BR CA NL ES IT PL JP AU SE MX CH BE AT TR RU UA CZ PT DK NO FI IE RO HU GR AR CL CO ZA NG EG KR ID PH VN TH MY SG NZ IL SA AE PK BD KE MA TN DZ PE VE EC UY SK BG HR'.split(
    ' ',
  );
const CAMPAIGNS = Array.from({ length: 20 }, (_, i) => `campaign-${i}`);

/** The bench's data as it is made; a database seeded by another version is seeded again. */
const SEED_VERSION = 2;

/** 8 hex digits of a 32-bit mix of n (a bijection for each salt, so different visitors never share an id). */
const hex8 = (n, salt) => (Math.imul(n ^ salt, 0x9e3779b1) >>> 0).toString(16).padStart(8, '0');
/** A visitor id shaped as the tracking cookie's (a random UUID), so the rows and indexes are as wide as a site's. */
const visitorId = (n) => `${hex8(n, 0)}-${hex8(n, 1).slice(0, 4)}-4${hex8(n, 2).slice(0, 3)}-a${hex8(n, 3).slice(0, 3)}-${hex8(n, 4)}${hex8(n, 5).slice(0, 4)}`;

/** Every row of the year, a visit at a time: the visit, its page views, its goals, its vitals. */
function* traffic(now, views) {
  const rand = random(33);
  const page = zipf(
    Array.from({ length: 2000 }, (_, i) => (i === 0 ? '/' : `/section-${i % 40}/page-${i}`)),
    1.1,
    rand,
  );
  const domain = zipf(
    Array.from({ length: 400 }, (_, i) => `site-${i}.example`),
    1,
    rand,
  );
  const country = zipf(COUNTRIES, 1, rand);
  const kind = weighted(
    [
      ['direct', 35],
      ['search', 35],
      ['social', 12],
      ['referral', 18],
    ],
    rand,
  );
  const search = zipf(SEARCH, 2, rand);
  const social = zipf(SOCIAL, 1.2, rand);
  const device = weighted(
    [
      ['phone', 55],
      ['desktop', 37],
      ['tablet', 8],
    ],
    rand,
  );
  const browser = {
    phone: weighted(
      [
        [['Chrome', 'Android'], 50],
        [['Safari', 'iOS'], 38],
        [['Samsung Internet for Android', 'Android'], 8],
        [['Firefox', 'Android'], 4],
      ],
      rand,
    ),
    tablet: weighted(
      [
        [['Safari', 'iOS'], 60],
        [['Chrome', 'Android'], 40],
      ],
      rand,
    ),
    desktop: weighted(
      [
        [['Chrome', 'Windows'], 45],
        [['Chrome', 'macOS'], 15],
        [['Safari', 'macOS'], 12],
        [['Microsoft Edge', 'Windows'], 13],
        [['Firefox', 'Windows'], 7],
        [['Firefox', 'Linux'], 3],
        [['Opera', 'Windows'], 3],
        [['Chrome', 'Chrome OS'], 2],
      ],
      rand,
    ),
  };
  // Visits of 1 to 8 page views, about half of them bounces.
  const length = weighted(
    [
      [1, 45],
      [2, 18],
      [3, 12],
      [4, 9],
      [5, 6],
      [6, 4],
      [7, 3],
      [8, 3],
    ],
    rand,
  );
  const start = now - 365 * DAY;
  let written = 0;
  let visitors = 0;
  while (written < views) {
    // A returning visitor one time in three; traffic grows over the year and peaks in the afternoon.
    const visitor = visitorId(visitors > 0 && rand() < 0.33 ? Math.floor(rand() * visitors) : visitors++);
    const day = Math.floor(Math.sqrt(rand()) * 365);
    const hour = Math.min(23, Math.floor(24 * (0.5 + (rand() + rand() + rand() - 1.5) / 3)));
    const startedAt = Math.min(now - 1000, start + day * DAY + hour * 3_600_000 + Math.floor(rand() * 3_600_000));
    const pages = Math.min(length(), views - written);
    const which = kind();
    const source = which === 'direct' ? 'Direct / None' : which === 'search' ? search() : which === 'social' ? social() : domain();
    const utm = rand() < 0.1;
    const dev = device();
    const [browserName, os] = browser[dev]();
    const session = `${visitor}:${startedAt}`;
    const dims = {
      source,
      source_kind: which,
      referrer_domain: which === 'direct' ? '' : which === 'referral' ? source : `${source.toLowerCase()}.com`,
      utm_source: utm ? 'newsletter' : '',
      utm_medium: utm ? 'email' : '',
      utm_campaign: utm ? CAMPAIGNS[Math.floor(rand() * CAMPAIGNS.length)] : '',
      device: dev,
      browser: browserName,
      os,
      country: country(),
    };
    const paths = Array.from({ length: pages }, () => page());
    const times = paths.map((_, i) => startedAt + i * Math.floor(20_000 + rand() * 90_000));
    const goals = [];
    if (rand() < 0.04) goals.push(['event', 'signup']);
    if (rand() < 0.015) goals.push(['form', 'contact']);
    if (rand() < 0.02) goals.push(['button', 'Add to cart']);
    yield {
      visit: { session_id: session, visitor_id: visitor, started_at: startedAt, ended_at: times.at(-1), entry_path: paths[0], exit_path: paths.at(-1), pageviews: pages, ...dims },
      views: paths.map((path, i) => ({
        day: new Date(times[i]).toISOString().slice(0, 10),
        path,
        visitor_id: visitor,
        payload: '{}',
        created_at: times[i],
        session_id: session,
        ...dims,
      })),
      goals: goals.map(([goalKind, name]) => ({ kind: goalKind, name, visitor_id: visitor, session_id: session, path: paths[0], created_at: times.at(-1) })),
      // One page load in ten reports its vitals.
      metrics:
        rand() < 0.1
          ? [
              ['lcp', 800 + rand() * 4000],
              ['inp', 40 + rand() * 500],
              ['cls', rand() * 0.3],
              ['ttfb', 100 + rand() * 1500],
            ].map(([code, value]) => ({ page_load_id: `${session}:0`, path: paths[0], code, value, created_at: times[0], device: dev, session_id: session }))
          : [],
    };
    written += pages;
  }
}

const TABLES = ['visits', 'page_views', 'goals', 'page_speed_metrics'];
/** What the dashboard's first reader writes (rollup.ts, facts.ts), emptied before each engine's timing. */
const ROLLUP_TABLES = [
  'analytics_daily',
  'analytics_days',
  'analytics_views',
  'analytics_visits',
  'analytics_visit_pages',
  'analytics_visit_goals',
  'analytics_goals',
  'analytics_vitals',
  'analytics_monthly_pages',
  'analytics_months',
];
const KEYS = { visits: 'visit', page_views: 'views', goals: 'goals', page_speed_metrics: 'metrics' };

async function seedSqlite(now) {
  const db = new Database(FILE);
  db.pragma('journal_mode = WAL');
  const statements = {};
  const rowsOf = (table, batch) => (table === 'visits' ? [batch.visit] : batch[KEYS[table]]);
  const insert = (table, row) => {
    statements[table] ??= db.prepare(
      `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row)
        .map(() => '?')
        .join(', ')})`,
    );
    statements[table].run(...Object.values(row));
  };
  let pending = [];
  const flush = db.transaction((batches) => {
    for (const batch of batches) for (const table of TABLES) for (const row of rowsOf(table, batch)) insert(table, row);
  });
  for (const batch of traffic(now, VIEWS)) {
    pending.push(batch);
    if (pending.length === 20_000) {
      flush(pending);
      pending = [];
    }
  }
  flush(pending);
  db.close();
}

async function seedPostgres(url, now) {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${PG_SCHEMA}` });
  await client.connect();
  try {
    const buffers = Object.fromEntries(TABLES.map((table) => [table, []]));
    const flush = async (table) => {
      const rows = buffers[table];
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]);
      const values = rows.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
      await client.query(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`,
        rows.flatMap((row) => Object.values(row)),
      );
      buffers[table] = [];
    };
    await client.query('BEGIN');
    for (const batch of traffic(now, VIEWS)) {
      buffers.visits.push(batch.visit);
      for (const table of TABLES.slice(1)) buffers[table].push(...batch[KEYS[table]]);
      for (const table of TABLES) if (buffers[table].length >= 2000) await flush(table);
    }
    for (const table of TABLES) await flush(table);
    await client.query('COMMIT');
    // What autovacuum does on its own after a load this size.
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

const p95 = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)];
};

/** Each panel's query as the page runs it, by name. */
function panelsOf(lib, analytics) {
  const { PANELS, CSV } = lib;
  return [
    ['KPIs (both periods)', (q) => Promise.all([analytics.queries.kpis(q, q), analytics.queries.kpis(q, { from: q.previousFrom, to: q.from })])],
    ['trend', (q) => analytics.queries.trend(q)],
    ...PANELS.map((panel) => [panel.key, (q) => analytics.queries.breakdown(panel, q, 10)]),
    ['goals', (q) => analytics.queries.goals(q, 10)],
    ['vitals by day', (q) => analytics.vitals(q, 'day', 400)],
    ['vitals by page', (q) => analytics.vitals(q, 'page', 25)],
    ['vitals by device', (q) => analytics.vitals(q, 'device', 10)],
    ['top errors', (q) => analytics.topErrors(q.from, q.to)],
    ['visitors right now', (q) => analytics.queries.current(q, q.now, 300_000)],
    ['CSV: top pages, 1000 rows', (q) => analytics.queries.breakdown(CSV.pages, q, 1000)],
  ];
}

async function timeEngine(lib, opened, now, builds, engine) {
  const analytics = lib.createAnalyticsQuery(opened.db, { now: () => now });
  // The daily rollups of every settled day the scenarios read (this period and the one before), once:
  // a server writes them on its first dashboard after a start, then one day a day.
  // From none, so that a reused database times the whole writing (and never keeps rows of older code).
  for (const table of ROLLUP_TABLES) await opened.db.deleteFrom(table).execute();
  const start = performance.now();
  await lib.createRollups(opened.db, () => now).ensure(now - 2 * 366 * DAY, now);
  builds[engine] = performance.now() - start;
  const results = {};
  for (const [label, search] of SCENARIOS) {
    const query = { ...lib.parseDashboardQuery(new URLSearchParams(search), now), now };
    for (const [panel, run] of panelsOf(lib, analytics)) {
      await run(query);
      const times = [];
      for (let i = 0; i < RUNS; i += 1) {
        const start = performance.now();
        await run(query);
        times.push(performance.now() - start);
      }
      results[panel] ??= {};
      results[panel][label] = p95(times);
      // Progress on stderr: the whole bench takes minutes.
      process.stderr.write(`${label}: ${panel} ${results[panel][label].toFixed(1)} ms\n`);
    }
  }
  return results;
}

export async function benchDashboard() {
  mkdirSync(DATA_DIR, { recursive: true });
  // The dashboard's own code, bundled from server/ (packages stay imports from node_modules).
  const lib = await importBundled(
    `export { createAnalyticsQuery } from './server/analytics/query.ts';
export { createRollups } from './server/analytics/rollup.ts';
export { parseDashboardQuery } from './server/analytics/params.ts';
export { PANELS } from './server/analytics/panels.ts';
export { openDatabase, openPostgres } from './server/db/index.ts';
import { PANELS } from './server/analytics/panels.ts';
export const CSV = { pages: PANELS[0] };`,
    'dashboard',
  );
  const quiet = { info: () => {} };

  // The seeding's clock is kept with the file, so a reused database is queried at the same "now".
  const meta = existsSync(META) ? JSON.parse(readFileSync(META, 'utf8')) : null;
  const reuse = meta?.views === VIEWS && meta?.version === SEED_VERSION && existsSync(FILE);
  const now = reuse ? meta.now : Math.floor(Date.now() / 60_000) * 60_000;
  const seedTimes = {};
  const builds = {};
  const engines = {};

  const count = async (db) =>
    Number(
      (
        await db
          .selectFrom('page_views')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  let opened = reuse ? await lib.openDatabase(FILE, { log: quiet }) : null;
  if (opened === null || (await count(opened.db)) < VIEWS) {
    await opened?.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(FILE + suffix, { force: true });
    // The server's migrations make the tables and their indexes; the rows go in directly.
    await (await lib.openDatabase(FILE, { log: quiet })).close();
    const start = performance.now();
    await seedSqlite(now);
    seedTimes.SQLite = performance.now() - start;
    writeFileSync(META, JSON.stringify({ views: VIEWS, now, version: SEED_VERSION }));
    opened = await lib.openDatabase(FILE, { log: quiet });
  }
  engines.SQLite = await timeEngine(lib, opened, now, builds, 'SQLite');
  await opened.close();

  const url = process.env.VITRINE_DATABASE_URL || undefined;
  if (url) {
    let postgres = await lib.openPostgres(url, { log: quiet, schema: PG_SCHEMA });
    const seededAt = await postgres.db
      .selectFrom('page_views')
      .select((eb) => eb.fn.max('created_at').as('last'))
      .executeTakeFirst();
    // Seeded again with SQLite's file (another clock, or another version of the data), or when short.
    if (seedTimes.SQLite !== undefined || (await count(postgres.db)) < VIEWS || Number(seededAt?.last) > now) {
      await postgres.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE`);
      await client.end();
      postgres = await lib.openPostgres(url, { log: quiet, schema: PG_SCHEMA });
      const start = performance.now();
      await seedPostgres(url, now);
      seedTimes.PostgreSQL = performance.now() - start;
    }
    engines.PostgreSQL = await timeEngine(lib, postgres, now, builds, 'PostgreSQL');
    await postgres.close();
  }

  const names = Object.keys(engines.SQLite);
  const worst = (engine, panel) => Math.max(...SCENARIOS.map(([label]) => engines[engine][panel][label]));
  const ms = (value) => (value === undefined ? '–' : value.toFixed(1));
  const table = [
    `### Dashboard panels on ${VIEWS.toLocaleString('en-US')} page views over 12 months (p95 of ${RUNS} runs, ms; the worst of the scenarios below: 30 days and 12 months, without a filter and with one, two or a page)`,
    '',
    '| panel | SQLite p95 | PostgreSQL p95 |',
    '|---|---|---|',
    ...names.map((panel) => `| ${panel} | ${ms(worst('SQLite', panel))} | ${engines.PostgreSQL ? ms(worst('PostgreSQL', panel)) : 'not run (no VITRINE_DATABASE_URL)'} |`),
    '',
    `Every panel at most ${TARGET_MS} ms p95 on SQLite: ${names.every((panel) => worst('SQLite', panel) <= TARGET_MS) ? 'yes' : 'NO'}.`,
    ...Object.entries(seedTimes).map(([engine, time]) => `Seeding ${engine} took ${(time / 1000).toFixed(1)} s.`),
    ...Object.entries(builds).map(([engine, time]) => `Writing the daily rollups on ${engine} (every settled day of two years, once) took ${(time / 1000).toFixed(1)} s.`),
    '',
    '#### Each scenario',
    '',
    `| panel | ${Object.keys(engines)
      .flatMap((engine) => SCENARIOS.map(([label]) => `${engine} ${label}`))
      .join(' | ')} |`,
    `|---|${Object.keys(engines)
      .flatMap(() => SCENARIOS.map(() => '---'))
      .join('|')}|`,
    ...names.map(
      (panel) =>
        `| ${panel} | ${Object.keys(engines)
          .flatMap((engine) => SCENARIOS.map(([label]) => ms(engines[engine][panel][label])))
          .join(' | ')} |`,
    ),
    '',
  ].join('\n');
  return { table, p95: engines, views: VIEWS, runs: RUNS };
}
