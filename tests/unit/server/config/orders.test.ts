// /config/orders with the store's orders (migration 6): the date, the order number, its lines, its
// total and the name it ships to, beside the cart and the stored details; on the engine under test.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrdersList, NO_ORDERS } from '../../../../server/config/orders.ts';
import { createStore } from '../../../../server/store/index.ts';
import { ADDRESS, openTestDatabase, TEST_PRODUCTS, type TestDatabase, visitor } from '../store/fixtures.ts';

describe('the orders list', () => {
  let data: TestDatabase;
  beforeEach(async () => {
    data = await openTestDatabase();
  });
  afterEach(() => data.remove());

  it('shows a store order: lines with their options, the total in its currency, the shipping name', async () => {
    const store = createStore(data.db, { now: () => Date.UTC(2025, 5, 30, 12, 5), products: TEST_PRODUCTS });
    const buyer = visitor();
    await store.add(buyer.req(), buyer.res(), { productId: 'tee', sku: 'TEE-S', quantity: 2 });
    const cart = (await store.add(buyer.req(), buyer.res(), { productId: 'ebook', sku: 'EBOOK', quantity: 1 })) as { id: string };
    expect(await store.placeOrder(buyer.req(), buyer.res(), { kind: 'cart' }, { ...ADDRESS, name: 'Grace <Hopper>' })).toHaveProperty('orderToken');
    const [head, row] = await createOrdersList(data.db, data.engine).rows();
    expect(head).toEqual(['Date', 'Order', 'Lines', 'Total', 'Shipping name', 'Cart', 'Details']);
    expect(row!.slice(0, 6)).toEqual(['2025-06-30 12:05 UTC', '1', '2 × Tee (Small); 1 × Ebook', '$49.00', 'Grace <Hopper>', cart.id]);
    expect(JSON.parse(row![6]!)).toMatchObject({ payment: 'test', source: 'cart', shipping: { name: 'Grace <Hopper>', zip: '62701' } });
    const { main: html } = await createOrdersList(data.db, data.engine).content(null);
    expect(html).toContain('Grace &lt;Hopper&gt;');
    expect(html).not.toContain('<Hopper>');
    expect(html).toContain('2 × Tee (Small); 1 × Ebook');
  });

  it('each order with its own lines, newest first; an order of migration 1 with none leaves those cells empty', async () => {
    let time = Date.UTC(2025, 5, 30, 12);
    const store = createStore(data.db, { now: () => time, products: TEST_PRODUCTS });
    for (const [sku, quantity] of [
      ['TEE-S', 1],
      ['CLASS-1', 2],
    ] as const) {
      const buyer = visitor();
      await store.add(buyer.req(), buyer.res(), { productId: sku === 'TEE-S' ? 'tee' : 'class', sku, quantity });
      expect(await store.placeOrder(buyer.req(), buyer.res(), { kind: 'cart' }, ADDRESS)).toHaveProperty('orderToken');
      time += 60_000;
    }
    await data.db.insertInto('orders').values({ cart_id: 'old', payload: 'not json', created_at: time }).execute();
    const [, ...rows] = await createOrdersList(data.db, data.engine).rows();
    expect(rows.map((row) => row.slice(0, 6))).toEqual([
      ['2025-06-30 12:02 UTC', '3', '', '', '', 'old'],
      ['2025-06-30 12:01 UTC', '2', '2 × Class', '$170.00', 'Ada Lovelace', expect.any(String)],
      ['2025-06-30 12:00 UTC', '1', '1 × Tee (Small)', '$20.00', 'Ada Lovelace', expect.any(String)],
    ]);
    expect(rows[0]![6]).toBe('not json');
  });

  it('no orders: the empty message', async () => {
    expect((await createOrdersList(data.db, data.engine).content(null)).main).toContain(NO_ORDERS);
    expect(await createOrdersList(data.db, data.engine).rows()).toEqual([['Date', 'Order', 'Lines', 'Total', 'Shipping name', 'Cart', 'Details']]);
  });
});
