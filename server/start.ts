// `npm start` / `npm run serve`: the demo site on 127.0.0.1:4173, run by a supervisor (node's cluster,
// server/supervisor/). The primary does the one-time work (opens the database, so migrations run once;
// makes the accounts, so a generated owner password is printed once; draws the demo images), then
// forks VITRINE_WORKERS workers (one a core by default); each worker opens the database and serves.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { backfillTracking } from './api/tracking/backfill.ts';
import { createServerEnricher } from './api/tracking/parsers.ts';
import { describeUrl, openDatabase, openPostgres, type OpenedDatabase } from './db/index.ts';
import { ensureAccounts } from './accounts/index.ts';
import { createImageService, DEMO_IMAGES, demoOriginalMaker, ensureDemoImages, PHOTOS } from './images/index.ts';
import { publicBaseUrl } from './http/public-url.ts';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';
import { createHttpServer } from './http/server.ts';
import { superviseWorkers, workerCount, workerLife } from './supervisor/index.ts';
import { demoSite } from '../site/demo-site.ts';
import { captchaSettings, createSiteVerifier, type CaptchaSettings } from './forms/captcha.ts';
import { createDeliveryWorker } from './notifications/worker.ts';
import { createSender } from './notifications/deliver.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = resolve(process.env.VITRINE_DATA_DIR ?? join(root, '.data'));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
// POST /api/form/* calls a minute per client address; test runs that submit many forms may raise it.
const formCallsPerMinute = Number(process.env.VITRINE_FORM_RATE_LIMIT ?? 30);
// Error reports a minute per client address.
const errorCallsPerMinute = Number(process.env.VITRINE_ERROR_RATE_LIMIT ?? 60);
// Page-speed record posts a minute per client address.
const recordCallsPerMinute = Number(process.env.VITRINE_RECORDS_RATE_LIMIT ?? 120);
// Cart calls a minute per client address (the store's limiter); the load run raises it, as one address sends it all.
const storeCallsPerMinute = Number(process.env.VITRINE_STORE_RATE_LIMIT ?? 120);
// VITRINE_DEV=1 serves the request log (/__dev/requests); VITRINE_PAGE_SPEED=off turns the page-speed flags off.
const dev = process.env.VITRINE_DEV === '1';
const databaseUrl = process.env.VITRINE_DATABASE_URL || undefined;
const pageSpeed = process.env.VITRINE_PAGE_SPEED !== 'off';
// Issue 33: a webhook may reach this machine or a private network only in dev or when asked (a local test receiver).
const allowPrivateWebhooks = dev || process.env.VITRINE_WEBHOOK_ALLOW_PRIVATE === '1';
const perMinute = (limit: number, fallback: number) => ({ limit: Number.isFinite(limit) && limit > 0 ? limit : fallback, windowMs: 60_000 });
const originalsDir = join(dataDir, 'images', 'originals');
// How long a worker told to stop may take to finish the requests it is answering.
const DRAIN_MS = 10_000;

/** Said once, and the process ends: a start that cannot succeed. */
function fail(error: unknown): never {
  console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// issue 23: VITRINE_DATABASE_URL=postgres://… shares one PostgreSQL between server processes
// (docs/postgres.md); without it, the embedded SQLite file under the data folder.
const open = (): Promise<OpenedDatabase> =>
  databaseUrl ? openPostgres(databaseUrl, { schema: process.env.VITRINE_DATABASE_SCHEMA || undefined }) : openDatabase(join(dataDir, 'vitrine.db'));

async function primary(): Promise<void> {
  let database: OpenedDatabase;
  let captcha: CaptchaSettings;
  try {
    // Checked here so that a bad VITRINE_PUBLIC_URL or VITRINE_TRUST_PROXY is said once, before any worker starts.
    publicBaseUrl(process.env, host, port);
    parseTrustProxy(process.env.VITRINE_TRUST_PROXY);
    captcha = captchaSettings(process.env, publicBaseUrl({}, host, port));
    database = await open();
    // The owner (and the viewer, when both its variables are set); a password
    // generated on the first start is printed here, once.
    await ensureAccounts(database.db, process.env);
    // Issue 33: the tracking rows stored before the dashboard's columns get them, once, before any worker writes.
    const enriched = await backfillTracking(database.db, createServerEnricher());
    if (enriched > 0) console.log(`Analytics: ${enriched} tracking rows stored before this version were enriched`);
  } catch (error) {
    fail(error);
  }
  const { engine, version } = database;
  await database.close();
  // The site's pictures are drawn before the server listens; the bench pages' 400 photos when first
  // asked for, unless VITRINE_DEMO_IMAGES=all asks for all of them first (the benches do).
  await ensureDemoImages(originalsDir, process.env.VITRINE_DEMO_IMAGES === 'all' ? [...DEMO_IMAGES, ...PHOTOS] : DEMO_IMAGES);
  // Each worker accepts from the shared socket itself: in round-robin the primary hands every
  // connection to a worker, and one handed to a worker that has just died is never answered nor closed.
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  const workers = workerCount(process.env.VITRINE_WORKERS, availableParallelism(), dev);
  if (workers.problem) console.error(`[server] ${workers.problem}`);
  const supervisor = superviseWorkers({
    cluster,
    count: workers.count,
    log: console,
    drainMs: DRAIN_MS,
    exit: (code) => process.exit(code),
    onReady: () => {
      const where = engine === 'postgres' ? `PostgreSQL at ${describeUrl(databaseUrl ?? '')}` : 'SQLite';
      console.log(`Vitrine demo site on http://${host}:${port}/ (${where}, database schema v${version}, ${workers.count} worker${workers.count === 1 ? '' : 's'})`);
      console.log(`Owner area: http://${host}:${port}/config/ (sign in at /config/login)`);
      if (dev) console.log(`Dev mode: the request log at http://${host}:${port}/__dev/requests`);
      if (captcha.double) console.log('Captcha: the demo double answers (set VITRINE_CAPTCHA_VERIFY_URL and VITRINE_CAPTCHA_SECRET for a real provider)');
    },
  });
  process.on('SIGINT', supervisor.drain);
  process.on('SIGTERM', supervisor.drain);
}

async function worker(): Promise<void> {
  const life = workerLife({ drainMs: DRAIN_MS, log: console });
  let database: OpenedDatabase;
  let baseUrl: string;
  let captcha: CaptchaSettings;
  let trustProxy: TrustProxy;
  try {
    baseUrl = publicBaseUrl(process.env, host, port);
    // VITRINE_TRUST_PROXY: the proxies whose X-Forwarded-For decides the client address (README "Behind a proxy").
    trustProxy = parseTrustProxy(process.env.VITRINE_TRUST_PROXY);
    // Issue 29: the captcha provider's siteverify address and secret; without them, the double this server serves on the address it listens on.
    captcha = captchaSettings(process.env, publicBaseUrl({}, host, port));
    database = await open();
  } catch (error) {
    fail(error);
  }
  const images = createImageService({ originalsDir, cacheDir: join(dataDir, 'images', 'cache'), makeOriginal: demoOriginalMaker(originalsDir, [...DEMO_IMAGES, ...PHOTOS]) });
  // The demo site is handed in here, the server's root; its baseUrl is where this server is reached (its appDomain follows it: server/render/context.ts).
  const handler = await createApp(
    { ...demoSite, website: { ...demoSite.website, baseUrl } },
    {
      // VITRINE_ASSETS=dist/preact/assets serves the preact/compat build variant (issue 7).
      assetsDir: resolve(root, process.env.VITRINE_ASSETS ?? join('dist', 'assets')),
      images,
      db: database.db,
      engine: database.engine,
      formRateLimit: perMinute(formCallsPerMinute, 30),
      errorRateLimit: perMinute(errorCallsPerMinute, 60),
      recordsRateLimit: perMinute(recordCallsPerMinute, 120),
      storeRateLimit: perMinute(storeCallsPerMinute, 120),
      pageSpeed,
      dev,
      verifyCaptcha: createSiteVerifier(captcha),
      trustProxy,
      allowPrivateWebhooks,
    },
  );
  // Every worker sends due notifications; the outbox's lease keeps one delivery to one worker at a time.
  const deliveries = createDeliveryWorker({ db: database.db, send: createSender({ allowPrivate: allowPrivateWebhooks }) });
  deliveries.start();
  life.serve(createHttpServer(handler), port, host, async () => {
    await deliveries.stop();
    images.destroy();
    await database.close();
  });
}

void (cluster.isPrimary ? primary() : worker());
