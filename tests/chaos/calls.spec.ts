// Issue 22 (5), "Every call failing in turn": each network call a demo page makes fails (aborted,
// a 500, no answer) on the pages that make it. Each case checks that the page throws nothing
// uncaught, that another of its blocks still answers, that the visitor sees the specification's
// message where it names one, and, once the network returns, that what the visitor entered or the
// runtime recorded is in the database exactly once (or still in the field, with a message saying it
// was not sent). Each case adds a row to the table (scripts/chaos.mjs, docs/chaos.md).
import { readFileSync } from 'node:fs';
import { formOfflineStrings, formStrings } from '../../core/catalog/strings/form.ts';
import { cartStrings } from '../../core/catalog/strings/cart.ts';
import { commonStrings } from '../../core/catalog/strings/common.ts';
import { shopStrings } from '../../core/catalog/strings/shop.ts';
import { UNKNOWN_ERROR } from '../../core/catalog/strings/unknown-error.ts';
import { CART_COOKIE } from '../../core/catalog/store.ts';
import { hashCartToken } from '../../server/store/cookies.ts';
import { consented } from '../e2e/consent.ts';
import { expect, test, type Page } from '../e2e/test.ts';
import { FAILURES, type Failure, type Row, accordionOpens, breakCalls, count, pageErrors, pathStarts, record, rows, said, storedSubmissions } from './chaos.ts';

const MAPS_DOUBLE = readFileSync(new URL('../fixtures/maps-double.js', import.meta.url), 'utf8');

interface Outcome {
  saw: string;
  lost: number;
  duplicates?: number;
}

/** One case: the call, the page, and what the test does and checks while it fails and after. */
interface Case {
  call: string;
  page: string;
  run: (page: Page, failure: Failure) => Promise<Outcome>;
}

const unique = (what: string): string => `chaos-${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Entries stored `stored` times, of one made: lost if 0, duplicated past 1. */
const once = (stored: number): Pick<Outcome, 'lost' | 'duplicates'> => ({ lost: stored === 0 ? 1 : 0, duplicates: Math.max(0, stored - 1) });

// ---- the data layer: a form block's submission (/api/form/FormSubmissionKey, SaveFormSubmission) ----

async function newsletterSubmission(page: Page, failure: Failure): Promise<Outcome> {
  await page.goto('/forms');
  const block = page.locator('.newsletter-block').first();
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  const marker = `${unique('newsletter')}@vitrine.test`;
  const email = block.getByLabel(/^\s*Email/);
  await email.fill(marker);
  const fault = await breakCalls(page, pathStarts('/api/form/'), failure);
  // By its place, not its name: while sending it says 'Submitting…'.
  const button = block.locator('button[type="submit"]');
  await button.click();
  let saw: string;
  if (failure === 'hang') {
    // Held: the form says it is sending and takes no second submit.
    await expect(button).toHaveText(formStrings.submitting);
    saw = `'${formStrings.submitting}' on the locked button`;
  } else {
    // A lost network keeps the entry on the device (the outbox); a 500 is the spec's status message.
    const message = failure === 'abort' ? formOfflineStrings.kept : formStrings.sendFailed;
    await expect(block.getByRole('alert').first()).toHaveText(message);
    await expect(email).toHaveValue(marker);
    saw = `'${await said(block.getByRole('alert'))}', the address kept in the field`;
  }
  // The contact form above still answers: an empty submit is checked in the page.
  const contact = page.locator('.form-block').first();
  await contact.getByRole('button', { name: /send/i }).click();
  await expect(contact.getByRole('alert').first()).toContainText(formStrings.fieldsInvalid);
  expect(storedSubmissions(marker)).toBe(0);

  await fault.release();
  if (failure === 'abort') {
    // The outbox sends what it kept on the next load (its hint in localStorage), once.
    await page.reload();
    saw += '; sent by the outbox on the next load';
  } else if (failure === '500') {
    // The visitor sends it again, as the message asks.
    await button.click();
    await expect(block.getByText('Thank you for joining the studio list.')).toBeVisible();
    saw += '; sent again by the visitor';
  } else {
    await expect(block.getByText('Thank you for joining the studio list.')).toBeVisible();
    saw += '; the thank-you once the answer came';
  }
  await expect.poll(() => storedSubmissions(marker), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  return { saw, ...once(storedSubmissions(marker)) };
}

// ---- the data layer: the popup overlay's sign-up on /promo (the same form calls) ----

async function popupSignUp(page: Page, failure: Failure): Promise<Outcome> {
  await page.goto('/promo');
  const popup = page.getByRole('dialog', { name: 'Join the studio list' });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  const marker = `${unique('popup')}@vitrine.test`;
  const email = popup.getByLabel('Email address');
  await email.fill(marker);
  const fault = await breakCalls(page, pathStarts('/api/form/'), failure);
  const button = popup.getByRole('button', { name: 'Sign up' });
  await button.click();
  let saw: string;
  if (failure === 'hang') {
    await page.waitForTimeout(3000);
    await expect(email).toHaveValue(marker);
    saw = `while held: ${(await popup.getByRole('alert').count()) ? `'${await said(popup.getByRole('alert'))}'` : 'no message yet'}, the address in the field`;
  } else {
    // No reply is the unknown error, a 500 its status message; the address stays.
    await expect(popup.getByRole('alert')).toHaveText(failure === 'abort' ? UNKNOWN_ERROR : formStrings.sendFailed);
    await expect(email).toHaveValue(marker);
    saw = `'${await said(popup.getByRole('alert'))}', the address kept in the field`;
  }
  expect(storedSubmissions(marker)).toBe(0);
  await fault.release();
  if (failure !== 'hang') await button.click();
  await expect(popup.getByRole('status')).toHaveText('Thank you for signing up.');
  saw += failure === 'hang' ? "; 'Thank you for signing up.' once the answer came" : "; sent again by the visitor: 'Thank you for signing up.'";
  // The popup still closes, and the page behind it is there.
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
  await expect.poll(() => storedSubmissions(marker)).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  return { saw, ...once(storedSubmissions(marker)) };
}

// ---- the data layer: the store's cart (/api/commerce/cart/items) from a product's page ----

const PRODUCT = { path: '/shop/wallpaper-pack', id: '66f0a1b2c3d4e5f6a7b8c905' };

/** The quantity of the product in this visitor's cart, from the database (the cart cookie's hash). */
async function cartQuantity(page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === CART_COOKIE)?.value;
  if (!token) return 0;
  const [row] = rows<{ q: number | null }>(
    'SELECT SUM(quantity) AS q FROM cart_items JOIN carts ON carts.id = cart_items.cart_id WHERE carts.token_hash = ? AND cart_items.product_id = ?',
    hashCartToken(decodeURIComponent(token)),
    PRODUCT.id,
  );
  return row?.q ?? 0;
}

async function addToCart(page: Page, failure: Failure): Promise<Outcome> {
  await page.goto(PRODUCT.path);
  const block = page.locator('.product-block, [data-block-type="43"]').first();
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  const fault = await breakCalls(page, pathStarts('/api/commerce/'), failure);
  const button = block.locator('.add-to-cart');
  const message = block.locator('.product-message');
  await button.click();
  let saw: string;
  if (failure === 'hang') {
    await expect(message).toHaveText(shopStrings.adding);
    saw = `'${shopStrings.adding}' while held`;
  } else {
    // No reply is 'Please check your internet connection.'; a 500 'Unable to add…'.
    await expect(message).toHaveText(failure === 'abort' ? cartStrings.checkConnection : `${shopStrings.unableToAdd}. ${commonStrings.pleaseTryAgain}`);
    saw = `'${await said(message)}'`;
  }
  expect(await cartQuantity(page)).toBe(0);
  await fault.release();
  if (failure !== 'hang') await button.click();
  await expect(message).toContainText(shopStrings.added);
  saw += failure === 'hang' ? `; '${shopStrings.added}' once the answer came` : `; added again by the visitor: '${shopStrings.added}'`;
  // The header's cart indicator follows the new cart: the runtime still answers.
  await expect(page.locator('[data-cart-count], .cart-count').first()).toContainText('1');
  const quantity = await cartQuantity(page);
  return { saw, ...once(quantity) };
}

// ---- the site search (/api/search, a plain fetch with its own time-out) ----

async function search(page: Page, failure: Failure): Promise<Outcome> {
  await page.goto('/');
  const block = page.locator('.search-block').first();
  await expect(block).toHaveAttribute('data-block-state', 'ready');
  const fault = await breakCalls(page, pathStarts('/api/search'), failure);
  const input = block.locator('input[name="q"]');
  await input.fill('lake');
  const status = block.locator('.search-results .search-status');
  // A held call gives up after SEARCH_TIMEOUT_MS (8 s) and says the same.
  await expect(status).toHaveText(commonStrings.unableToLoadResults, { timeout: 15_000 });
  await expect(input).toHaveValue('lake');
  const saw = `'${await said(status)}'${failure === 'hang' ? " after the search's own 8 s time-out" : ''}, the words kept in the field`;
  await accordionOpens(page);
  await fault.release();
  await input.fill('lake ');
  await expect(status).toHaveText(/results? for/);
  return { saw: `${saw}; results once the network returned`, lost: 0 };
}

// ---- tracking: the page view and an event (/api/census, /api/events, /api/track, /api/v1/events, /api/1/performance) ----

const TRACKING = pathStarts('/api/census/', '/api/events/', '/api/track/', '/api/v1/events', '/api/1/performance/');
const eidOf = (address: string): string => new URL(address).searchParams.get('eid') ?? '';

async function tracking(page: Page, failure: Failure): Promise<Outcome> {
  const fault = await breakCalls(page, TRACKING, failure);
  await page.goto('/');
  // The page view's three calls (census hit, legacy event, pixel) have been tried.
  await expect.poll(() => new Set(fault.hits.map((hit) => new URL(hit).pathname)).size, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  const marker = unique('event');
  const tracked = await page.evaluate(async (id) => {
    const api = await import('/assets/tracking.js' as string);
    return api.trackEvent({ actor: 'visitor', action: 'chaos', event_owner_team: 'vitrine', event_source: 'web', object_type: 'chaos', object_id: id }).then(
      () => 'resolved',
      (error: Error) => `rejected: ${error}`,
    );
  }, marker);
  expect(tracked).toBe('resolved');
  await expect.poll(() => fault.hits.some((hit) => new URL(hit).pathname === '/api/v1/events'), { timeout: 15_000 }).toBe(true);
  await accordionOpens(page);
  const eids = [...new Set(fault.hits.map(eidOf).filter(Boolean))];
  // The network returns; what waits in the store goes on the next load (or the page's own retries).
  await fault.release();
  await page.reload();
  const stored = () => count(`SELECT COUNT(*) AS n FROM tracking_calls WHERE eid IN (${eids.map(() => '?').join(',')})`, ...eids);
  await expect.poll(stored, { timeout: 20_000 }).toBe(eids.length);
  const events = count("SELECT COUNT(*) AS n FROM events WHERE kind = 'analytics-event' AND payload LIKE ?", `%${marker}%`);
  expect(events).toBe(1);
  return {
    saw:
      failure === 'hang'
        ? `nothing (tracking is silent; trackEvent resolved); ${eids.length} calls held, then let through and sent again on the next load: each stored once`
        : `nothing (tracking is silent; trackEvent resolved); ${eids.length} calls failed and were kept, sent on the next load: each stored once`,
    lost: eids.length - stored() + (events === 0 ? 1 : 0),
    duplicates: Math.max(0, events - 1),
  };
}

// ---- the overlays build (/assets/overlays.js, /assets/overlays/*) and its React chunk, for the lightbox ----

const GALLERY = '#gallery-grid-gallery';

/** /gallery/grid with its first-frame chunk in, ready for a tap (as tests/e2e/lightbox.spec.ts opens it). */
async function gridReady(page: Page): Promise<void> {
  const firstFrame = page.waitForResponse((response) => /\/chunks\/first-frame-[\w-]+\.js$/.test(response.url()));
  await page.goto('/gallery/grid');
  await expect(page.locator('#block-grid-gallery')).toHaveAttribute('data-block-state', 'ready');
  await (await firstFrame).finished();
}

const lightboxCase =
  (match: (url: URL) => boolean) =>
  async (page: Page, failure: Failure): Promise<Outcome> => {
    const fault = await breakCalls(page, match, failure);
    await gridReady(page);
    const slide = page.locator(`${GALLERY} .slide`).nth(2);
    const instant = page.locator('.vt-lightbox-instant');
    const lightbox = page.locator('.vt-lightbox');
    await slide.click();
    let saw: string;
    if (failure === 'hang') {
      // The tap's first frame shows at once and can be closed while the overlays never come.
      await expect(instant).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(instant).toHaveCount(0);
      saw = 'the first frame at once; Escape closed it';
    } else {
      await expect.poll(() => fault.hits.length).toBeGreaterThan(0);
      await expect(instant).toHaveCount(0);
      await expect(lightbox).toHaveCount(0);
      saw = 'the first frame, then the gallery again (no lightbox; the console warns)';
    }
    await fault.release();
    if (failure === 'hang') {
      // The late overlays do not open a lightbox the visitor closed.
      await page.waitForTimeout(1500);
      await expect(lightbox).toHaveCount(0);
    }
    await slide.click();
    const opened = await lightbox
      .waitFor({ state: 'attached', timeout: 10_000 })
      .then(() => expect(lightbox).toHaveAttribute('data-lightbox-ready', ''))
      .then(
        () => true,
        () => false,
      );
    saw += opened ? '; once the network returned, a tap opened the lightbox' : '; once the network returned, a tap still opened no lightbox (until a reload)';
    return { saw, lost: 0 };
  };

// ---- the runtime's chunks (/assets/chunks/*): every block kind, feature and service ----

/**
 * What a visitor can still do on each page with the server's markup (JavaScript on, its chunks gone),
 * and the block that does it: a hung chunk's block is waited for once released, as it starts late.
 */
const usable: Record<string, { block: string; check: (page: Page) => Promise<string> }> = {
  '/': {
    block: '#block-faq',
    check: async (page) => {
      await expect(page.locator('#block-faq .accordion-item__dropdown').nth(1)).toBeVisible({ visible: !(await started(page, '#block-faq')) });
      await accordionOpens(page);
      return 'the FAQ opens';
    },
  },
  '/media': {
    block: '#block-films-faq',
    check: async (page) => {
      await accordionOpens(page, '#block-films-faq');
      return 'the FAQ opens';
    },
  },
  '/blocks': {
    block: '.menu-block, [data-block-type="33"]',
    check: async (page) => {
      const tab = page.locator('.menu-tab').nth(1);
      // A failed menu block shows every section, as with JavaScript off; a started one by its tabs.
      if (await tab.isVisible()) await tab.click();
      await expect(page.locator(`#${await tab.getAttribute('aria-controls')}`)).toBeVisible();
      return (await tab.isVisible()) ? "the menu's second tab shows its dishes" : 'every section of the menu shown (its tabs hidden)';
    },
  },
  '/gallery/stacked': {
    block: '#block-stacked-gallery',
    check: async (page) => {
      const gallery = page.locator('#gallery-stacked-gallery');
      const next = gallery.locator('.gallery-next');
      const moving = await next.isVisible();
      if (moving) await next.click();
      await expect(gallery.locator('.slide').nth(1)).toBeVisible();
      if (moving) return 'the slideshow moves to its second slide';
      const empty = await gallery.locator('.slide img:not([src])').count();
      return `every slide shown one under another, its controls hidden (${empty} lazy images left empty: the image loader's chunk failed too)`;
    },
  },
  '/forms': {
    block: '.newsletter-block',
    check: async (page) => {
      const block = page.locator('.newsletter-block').first();
      const marker = `${unique('chunks')}@vitrine.test`;
      await block.getByLabel(/^\s*Email/).fill(marker);
      await block.locator('button[type="submit"]').click();
      await expect.poll(() => storedSubmissions(marker), { timeout: 15_000 }).toBe(1);
      return 'the newsletter sign-up posted and was stored once';
    },
  },
};

/** Whether a block's script has started (not failed, not waiting). */
const started = async (page: Page, block: string): Promise<boolean> => (await page.locator(block).first().getAttribute('data-block-state')) === 'ready';

const chunksCase =
  (path: string) =>
  async (page: Page, failure: Failure): Promise<Outcome> => {
    const fault = await breakCalls(page, pathStarts('/assets/chunks/'), failure);
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect.poll(() => fault.hits.length).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    const failed = await page.locator('[data-block-state="failed"]').count();
    let saw = failure === 'hang' ? `the server's page while ${fault.hits.length} chunks hung` : `the server's page, ${failed} block${failed === 1 ? '' : 's'} marked failed`;
    const check = usable[path];
    // A hung chunk is released first: its block then starts late, and the same check holds.
    if (failure === 'hang') {
      await fault.release();
      if (check) await expect(page.locator(check.block).first()).toHaveAttribute('data-block-state', 'ready');
    }
    if (check) saw += `; ${await check.check(page)}`;
    if (failure !== 'hang') await fault.release();
    return { saw, lost: 0 };
  };

// ---- images (/images/*) ----

const imagesCase =
  (path: string) =>
  async (page: Page, failure: Failure): Promise<Outcome> => {
    const fault = await breakCalls(page, pathStarts('/images/'), failure);
    // A held first-screen image holds the load event: the page is taken as soon as it is parsed.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => fault.hits.length).toBeGreaterThan(0);
    // Each image keeps the box the server reserved for it, and its alt text.
    const frame = page.locator('.image-frame').first();
    const box = await frame.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(0);
    const alt = await frame.locator('img').getAttribute('alt');
    expect(alt).toBeTruthy();
    let saw = `empty frames of their reserved size (${Math.round(box!.width)}×${Math.round(box!.height)} px the first, with its alt text)`;
    if (path === '/') {
      await accordionOpens(page);
      saw += '; the FAQ opens';
    } else {
      // The slideshow still moves: the next button makes the second slide current.
      const gallery = page.locator('#gallery-stacked-gallery');
      await expect(gallery.locator('.slide').first()).toHaveAttribute('aria-current', 'true');
      await gallery.locator('.gallery-next').click();
      await expect(gallery.locator('.slide').nth(1)).toHaveAttribute('aria-current', 'true');
      saw += '; the slideshow moves to its second slide';
    }
    await fault.release();
    return { saw, lost: 0 };
  };

// ---- web-vitals (/assets/tracking/web-vitals-*): page speed only; the page view must still be kept ----

async function webVitals(page: Page, failure: Failure): Promise<Outcome> {
  const fault = await breakCalls(page, pathStarts('/assets/tracking/web-vitals-'), failure);
  const hit = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/census/RecordHit');
  await page.goto('/');
  const eid = eidOf((await hit).url());
  await expect.poll(() => fault.hits.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await accordionOpens(page);
  await fault.release();
  await expect.poll(() => count('SELECT COUNT(*) AS n FROM tracking_calls WHERE eid = ?', eid), { timeout: 15_000 }).toBe(1);
  return { saw: 'nothing (page speed is silent); the FAQ opens; the page view stored once', lost: 0 };
}

// ---- the maps script (https://maps.googleapis.com/**, the test double when it answers) ----

async function mapsScript(page: Page, failure: Failure): Promise<Outcome> {
  // Under the failure, the maps API's test double stands for the network (these machines reach no maps service).
  await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: MAPS_DOUBLE }));
  const fault = await breakCalls(page, (url) => url.hostname === 'maps.googleapis.com', failure);
  await page.goto('/media');
  const block = page.locator('#block-studio-map');
  await block.scrollIntoViewIfNeeded();
  await expect.poll(() => fault.hits.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const fallback = block.locator('.map-fallback address');
  await expect(fallback).toBeVisible();
  let saw = `the studio's address in place of the map ('${await said(fallback)}')`;
  await accordionOpens(page, '#block-films-faq');
  saw += '; the FAQ opens';
  await fault.release();
  if (failure === 'hang') {
    await expect(block.locator('.map-canvas')).toHaveAttribute('data-double-map', 'ready');
    saw += '; the map drawn once the script came';
  }
  return { saw, lost: 0 };
}

export const CASES: Case[] = [
  { call: 'data layer: form submission (/api/form/*)', page: '/forms', run: newsletterSubmission },
  { call: 'data layer: popup sign-up (/api/form/*)', page: '/promo', run: popupSignUp },
  { call: 'data layer: cart (/api/commerce/cart/items)', page: PRODUCT.path, run: addToCart },
  { call: 'site search (/api/search)', page: '/', run: search },
  { call: 'tracking (census, events, pixel, page speed)', page: '/', run: tracking },
  { call: 'overlays build (/assets/overlays*)', page: '/gallery/grid', run: lightboxCase(pathStarts('/assets/overlays')) },
  { call: 'React chunk (/assets/overlays/react-*)', page: '/gallery/grid', run: lightboxCase(pathStarts('/assets/overlays/react-')) },
  ...['/', '/media', '/promo', '/shop', '/blocks', '/journal', '/events', '/forms', '/gallery/grid', '/gallery/stacked', '/bench/heavy'].map((path) => ({
    call: 'runtime chunks (/assets/chunks/*)',
    page: path,
    run: chunksCase(path),
  })),
  { call: 'images (/images/*)', page: '/', run: imagesCase('/') },
  { call: 'images (/images/*)', page: '/gallery/stacked', run: imagesCase('/gallery/stacked') },
  { call: 'web-vitals chunk (/assets/tracking/web-vitals-*)', page: '/', run: webVitals },
  { call: 'maps script (maps.googleapis.com)', page: '/media', run: mapsScript },
];

for (const item of CASES)
  for (const failure of FAILURES)
    test(`${item.call} on ${item.page}: ${failure}`, async ({ page, baseURL }) => {
      const errors = pageErrors(page);
      await consented(page, baseURL);
      const outcome = await item.run(page, failure);
      const row: Row = { call: item.call, page: item.page, failure, ...outcome, errors };
      record(row);
      expect(errors, 'uncaught page errors').toEqual([]);
      expect(outcome.lost, 'entries lost').toBe(0);
      expect(outcome.duplicates ?? 0, 'entries stored twice').toBe(0);
    });
