// contract.md "Owner area": /config/orders, the `orders` table (migration 1) as an HTML table with a
// header row, newest first, 50 a page; /config/orders.csv the whole table. A store order (migration 6)
// shows its lines, its total and the name it ships to; an older row leaves those cells empty.
import type { Database } from 'better-sqlite3';
import { formatMoney } from '../../core/catalog/money.ts';
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

export function createOrdersList(db: Database): ConfigList {
  const columns = 'id, cart_id, payload, created_at, currency, subtotal_cents, shipping_name';
  const count = db.prepare('SELECT COUNT(*) AS n FROM orders');
  const slice = db.prepare(`SELECT ${columns} FROM orders ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`);
  const all = db.prepare(`SELECT ${columns} FROM orders ORDER BY created_at DESC, id DESC`);
  const items = db.prepare('SELECT name, option_values, quantity FROM order_items WHERE order_id = ? ORDER BY position');
  const cells = (row: OrderRow): string[] => [
    formatTime(row.created_at),
    String(row.id),
    (items.all(row.id) as ItemRow[]).map(line).join('; '),
    row.subtotal_cents === null ? '' : formatMoney(row.subtotal_cents, row.currency ?? undefined),
    row.shipping_name ?? '',
    row.cart_id,
    details(row.payload),
  ];
  return {
    content(asked) {
      const total = (count.get() as { n: number }).n;
      if (total === 0) return { title: ownerStrings.orders, main: `<p>${escapeHtml(NO_ORDERS)}</p>` };
      const at = pageSlice(asked, total);
      const rows = (slice.all(at.limit, at.offset) as OrderRow[]).map(cells);
      return {
        title: ownerStrings.orders,
        main: csvLink(`${CONFIG_PATHS.orders}.csv`) + htmlTable('Every order, newest first', HEAD, rows) + pager(CONFIG_PATHS.orders, at),
      };
    },
    rows: () => [HEAD, ...(all.all() as OrderRow[]).map(cells)],
  };
}
