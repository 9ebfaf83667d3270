// The owner's analytics page after a flood of hostile page-speed records (issue 29), in node against
// the built server: `npm run bench -- analytics`. The flood is 300 posts of 520 made-up paths each,
// as an attacker sent them before the limits: first over HTTP, where the server now refuses every one
// (one page load a call), then written into the database directly, as though the limits had not been
// there. Then GET /config/analytics, signed in, `runs` times. Its own server and database: SQLite under
// .data/bench-analytics, or, with VITRINE_DATABASE_URL, a schema of its own in that PostgreSQL.
// Figures only; the page should answer in under TARGET_MS.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { median } from './lib/setup.mjs';

const POSTS = 300;
const PATHS_PER_POST = 520;
const VITALS = ['lcp', 'cls', 'inp', 'fcp', 'ttfb'];
export const TARGET_MS = 300;
const DATA_DIR = '.data/bench-analytics';
const PASSWORD = `bench-${randomBytes(12).toString('hex')}`;

/** One hostile post: 520 page loads, each on a path of its own, each with every vital. */
const hostilePost = (post) =>
  Array.from({ length: PATHS_PER_POST }, (_, i) => ({
    t: 'ps',
    pl: `p${post}-${i}`,
    p: `/made-up/${post}/${i}`,
    m: Object.fromEntries(VITALS.map((code, k) => [code, (post * 7 + i * 13 + k) % 5000])),
    c: {},
  }));

function startServer(port, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server/start.js'], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => String(chunk).includes('Vitrine demo site on') && resolve(child));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** The metrics rows of every hostile post, written straight into page_speed_metrics. */
async function insertDirectly(postgres, schema) {
  const now = Date.now();
  const rows = function* () {
    for (let post = 0; post < POSTS; post += 1) for (const record of hostilePost(post)) for (const code of VITALS) yield [record.pl, record.p, code, record.m[code], now];
  };
  if (!postgres) {
    const db = new Database(join(DATA_DIR, 'vitrine.db'));
    db.pragma('busy_timeout = 10000');
    const insert = db.prepare('INSERT INTO page_speed_metrics (page_load_id, path, code, value, created_at) VALUES (?, ?, ?, ?, ?)');
    db.transaction(() => {
      for (const row of rows()) insert.run(...row);
    })();
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: postgres, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    await client.query('BEGIN');
    let batch = [];
    const flush = async () => {
      const values = batch.map((_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`).join(', ');
      await client.query(`INSERT INTO page_speed_metrics (page_load_id, path, code, value, created_at) VALUES ${values}`, batch.flat());
      batch = [];
    };
    for (const row of rows()) {
      batch.push(row);
      if (batch.length === 5000) await flush();
    }
    if (batch.length > 0) await flush();
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

async function dropSchema(postgres, schema) {
  const client = new pg.Client({ connectionString: postgres });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

export async function benchAnalytics({ port, runs }) {
  const postgres = process.env.VITRINE_DATABASE_URL || undefined;
  const schema = `bench_analytics_${randomBytes(4).toString('hex')}`;
  // The demo images stay from run to run; the database starts empty.
  for (const file of ['vitrine.db', 'vitrine.db-wal', 'vitrine.db-shm']) rmSync(join(DATA_DIR, file), { force: true });
  const server = await startServer(port, {
    VITRINE_DATA_DIR: DATA_DIR,
    VITRINE_OWNER_PASSWORD: PASSWORD,
    // The limit per address is lifted for the flood: what answers it is the one-page-load rule.
    VITRINE_RECORDS_RATE_LIMIT: '1000000000',
    ...(postgres ? { VITRINE_DATABASE_SCHEMA: schema } : {}),
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const crumb = /crumb=([A-Za-z0-9_-]+)/.exec((await fetch(`${origin}/`)).headers.get('set-cookie') ?? '')[1];
    const signIn = await fetch(`${origin}/api/site-users/account/session?crumb=${crumb}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}` },
      body: JSON.stringify({ email: 'owner@example.com', password: PASSWORD }),
    });
    if (signIn.status !== 200) throw new Error(`bench analytics: sign-in answered ${signIn.status}`);
    const session = /vitrine_session=([A-Za-z0-9_-]+)/.exec(signIn.headers.getSetCookie().join('\n'))[1];
    const cookie = `crumb=${crumb}; vitrine_session=${session}`;

    /** GET /config/analytics `runs` times (after one unmeasured): each reply's milliseconds, and its size. */
    const timePage = async () => {
      const times = [];
      let bytes = 0;
      for (let run = 0; run <= runs; run += 1) {
        const start = performance.now();
        const response = await fetch(`${origin}/config/analytics`, { headers: { cookie } });
        const html = await response.text();
        if (response.status !== 200) throw new Error(`bench analytics: the page answered ${response.status}`);
        if (run > 0) times.push(performance.now() - start);
        bytes = Buffer.byteLength(html);
      }
      return { median: median(times), max: Math.max(...times), bytes };
    };

    const empty = await timePage();
    const statuses = new Map();
    for (let post = 0; post < POSTS; post += 1) {
      const response = await fetch(`${origin}/api/1/performance/records`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(hostilePost(post)) });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      await response.arrayBuffer();
    }
    const viaHttp = await timePage();
    const insertStart = performance.now();
    await insertDirectly(postgres, schema);
    const insertMs = performance.now() - insertStart;
    // SQLite's insert held this process for seconds: let fetch see the server close its idle
    // keep-alive connection, rather than send the next request down it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const flooded = await timePage();

    const engine = postgres ? 'PostgreSQL' : 'SQLite';
    const answered = [...statuses].map(([status, count]) => `${count} x ${status}`).join(', ');
    const readings = (POSTS * PATHS_PER_POST * VITALS.length).toLocaleString('en-US');
    const row = (label, figures, digits = 0) => `| ${label} | ${figures.map((value) => value.toFixed(digits)).join(' | ')} |`;
    const table = [
      `### Analytics page after a flood of page-speed records (${engine}; GET /config/analytics signed in, median of ${runs})`,
      '',
      `| figure | nothing stored | after the ${POSTS} posts over HTTP | after ${readings} readings written directly |`,
      '|---|---|---|---|',
      row('page ms (median)', [empty.median, viaHttp.median, flooded.median], 1),
      row('page ms (slowest)', [empty.max, viaHttp.max, flooded.max], 1),
      row('page KB', [empty.bytes / 1024, viaHttp.bytes / 1024, flooded.bytes / 1024], 1),
      '',
      `The ${POSTS} hostile posts (${PATHS_PER_POST} made-up paths each) were answered ${answered}. Writing their ${readings} readings directly took ${(insertMs / 1000).toFixed(1)} s.`,
      `Under ${TARGET_MS} ms after the flood: ${flooded.median < TARGET_MS && flooded.max < TARGET_MS ? 'yes' : 'NO'}.`,
      '',
    ].join('\n');
    return { table, medians: { empty: empty.median, viaHttp: viaHttp.median, flooded: flooded.median, floodedMax: flooded.max }, statuses: Object.fromEntries(statuses), engine };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (postgres) await dropSchema(postgres, schema);
  }
}
