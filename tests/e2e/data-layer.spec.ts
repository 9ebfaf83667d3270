// Issue 16: the data layer (core/data) and the system error overlay in Chromium, against the real
// server. Failures come from route interception (no failure switch in the product).
//   - the popup overlay's sign-up goes through the layer: each reply becomes its form message, and
//     none of them shows the system error overlay, since the sign-up handles them all;
//   - a call whose failure no caller handles shows the system error overlay: cleaned, network.
import { expect, test, type Page, type Route } from './test.ts';
import { axe } from './axe.ts';
import { consented } from './consent.ts';

const systemError = (page: Page) => page.getByRole('alertdialog');
/** A well-formed crumb (server/api/crumb.ts: 24 to 128 url-safe characters). */
const NEW_CRUMB = 'renewedCrumbRenewedCrumb_0123456';

test.describe('the popup sign-up through the data layer', () => {
  test.beforeEach(async ({ page, baseURL }) => consented(page, baseURL));
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Join the studio list' });

  test('each reply of SaveFormSubmission: its message, the address kept, and no system error overlay', async ({ page }) => {
    // What the next SaveFormSubmission gets; 'server' lets it through to the real server.
    type Reply = { status: number; body?: unknown } | 'drop' | 'server';
    const replies: Reply[] = [];
    const saves: URL[] = [];
    await page.route('**/api/form/SaveFormSubmission**', async (route: Route) => {
      saves.push(new URL(route.request().url()));
      const reply = replies.shift() ?? 'server';
      if (reply === 'drop') return route.abort('connectionreset');
      if (reply === 'server') return route.continue();
      return route.fulfill({ status: reply.status, contentType: 'application/json', body: reply.body === undefined ? '' : JSON.stringify(reply.body) });
    });
    await page.goto('/promo');
    await expect(popup(page)).toBeVisible({ timeout: 10_000 });
    const email = popup(page).getByLabel('Email address');
    const send = async (reply: Reply | Reply[], message: string) => {
      replies.push(...[reply].flat());
      await popup(page).getByRole('button', { name: 'Sign up' }).click();
      await expect(popup(page).getByRole('alert')).toHaveText(message);
      await expect(email).toHaveValue(address);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(systemError(page)).toHaveCount(0);
    };
    const address = `layer-${Date.now()}@vitrine.test`;
    await email.fill(address);

    await send({ status: 400, body: { errors: { email: 'That address is already on the list.' } } }, 'That address is already on the list.');
    await send(
      { status: 429, body: { error: 'Too many requests. Please wait a moment and try again.' } },
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    );
    await send({ status: 500, body: {} }, 'Unable to send form. Please try again later.');
    await send({ status: 503 }, 'Error processing form submission. Please reload and try again.');
    await send('drop', 'Unknown error, please try again later.');
    expect(saves).toHaveLength(5);
    // Every call carried the crumb cookie as its crumb parameter.
    const cookieCrumb = async () => (await page.context().cookies()).find((c) => c.name === 'crumb')?.value;
    const crumb = await cookieCrumb();
    expect(crumb).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    for (const save of saves) expect(save.searchParams.get('crumb')).toBe(crumb);

    // 403 crumbFail: the new crumb is stored and the call retried once with it; the real server then takes it (200).
    replies.push({ status: 403, body: { crumbFail: true, crumb: NEW_CRUMB } });
    await popup(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(popup(page).getByRole('status')).toHaveText('Thank you for signing up.');
    expect(saves.slice(5).map((save) => save.searchParams.get('crumb'))).toEqual([crumb, NEW_CRUMB]);
    expect(await cookieCrumb()).toBe(NEW_CRUMB);
    await expect(systemError(page)).toHaveCount(0);
  });

  test('a plain 200 from the server: thanks, one call of each', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/form/')) calls.push(`${request.method()} ${path}`);
    });
    await page.goto('/promo');
    await expect(popup(page)).toBeVisible({ timeout: 10_000 });
    await popup(page).getByLabel('Email address').fill(`plain-${Date.now()}@vitrine.test`);
    await popup(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(popup(page).getByRole('status')).toHaveText('Thank you for signing up.');
    expect(calls).toEqual(['POST /api/form/FormSubmissionKey', 'POST /api/form/SaveFormSubmission']);
  });
});

test.describe('the system error overlay', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await consented(page, baseURL);
    await page.goto('/');
    // A button that calls through the overlays entry's data layer and handles nothing: its
    // failure is the page's unhandled rejection. `handled` calls the same and catches.
    await page.evaluate(async () => {
      const overlays = await import('/assets/overlays.js' as string);
      const add = (id: string, run: () => void) => {
        const button = document.createElement('button');
        button.id = id;
        button.textContent = id;
        button.addEventListener('click', run);
        document.querySelector('main')!.prepend(button);
      };
      add('unhandled', () => void overlays.request('/api/thing'));
      add('handled', () => void overlays.request('/api/thing').catch(() => {}));
      add('thrown', () => {
        throw new Error("a page error that is not the data layer's");
      });
      (window as unknown as { seen: unknown[] }).seen = [];
      document.addEventListener('vitrine:systemnetworkerror', (event) => (window as unknown as { seen: unknown[] }).seen.push((event as CustomEvent).detail));
    });
  });

  test('a cleaned error: Something Went Wrong!, named by its title; axe finds nothing; Clear returns focus and the page goes on', async ({ page }) => {
    await page.route('**/api/thing**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'NullPointer at line 3', cleaned: true }) }),
    );
    await page.locator('#unhandled').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.');
    await expect(dialog).not.toContainText('NullPointer');
    await expect(dialog.getByRole('button')).toHaveText(['Reload Page', 'Clear']);
    // Full page, and focus held inside.
    const box = (await dialog.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, page.viewportSize()!.width, page.viewportSize()!.height]);
    await expect(dialog.getByRole('button', { name: 'Reload Page' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Clear' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Reload Page' })).toBeFocused();
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#unhandled')).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([]);
    // The page goes on: no block failed.
    await expect(page.locator('[data-block-state="failed"]')).toHaveCount(0);
  });

  test('a network error: the Vitrine text, system_network_error recorded by the tracking entry; Reload Page reloads', async ({ page }) => {
    await page.route('**/api/thing**', (route) => route.abort('connectionreset'));
    const recorded = page.waitForRequest((request) => request.url().includes('/api/events/RecordEvent') && (request.postData() ?? '').includes('system_network_error'));
    await page.locator('#unhandled').click();
    const dialog = page.getByRole('alertdialog', { name: 'Unable to connect to Vitrine. Please try again.' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([{ url: '/api/thing', status: 0 }]);
    const event = new URLSearchParams((await recorded).postData() ?? '');
    expect(event.get('event')).toBe('system_network_error');
    expect(JSON.parse(event.get('data') ?? '{}')).toEqual({ url: '/api/thing', status: 0 });
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Reload Page' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a server text in a network error is shown instead; another error shows the URL, the format and the message', async ({ page }) => {
    const replies = [
      { status: 504, body: { error: 'The shop is being updated.' } },
      { status: 403, body: {} },
    ];
    await page.route('**/api/thing**', (route) => {
      const reply = replies.shift()!;
      return route.fulfill({ status: reply.status, contentType: 'application/json', body: JSON.stringify(reply.body) });
    });
    await page.locator('#unhandled').click();
    await expect(page.getByRole('alertdialog', { name: 'The shop is being updated.' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.locator('#unhandled').click();
    const dialog = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('dd')).toHaveText(['/api/thing', 'json', 'Unauthorized request']);
    expect(await axe(page, '#vitrine-overlays')).toEqual([]);
  });

  test('a failure the caller handles, or any other page error, shows nothing', async ({ page }) => {
    const replies = [
      { status: 500, body: { cleaned: true } },
      { status: 403, body: {} },
    ];
    await page.route('**/api/thing**', (route) => {
      const reply = replies.shift()!;
      return route.fulfill({ status: reply.status, contentType: 'application/json', body: JSON.stringify(reply.body) });
    });
    const thing = page.waitForResponse('**/api/thing**');
    await page.locator('#handled').click();
    await thing;
    await page.locator('#thrown').click();
    // Then a failure nobody handles, which does show: the one dialog is its own, none came before it.
    await page.locator('#unhandled').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.locator('dd')).toHaveText(['/api/thing', 'json', 'Unauthorized request']);
    await expect(dialog).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
