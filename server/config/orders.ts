// contract.md "Owner area": /config/orders, the `orders` table (migration 1) as an HTML table with a
// header row, newest first, 50 a page; /config/orders.csv the whole table.
import type { Database } from 'better-sqlite3';
import { escapeHtml } from '../render/escape.ts';
import { csvLink, formatTime, htmlTable, type ConfigList } from './list.ts';
import { pager, pageSlice } from './paging.ts';
import { CONFIG_PATHS, ownerStrings } from './shell.ts';

export const NO_ORDERS = 'No orders yet.';
const HEAD = ['Date', 'Order', 'Cart', 'Details'];

interface OrderRow {
  id: number;
  cart_id: string;
  payload: string;
  created_at: number;
}

// The payload as stored: compact JSON when it parses, else its text (no order shape is fixed yet).
const details = (payload: string): string => {
  try {
    return JSON.stringify(JSON.parse(payload));
  } catch {
    return payload;
  }
};

const cells = (row: OrderRow): string[] => [formatTime(row.created_at), String(row.id), row.cart_id, details(row.payload)];

export function createOrdersList(db: Database): ConfigList {
  const count = db.prepare('SELECT COUNT(*) AS n FROM orders');
  const slice = db.prepare('SELECT id, cart_id, payload, created_at FROM orders ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?');
  const all = db.prepare('SELECT id, cart_id, payload, created_at FROM orders ORDER BY created_at DESC, id DESC');
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
