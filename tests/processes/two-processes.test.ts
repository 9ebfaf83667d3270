// issue 23: two server processes, one database, behave as one site. Each test talks to both, as a
// load balancer would send a visitor's calls to either: a sign-in on A is valid on B; a cart changed
// on A is seen on B; the last item bought at once through A and B makes one order and stock 0; the
// same tracking event id sent to A and B is stored once; the per-address rate limit trips at the same
// count as on one process. Run by npm run test:postgres (with VITRINE_DATABASE_URL); without it, the
// two processes share the embedded SQLite file of one data folder.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PATH } from '../../core/catalog/store.ts';
import { OVERLAY_PATH, ERRORS_PATH } from '../../core/catalog/tracking.ts';
import { ACCOUNT_PATHS } from '../../server/api/account-routes.ts';
import { RATE_LIMITED } from '../../server/api/rate-limit.ts';
import { CONFIG_PATHS } from '../../server/config/shell.ts';
import { openDatabase, openPostgres, type OpenedDatabase } from '../../server/db/index.ts';
import { dropSchema } from '../../server/db/postgres.ts';
import { E2E_ACCOUNTS, E2E_ACCOUNT_ENV } from '../e2e/accounts.ts';
import { CHECKOUT_FIELDS } from '../unit/server/cookie-jar.ts';
import { freePort, startServer, Visitor, type ServerProcess } from './servers.ts';

const URL_ = process.env.VITRINE_DATABASE_URL || undefined;
const ROOT = resolve(import.meta.dirname, '../..');
/** The demo's pictures are drawn once into this folder and kept between runs; the database is new each run. */
const DATA = join(ROOT, '.data', 'processes');
const SCHEMA = `p_${randomBytes(6).toString('hex')}`;
const ERROR_LIMIT = 5;

const LAKE_ID = '66f0a1b2c3d4e5f6a7b8c901';
const LAST_SKU = 'LAKE-L-BLACK';

describe(`two server processes on one ${URL_ ? 'PostgreSQL' : 'SQLite file'}`, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: OpenedDatabase;
  const quiet = { info: () => {} };

  beforeAll(async () => {
    mkdirSync(DATA, { recursive: true });
    if (!URL_) rmSync(join(DATA, 'vitrine.db'), { force: true });
    const env = {
      ...E2E_ACCOUNT_ENV,
      VITRINE_DATA_DIR: DATA,
      VITRINE_ERROR_RATE_LIMIT: String(ERROR_LIMIT),
      ...(URL_ ? { VITRINE_DATABASE_URL: URL_, VITRINE_DATABASE_SCHEMA: SCHEMA } : {}),
    };
    // One after the other: the first makes the schema and draws the pictures; the second finds both.
    a = await startServer(await freePort(), env);
    b = await startServer(await freePort(), env);
    database = URL_ ? await openPostgres(URL_, { schema: SCHEMA, log: quiet, poolSize: 2 }) : await openDatabase(join(DATA, 'vitrine.db'), { log: quiet });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (URL_) await dropSchema(URL_, SCHEMA);
  });

  it('a sign-in on A is a session on B; signing out on B ends it on A', async () => {
    const owner = new Visitor();
    await owner.get(a, '/');
    expect((await owner.get(b, CONFIG_PATHS.home)).status).toBe(401);
    const signIn = await owner.json(a, 'POST', ACCOUNT_PATHS.session, { email: E2E_ACCOUNTS.owner.email, password: E2E_ACCOUNTS.owner.password });
    expect(signIn.status).toBe(200);
    expect((await owner.get(b, CONFIG_PATHS.home)).status).toBe(200);
    expect((await owner.json(b, 'DELETE', ACCOUNT_PATHS.session, {})).status).toBe(200);
    // The cookie is gone from the jar; the old one, sent again, opens nothing on A either.
    const [stale] = [...owner.cookies.keys()].filter((name) => name.includes('session'));
    expect(stale).toBeUndefined();
    expect((await owner.get(a, CONFIG_PATHS.home)).status).toBe(401);
  });

  it('a cart changed on A is the cart B reads, and the indicator B draws counts it', async () => {
    const visitor = new Visitor();
    await visitor.get(a, '/');
    expect(
      (
        await visitor.post(a, '/cart/add', [
          ['productId', LAKE_ID],
          ['option-0', 'Small'],
          ['option-1', 'Black'],
          ['quantity', '3'],
        ])
      ).status,
    ).toBe(303);
    const { cart } = (await (await visitor.get(b, CART_PATH)).json()) as { cart: { totalQuantity: number; entries: { sku: string; quantity: number }[] } };
    expect(cart.totalQuantity).toBe(3);
    expect(cart.entries.map((entry) => [entry.sku, entry.quantity])).toEqual([['LAKE-S-BLACK', 3]]);
    const page = await (await visitor.get(b, '/')).text();
    expect(page).toMatch(/data-cart-count="3"|cart-count[^>]*>3</);
  });

  it('the last items bought at once through A and B: one order, stock 0, the other buyer told it is sold out', async () => {
    const before = await database.db.selectFrom('stock').select('qty').where('sku', '=', LAST_SKU).executeTakeFirstOrThrow();
    expect(before.qty).toBe(2);
    const first = new Visitor();
    const second = new Visitor();
    await Promise.all([first.get(a, '/'), second.get(b, '/')]);
    for (const [buyer, server] of [
      [first, a],
      [second, b],
    ] as const)
      expect(
        (
          await buyer.post(server, '/cart/add', [
            ['productId', LAKE_ID],
            ['option-0', 'Large'],
            ['option-1', 'Black'],
            ['quantity', '2'],
          ])
        ).status,
      ).toBe(303);
    const orders = async () =>
      Number(
        (
          await database.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const ordersBefore = await orders();
    const replies = await Promise.all([first.post(a, '/checkout', CHECKOUT_FIELDS), second.post(b, '/checkout', CHECKOUT_FIELDS)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([303, 409]);
    const refused = replies.find((reply) => reply.status === 409)!;
    expect(await refused.text()).toContain('Sorry, Lake at Dawn Print is sold out.');
    expect(await orders()).toBe(ordersBefore + 1);
    expect((await database.db.selectFrom('stock').select('qty').where('sku', '=', LAST_SKU).executeTakeFirstOrThrow()).qty).toBe(0);
  });

  it('the same tracking event id sent to A and to B is stored once', async () => {
    const eid = `evt-${randomBytes(8).toString('hex')}`;
    const send = (server: ServerProcess) => fetch(`${server.base}${OVERLAY_PATH}?eid=${eid}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const replies = await Promise.all([send(a), send(b), send(a), send(b)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const rows = await database.db.selectFrom('tracking_calls').select('eid').where('eid', '=', eid).execute();
    expect(rows).toHaveLength(1);
  });

  it('the per-address rate limit trips at the same count across A and B as on one process', async () => {
    // The error reports' limiter counts before the body is read: a call within it is answered 400
    // (no crumb header), one over it 429.
    const send = (server: ServerProcess) => fetch(`${server.base}${ERRORS_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' });
    const statuses: number[] = [];
    for (let i = 0; i < ERROR_LIMIT + 3; i++) statuses.push((await send(i % 2 === 0 ? a : b)).status);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(ERROR_LIMIT);
    expect(statuses.slice(ERROR_LIMIT)).toEqual([429, 429, 429]);
    const over = await send(b);
    expect(((await over.json()) as { error: string }).error).toBe(RATE_LIMITED);
  });
});
