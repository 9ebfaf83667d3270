// server/store: the store's rules against a real database, SQLite or PostgreSQL (docs/store.md;
// docs/decisions.md "Store: the server"): products and stock, the cart by cookie, checkout, orders and reviews.
import { parseTrustProxy } from '../../../../server/http/client-address.ts';
import { trustRequest } from '../../../../server/http/request-client.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStrings, commonStrings, format, formStrings, reviewsStrings, validationStrings } from '../../../../core/catalog/strings.ts';
import type { CartFacade } from '../../../../core/commerce/cart.ts';
import { createStore, isStoreFailure, MAX_CART_LINES, storeMessages, type Store, type StoreFailure } from '../../../../server/store/index.ts';
import { ADDRESS, BOX, countRows, GIFT, MANY, openTestDatabase, stockOf as stockIn, TEE, TEST_PRODUCTS, type TestDatabase, visitor, type Visitor } from './fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 5, 30, 12);

const cartOf = (result: CartFacade | StoreFailure): CartFacade => {
  if (isStoreFailure(result)) throw new Error(`expected a cart, got ${JSON.stringify(result)}`);
  return result;
};
const stockOf = (data: TestDatabase, sku: string): Promise<number | undefined> => stockIn(data.db, sku);
const count = (data: TestDatabase, table: Parameters<typeof countRows>[1]): Promise<number> => countRows(data.db, table);
const setStock = async (data: TestDatabase, sku: string, qty: number): Promise<void> => {
  await data.db.updateTable('stock').set({ qty }).where('sku', '=', sku).execute();
};

describe('the store', () => {
  let data: TestDatabase;
  let clock: { time: number };
  let store: Store;
  let ada: Visitor;
  beforeEach(async () => {
    data = await openTestDatabase();
    clock = { time: START };
    store = createStore(data.db, { now: () => clock.time, products: TEST_PRODUCTS, reviewTtlMs: 10 * DAY });
    await store.ready();
    ada = visitor();
  });
  afterEach(() => data.remove());

  const add = (who: Visitor, productId: string, sku: string, quantity = 1, res = who.res()) => store.add(who.req(), res, { productId, sku, quantity });
  const order = (who: Visitor, source: Parameters<Store['placeOrder']>[2] = { kind: 'cart' }, address = ADDRESS, res = who.res()) =>
    store.placeOrder(who.req(), res, source, address);

  describe('products', () => {
    it('lists the published ones in site order, stock from the database; finds any by slug or id', async () => {
      expect((await store.products()).map((product) => product.id)).toEqual(['tee', 'gone', 'ebook', 'class', 'box', 'gift', 'many']);
      await setStock(data, 'TEE-S', 7);
      expect((await store.products())[0]!.variants.map((variant) => variant.qtyInStock)).toEqual([7, 1, 0]);
      expect((await store.product('tee'))!.variants[0]!.qtyInStock).toBe(7);
      expect((await store.product('draft'))!.status).toBe(4);
      expect(await store.product('nope')).toBeUndefined();
    });

    it('seeds a row per limited SKU only; a second start leaves the rows as they are', async () => {
      expect(await stockOf(data, 'TEE-M')).toBe(1);
      expect(await stockOf(data, 'EBOOK')).toBeUndefined();
      expect(await stockOf(data, 'GIFT-25')).toBeUndefined();
      await setStock(data, 'TEE-S', 0);
      await createStore(data.db, { products: TEST_PRODUCTS }).ready();
      expect(await stockOf(data, 'TEE-S')).toBe(0);
    });

    it('a collection holds 200 products: the 201st and after are not listed, not found and cannot be bought', async () => {
      const many = Array.from({ length: 205 }, (_, n) => ({ ...TEE, id: `p${n}`, slug: `p${n}`, variants: TEE.variants.map((v) => ({ ...v, sku: `P${n}-${v.sku}` })) }));
      const big = createStore(data.db, { products: many });
      expect((await big.products()).map((product) => product.id)).toEqual(many.slice(0, 200).map((product) => product.id));
      expect(await big.product('p199')).toBeDefined();
      expect(await big.product('p200')).toBeUndefined();
      const [ok, past] = await Promise.all([
        big.add(ada.req(), ada.res(), { productId: 'p199', sku: 'P199-TEE-S', quantity: 1 }),
        big.add(visitor().req(), visitor().res(), { productId: 'p204', sku: 'P204-TEE-S', quantity: 1 }),
      ]);
      expect(isStoreFailure(ok)).toBe(false);
      expect(isStoreFailure(past) && past.status).toBe(404);
      expect(await stockOf(data, 'P200-TEE-S')).toBeUndefined();
    });

    it('a seeding that failed (the database away at start) is tried again by the next call', async () => {
      await data.db.schema.alterTable('stock').renameTo('stock_away').execute();
      const late = createStore(data.db, { products: TEST_PRODUCTS });
      await expect(late.ready()).rejects.toThrow();
      await expect(late.products()).rejects.toThrow();
      await data.db.schema.alterTable('stock_away').renameTo('stock').execute();
      await late.ready();
      expect((await late.product('tee'))!.variants[1]!.qtyInStock).toBe(1);
    });

    it('stock never goes below zero: the table refuses it', async () => {
      // SQLite: 'CHECK constraint failed'; PostgreSQL: 'violates check constraint'.
      await expect(setStock(data, 'TEE-S', -1)).rejects.toThrow(/check constraint/i);
      expect(await stockOf(data, 'TEE-S')).toBe(3);
    });
  });

  describe('the cart', () => {
    it('no cookie: the empty facade, and no cookie set', async () => {
      const res = ada.res();
      expect(await store.cart(ada.req(), res)).toMatchObject({ id: '', entries: [], subtotalCents: 0, totalQuantity: 0 });
      expect(res.cookies).toEqual([]);
    });

    it('the first add makes the cart and both cookies: the token HttpOnly, the flag readable, 30 days, SameSite=Lax', async () => {
      const res = ada.res();
      const cart = cartOf(await add(ada, 'tee', 'TEE-S', 2, res));
      expect(res.cookies).toHaveLength(2);
      expect(res.cookies[0]).toMatch(/^vitrine_cart=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
      expect(res.cookies[1]).toBe('vitrine_has_cart=1; Path=/; SameSite=Lax; Max-Age=2592000');
      expect(cart.id).toMatch(/^[0-9a-f]{32}$/);
      expect(cart.entries).toEqual([
        { productId: 'tee', sku: 'TEE-S', name: 'Tee', slug: 'tee', optionValues: ['Small'], quantity: 2, unitPriceCents: 2000, lineTotalCents: 4000, image: 'tee.jpg' },
      ]);
      // Only the token's sha256 is stored.
      const token = ada.jar.get('vitrine_cart')!;
      expect(await count(data, 'carts')).toBe(1);
      expect(await data.db.selectFrom('carts').select('id').where('token_hash', '=', token).execute()).toEqual([]);
    });

    it('Secure over https (a trusted proxy says so)', async () => {
      const res = ada.res();
      const req = ada.req({ 'x-forwarded-proto': 'https' });
      trustRequest(req, parseTrustProxy('1'));
      await store.add(req, res, { productId: 'tee', sku: 'TEE-S', quantity: 1 });
      expect(res.cookies.every((cookie) => cookie.endsWith('; Secure'))).toBe(true);
    });

    it('survives across requests by its cookie; adding again adds to the line; two visitors have two carts', async () => {
      const first = cartOf(await add(ada, 'tee', 'TEE-S'));
      cartOf(await add(ada, 'tee', 'TEE-S'));
      const again = await store.cart(ada.req());
      expect(again.id).toBe(first.id);
      expect(again.entries.map((entry) => [entry.sku, entry.quantity])).toEqual([['TEE-S', 2]]);
      const bob = visitor();
      const bobs = cartOf(await add(bob, 'ebook', 'EBOOK', 3));
      expect(bobs.id).not.toBe(first.id);
      expect((await store.cart(bob.req())).entries.map((entry) => entry.sku)).toEqual(['EBOOK']);
      expect((await store.cart(ada.req())).entries.map((entry) => entry.sku)).toEqual(['TEE-S']);
    });

    it('prices and totals come from the server: the sale price, a digital product’s own price, the kinds', async () => {
      cartOf(await add(ada, 'tee', 'TEE-M'));
      const cart = cartOf(await add(ada, 'ebook', 'EBOOK', 2));
      expect(cart.entries.map((entry) => [entry.unitPriceCents, entry.lineTotalCents])).toEqual([
        [1500, 1500],
        [900, 1800],
      ]);
      expect(cart).toMatchObject({
        subtotalCents: 3300,
        grandTotalCents: 3300,
        totalQuantity: 3,
        subtotalAmount: { cents: 3300, currency: 'USD' },
        hasDigital: true,
        purelyDigital: false,
        requiresShipping: true,
        isPurchased: false,
      });
      const bob = visitor();
      expect(cartOf(await add(bob, 'ebook', 'EBOOK'))).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
    });

    it('a bad quantity is 400 naming the field', async () => {
      const bad = { status: 400, error: 'Please enter a quantity from 1 to 999.', errors: { quantity: 'Please enter a quantity from 1 to 999.' } };
      for (const quantity of [0, -1, 1.5, 1000, Number.NaN]) expect(await add(ada, 'ebook', 'EBOOK', quantity)).toEqual(bad);
      cartOf(await add(ada, 'ebook', 'EBOOK', 999));
      expect(await add(ada, 'ebook', 'EBOOK', 1)).toEqual(bad);
    });

    it('an unknown, draft or scheduled product is 404; a SKU the product lacks 400; neither makes a cart', async () => {
      const res = ada.res();
      expect(await store.add(ada.req(), res, { productId: 'nope', sku: 'X', quantity: 1 })).toEqual({ status: 404, error: storeMessages.productNotFound });
      expect(await add(ada, 'draft', 'DRAFT-1')).toEqual({ status: 404, error: storeMessages.productNotFound });
      expect(await add(ada, 'soon', 'SOON-1')).toEqual({ status: 404, error: storeMessages.productNotFound });
      expect(await add(ada, 'tee', 'EBOOK')).toEqual({ status: 400, error: storeMessages.skuNotFound, sku: 'EBOOK' });
      expect(res.cookies).toEqual([]);
      expect(await count(data, 'carts')).toBe(0);
    });

    it('more than the stock is 409 with the SKU, and the cart is unchanged; sold out cannot be added', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S', 2));
      expect(await add(ada, 'tee', 'TEE-S', 2)).toEqual({ status: 409, error: 'Sorry, only 3 of Tee left.', sku: 'TEE-S' });
      expect(await add(ada, 'tee', 'TEE-L')).toEqual({ status: 409, error: 'Sorry, Tee is sold out.', sku: 'TEE-L' });
      expect(await add(ada, 'gone', 'GONE-1')).toEqual({ status: 409, error: 'Sorry, Gone Print is sold out.', sku: 'GONE-1' });
      expect((await store.cart(ada.req())).entries.map((entry) => [entry.sku, entry.quantity])).toEqual([['TEE-S', 2]]);
      // Unlimited SKUs take any quantity up to the line maximum.
      expect(cartOf(await add(ada, 'box', 'BOX-1', 999)).totalQuantity).toBe(1001);
    });

    it(`holds at most ${MAX_CART_LINES} lines`, async () => {
      for (let n = 0; n < MAX_CART_LINES; n += 1) cartOf(await add(ada, 'many', `STICKER-${n}`));
      expect(await add(ada, 'many', 'STICKER-100')).toEqual({ status: 409, error: 'Your cart holds at most 100 different items.', sku: 'STICKER-100' });
      // A line already there can still grow.
      expect(cartOf(await add(ada, 'many', 'STICKER-0')).entries[0]!.quantity).toBe(2);
      expect(MANY.variants).toHaveLength(101);
    });

    it('setQuantity sets, 0 removes, above the stock is 409, an absent line 404', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S'));
      cartOf(await add(ada, 'class', 'CLASS-1'));
      expect(cartOf(await store.setQuantity(ada.req(), 'TEE-S', 3)).entries[0]!.quantity).toBe(3);
      expect(await store.setQuantity(ada.req(), 'TEE-S', 4)).toEqual({ status: 409, error: 'Sorry, only 3 of Tee left.', sku: 'TEE-S' });
      expect(await store.setQuantity(ada.req(), 'TEE-S', -1)).toMatchObject({ status: 400 });
      expect(await store.setQuantity(ada.req(), 'TEE-M', 1)).toEqual({ status: 404, error: storeMessages.notInCart });
      expect(cartOf(await store.setQuantity(ada.req(), 'TEE-S', 0)).entries.map((entry) => entry.sku)).toEqual(['CLASS-1']);
      expect(await store.setQuantity(visitor().req(), 'CLASS-1', 1)).toEqual({ status: 404, error: storeMessages.notInCart });
    });

    it('setQuantity may lower a line even when the stock has fallen below it', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S', 3));
      await setStock(data, 'TEE-S', 1);
      expect(cartOf(await store.setQuantity(ada.req(), 'TEE-S', 2)).entries[0]!.quantity).toBe(2);
    });

    it('remove takes the line out; an absent one is 404', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S'));
      expect(cartOf(await store.remove(ada.req(), 'TEE-S')).entries).toEqual([]);
      expect(await store.remove(ada.req(), 'TEE-S')).toEqual({ status: 404, error: storeMessages.notInCart });
    });

    it('a cookie naming no cart is no cart: the empty facade, and both cookies cleared', async () => {
      const stranger = visitor({ vitrine_cart: 'A'.repeat(43), vitrine_has_cart: '1' });
      const res = stranger.res();
      expect((await store.cart(stranger.req(), res)).id).toBe('');
      expect(res.cookies).toEqual([
        'vitrine_cart=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        'vitrine_has_cart=; Path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      ]);
      const flagOnly = visitor({ vitrine_has_cart: '1' });
      const again = flagOnly.res();
      expect(await store.remove(flagOnly.req(), 'TEE-S', again)).toMatchObject({ status: 404 });
      expect(again.cookies).toHaveLength(2);
    });

    it('adds to one cart at once (tabs, or server processes): every one counts', async () => {
      cartOf(await add(ada, 'many', 'STICKER-0'));
      const all = await Promise.all(Array.from({ length: 8 }, (_, n) => add(ada, 'many', 'STICKER-0', n + 1)));
      expect(all.every((result) => !isStoreFailure(result))).toBe(true);
      expect((await store.cart(ada.req())).entries.map((entry) => [entry.sku, entry.quantity])).toEqual([['STICKER-0', 37]]);
    });

    it('a cart unused for 30 days is gone', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S'));
      clock.time += 30 * DAY;
      expect((await store.cart(ada.req())).entries).toEqual([]);
    });
  });

  describe('checkout', () => {
    it('the lines of the cart, of the visitor’s own subscription cart, of one gift card', async () => {
      const cart = cartOf(await add(ada, 'box', 'BOX-1'));
      expect(await store.checkoutLines(ada.req(), { kind: 'cart' })).toEqual(cart.entries);
      expect(await store.checkoutLines(ada.req(), { kind: 'subscription', cartToken: cart.id })).toEqual(cart.entries);
      expect(await store.checkoutLines(ada.req(), { kind: 'subscription', cartToken: 'f'.repeat(32) })).toEqual({ status: 404, error: cartStrings.noCartAtCheckout });
      expect(await store.checkoutLines(visitor().req(), { kind: 'cart' })).toEqual({ status: 404, error: cartStrings.noCartAtCheckout });
      const lines = (source: { productId: string; sku?: string }) => store.checkoutLines(visitor().req(), { kind: 'giftcard', ...source });
      expect(await lines({ productId: GIFT.id })).toMatchObject([{ sku: 'GIFT-25', quantity: 1, unitPriceCents: 2500 }]);
      expect(await lines({ productId: GIFT.id, sku: 'GIFT-50' })).toMatchObject([{ sku: 'GIFT-50', lineTotalCents: 5000 }]);
      expect(await lines({ productId: GIFT.id, sku: 'GIFT-75' })).toEqual({ status: 400, error: storeMessages.skuNotFound, sku: 'GIFT-75' });
      expect(await lines({ productId: TEE.id })).toEqual({ status: 404, error: storeMessages.productNotFound });
    });

    it('under the store minimum, neither the lines nor the order go on, in the section 8 words; at it, they do', async () => {
      store = createStore(data.db, { now: () => clock.time, products: TEST_PRODUCTS, minimumSubtotalCents: 5000 });
      const tooLow = { status: 400, error: format(cartStrings.subtotalTooLow, { subtotal: '$50.00' }) };
      cartOf(await add(ada, 'class', 'CLASS-1')); // $85.00: enough
      expect(await store.checkoutLines(ada.req(), { kind: 'cart' })).toHaveLength(1);
      const bea = visitor();
      cartOf(await add(bea, 'gift', 'GIFT-25')); // $25.00: under
      expect(await store.checkoutLines(bea.req(), { kind: 'cart' })).toEqual(tooLow);
      expect(await order(bea)).toEqual(tooLow);
      expect(await store.checkoutLines(visitor().req(), { kind: 'giftcard', productId: GIFT.id, sku: 'GIFT-25' })).toEqual(tooLow);
      cartOf(await add(bea, 'gift', 'GIFT-25')); // $50.00: at the minimum
      expect(await order(bea)).toHaveProperty('orderToken');
    });

    it('an emptied cart cannot check out', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S'));
      cartOf(await store.remove(ada.req(), 'TEE-S'));
      expect(await order(ada)).toEqual({ status: 400, error: cartStrings.empty });
    });

    it('the address: 400 with a message by field; a US zip is exactly 5 digits', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S'));
      const errorsOf = async (address: Partial<typeof ADDRESS>) => {
        const result = await order(ada, { kind: 'cart' }, { ...ADDRESS, ...address });
        expect(result).toMatchObject({ status: 400, error: formStrings.fieldsInvalid });
        return (result as StoreFailure).errors;
      };
      expect(await errorsOf({ name: ' ', email: 'ada@', line1: '', city: '', country: '' })).toEqual({
        name: storeMessages.nameRequired,
        email: validationStrings.enterValidEmail,
        line1: storeMessages.line1Required,
        city: storeMessages.cityRequired,
        country: storeMessages.countryRequired,
      });
      expect(await errorsOf({ zip: '1234' })).toEqual({ zip: storeMessages.zipInvalid });
      expect(await errorsOf({ zip: '123456', country: 'united states' })).toEqual({ zip: storeMessages.zipInvalid });
      expect(await errorsOf({ zip: '' })).toEqual({ zip: storeMessages.zipRequired });
      expect(await errorsOf({ line2: 'x'.repeat(201) })).toEqual({ line2: 'Please use at most 200 characters.' });
      // Another country's postal code is its own.
      expect(await order(ada, { kind: 'cart' }, { ...ADDRESS, zip: 'SW1A 1AA', country: 'GB' })).toHaveProperty('orderToken');
      expect(await count(data, 'orders')).toBe(1);
    });

    it('an order: stock taken, lines priced at purchase, one review token a line, the cart purchased and its cookies cleared', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S', 2));
      const cart = cartOf(await add(ada, 'ebook', 'EBOOK'));
      const res = ada.res();
      const placed = await order(ada, { kind: 'cart' }, { ...ADDRESS, name: '  Ada Lovelace ' }, res);
      expect(placed).toEqual({ orderToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
      const { orderToken } = placed as { orderToken: string };
      expect(await stockOf(data, 'TEE-S')).toBe(1);
      expect(res.cookies.map((cookie) => cookie.split('=')[0])).toEqual(['vitrine_cart', 'vitrine_has_cart']);
      expect(res.cookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
      expect((await store.cart(visitor({ vitrine_cart: 'x' }).req())).entries).toEqual([]);
      const view = (await store.order(orderToken))!;
      expect(view).toMatchObject({ token: orderToken, createdAt: START, currency: 'USD', subtotalCents: 4900, payment: 'test', shipping: ADDRESS });
      expect(view.lines).toEqual([
        { productId: 'tee', sku: 'TEE-S', name: 'Tee', optionValues: ['Small'], quantity: 2, unitPriceCents: 2000, lineTotalCents: 4000, reviewToken: expect.any(String) },
        { productId: 'ebook', sku: 'EBOOK', name: 'Ebook', optionValues: [], quantity: 1, unitPriceCents: 900, lineTotalCents: 900, reviewToken: expect.any(String) },
      ]);
      expect(new Set(view.lines.map((line) => line.reviewToken)).size).toBe(2);
      expect(await data.db.selectFrom('orders').select(['cart_id', 'shipping_name', 'subtotal_cents']).execute()).toEqual([
        { cart_id: cart.id, shipping_name: 'Ada Lovelace', subtotal_cents: 4900 },
      ]);
      expect(await data.db.selectFrom('carts').select('purchased').execute()).toEqual([{ purchased: 1 }]);
      expect(await store.order('nope')).toBeUndefined();
    });

    it('placing again with the purchased cart’s cookie is refused: one order', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S'));
      const token = ada.jar.get('vitrine_cart')!;
      expect(await order(ada)).toHaveProperty('orderToken');
      const again = visitor({ vitrine_cart: token });
      expect(await order(again)).toEqual({ status: 404, error: cartStrings.noCartAtCheckout });
      expect(await count(data, 'orders')).toBe(1);
      expect(await stockOf(data, 'TEE-S')).toBe(2);
    });

    it('one cart ordered twice at once (a double submit, or two server processes): one order, the other finds no cart', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S', 2));
      const results = await Promise.all([order(ada), order(ada)]);
      expect(results.filter((result) => !isStoreFailure(result))).toHaveLength(1);
      expect(results.filter(isStoreFailure)).toEqual([{ status: 404, error: cartStrings.noCartAtCheckout }]);
      expect(await count(data, 'orders')).toBe(1);
      expect(await count(data, 'order_items')).toBe(1);
      expect(await stockOf(data, 'TEE-S')).toBe(1);
    });

    it('a subscription order needs the visitor’s own cart id', async () => {
      const cart = cartOf(await add(ada, 'box', 'BOX-1'));
      expect(await order(ada, { kind: 'subscription', cartToken: 'someone-else' })).toEqual({ status: 404, error: cartStrings.noCartAtCheckout });
      const placed = (await order(ada, { kind: 'subscription', cartToken: cart.id })) as { orderToken: string };
      expect((await store.order(placed.orderToken))!.lines.map((line) => line.sku)).toEqual(['BOX-1']);
      expect(BOX.subscription).toBeDefined();
    });

    it('a gift card order is one line, with no cart; a cart the visitor has is left alone', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S'));
      const res = ada.res();
      const placed = (await order(ada, { kind: 'giftcard', productId: GIFT.id, sku: 'GIFT-50' }, ADDRESS, res)) as { orderToken: string };
      expect((await store.order(placed.orderToken))!).toMatchObject({ subtotalCents: 5000, lines: [{ sku: 'GIFT-50', quantity: 1 }] });
      expect(res.cookies).toEqual([]);
      expect((await store.cart(ada.req())).entries.map((entry) => entry.sku)).toEqual(['TEE-S']);
      expect(await data.db.selectFrom('orders').select('cart_id').execute()).toEqual([{ cart_id: '' }]);
    });

    it('the last item: two buyers with it in their carts; the first order takes it, the second gets 409 naming it', async () => {
      const bob = visitor();
      cartOf(await add(ada, 'tee', 'TEE-M'));
      cartOf(await add(bob, 'tee', 'TEE-M'));
      cartOf(await add(bob, 'class', 'CLASS-1'));
      expect(await order(ada)).toHaveProperty('orderToken');
      const res = bob.res();
      expect(await order(bob, { kind: 'cart' }, ADDRESS, res)).toEqual({ status: 409, error: 'Sorry, Tee is sold out.', sku: 'TEE-M' });
      expect(await stockOf(data, 'TEE-M')).toBe(0);
      // Nothing of the refused order was written: the other line's stock, the cart, its cookies.
      expect(await stockOf(data, 'CLASS-1')).toBe(2);
      expect(await count(data, 'orders')).toBe(1);
      expect(await count(data, 'order_items')).toBe(1);
      expect(res.cookies).toEqual([]);
      expect((await store.cart(bob.req())).totalQuantity).toBe(2);
      // Bob lowers to what is left... nothing: he removes it and the rest goes through.
      cartOf(await store.remove(bob.req(), 'TEE-M'));
      expect(await order(bob)).toHaveProperty('orderToken');
      expect(await stockOf(data, 'CLASS-1')).toBe(1);
    });

    it('a line short but not out: 409 with how many are left', async () => {
      const bob = visitor();
      cartOf(await add(ada, 'tee', 'TEE-S', 2));
      cartOf(await add(bob, 'tee', 'TEE-S', 2));
      expect(await order(ada)).toHaveProperty('orderToken');
      expect(await order(bob)).toEqual({ status: 409, error: 'Sorry, only 1 of Tee left.', sku: 'TEE-S' });
      expect(await stockOf(data, 'TEE-S')).toBe(1);
    });

    it('a restart (a new store on the same database) keeps the stock an order took', async () => {
      cartOf(await add(ada, 'tee', 'TEE-S', 2));
      expect(await order(ada)).toHaveProperty('orderToken');
      await data.close();
      const reopened = await data.reopen();
      try {
        const restarted = createStore(reopened.db, { products: TEST_PRODUCTS });
        expect((await restarted.product('tee'))!.variants[0]!.qtyInStock).toBe(1);
        expect((await restarted.products())[0]!.variants.map((variant) => variant.qtyInStock)).toEqual([1, 1, 0]);
      } finally {
        await reopened.close();
      }
    });
  });

  describe('reviews', () => {
    let tokens: string[];
    beforeEach(async () => {
      cartOf(await add(ada, 'tee', 'TEE-S'));
      cartOf(await add(ada, 'class', 'CLASS-1'));
      const { orderToken } = (await order(ada)) as { orderToken: string };
      tokens = (await store.order(orderToken))!.lines.map((line) => line.reviewToken);
    });

    it('open, then reviewed once: the second is 409', async () => {
      expect(await store.reviewRequest(tokens[0]!)).toEqual({ state: 'open', productName: 'Tee' });
      expect(await store.submitReview(tokens[0]!, 5, ' Lovely. ')).toEqual({ message: reviewsStrings.thanks });
      expect(await store.submitReview(tokens[0]!, 4, 'Again')).toEqual({ status: 409, error: reviewsStrings.alreadyReviewed });
      expect(await store.reviewRequest(tokens[0]!)).toEqual({ state: 'reviewed', productName: 'Tee' });
      expect(await data.db.selectFrom('reviews').select(['product_id', 'rating', 'comment']).execute()).toEqual([{ product_id: 'tee', rating: 5, comment: 'Lovely.' }]);
      // The other item's request is its own.
      expect(await store.reviewRequest(tokens[1]!)).toEqual({ state: 'open', productName: 'Class' });
    });

    it('submissions at once: one review, every other is 409', async () => {
      const results = await Promise.all(Array.from({ length: 6 }, (_, n) => store.submitReview(tokens[0]!, 5, `Number ${n}`)));
      expect(results.filter((result) => !isStoreFailure(result))).toEqual([{ message: reviewsStrings.thanks }]);
      expect(results.filter(isStoreFailure)).toEqual(Array.from({ length: 5 }, () => ({ status: 409, error: reviewsStrings.alreadyReviewed })));
      expect(await count(data, 'reviews')).toBe(1);
    });

    it('a rating that is not a whole number from 1 to 5 is 400 by field; a long comment too; nothing is stored', async () => {
      const noRating = { status: 400, error: reviewsStrings.selectStarRating, errors: { rating: reviewsStrings.selectStarRating } };
      for (const rating of [0, 6, 2.5, Number.NaN]) expect(await store.submitReview(tokens[0]!, rating, '')).toEqual(noRating);
      expect(await store.submitReview(tokens[0]!, 3, 'x'.repeat(2001))).toEqual({
        status: 400,
        error: formStrings.characterLimitExceeded,
        errors: { comment: formStrings.characterLimitExceeded },
      });
      expect(await count(data, 'reviews')).toBe(0);
      expect(await store.submitReview(tokens[0]!, 3, 'x'.repeat(2000))).toEqual({ message: reviewsStrings.thanks });
    });

    it('expires after reviewTtlMs: 410', async () => {
      clock.time += 10 * DAY - 1;
      expect((await store.reviewRequest(tokens[0]!)).state).toBe('open');
      clock.time += 1;
      expect(await store.reviewRequest(tokens[0]!)).toEqual({ state: 'expired', productName: 'Tee' });
      expect(await store.submitReview(tokens[0]!, 5, '')).toEqual({ status: 410, error: reviewsStrings.requestExpired });
    });

    it('an unknown token: 404 Something went wrong', async () => {
      expect(await store.reviewRequest('nope')).toEqual({ state: 'unknown' });
      expect(await store.submitReview('nope', 5, '')).toEqual({ status: 404, error: commonStrings.somethingWentWrong });
    });
  });
});
