// /config/ and below answer only a signed-in session (no VITRINE_DEV);
// (frameUrl), 4 "Logout" and "Escape key" rule 3 (the panel), 6 (viewers). Over HTTP.
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureAccounts } from '../../../../server/accounts/index.ts';
import { ownerStrings } from '../../../../server/config/shell.ts';
import { START_TIME, type TestApp } from '../harness.ts';
import { OWNER, setCookie, signInAs, startSignedInApp, VIEWER } from '../accounts/signed-in-app.ts';
import { countRows } from '../engine.ts';

const window = new Window();
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
const MINUTE = 60_000;
// Values that must never reach a visitor.
const SECRET_EMAIL = 'secret-7f3a@example.com';
const SECRET_CART = 'cart-secret-91b2';

describe('the owner area', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startSignedInApp();
  });
  afterEach(() => app.close());

  const addSubmission = async (email: string, at: number, formId = 'popup'): Promise<void> => {
    await app.db
      .insertInto('form_submissions')
      .values({ form_id: formId, payload: JSON.stringify({ form: { email } }), created_at: at, page_path: '/forms' })
      .execute();
  };
  const addOrder = async (cart: string, at: number, payload = '{"total":"10.00"}'): Promise<void> => {
    await app.db.insertInto('orders').values({ cart_id: cart, payload, created_at: at }).execute();
  };
  const get = (path: string, cookie?: string): Promise<Response> => fetch(`${app.base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const sessions = (): Promise<number> => countRows(app.db, 'sessions');
  const tableOf = (html: string) => {
    const table = parse(html).querySelector('table')!;
    return {
      head: [...table.querySelectorAll('thead th')].map((th) => th.textContent),
      rows: [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    };
  };

  describe('a visitor gets the sign-in page, never data', () => {
    it.each([
      '/config/',
      '/config',
      '/config/?frameUrl=%2Fpromo',
      '/config/forms',
      '/config/forms?page=2',
      '/config/spam',
      '/config/spam.csv',
      '/config/forms.csv',
      '/config/orders',
      '/config/orders.csv',
      '/config/analytics',
      '/config/analytics.csv',
      '/config/notifications',
      '/config/no-such-page',
    ])('%s: 401, the sign-in form posting to /config/login?next=<the path asked>', async (path) => {
      await addSubmission(SECRET_EMAIL, START_TIME);
      await addOrder(SECRET_CART, START_TIME);
      const response = await get(path);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      const form = parse(html).querySelector('form')!;
      // /config/ is where a sign-in goes anyway, so its form carries no next.
      expect(form.getAttribute('action')).toBe(path === '/config/' ? '/config/login' : `/config/login?next=${encodeURIComponent(path)}`);
      expect(parse(html).querySelector('button')!.textContent).toBe('Sign in');
      expect(html).not.toContain(SECRET_EMAIL);
      expect(html).not.toContain(SECRET_CART);
      expect(html).not.toContain('<table');
    });

    it('an expired session is a visitor again', async () => {
      const { cookie } = await signInAs(app, OWNER);
      app.clock.time += 12 * 60 * MINUTE;
      expect((await get('/config/orders', cookie)).status).toBe(401);
    });

    // issue 29: replacing the password (a restart with a new VITRINE_OWNER_PASSWORD) ends every session.
    it('a session from before the password was replaced is a visitor again, Remember me included', async () => {
      const remembered = { ...OWNER, rememberMe: true };
      const { cookie } = await signInAs(app, remembered);
      expect((await get('/config/', cookie)).status).toBe(200);
      await ensureAccounts(app.db, { VITRINE_OWNER_PASSWORD: 'a-new-owner-password' }, () => {});
      expect((await get('/config/', cookie)).status).toBe(401);
      const { cookie: again } = await signInAs(app, { email: OWNER.email, password: 'a-new-owner-password' });
      expect((await get('/config/', again)).status).toBe(200);
    });

    it('signing in from there goes back to the path asked', async () => {
      const html = await (await get('/config/orders?page=2')).text();
      const crumb = parse(html).querySelector('input[name="crumb"]')!.getAttribute('value')!;
      const response = await fetch(`${app.base}/config/login?next=${encodeURIComponent('/config/orders?page=2')}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}` },
        body: new URLSearchParams({ crumb, email: OWNER.email, password: OWNER.password }).toString(),
      });
      expect([response.status, response.headers.get('location')]).toEqual([303, '/config/orders?page=2']);
    });
  });

  describe('the owner', () => {
    let cookie = '';
    let crumb = '';
    beforeEach(async () => {
      ({ cookie, crumb } = await signInAs(app, OWNER));
    });

    it.each(['/config/', '/config', '/config/forms', '/config/spam', '/config/orders', '/config/analytics', '/config/?frameUrl=%2Fpromo'])(
      '%s: 200, private, no-store, not framed elsewhere',
      async (path) => {
        const response = await get(path, cookie);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(response.headers.get('vary')).toContain('Cookie');
      },
    );

    it('the home: the lists and Sign out, a form post carrying the crumb; no frame, no script', async () => {
      const html = await (await get('/config/', cookie)).text();
      const doc = parse(html);
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
      const hrefs = [...doc.querySelectorAll('main a')].map((a) => [a.getAttribute('href'), a.textContent]);
      expect(hrefs).toEqual([
        ['/config/forms', 'Form submissions'],
        ['/config/spam', 'Spam'],
        ['/config/orders', 'Orders'],
        ['/config/analytics', 'Analytics'],
        ['/config/notifications', 'Notifications'],
      ]);
      const signOut = doc.querySelector('form.sign-out')!;
      expect([signOut.getAttribute('method'), signOut.getAttribute('action')]).toEqual(['post', '/config/logout']);
      expect(signOut.querySelector('input[name="crumb"]')!.getAttribute('value')).toBe(crumb);
      expect(signOut.querySelector('button')!.textContent).toBe('Sign out');
      expect(doc.querySelector('nav a[aria-current="page"]')!.getAttribute('href')).toBe('/config/');
      expect(html).toContain(OWNER.email);
      expect(html).not.toContain(ownerStrings.readOnly);
      expect(doc.querySelector('iframe')).toBeNull();
      expect(html).not.toContain('<script');
    });

    it('an unknown page: 404 inside the area; other methods: 405', async () => {
      const missing = await get('/config/nothing', cookie);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain(ownerStrings.notFound);
      const post = await fetch(`${app.base}/config/forms`, { method: 'POST', headers: { cookie } });
      expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
      const logout = await get('/config/logout', cookie);
      expect([logout.status, logout.headers.get('allow')]).toEqual([405, 'POST']);
    });

    describe('frameUrl', () => {
      it('a path on this site: the page in a frame beside the panel, which a message from this origin toggles', async () => {
        const html = await (await get(`/config/?frameUrl=${encodeURIComponent('/shop?sort=new&x="y"')}`, cookie)).text();
        const doc = parse(html);
        expect(doc.querySelector('iframe')!.getAttribute('src')).toBe('/shop?sort=new&x=%22y%22');
        expect(doc.querySelector('iframe')!.getAttribute('title')).toBe('The site page /shop?sort=new&x=%22y%22');
        const panel = doc.getElementById('config-panel')!;
        expect(panel.tagName).toBe('ASIDE');
        expect([...panel.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toEqual([
          '/config/',
          '/config/forms',
          '/config/spam',
          '/config/orders',
          '/config/analytics',
          '/config/notifications',
        ]);
        expect(panel.querySelector('form[action="/config/logout"] input[name="crumb"]')!.getAttribute('value')).toBe(crumb);
        const script = doc.querySelector('script')!.textContent!;
        expect(script).toContain('e.origin!==location.origin');
        expect(script).toContain("'vitrine:toggle-config-panel'");
        expect(script).toContain("getElementById('config-panel')");
      });

      it('the script toggles the panel for its own origin only', async () => {
        const html = await (await get('/config/?frameUrl=%2Fpromo', cookie)).text();
        const page = new Window({ url: 'https://site.example/config/' });
        page.document.body.innerHTML = parse(html).body.innerHTML.replace(/<script>[\s\S]*<\/script>/, '');
        // The inline script, run as the page would, against this window.
        const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
        new page.Function('addEventListener', 'location', 'document', script)(page.addEventListener.bind(page), page.location, page.document);
        const panel = page.document.getElementById('config-panel') as unknown as HTMLElement;
        const post = (origin: string, data: unknown) => page.dispatchEvent(new page.MessageEvent('message', { origin, data }));
        post('https://evil.example', { type: 'vitrine:toggle-config-panel' });
        expect(panel.hidden).toBe(false);
        post('https://site.example', { type: 'something-else' });
        expect(panel.hidden).toBe(false);
        post('https://site.example', { type: 'vitrine:toggle-config-panel' });
        expect(panel.hidden).toBe(true);
        post('https://site.example', { type: 'vitrine:toggle-config-panel' });
        expect(panel.hidden).toBe(false);
        await page.happyDOM.close();
      });

      it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', '\\\\evil.example', 'promo', '/config/forms', '/config', ''])(
        'ignores %j: the plain home, no frame, no script',
        async (frameUrl) => {
          const html = await (await get(`/config/?frameUrl=${encodeURIComponent(frameUrl)}`, cookie)).text();
          expect(parse(html).querySelector('iframe')).toBeNull();
          expect(html).not.toContain('<script');
          expect(html).not.toContain('evil.example');
          expect(parse(html).querySelectorAll('main a')).toHaveLength(5);
        },
      );
    });

    describe('/config/orders', () => {
      it('no orders: the empty state, no table', async () => {
        const html = await (await get('/config/orders', cookie)).text();
        expect(parse(html).querySelector('main p')!.textContent).toBe('No orders yet.');
        expect(html).not.toContain('<table');
      });

      it('a table with a header row, newest first, escaped, 50 a page with Previous and Next', async () => {
        // 120 orders, one a minute: order n at START_TIME + n minutes; the newest is 120.
        for (let n = 1; n <= 120; n += 1) await addOrder(n === 120 ? '<b>cart</b>' : `cart-${n}`, START_TIME + n * MINUTE);
        const first = await (await get('/config/orders', cookie)).text();
        expect(first).not.toContain('<b>cart</b>');
        const one = tableOf(first);
        // Issue 33: each order's status, the last column.
        expect(one.head).toEqual(['Date', 'Order', 'Lines', 'Total', 'Shipping name', 'Cart', 'Details', 'Status']);
        expect(one.rows).toHaveLength(50);
        expect(one.rows[0]).toEqual(['2025-06-30 14:00 UTC', '120', '', '', '', '<b>cart</b>', '{"total":"10.00"}', 'New']);
        expect(one.rows[49]![1]).toBe('71');
        const pager = (html: string) => parse(html).querySelector('nav.pager')!;
        expect(pager(first).textContent).toBe('Page 1 of 3Next');
        expect(pager(first).querySelector('a[rel="next"]')!.getAttribute('href')).toBe('/config/orders?page=2');
        expect(pager(first).querySelector('a[rel="prev"]')).toBeNull();

        const second = await (await get('/config/orders?page=2', cookie)).text();
        expect(tableOf(second).rows.map((row) => row[1])).toEqual(Array.from({ length: 50 }, (_, i) => String(70 - i)));
        expect(pager(second).querySelector('a[rel="prev"]')!.getAttribute('href')).toBe('/config/orders?page=1');

        const last = await (await get('/config/orders?page=3', cookie)).text();
        expect(tableOf(last).rows.map((row) => row[1])).toEqual(Array.from({ length: 20 }, (_, i) => String(20 - i)));
        expect(pager(last).textContent).toBe('PreviousPage 3 of 3');
        expect(pager(last).querySelector('a[rel="next"]')).toBeNull();

        // Past the end: the last page; not a whole number: the first.
        expect(tableOf(await (await get('/config/orders?page=99', cookie)).text()).rows).toHaveLength(20);
        expect(tableOf(await (await get('/config/orders?page=-1', cookie)).text()).rows[0]![1]).toBe('120');
        expect(tableOf(await (await get('/config/orders?page=2x', cookie)).text()).rows[0]![1]).toBe('120');
      });

      it('orders.csv: every order, newest first, RFC 4180 quoting and the formula guard, as an attachment', async () => {
        await addOrder('a,b "c"', START_TIME + MINUTE, 'line one\nline two');
        await addOrder('=HYPERLINK("https://evil.example")', START_TIME + 2 * MINUTE, '+1');
        await addOrder('@SUM(A1)', START_TIME + 3 * MINUTE, '-2');
        const response = await get('/config/orders.csv', cookie);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
        expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders.csv"');
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(await response.text()).toBe(
          'Date,Order,Lines,Total,Shipping name,Cart,Details\r\n' +
            "2025-06-30 12:03 UTC,3,,,,'@SUM(A1),'-2\r\n" +
            `2025-06-30 12:02 UTC,2,,,,"'=HYPERLINK(""https://evil.example"")",'+1\r\n` +
            '2025-06-30 12:01 UTC,1,,,,"a,b ""c""","line one\nline two"\r\n',
        );
      });
    });

    // Issue 33: /config/forms lists the forms; each form's inbox is /config/forms/<formId>, in its own columns.
    describe('/config/forms', () => {
      it('pages through one form\u2019s submissions, newest first', async () => {
        for (let n = 1; n <= 51; n += 1) await addSubmission(`person-${n}@example.com`, START_TIME + n * MINUTE);
        const one = tableOf(await (await get('/config/forms/popup', cookie)).text());
        expect(one.head).toEqual(['Select', 'Date', 'Page', 'email', 'Actions']);
        expect(one.rows).toHaveLength(50);
        expect(one.rows[0]![3]).toBe('person-51@example.com');
        const two = tableOf(await (await get('/config/forms/popup?page=2', cookie)).text());
        expect(two.rows.map((row) => row[3])).toEqual(['person-1@example.com']);
      });

      it('forms.csv: every submission under the header row, guarded and quoted', async () => {
        await addSubmission('=1+1', START_TIME + MINUTE);
        await addSubmission('plain@example.com', START_TIME + 2 * MINUTE);
        const response = await get('/config/forms.csv', cookie);
        expect(response.headers.get('content-disposition')).toBe('attachment; filename="form-submissions.csv"');
        expect(await response.text()).toBe('Date,Form,Page,email\r\n2025-06-30 12:02 UTC,popup,/forms,plain@example.com\r\n' + "2025-06-30 12:01 UTC,popup,/forms,'=1+1\r\n");
      });

      it('as wide as the declared fields, whatever a stored sign-up holds (issue 29: 20 posts once made 52,004 columns)', async () => {
        const made = Object.fromEntries(Array.from({ length: 2600 }, (_, i) => [`made-up-${i}`, 'x']));
        for (let n = 0; n < 20; n += 1)
          await app.db
            .insertInto('form_submissions')
            .values({ form_id: 'popup', payload: JSON.stringify({ form: { email: `p${n}@example.com`, ...made } }), created_at: START_TIME + n * MINUTE, page_path: '/promo' })
            .execute();
        await app.db
          .insertInto('form_submissions')
          .values({
            form_id: 'newsletter',
            payload: JSON.stringify({ form: { 'newsletter-email': 'n@example.com', stray: 'x' } }),
            created_at: START_TIME + 30 * MINUTE,
            page_path: '/forms',
          })
          .execute();
        // Each form is as wide as its own fields: the sign-up's one, the newsletter's two; no stored id is a column.
        const popup = tableOf(await (await get('/config/forms/popup', cookie)).text());
        expect(popup.head).toEqual(['Select', 'Date', 'Page', 'email', 'Actions']);
        expect(popup.rows[0]!.slice(1, 4)).toEqual(['2025-06-30 12:19 UTC', '/promo', 'p19@example.com']);
        const newsletter = tableOf(await (await get('/config/forms/newsletter', cookie)).text());
        expect(newsletter.head).toEqual(['Select', 'Date', 'Page', 'Email', 'Name', 'Actions']);
        expect(newsletter.rows[0]!.slice(3, 5)).toEqual(['n@example.com', 'N/A']);
        expect((await (await get('/config/forms.csv', cookie)).text()).split('\r\n')[0]).toBe('Date,Form,Page,Email,Name,email');
      });

      it('no submissions: the empty state', async () => {
        expect(parse(await (await get('/config/forms/contact', cookie)).text()).querySelector('main p')!.textContent).toBe('No submissions yet.');
      });
    });
  });

  describe('a viewer (role 10 alone): reads, told it is read only', () => {
    it.each(['/config/', '/config/forms', '/config/spam', '/config/orders', '/config/analytics'])('%s: 200 with the read-only note', async (path) => {
      await addOrder(SECRET_CART, START_TIME);
      const { cookie } = await signInAs(app, VIEWER);
      const response = await get(path, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(parse(html).querySelector('p.note')!.textContent).toBe(ownerStrings.readOnly);
      expect(html).toContain(VIEWER.email);
    });
  });

  describe('Sign out: POST /config/logout', () => {
    const signOut = (cookie: string, crumb: string): Promise<Response> =>
      fetch(`${app.base}/config/logout`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ crumb }).toString(),
      });

    it.each([OWNER, VIEWER])('%o: 303 to the site root with logout=true, the session gone, both cookies expired', async (who) => {
      const { cookie, crumb } = await signInAs(app, who);
      expect(await sessions()).toBe(1);
      const response = await signOut(cookie, crumb);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/?logout=true');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await sessions()).toBe(0);
      expect(setCookie(response, 'vitrine_session')).toMatch(/^vitrine_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
      expect(setCookie(response, 'vitrine_last_identity')).toMatch(/^vitrine_last_identity=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
      expect((await get('/config/', cookie)).status).toBe(401);
    });

    it('a crumb that differs from the cookie: 403, the session kept, the home again with a new crumb and the message', async () => {
      const { cookie, session } = await signInAs(app, OWNER);
      const response = await signOut(cookie, 'x'.repeat(32));
      expect(response.status).toBe(403);
      expect(await sessions()).toBe(1);
      expect(setCookie(response, 'vitrine_session')).toBeUndefined();
      expect(setCookie(response, 'vitrine_last_identity')).toBeUndefined();
      const fresh = /^crumb=([A-Za-z0-9_-]+);/.exec(setCookie(response, 'crumb') ?? '')![1]!;
      const doc = parse(await response.text());
      expect(doc.querySelector('[role="alert"]')!.textContent).toBe(ownerStrings.signOutExpired);
      expect(doc.querySelector('form.sign-out input[name="crumb"]')!.getAttribute('value')).toBe(fresh);
      // The new form works.
      expect((await signOut(`crumb=${fresh}; vitrine_session=${session}`, fresh)).status).toBe(303);
      expect(await sessions()).toBe(0);
    });

    it('no crumb cookie at all: 403, the session kept', async () => {
      const { session, crumb } = await signInAs(app, OWNER);
      expect((await signOut(`vitrine_session=${session}`, crumb)).status).toBe(403);
      expect(await sessions()).toBe(1);
    });

    it('a visitor with a stale form: the sign-in page, nothing to end', async () => {
      const response = await signOut(`crumb=${'y'.repeat(32)}`, 'x'.repeat(32));
      expect(response.status).toBe(401);
      expect(setCookie(response, 'vitrine_last_identity')).toBeUndefined();
    });
  });
});
