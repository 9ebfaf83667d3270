// /config/orders with the store's orders (migration 6): the date, the order number, its lines, its
// total and the name it ships to, beside the cart and the stored details.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrdersList } from '../../../../server/config/orders.ts';
import { createStore } from '../../../../server/store/index.ts';
import { ADDRESS, TEST_PRODUCTS, tempDatabase, visitor, type TempDatabase } from '../store/fixtures.ts';

describe('the orders list', () => {
  let data: TempDatabase;
  beforeEach(() => {
    data = tempDatabase();
  });
  afterEach(() => data.close());

  it('shows a store order: lines with their options, the total in its currency, the shipping name', () => {
    const store = createStore(data.db, { now: () => Date.UTC(2025, 5, 30, 12, 5), products: TEST_PRODUCTS });
    const buyer = visitor();
    store.add(buyer.req(), buyer.res(), { productId: 'tee', sku: 'TEE-S', quantity: 2 });
    const cart = store.add(buyer.req(), buyer.res(), { productId: 'ebook', sku: 'EBOOK', quantity: 1 }) as { id: string };
    store.placeOrder(buyer.req(), buyer.res(), { kind: 'cart' }, { ...ADDRESS, name: 'Grace <Hopper>' });
    const [head, row] = createOrdersList(data.db).rows();
    expect(head).toEqual(['Date', 'Order', 'Lines', 'Total', 'Shipping name', 'Cart', 'Details']);
    expect(row!.slice(0, 6)).toEqual(['2025-06-30 12:05 UTC', '1', '2 × Tee (Small); 1 × Ebook', '$49.00', 'Grace <Hopper>', cart.id]);
    expect(JSON.parse(row![6]!)).toMatchObject({ payment: 'test', source: 'cart', shipping: { name: 'Grace <Hopper>', zip: '62701' } });
    const html = createOrdersList(data.db).content(null).main;
    expect(html).toContain('Grace &lt;Hopper&gt;');
    expect(html).not.toContain('<Hopper>');
  });
});
