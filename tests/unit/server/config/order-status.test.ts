// Issue 33: the orders list searched by number, name or email and filtered by status; each order's
// page with its status, which only the owner changes, with the crumb, to one of the four. Over HTTP on
// the engine under test.
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_ACCESS_STRINGS } from '../../../../server/api/owner-access.ts';
import { orderStrings } from '../../../../server/config/order-status.ts';
import { ownerStrings } from '../../../../server/config/shell.ts';
import { OWNER, signInAs, startSignedInApp, VIEWER } from '../accounts/signed-in-app.ts';
import { ENGINE } from '../engine.ts';
import { START_TIME, type TestApp } from '../harness.ts';

const window = new Window();
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;

describe(`orders: search and status (${ENGINE})`, () => {
  let app: TestApp;
  let owner: { cookie: string; crumb: string };
  // Order n placed n minutes after START_TIME.
  let count = 0;
  beforeEach(async () => {
    count = 0;
    app = await startSignedInApp();
    owner = await signInAs(app, OWNER);
  });
  afterEach(() => app.close());

  const addOrder = async (name: string, email: string, status?: string): Promise<number> => {
    count += 1;
    const row = await app.db
      .insertInto('orders')
      .values({
        cart_id: `cart-${count}`,
        payload: JSON.stringify({ shipping: { name, email, line1: '1 Lake Road', line2: '', city: 'Springfield', region: 'IL', zip: '62701', country: 'US' }, payment: 'test' }),
        created_at: START_TIME + count * 60_000,
        shipping_name: name,
        ...(status ? { status } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const get = (path: string, cookie = owner.cookie): Promise<Response> => fetch(`${app.base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const post = (path: string, fields: [string, string][], cookie = owner.cookie): Promise<Response> =>
    fetch(`${app.base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams(fields).toString(),
    });
  const listed = async (query: string): Promise<string[][]> => {
    const doc = parse(await (await get(`/config/orders${query}`)).text());
    const head = [...doc.querySelectorAll('thead th')].map((th) => th.textContent);
    return [...doc.querySelectorAll('tbody tr')].map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent);
      return [cells[head.indexOf('Order')]!, cells[head.indexOf('Shipping name')]!, cells[head.indexOf('Status')]!];
    });
  };
  const statusOf = async (id: number): Promise<string> => (await app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  describe('search and filter', () => {
    beforeEach(async () => {
      await addOrder('Ada Lovelace', 'ada@example.com');
      await addOrder('Grace 100% Hopper', 'grace@navy.example', 'paid');
      await addOrder('Hedy Lamarr', 'HEDY@Example.com', 'shipped');
      await addOrder('under_score', 'u@example.com', 'cancelled');
      await addOrder('underXscore', 'x@example.com');
    });

    it.each([
      ['', ['5', '4', '3', '2', '1']],
      ['?q=3', ['3']],
      ['?q=00003', ['3']],
      ['?q=lovelace', ['1']],
      ['?q=hedy%40example', ['3']],
      ['?q=NAVY', ['2']],
      ['?q=100%25', ['2']],
      ['?q=under_score', ['4']],
      ['?q=%25', ['2']],
      ['?q=nobody', []],
      [`?q=${encodeURIComponent("') OR 1=1; --")}`, []],
      ['?status=paid', ['2']],
      ['?status=new', ['5', '1']],
      ['?status=new&q=ada', ['1']],
      ['?status=cancelled&q=hedy', []],
      // A status not on the list filters nothing.
      ['?status=refunded', ['5', '4', '3', '2', '1']],
    ])('/config/orders%s', async (query, numbers) => {
      expect((await listed(query)).map((row) => row[0])).toEqual(numbers);
    });

    it('shows each status, and keeps the search and filter in the form and the pager', async () => {
      expect(await listed('')).toEqual([
        ['5', 'underXscore', 'New'],
        ['4', 'under_score', 'Cancelled'],
        ['3', 'Hedy Lamarr', 'Shipped'],
        ['2', 'Grace 100% Hopper', 'Paid'],
        ['1', 'Ada Lovelace', 'New'],
      ]);
      const doc = parse(await (await get('/config/orders?q=ada&status=new')).text());
      expect(doc.querySelector('input[name=q]')!.getAttribute('value')).toBe('ada');
      expect(doc.querySelector('select[name=status] option[selected]')!.getAttribute('value')).toBe('new');
      expect(doc.querySelector('tbody a')!.getAttribute('href')).toBe('/config/orders/1');
      for (let n = 0; n < 55; n += 1) await addOrder(`Bulk ${n}`, 'bulk@example.com', 'paid');
      const paged = parse(await (await get('/config/orders?q=bulk&status=paid')).text());
      expect(paged.querySelector('nav.pager a[rel=next]')!.getAttribute('href')).toBe('/config/orders?q=bulk&status=paid&page=2');
    });
  });

  describe("the order's page and its status", () => {
    it('shows the status and the address; the owner has the form, a viewer not', async () => {
      const id = await addOrder('Ada Lovelace', 'ada@example.com', 'paid');
      const doc = parse(await (await get(`/config/orders/${id}`)).text());
      const terms = [...doc.querySelectorAll('dl.order dt')].map((dt) => dt.textContent);
      const values = [...doc.querySelectorAll('dl.order dd')].map((dd) => dd.textContent);
      expect(values[terms.indexOf('Status')]).toBe('Paid');
      expect(values[terms.indexOf('Email')]).toBe('ada@example.com');
      expect(values[terms.indexOf('Address')]).toBe('1 Lake Road, Springfield, IL, 62701, US');
      const form = doc.querySelector(`main form[method=post][action="/config/orders/${id}/status"]`)!;
      expect(form.querySelector('input[name=crumb]')!.getAttribute('value')).toBe(owner.crumb);
      expect([...form.querySelectorAll('option')].map((option) => option.getAttribute('value'))).toEqual(['new', 'paid', 'shipped', 'cancelled']);
      expect(form.querySelector('option[selected]')!.getAttribute('value')).toBe('paid');
      const viewer = await signInAs(app, VIEWER);
      expect(parse(await (await get(`/config/orders/${id}`, viewer.cookie)).text()).querySelector('main form')).toBeNull();
      expect((await get('/config/orders/999999')).status).toBe(404);
    });

    it('the owner changes it: 303 to the order, which says so', async () => {
      const id = await addOrder('Ada Lovelace', 'ada@example.com');
      const response = await post(`/config/orders/${id}/status`, [
        ['crumb', owner.crumb],
        ['status', 'shipped'],
      ]);
      expect([response.status, response.headers.get('location')]).toEqual([303, `/config/orders/${id}?changed=shipped`]);
      expect(await statusOf(id)).toBe('shipped');
      const doc = parse(await (await get(`/config/orders/${id}?changed=shipped`)).text());
      expect(doc.querySelector('[role=status]')!.textContent).toBe('The status is now Shipped.');
      expect(await listed('?status=shipped')).toEqual([[String(id), 'Ada Lovelace', 'Shipped']]);
    });

    it.each(['refunded', '', 'NEW', "new'; --"])('an unknown status %j: 400 with the order again, nothing changed', async (status) => {
      const id = await addOrder('Ada Lovelace', 'ada@example.com', 'paid');
      const response = await post(`/config/orders/${id}/status`, [
        ['crumb', owner.crumb],
        ['status', status],
      ]);
      expect(response.status).toBe(400);
      expect(parse(await response.text()).querySelector('[role=alert]')!.textContent).toBe(orderStrings.unknownStatus);
      expect(await statusOf(id)).toBe('paid');
    });

    it('a stale crumb 403 (a new crumb), a viewer 403, a stranger the sign-in page: nothing changed', async () => {
      const id = await addOrder('Ada Lovelace', 'ada@example.com');
      const stale = await post(`/config/orders/${id}/status`, [
        ['crumb', 'C'.repeat(32)],
        ['status', 'paid'],
      ]);
      expect(stale.status).toBe(403);
      expect(stale.headers.get('set-cookie')).toMatch(/^crumb=/);
      expect(parse(await stale.text()).querySelector('[role=alert]')!.textContent).toBe(ownerStrings.formExpired);
      const viewer = await signInAs(app, VIEWER);
      const refused = await post(
        `/config/orders/${id}/status`,
        [
          ['crumb', viewer.crumb],
          ['status', 'paid'],
        ],
        viewer.cookie,
      );
      expect(refused.status).toBe(403);
      expect(parse(await refused.text()).querySelector('[role=alert]')!.textContent).toBe(OWNER_ACCESS_STRINGS.notAllowed);
      const crumb = await app.crumb();
      const stranger = await post(
        `/config/orders/${id}/status`,
        [
          ['crumb', crumb],
          ['status', 'paid'],
        ],
        `crumb=${crumb}`,
      );
      expect(stranger.status).toBe(401);
      expect(await statusOf(id)).toBe('new');
    });

    it('an order of no status (placed before migration 12) reads as New', async () => {
      const id = await addOrder('Old Order', 'old@example.com');
      expect(await statusOf(id)).toBe('new');
    });
  });
});
