// /config/orders, the `orders` table (migration 1) as an HTML table with a
// header row, newest first, 50 a page; /config/orders.csv the whole table. A store order (migration 6)
// shows its lines, its total and the name it ships to; an older row leaves those cells empty.
// Issue 33: the list searches by order number, name or email (?q=) and filters by status (?status=);
// /config/orders/<id> is one order, with its status, which the owner changes there (order-routes.ts).
import { sql } from 'kysely';
import { formatMoney } from '../../core/catalog/money.ts';
import { containsPattern, holds, jsonHolds, SEARCH_MAX, searchWords, type Db, type Engine } from '../db/index.ts';
import { escapeHtml } from '../render/escape.ts';
import { csvLink, formatTime, htmlTable, type Cell, type ConfigList } from './list.ts';
import { ORDER_STATUS_TEXT, ORDER_STATUSES, isOrderStatus, orderStrings, statusText } from './order-status.ts';
import { pager, pageSlice } from './paging.ts';
import { CONFIG_PATHS, format, ownerStrings, type ConfigContent } from './shell.ts';

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
  status: string;
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

// The address an order ships to, from its payload; empty parts for an older row.
const shippingOf = (payload: string): Record<'email' | 'line1' | 'line2' | 'city' | 'region' | 'zip' | 'country', string> => {
  let shipping: Record<string, unknown> = {};
  try {
    const value = (JSON.parse(payload) as { shipping?: unknown }).shipping;
    if (value !== null && typeof value === 'object') shipping = value as Record<string, unknown>;
  } catch {}
  const text = (key: string): string => (typeof shipping[key] === 'string' ? (shipping[key] as string) : '');
  return { email: text('email'), line1: text('line1'), line2: text('line2'), city: text('city'), region: text('region'), zip: text('zip'), country: text('country') };
};

// One line an item: '2 × Lake at Dawn Print (Small, Black)'.
const line = (item: ItemRow): string => {
  const options = JSON.parse(item.option_values) as string[];
  return `${item.quantity} × ${item.name}${options.length > 0 ? ` (${options.join(', ')})` : ''}`;
};

/** One order's address: /config/orders/<id>. */
export const orderPath = (id: number): string => `${CONFIG_PATHS.orders}/${id}`;

/** The order id a path below /config/orders/ names, with what follows; null when it names none. */
export function readOrderPath(path: string): { id: number; rest: string } | null {
  const match = /^\/config\/orders\/([1-9]\d{0,14})(?:\/(.*))?$/.exec(path);
  return match ? { id: Number(match[1]), rest: match[2] ?? '' } : null;
}

const ORDERS_CSS = `form.search{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:0 0 1rem}
form.search label{display:block}form.search .field{display:flex;flex-direction:column;flex:1 1 12rem;min-width:0}
input[type=search],select{box-sizing:border-box;min-width:0;padding:.5rem;font:inherit;border:1px solid #6b6b6b;border-radius:4px;background:#fff;color:#1d1d1f}
dl.order{display:grid;grid-template-columns:minmax(6rem,max-content) 1fr;gap:.25rem 1rem}dl.order dt{font-weight:600}dl.order dd{margin:0;overflow-wrap:anywhere}
[role=status]{padding:.75rem;border-left:4px solid #0b7a3a;background:#e9f6ee}`;

export interface OrderList extends ConfigList {
  /** /config/orders/<id>: the order and, for the owner, the status form; null when there is no such order. */
  order(id: number, crumb: string, readOnly: boolean, notice: string | null): Promise<ConfigContent | null>;
  /** Sets an order's status; false when there is no such order. */
  setStatus(id: number, status: string): Promise<boolean>;
}

export function createOrdersList(db: Db, engine: Engine): OrderList {
  const columns = ['id', 'cart_id', 'payload', 'created_at', 'currency', 'subtotal_cents', 'shipping_name', 'status'] as const;
  const newestFirst = () => db.selectFrom('orders').select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc');
  // The orders a search and a status filter keep: the number as typed (leading zeros allowed), or the words in the name or the email.
  const filtered = (words: string, status: string) => {
    let query = db.selectFrom('orders');
    if (isOrderStatus(status)) query = query.where('status', '=', status);
    if (words === '') return query;
    const pattern = containsPattern(words);
    const number = /^\d{1,15}$/.test(words) ? Number(words) : null;
    const byText = sql<boolean>`(${holds(sql`${sql.ref('shipping_name')}`, pattern)} OR ${jsonHolds(engine, ['shipping', 'email'], pattern)})`;
    return query.where((eb) => (number === null ? byText : eb.or([eb('id', '=', number), byText])));
  };
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
    async content(asked, params = new URLSearchParams()) {
      const words = searchWords(params.get('q'));
      const status = isOrderStatus(params.get('status')) ? (params.get('status') as string) : '';
      const { n } = await filtered(words, status)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const total = Number(n);
      const searching = words !== '' || status !== '';
      if (total === 0 && !searching) return { title: ownerStrings.orders, main: `<p>${escapeHtml(NO_ORDERS)}</p>` };
      const at = pageSlice(asked, total);
      const orders = await filtered(words, status).select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(at.limit).offset(at.offset).execute();
      const items = await itemsOf(orders.map((row) => row.id));
      const options = [
        `<option value="">${escapeHtml(orderStrings.anyStatus)}</option>`,
        ...ORDER_STATUSES.map((value) => `<option value="${value}"${value === status ? ' selected' : ''}>${escapeHtml(ORDER_STATUS_TEXT[value])}</option>`),
      ].join('');
      const form = `<form class="search" method="get" action="${CONFIG_PATHS.orders}" role="search"><div class="field"><label for="orders-q">${escapeHtml(orderStrings.searchLabel)}</label><input type="search" id="orders-q" name="q" value="${escapeHtml(words)}" maxlength="${SEARCH_MAX}"></div><div class="field"><label for="orders-status">${escapeHtml(orderStrings.statusFilter)}</label><select id="orders-status" name="status">${options}</select></div><button type="submit">${escapeHtml(orderStrings.search)}</button>${searching ? `<a href="${CONFIG_PATHS.orders}">${escapeHtml(orderStrings.clear)}</a>` : ''}</form>`;
      const rows: Cell[][] = orders.map((row) => {
        const [date = '', number = '', ...rest] = cells(row, items);
        return [date, { html: `<a href="${orderPath(row.id)}">${escapeHtml(number)}</a>` }, ...rest, statusText(row.status)];
      });
      return {
        title: ownerStrings.orders,
        style: ORDERS_CSS,
        main:
          form +
          csvLink(`${CONFIG_PATHS.orders}.csv`) +
          (total === 0 ? `<p>${escapeHtml(orderStrings.noMatch)}</p>` : htmlTable(searching ? orderStrings.matchCaption : orderStrings.caption, [...HEAD, 'Status'], rows)) +
          pager(CONFIG_PATHS.orders, at, { q: words, status }),
      };
    },
    async order(id, crumb, readOnly, notice) {
      const row = await db.selectFrom('orders').select(columns).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const items = await itemsOf([row.id]);
      const [date = '', number = '', lines = '', total = '', name = '', cart = ''] = cells(row, items);
      const shipping = shippingOf(row.payload);
      const address = [shipping.line1, shipping.line2, shipping.city, shipping.region, shipping.zip, shipping.country].filter((part) => part !== '').join(', ');
      const values = [number, date, statusText(row.status), lines, total, name, shipping.email, address, cart];
      const list = `<dl class="order">${orderStrings.details.map((term, index) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(values[index] ?? '')}</dd>`).join('')}</dl>`;
      const options = ORDER_STATUSES.map((value) => `<option value="${value}"${value === row.status ? ' selected' : ''}>${escapeHtml(ORDER_STATUS_TEXT[value])}</option>`).join('');
      const form = readOnly
        ? ''
        : `<form class="search" method="post" action="${orderPath(row.id)}/status"><input type="hidden" name="crumb" value="${escapeHtml(crumb)}"><div class="field"><label for="order-status">${escapeHtml(orderStrings.statusFilter)}</label><select id="order-status" name="status">${options}</select></div><button type="submit">${escapeHtml(orderStrings.changeStatus)}</button></form>`;
      return {
        title: format(orderStrings.orderTitle, { number }),
        style: ORDERS_CSS,
        main: `<p><a href="${CONFIG_PATHS.orders}">${escapeHtml(orderStrings.back)}</a></p>${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}${list}${form}`,
      };
    },
    async setStatus(id, status) {
      if (!isOrderStatus(status)) return false;
      const result = await db.updateTable('orders').set({ status }).where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    async rows() {
      const orders = await newestFirst().execute();
      const items = await itemsOf('all');
      return [HEAD, ...orders.map((row) => cells(row, items))];
    },
  };
}
