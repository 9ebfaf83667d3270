// docs/store.md "The calls" over HTTP: the route table (router.ts) with a store of the test products
// on a temporary database of the engine under test; a visitor's cookies kept as a browser would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseTrustProxy } from '../../../../server/http/client-address.ts';
import { trustRequest } from '../../../../server/http/request-client.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reviewsStrings } from '../../../../core/catalog/strings.ts';
import type { CartFacade } from '../../../../core/commerce/cart.ts';
import { CART_BODY_LIMIT, STORE_PATHS } from '../../../../server/api/store-routes.ts';
import { createApi } from '../../../../server/api/router.ts';
import { RATE_LIMITED } from '../../../../server/api/rate-limit.ts';
import { createStore, storeMessages, type Store } from '../../../../server/store/index.ts';
import { ADDRESS, countRows, openTestDatabase, TEST_PRODUCTS, type TestDatabase, visitor } from '../store/fixtures.ts';
import { demoSite } from '../../../../site/demo-site.ts';

const CRUMB = 'c'.repeat(32);
const DAY = 24 * 60 * 60 * 1000;

interface Started {
  base: string;
  close(): Promise<void>;
}

async function serve(data: TestDatabase, store: Store, clock: { time: number }, storeRateLimit = { limit: 1000, windowMs: 60_000 }): Promise<Started> {
  const api = createApi({ site: demoSite, db: data.db, now: () => clock.time, store, storeRateLimit });
  const server: Server = createServer((req, res) => {
    // Behind one trusted proxy, as the app would record it (VITRINE_TRUST_PROXY=1): its X-Forwarded-Proto counts.
    trustRequest(req, parseTrustProxy('1'));
    void api(req, res, new URL(req.url ?? '/', 'http://localhost')).then((served) => {
      if (!served) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the store calls', () => {
  let data: TestDatabase;
  let clock: { time: number };
  let store: Store;
  let app: Started;
  beforeEach(async () => {
    data = await openTestDatabase();
    clock = { time: Date.UTC(2025, 5, 30, 12) };
    store = createStore(data.db, { now: () => clock.time, products: TEST_PRODUCTS, reviewTtlMs: 10 * DAY });
    app = await serve(data, store, clock);
  });
  afterEach(async () => {
    await app.close();
    await data.remove();
  });

  /** A browser: its cookies (the crumb's and the cart's), sent with every call and updated from each reply. */
  const browser = () => {
    const jar = new Map<string, string>([['crumb', CRUMB]]);
    const call = async (method: string, path: string, body?: unknown, options: { crumb?: string | null; headers?: Record<string, string> } = {}): Promise<Response> => {
      const crumb = options.crumb === undefined ? CRUMB : options.crumb;
      const url = `${app.base}${path}${crumb === null ? '' : `?crumb=${crumb}`}`;
      const response = await fetch(url, {
        method,
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(body === undefined ? {} : { 'content-type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json' }),
          ...options.headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split('; ');
        const at = pair!.indexOf('=');
        // A crumb failure hands out a new crumb; these calls keep sending their own.
        if (pair!.startsWith('crumb=')) continue;
        if (cookie.includes('Max-Age=0')) jar.delete(pair!.slice(0, at));
        else jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return response;
    };
    return { jar, call };
  };
  const cartIn = async (response: Response): Promise<CartFacade> => ((await response.json()) as { cart: CartFacade }).cart;
  const item = (sku: string) => `${STORE_PATHS.item}${encodeURIComponent(sku)}`;

  describe('GET /api/commerce/cart', () => {
    it('no cart: 200 with the empty facade, no cookie, no-store', async () => {
      const response = await browser().call('GET', STORE_PATHS.cart, undefined, { crumb: null });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await cartIn(response)).toMatchObject({ id: '', entries: [], totalQuantity: 0, subtotalAmount: { cents: 0, currency: 'USD' } });
    });

    it('a cookie naming no cart: the empty facade and both cookies cleared', async () => {
      const { jar, call } = browser();
      jar.set('vitrine_cart', 'B'.repeat(43)).set('vitrine_has_cart', '1');
      const response = await call('GET', STORE_PATHS.cart, undefined, { crumb: null });
      expect((await cartIn(response)).id).toBe('');
      expect(response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])).toEqual(['vitrine_cart=', 'vitrine_has_cart=']);
      expect([...jar.keys()]).toEqual(['crumb']);
    });
  });

  describe('POST /api/commerce/cart/items', () => {
    it('makes the cart and its cookies; the cart survives across calls by its cookie; two browsers, two carts', async () => {
      const ada = browser();
      const response = await ada.call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'TEE-S', quantity: 2 });
      expect(response.status).toBe(200);
      const [token, flag] = response.headers.getSetCookie();
      expect(token).toMatch(/^vitrine_cart=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
      expect(flag).toBe('vitrine_has_cart=1; Path=/; SameSite=Lax; Max-Age=2592000');
      const cart = await cartIn(response);
      expect(cart).toMatchObject({ totalQuantity: 2, subtotalCents: 4000, entries: [{ sku: 'TEE-S', unitPriceCents: 2000 }] });
      expect(typeof cart.created).toBe('string');

      await ada.call('POST', STORE_PATHS.items, { productId: 'ebook', sku: 'EBOOK', quantity: 1 });
      const again = await cartIn(await ada.call('GET', STORE_PATHS.cart, undefined, { crumb: null }));
      expect(again.id).toBe(cart.id);
      expect(again.entries.map((entry) => entry.sku)).toEqual(['TEE-S', 'EBOOK']);

      const bob = browser();
      const bobs = await cartIn(await bob.call('POST', STORE_PATHS.items, { productId: 'ebook', sku: 'EBOOK', quantity: 5 }));
      expect(bobs.id).not.toBe(cart.id);
      expect(bobs.totalQuantity).toBe(5);
    });

    it('Secure over https', async () => {
      const response = await browser().call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'TEE-S', quantity: 1 }, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.getSetCookie().every((cookie) => cookie.endsWith('; Secure'))).toBe(true);
    });

    it('takes form-encoded fields too; a price sent by the client is ignored', async () => {
      const response = await browser().call('POST', STORE_PATHS.items, 'productId=tee&sku=TEE-M&quantity=1&unitPriceCents=1');
      expect((await cartIn(response)).entries[0]!.unitPriceCents).toBe(1500);
    });

    it('403 crumbFail without the crumb, or with another; nothing is made', async () => {
      const { call } = browser();
      for (const crumb of [null, 'd'.repeat(32)]) {
        const response = await call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'TEE-S', quantity: 1 }, { crumb });
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ crumbFail: true });
      }
      expect(await countRows(data.db, 'carts')).toBe(0);
    });

    it('400 naming the field: a missing product id, a quantity that is not a number, one out of range', async () => {
      const { call } = browser();
      const missing = await call('POST', STORE_PATHS.items, { sku: 'TEE-S', quantity: 1 });
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { error: string }).error).toMatch(/^Bad payload at productId/);
      const text = await call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'TEE-S', quantity: 'two' });
      expect(((await text.json()) as { error: string }).error).toMatch(/^Bad payload at quantity/);
      const zero = await call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'TEE-S', quantity: 0 });
      expect([zero.status, await zero.json()]).toEqual([400, { error: 'Please enter a quantity from 1 to 999.', errors: { quantity: 'Please enter a quantity from 1 to 999.' } }]);
      const sku = await call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'NOPE', quantity: 1 });
      expect([sku.status, await sku.json()]).toEqual([400, { error: storeMessages.skuNotFound, sku: 'NOPE' }]);
    });

    it('404 for an unknown or draft product', async () => {
      for (const productId of ['nope', 'draft']) {
        const response = await browser().call('POST', STORE_PATHS.items, { productId, sku: 'DRAFT-1', quantity: 1 });
        expect([response.status, await response.json()]).toEqual([404, { error: storeMessages.productNotFound }]);
      }
    });

    it('409 { error, sku } over the stock, and the cart unchanged', async () => {
      const { call } = browser();
      await call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'TEE-S', quantity: 3 });
      const response = await call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'TEE-S', quantity: 1 });
      expect([response.status, await response.json()]).toEqual([409, { error: 'Sorry, only 3 of Tee left.', sku: 'TEE-S' }]);
      const soldOut = await call('POST', STORE_PATHS.items, { productId: 'gone', sku: 'GONE-1', quantity: 1 });
      expect([soldOut.status, await soldOut.json()]).toEqual([409, { error: 'Sorry, Gone Print is sold out.', sku: 'GONE-1' }]);
      expect((await cartIn(await call('GET', STORE_PATHS.cart))).totalQuantity).toBe(3);
    });

    it('413 over the body limit', async () => {
      const response = await browser().call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'TEE-S', quantity: 1, pad: 'x'.repeat(CART_BODY_LIMIT) });
      expect(response.status).toBe(413);
    });

    it('405 with Allow for another method', async () => {
      const response = await browser().call('GET', STORE_PATHS.items);
      expect([response.status, response.headers.get('allow')]).toEqual([405, 'POST']);
      const onItem = await browser().call('POST', item('TEE-S'), {});
      expect([onItem.status, onItem.headers.get('allow')]).toEqual([405, 'PUT, DELETE']);
    });
  });

  describe('PUT and DELETE /api/commerce/cart/items/{sku}', () => {
    it('PUT sets the quantity, 0 removes; DELETE removes; a line not in the cart is 404', async () => {
      const { call } = browser();
      await call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'TEE-S', quantity: 1 });
      await call('POST', STORE_PATHS.items, { productId: 'ebook', sku: 'EBOOK', quantity: 1 });
      const put = await call('PUT', item('TEE-S'), { quantity: 3 });
      expect([put.status, (await cartIn(put)).entries.map((entry) => entry.quantity)]).toEqual([200, [3, 1]]);
      const over = await call('PUT', item('TEE-S'), { quantity: 4 });
      expect([over.status, await over.json()]).toEqual([409, { error: 'Sorry, only 3 of Tee left.', sku: 'TEE-S' }]);
      expect((await cartIn(await call('PUT', item('TEE-S'), { quantity: 0 }))).entries.map((entry) => entry.sku)).toEqual(['EBOOK']);
      const gone = await call('DELETE', item('EBOOK'));
      expect([gone.status, (await cartIn(gone)).entries]).toEqual([200, []]);
      for (const response of [await call('DELETE', item('EBOOK')), await call('PUT', item('TEE-L'), { quantity: 1 }), await call('DELETE', STORE_PATHS.item)])
        expect([response.status, await response.json()]).toEqual([404, { error: storeMessages.notInCart }]);
    });

    it('a SKU with characters that need escaping', async () => {
      const { call } = browser();
      await call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'TEE-S', quantity: 1 });
      expect((await call('DELETE', `${STORE_PATHS.item}%E0%A4%A`)).status).toBe(404);
      expect((await call('DELETE', `${STORE_PATHS.item}TEE%2DS`)).status).toBe(200);
    });

    it('403 without the crumb; 400 naming quantity; 413', async () => {
      const { call } = browser();
      await call('POST', STORE_PATHS.items, { productId: 'tee', sku: 'TEE-S', quantity: 1 });
      expect((await call('PUT', item('TEE-S'), { quantity: 2 }, { crumb: null })).status).toBe(403);
      expect((await call('DELETE', item('TEE-S'), undefined, { crumb: null })).status).toBe(403);
      const bad = await call('PUT', item('TEE-S'), { quantity: 'many' });
      expect(((await bad.json()) as { error: string }).error).toMatch(/^Bad payload at quantity/);
      const negative = await call('PUT', item('TEE-S'), { quantity: -1 });
      expect([negative.status, await negative.json()]).toEqual([
        400,
        { error: 'Please enter a quantity from 1 to 999.', errors: { quantity: 'Please enter a quantity from 1 to 999.' } },
      ]);
      expect((await call('PUT', item('TEE-S'), { quantity: 1, pad: 'x'.repeat(CART_BODY_LIMIT) })).status).toBe(413);
    });
  });

  describe('POST /api/commerce/reviews', () => {
    let token = '';
    beforeEach(async () => {
      const buyer = visitor();
      await store.add(buyer.req(), buyer.res(), { productId: 'tee', sku: 'TEE-S', quantity: 1 });
      const { orderToken } = (await store.placeOrder(buyer.req(), buyer.res(), { kind: 'cart' }, ADDRESS)) as { orderToken: string };
      token = (await store.order(orderToken))!.lines[0]!.reviewToken;
    });

    it('200 { message }, then 409; 400 { errors: { rating } }; 410 when expired; 404 unknown', async () => {
      const { call } = browser();
      const noRating = await call('POST', STORE_PATHS.reviews, { token, comment: 'Nice' });
      expect([noRating.status, await noRating.json()]).toEqual([400, { error: reviewsStrings.selectStarRating, errors: { rating: reviewsStrings.selectStarRating } }]);
      const ok = await call('POST', STORE_PATHS.reviews, `token=${token}&rating=4&comment=Nice`);
      expect([ok.status, await ok.json()]).toEqual([200, { message: reviewsStrings.thanks }]);
      const again = await call('POST', STORE_PATHS.reviews, { token, rating: 5, comment: '' });
      expect([again.status, await again.json()]).toEqual([409, { error: reviewsStrings.alreadyReviewed }]);
      const unknown = await call('POST', STORE_PATHS.reviews, { token: 'nope', rating: 5 });
      expect(unknown.status).toBe(404);
      expect((await call('POST', STORE_PATHS.reviews, { token, rating: 5 }, { crumb: null })).status).toBe(403);
      expect((await call('POST', STORE_PATHS.reviews, { token, rating: 5, comment: 'x'.repeat(20_000) })).status).toBe(413);
    });

    it('410 once the request has expired', async () => {
      clock.time += 10 * DAY;
      const response = await browser().call('POST', STORE_PATHS.reviews, { token, rating: 5 });
      expect([response.status, await response.json()]).toEqual([410, { error: reviewsStrings.requestExpired }]);
    });
  });
});

describe('the store limiter', () => {
  it('429 with Retry-After past the limit per address, before the body is read', async () => {
    const data = await openTestDatabase();
    const clock = { time: Date.UTC(2025, 5, 30, 12) };
    const app = await serve(data, createStore(data.db, { now: () => clock.time, products: TEST_PRODUCTS }), clock, { limit: 2, windowMs: 60_000 });
    try {
      const post = () =>
        fetch(`${app.base}${STORE_PATHS.items}?crumb=${CRUMB}`, {
          method: 'POST',
          headers: { cookie: `crumb=${CRUMB}`, 'content-type': 'application/json' },
          body: JSON.stringify({ productId: 'ebook', sku: 'EBOOK', quantity: 1 }),
        });
      expect((await post()).status).toBe(200);
      expect((await fetch(`${app.base}${STORE_PATHS.cart}`)).status).toBe(200);
      const limited = await post();
      expect([limited.status, limited.headers.get('retry-after'), await limited.json()]).toEqual([429, '60', { error: RATE_LIMITED }]);
      clock.time += 60_000;
      expect((await post()).status).toBe(200);
    } finally {
      await app.close();
      await data.remove();
    }
  });
});
