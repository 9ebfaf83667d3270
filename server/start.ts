// `npm start`: opens the database, makes the demo images, and serves the demo site on 127.0.0.1:4173.
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { describeUrl, openDatabase, openPostgres, type OpenedDatabase } from './db/index.ts';
import { ensureAccounts } from './accounts/index.ts';
import { createImageService, DEMO_IMAGES, demoOriginalMaker, ensureDemoImages, PHOTOS } from './images/index.ts';
import { website } from '../site/website.ts';
import { publicBaseUrl } from './http/public-url.ts';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';
import { notFoundPage, pages } from '../site/pages.ts';

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
const perMinute = (limit: number, fallback: number) => ({ limit: Number.isFinite(limit) && limit > 0 ? limit : fallback, windowMs: 60_000 });

async function main(): Promise<void> {
  let database: OpenedDatabase;
  let baseUrl: string;
  let trustProxy: TrustProxy;
  try {
    baseUrl = publicBaseUrl(process.env, host, port);
    // VITRINE_TRUST_PROXY: the proxies whose X-Forwarded-For decides the client address (README "Behind a proxy").
    trustProxy = parseTrustProxy(process.env.VITRINE_TRUST_PROXY);
    // issue 23: VITRINE_DATABASE_URL=postgres://… shares one PostgreSQL between server processes
    // (docs/postgres.md); without it, the embedded SQLite file under the data folder.
    database = databaseUrl ? await openPostgres(databaseUrl, { schema: process.env.VITRINE_DATABASE_SCHEMA || undefined }) : await openDatabase(join(dataDir, 'vitrine.db'));
  } catch (error) {
    console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // contract.md "Accounts": the owner (and the viewer, when both its variables are set); a password
  // generated on the first start is printed here, once.
  try {
    await ensureAccounts(database.db, process.env);
  } catch (error) {
    console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const originalsDir = join(dataDir, 'images', 'originals');
  // The site's pictures are drawn before the server listens; the bench pages' 400 photos when first
  // asked for, unless VITRINE_DEMO_IMAGES=all asks for all of them first (the benches do).
  await ensureDemoImages(originalsDir, process.env.VITRINE_DEMO_IMAGES === 'all' ? [...DEMO_IMAGES, ...PHOTOS] : DEMO_IMAGES);
  const images = createImageService({ originalsDir, cacheDir: join(dataDir, 'images', 'cache'), makeOriginal: demoOriginalMaker(originalsDir, [...DEMO_IMAGES, ...PHOTOS]) });
  const handler = await createApp({
    // VITRINE_ASSETS=dist/preact/assets serves the preact/compat build variant (issue 7).
    assetsDir: resolve(root, process.env.VITRINE_ASSETS ?? join('dist', 'assets')),
    images,
    db: database.db,
    // The demo's baseUrl is where this server is reached; its appDomain follows it (server/render/context.ts).
    website: { ...website, baseUrl },
    pages,
    notFoundPage,
    formRateLimit: perMinute(formCallsPerMinute, 30),
    errorRateLimit: perMinute(errorCallsPerMinute, 60),
    recordsRateLimit: perMinute(recordCallsPerMinute, 120),
    storeRateLimit: perMinute(storeCallsPerMinute, 120),
    pageSpeed,
    dev,
    trustProxy,
  });
  const server = createServer((req, res) => void handler(req, res));
  server.listen(port, host, () => {
    const where = database.engine === 'postgres' ? `PostgreSQL at ${describeUrl(databaseUrl ?? '')}` : 'SQLite';
    console.log(`Vitrine demo site on http://${host}:${port}/ (${where}, database schema v${database.version})`);
    console.log(`Owner area: http://${host}:${port}/config/ (sign in at /config/login)`);
    if (dev) console.log(`Dev mode: the request log at http://${host}:${port}/__dev/requests`);
  });
  const stop = (): void => {
    server.close();
    images.destroy();
    void database.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
