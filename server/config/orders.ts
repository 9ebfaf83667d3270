// /config/orders, the `orders` table (migration 1) as an HTML table with a
// header row, newest first, 50 a page; /config/orders.csv the whole table. A store order (migration 6)
// shows its lines, its total and the name it ships to; an older row leaves those cells empty.
import { formatMoney } from '../../core/catalog/money.ts';
import type { Db } from '../db/index.ts';
import { escapeHtml } from '../render/escape.ts';
import { csvLink, formatTime, htmlTable, type ConfigList } from './list.ts';
import { pager, pageSlice } from './paging.ts';
import { CONFIG_PATHS, ownerStrings } from './shell.ts';

export const NO_ORDERS = 'No orders yet.';
const HEAD = ['Date', 'Order', 'Lines', 'Total', 'Shipping name', 'Cart', 'Details'];

interface OrderRow {
  id: number;
  cart_id: string;
  payload: string;
  created_at: number;
  currency: string | null;
  subtotal_cents: number | null;
  shipping_name: string | null;
}

interface ItemRow {
  name: string;
  option_values: string;
  quantity: number;
}

// The payload as stored: compact JSON when it parses, else its text (no order shape is fixed yet).
const details = (payload: string): string => {
  try {
    return JSON.stringify(JSON.parse(payload));
  } catch {
    return payload;
  }
};

// One line an item: '2 × Lake at Dawn Print (Small, Black)'.
const line = (item: ItemRow): string => {
  const options = JSON.parse(item.option_values) as string[];
  return `${item.quantity} × ${item.name}${options.length > 0 ? ` (${options.join(', ')})` : ''}`;
};

export function createOrdersList(db: Db): ConfigList {
  const newestFirst = () =>
    db.selectFrom('orders').select(['id', 'cart_id', 'payload', 'created_at', 'currency', 'subtotal_cents', 'shipping_name']).orderBy('created_at', 'desc').orderBy('id', 'desc');
  /** Each order's items, in order: those of these orders (a page of them), or of every order (the CSV). */
  const itemsOf = async (ids: readonly number[] | 'all'): Promise<Map<number, ItemRow[]>> => {
    const byOrder = new Map<number, ItemRow[]>();
    if (ids !== 'all' && ids.length === 0) return byOrder;
    let query = db.selectFrom('order_items').select(['order_id', 'name', 'option_values', 'quantity']).orderBy('order_id').orderBy('position');
    if (ids !== 'all') query = query.where('order_id', 'in', ids);
    for (const { order_id, ...item } of await query.execute()) {
      const items = byOrder.get(order_id);
      if (items) items.push(item);
      else byOrder.set(order_id, [item]);
    }
    return byOrder;
  };
  const cells = (row: OrderRow, items: Map<number, ItemRow[]>): string[] => [
    formatTime(row.created_at),
    String(row.id),
    (items.get(row.id) ?? []).map(line).join('; '),
    row.subtotal_cents === null ? '' : formatMoney(row.subtotal_cents, row.currency ?? undefined),
    row.shipping_name ?? '',
    row.cart_id,
    details(row.payload),
  ];
  return {
    async content(asked) {
      const { n } = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const total = Number(n);
      if (total === 0) return { title: ownerStrings.orders, main: `<p>${escapeHtml(NO_ORDERS)}</p>` };
      const at = pageSlice(asked, total);
      const orders = await newestFirst().limit(at.limit).offset(at.offset).execute();
      const items = await itemsOf(orders.map((row) => row.id));
      return {
        title: ownerStrings.orders,
        main:
          csvLink(`${CONFIG_PATHS.orders}.csv`) +
          htmlTable(
            'Every order, newest first',
            HEAD,
            orders.map((row) => cells(row, items)),
          ) +
          pager(CONFIG_PATHS.orders, at),
      };
    },
    async rows() {
      const orders = await newestFirst().execute();
      const items = await itemsOf('all');
      return [HEAD, ...orders.map((row) => cells(row, items))];
    },
  };
}
