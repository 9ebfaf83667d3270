// npm run load (issue 22, part 2): the built server under load on loopback, with autocannon. A mix of
// what visitors send and the server must keep: a form sign-up (its key, then the submission), a tracking
// hit with its event id, a cart change, and a checkout. Four phases on a fresh database, the server
// under its supervisor with two workers (VITRINE_WORKERS=2, issue 29):
//   sustained       the rate this machine sustains, 16 connections for 30 s;
//   double          twice that rate asked for, with twice the connections, for 10 s;
//   worker killed   the same mix for 8 s, one worker killed (SIGKILL) after 4 s: the other keeps
//                   answering, the supervisor puts its standby in the dead one's place, and the
//                   run fails unless answers came after the kill and the log says why it died;
//   server killed   the same mix for 8 s, the whole server (the supervisor) killed after 4 s, then
//                   started again.
// Then it counts the rows: every request answered with success is stored exactly once, none partially
// (an order without its lines), nothing answered is missing after the kill, and the database passes
// PRAGMA integrity_check. It prints two tables (the phases; what was kept) and exits 1 on any loss.
// The per-address limits are raised for the run (one address sends it all; the real limits would
// refuse nearly everything, which the unit tests hold): the figures are the server's, not its limiter's.
// issue 23: `npm run load:postgres` (--postgres) runs the same on a throwaway PostgreSQL with two
// server processes, each sent half the connections, as behind a load balancer; the killed phase kills
// one of them (the other keeps serving) and starts it again. The same tables, counted in PostgreSQL.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startPostgres } from './postgres.mjs';

const POSTGRES = process.argv.includes('--postgres');
const PORT = Number(process.env.LOAD_PORT ?? 4195);
const PORTS = POSTGRES ? [PORT, PORT + 1] : [PORT];
const BASE = `http://127.0.0.1:${PORT}`;
/** The throwaway PostgreSQL's address, once started. */
let databaseUrl = null;
const DATA = resolve(process.env.LOAD_DATA_DIR ?? '.data/load');
const DB = join(DATA, 'vitrine.db');
const SUSTAINED = { connections: 16, duration: Number(process.env.LOAD_SECONDS ?? 30) };
const DOUBLE = { connections: 32, duration: 10 };
const KILLED = { connections: 16, duration: 8, killAfterMs: 4000 };
// issue 29: the workers each server runs; the worker-killed phase kills one of them.
const WORKERS = 2;
const LIMITS = { VITRINE_FORM_RATE_LIMIT: '1000000000', VITRINE_STORE_RATE_LIMIT: '1000000000', VITRINE_ERROR_RATE_LIMIT: '1000000000' };

// The demo's digital download: unlimited stock, so every checkout can succeed; two reach the
// minimum subtotal ($15.00).
const PRODUCT = { productId: '66f0a1b2c3d4e5f6a7b8c905', sku: 'WALLPAPER-PACK', quantity: 2 };
const ADDRESS = { name: 'Load Test', email: 'load@vitrine.test', line1: '1 Load Street', line2: '', city: 'Portland', region: 'ME', zip: '04101', country: 'US' };
const VISITOR = 'loadvisitor|1|1|1|1';

/** What the server answered with success, by kind: the markers to find in the database. */
const answered = { forms: new Set(), hits: new Set(), carts: 0, orders: 0 };
let serial = 0;
const nextId = () => `${process.pid.toString(36)}${(serial++).toString(36).padStart(6, '0')}`;

function startServer(port = PORT) {
  const child = spawn(process.execPath, ['dist/server/start.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      VITRINE_DATA_DIR: DATA,
      VITRINE_WORKERS: String(WORKERS),
      ...LIMITS,
      ...(databaseUrl ? { VITRINE_DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // The supervisor's log, read by the worker-killed phase (which workers serve, and why one died).
  child.output = () => log;
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`The server did not start in 120 s:\n${log}`)), 120_000);
    child.stdout.on('data', (chunk) => {
      log += chunk;
      if (/Vitrine demo site on/.test(log)) {
        clearTimeout(timer);
        ready(child);
      }
    });
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('exit', (code) => fail(new Error(`The server exited (${code}):\n${log}`)));
  });
}

const stop = (child, signal = 'SIGTERM') =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill(signal);
  });

async function crumbOf() {
  const response = await fetch(`${BASE}/`);
  const crumb = /^crumb=([A-Za-z0-9_-]+);/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!crumb) throw new Error('No crumb cookie from GET /.');
  return crumb;
}

/** A reply's header, by its name in any case (autocannon keeps the case the server wrote). */
const headerOf = (headers, name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/** The cookies a reply sets, added to the connection's jar. */
function keepCookies(context, headers) {
  const lines = headerOf(headers, 'set-cookie');
  for (const line of Array.isArray(lines) ? lines : lines ? [lines] : []) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /max-age=0/i.test(line)) delete context.jar[name];
    else context.jar[name] = value;
  }
}
const cookieHeader = (context) =>
  Object.entries(context.jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

// Each success is counted by its own answer, not only its status: when the server ends a connection
// (a worker killed), autocannon reconnects but keeps the request that got no answer in its queue, so
// every later answer on that connection is handed to the request before it (a hit's 200 to the form
// submission). An answer that is not the call's own is then not counted as its success.
const SAVED = JSON.stringify({ success: true });
const HIT_KEPT = JSON.stringify({ ok: true });

/** One visitor's round, as autocannon's request sequence; each connection keeps its own context. */
function sequence(crumb) {
  const json = { 'content-type': 'application/json' };
  const start = (context) => {
    context.jar ??= { crumb };
    return context;
  };
  return [
    {
      method: 'POST',
      path: `/api/form/FormSubmissionKey?crumb=${crumb}`,
      setupRequest: (request, context) => ({ ...request, headers: { ...json, cookie: cookieHeader(start(context)) }, body: '{}' }),
      onResponse: (status, body, context) => {
        context.key = status === 200 ? (JSON.parse(body).key ?? null) : null;
      },
    },
    {
      method: 'POST',
      path: `/api/form/SaveFormSubmission?crumb=${crumb}`,
      setupRequest: (request, context) => {
        context.email = `load-${nextId()}@vitrine.test`;
        const body = {
          key: context.key ?? 'none',
          formId: 'popup-overlay-promo',
          collectionId: '',
          objectName: 'popup-overlay',
          isOverlayForm: true,
          submitButtonText: 'Sign up',
          form: JSON.stringify({ email: context.email }),
          pagePath: '/promo',
          pageTitle: 'Promo',
        };
        return { ...request, headers: { ...json, cookie: cookieHeader(context) }, body: JSON.stringify(body) };
      },
      onResponse: (status, body, context) => status === 200 && body === SAVED && answered.forms.add(context.email),
    },
    {
      method: 'POST',
      setupRequest: (request, context) => {
        context.eid = `load-${nextId()}`;
        const data = JSON.stringify({ path: `/load/${context.eid}`, url: `${BASE}/load/${context.eid}` });
        return {
          ...request,
          path: `/api/census/RecordHit?eid=${context.eid}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ event: 'pageview', data, ss_cvr: VISITOR }).toString(),
        };
      },
      onResponse: (status, body, context) => status === 200 && body === HIT_KEPT && answered.hits.add(context.eid),
    },
    {
      method: 'POST',
      path: `/api/commerce/cart/items?crumb=${crumb}`,
      setupRequest: (request, context) => ({ ...request, headers: { ...json, cookie: cookieHeader(context) }, body: JSON.stringify(PRODUCT) }),
      onResponse: (status, body, context, headers) => {
        keepCookies(context, headers);
        if (status === 200 && body.includes('"cart"')) answered.carts++;
      },
    },
    {
      method: 'POST',
      path: '/checkout',
      setupRequest: (request, context) => ({
        ...request,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(context) },
        body: new URLSearchParams({ crumb, ...ADDRESS }).toString(),
      }),
      onResponse: (status, _body, context, headers) => {
        keepCookies(context, headers);
        if (status === 303 && /order-confirmed/.test(headerOf(headers, 'location') ?? '')) answered.orders++;
      },
    },
  ];
}

/** Answers with success (2xx, 3xx) since `since` (ms since the epoch): the worker-killed phase's proof the others kept answering. */
const served = { since: Number.POSITIVE_INFINITY, count: 0 };

function runOne(url, crumb, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, requests: sequence(crumb), timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, status) => {
      if (status < 400 && Date.now() >= served.since) served.count++;
    });
  });
}

/** The pids of the workers serving now, as the supervisor's log tells them (started, not died). */
function servingWorkers(server) {
  const log = server.output();
  const died = new Set([...log.matchAll(/\[server\] worker (\d+) died/g)].map((match) => match[1]));
  return [...log.matchAll(/\[server\] worker (\d+) started/g)].map((match) => match[1]).filter((pid) => !died.has(pid));
}

/** Kills one serving worker of `server` and starts counting the answers that follow; the pid killed. */
function killWorker(server) {
  const [pid] = servingWorkers(server);
  if (!pid) throw new Error(`No serving worker in the supervisor's log:\n${server.output()}`);
  served.since = Date.now();
  served.count = 0;
  process.kill(Number(pid), 'SIGKILL');
  return pid;
}

/** Two runs' figures as one: rates, counts and codes add up; a latency is the worse of the two. */
function merge(results) {
  if (results.length === 1) return results[0];
  const statusCodeStats = {};
  for (const result of results)
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + count };
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  return {
    connections: sum((r) => r.connections),
    requests: { average: sum((r) => r.requests.average) },
    latency: { p50: Math.max(...results.map((r) => r.latency.p50)), p99: Math.max(...results.map((r) => r.latency.p99)) },
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    statusCodeStats,
  };
}

/** The phase against every server: the connections (and an asked rate) split between them. */
async function run(crumb, options, onStart) {
  const share = (value) => (value === undefined ? undefined : Math.max(1, Math.round(value / PORTS.length)));
  const runs = PORTS.map((port) =>
    runOne(`http://127.0.0.1:${port}`, crumb, { ...options, connections: share(options.connections), ...(options.overallRate ? { overallRate: share(options.overallRate) } : {}) }),
  );
  onStart?.();
  return merge(await Promise.all(runs));
}

const status = (result, code) => result.statusCodeStats?.[code]?.count ?? 0;
const row = (name, result) => {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return `| ${name} | ${result.connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} | ${result.timeouts} | ${status(result, '429')} | ${status(result, '500')} | ${codes} |`;
};

// What the count asks, in SQL both engines read.
const COUNTS = {
  forms: "SELECT payload FROM form_submissions WHERE payload LIKE '%load-%@vitrine.test%'",
  hits: "SELECT eid, COUNT(*) AS n FROM tracking_calls WHERE eid LIKE 'load-%' GROUP BY eid",
  views: "SELECT COUNT(*) AS n FROM page_views WHERE path LIKE '/load/%'",
  orders: 'SELECT COUNT(*) AS n FROM orders',
  partial: 'SELECT COUNT(*) AS n FROM orders WHERE id NOT IN (SELECT order_id FROM order_items)',
};

const tally = (forms, hitRows, views, orders, partial, integrity) => {
  const formCounts = new Map();
  for (const { payload } of forms) {
    const email = /load-[a-z0-9]+@vitrine\.test/.exec(payload)?.[0];
    if (email) formCounts.set(email, (formCounts.get(email) ?? 0) + 1);
  }
  const hits = new Map(hitRows.map(({ eid, n }) => [eid, Number(n)]));
  return { formCounts, hits, views: Number(views), orders: Number(orders), partial: Number(partial), integrity };
};

/** Counts what PostgreSQL kept; its integrity here is the foreign keys and checks it enforced on every write. */
async function countPostgres() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (text) => (await client.query(text)).rows[0].n;
    return tally(
      (await client.query(COUNTS.forms)).rows,
      (await client.query(COUNTS.hits)).rows,
      await one(COUNTS.views),
      await one(COUNTS.orders),
      await one(COUNTS.partial),
      'ok',
    );
  } finally {
    await client.end();
  }
}

/** Counts what the database kept against what was answered. */
function count() {
  const db = new Database(DB, { readonly: true });
  try {
    const integrity = db
      .pragma('integrity_check')
      .map((r) => r.integrity_check)
      .join('; ');
    const one = (text) => db.prepare(text).get().n;
    return tally(db.prepare(COUNTS.forms).all(), db.prepare(COUNTS.hits).all(), one(COUNTS.views), one(COUNTS.orders), one(COUNTS.partial), integrity);
  } finally {
    db.close();
  }
}

function kept({ formCounts, hits, views, orders, partial, integrity }) {
  const missing = (set, counts) => [...set].filter((id) => !counts.has(id)).length;
  const twice = (counts) => [...counts.values()].filter((n) => n > 1).length;
  // Stored but never answered: the calls the kill cut between the commit and the reply (the visitor's
  // side sends them again: the form's outbox, tracking's store, by the same key or event id).
  const unanswered = (set, counts) => [...counts.keys()].filter((id) => !set.has(id)).length;
  const rows = [
    [
      'form sign-ups (200)',
      answered.forms.size,
      formCounts.size,
      missing(answered.forms, formCounts),
      twice(formCounts),
      `${unanswered(answered.forms, formCounts)} stored, the answer cut by the kill`,
    ],
    [
      'tracking hits (200, by event id)',
      answered.hits.size,
      hits.size,
      missing(answered.hits, hits),
      twice(hits),
      `${unanswered(answered.hits, hits)} stored, the answer cut by the kill; ${views === hits.size ? 'page views match' : `page views ${views}`}`,
    ],
    [
      'orders (303)',
      answered.orders,
      orders,
      Math.max(0, answered.orders - orders),
      '-',
      `${Math.max(0, orders - answered.orders)} stored, the answer cut by the kill; ${partial} without lines`,
    ],
  ];
  const lost =
    rows.reduce((sum, r) => sum + r[3], 0) +
    (views === hits.size ? 0 : 1) +
    partial +
    (integrity === 'ok' ? 0 : 1) +
    rows.reduce((sum, r) => sum + (typeof r[4] === 'number' ? r[4] : 0), 0);
  return { rows, lost, integrity };
}

async function main() {
  if (!existsSync('dist/server/start.js')) throw new Error('No build: run npm run build first (npm run load does).');
  for (const suffix of ['', '-wal', '-shm']) rmSync(DB + suffix, { force: true });
  const cluster = POSTGRES ? await startPostgres() : null;
  databaseUrl = cluster?.url ?? null;
  const servers = [];
  const phases = [];
  let result;
  let workerPhase = null;
  try {
    // One after the other: the first migrates the database; the second finds it done.
    for (const port of PORTS) servers.push(await startServer(port));
    const crumb = await crumbOf();
    const sustained = await run(crumb, SUSTAINED);
    phases.push(['sustained', sustained]);
    const rate = Math.round(sustained.requests.average);
    phases.push([`double (${2 * rate}/s asked)`, await run(crumb, { ...DOUBLE, overallRate: 2 * rate })]);
    let killedWorker = null;
    const workerKilled = await run(crumb, KILLED, () =>
      setTimeout(() => {
        killedWorker = killWorker(servers[0]);
      }, KILLED.killAfterMs),
    );
    const answeredAfter = served.count;
    served.since = Number.POSITIVE_INFINITY;
    phases.push([`worker killed after 4 s (SIGKILL, one of ${WORKERS}${servers.length > 1 ? ' in one of two servers' : ''})`, workerKilled]);
    const why = new RegExp(`worker ${killedWorker} died \\(signal SIGKILL\\); worker \\d+ takes its place`).exec(servers[0].output())?.[0];
    workerPhase = { pid: killedWorker, answeredAfter, why };
    const killed = await run(crumb, KILLED, () => setTimeout(() => void stop(servers[0], 'SIGKILL'), KILLED.killAfterMs));
    phases.push([`server killed after 4 s (SIGKILL${servers.length > 1 ? ', one of two' : ''})`, killed]);
    await stop(servers[0], 'SIGKILL');
    servers[0] = await startServer(PORT);
    await Promise.all(servers.map((server) => stop(server)));
    result = kept(POSTGRES ? await countPostgres() : count());
  } finally {
    await Promise.all(servers.map((server) => stop(server)));
    cluster?.stop();
  }
  const engine = POSTGRES
    ? `PostgreSQL, ${PORTS.length} servers (ports ${PORTS.join(' and ')}) of ${WORKERS} workers each, half the connections each`
    : `SQLite, one server of ${WORKERS} workers, port ${PORT}`;
  console.log(`\n### The server under load (npm run ${POSTGRES ? 'load:postgres' : 'load'})\n`);
  console.log(`Loopback; ${engine}; each connection repeats: a form key and its submission, a tracking hit, a cart change, a checkout.\n`);
  console.log('| phase | connections | requests/s | p50 ms | p99 ms | errors | timeouts | 429 | 500 | answers |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const [name, phase] of phases) console.log(row(name, phase));
  console.log('\n| kept | answered with success | stored | missing | stored twice | also |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const r of result.rows) console.log(`| ${r.join(' | ')} |`);
  console.log(
    POSTGRES ? `\nPostgreSQL enforced the keys and checks on every write. Data lost: ${result.lost}.` : `\nPRAGMA integrity_check: ${result.integrity}. Data lost: ${result.lost}.`,
  );
  console.log("The killed phases' errors are the connections the kill cut; what was answered before it is counted above, after the restart.");
  const replaced = workerPhase?.why !== undefined && workerPhase.answeredAfter > 0;
  console.log(
    `Worker killed: pid ${workerPhase?.pid}; ${workerPhase?.answeredAfter ?? 0} answers with success after the kill; the supervisor's log: ${workerPhase?.why ?? 'no line saying why it died'}.`,
  );
  process.exit(result.lost === 0 && replaced ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
