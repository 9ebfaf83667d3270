// docs/store.md "Pages" with JavaScript off, over HTTP: the shop, a product, POST /cart/add, the cart
// and POST /cart/update, the checkout navigation, the checkouts and their post, the order and its
// review requests. A real server on port 0 over a temporary database (SQLite, or PostgreSQL with
// VITRINE_DATABASE_URL: harness.ts) with the demo's products.
import { indicatorLabel, indicatorText } from '../../../core/commerce/indicator.ts';
import { formatMoney } from '../../../core/catalog/money.ts';
import { effectivePriceCents, variantFor } from '../../../core/commerce/product.ts';
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStrings } from '../../../core/catalog/strings/cart.ts';
import { reviewsStrings } from '../../../core/catalog/strings/reviews.ts';
import { format } from '../../../core/catalog/strings.ts';
import { cartStringsFrFR, reviewsStringsFrFR } from '../../../core/catalog/strings/fr-FR.ts';
import { shopStrings } from '../../../core/catalog/strings/shop.ts';
import { RATE_LIMITED } from '../../../server/api/rate-limit.ts';
import { storePageStrings } from '../../../server/render/store/strings.ts';
import { STORE_PAGES_LIMITER } from '../../../server/api/router.ts';
import { REVIEW_TTL_MS } from '../../../server/store/reviews.ts';
import { PRODUCTS } from '../../../site/products.ts';
import { website } from '../../../site/website.ts';
import { CHECKOUT_FIELDS, CookieJar } from './cookie-jar.ts';
import { startApp, type TestApp } from './harness.ts';

const FORM = 'application/x-www-form-urlencoded';
const window = new Window();
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;

const bySlug = (slug: string) => PRODUCTS.find((product) => product.slug === slug)!;
const LAKE = bySlug('lake-at-dawn-print');
const GLACIER = bySlug('glacier-print');
const WORKSHOP = bySlug('printmaking-workshop');
const MONTHLY = bySlug('print-of-the-month');
const GIFT = bySlug('gift-card');

const ADDRESS = CHECKOUT_FIELDS;

/** A browser without JavaScript: it keeps its cookies and follows nothing by itself. */
class Visitor extends CookieJar {
  constructor(private readonly app: TestApp) {
    super();
  }
  async get(path: string): Promise<Response> {
    return this.keep(await fetch(`${this.app.base}${path}`, { headers: { cookie: this.header() }, redirect: 'manual' }));
  }

  async post(path: string, fields: [string, string][], crumb = this.crumb): Promise<Response> {
    const body = new URLSearchParams([['crumb', crumb], ...fields]).toString();
    return this.keep(await fetch(`${this.app.base}${path}`, { method: 'POST', headers: { 'content-type': FORM, cookie: this.header() }, body, redirect: 'manual' }));
  }

  async page(path: string): Promise<{ status: number; doc: Document; response: Response }> {
    const response = await this.get(path);
    return { status: response.status, doc: parse(await response.text()), response };
  }

  /** Adds to the cart as the product block's form does. */
  add(productId: string, options: string[], quantity: number): Promise<Response> {
    return this.post('/cart/add', [['productId', productId], ...options.map((value, i): [string, string] => [`option-${i}`, value]), ['quantity', String(quantity)]]);
  }
}

describe('store pages without JavaScript (docs/store.md "Pages")', () => {
  let app: TestApp;
  let visitor: Visitor;
  beforeEach(async () => {
    app = await startApp();
    visitor = new Visitor(app);
    await visitor.get('/');
  });
  afterEach(async () => {
    await app.close();
  });

  const text = (doc: Document, selector: string): string => doc.querySelector(selector)?.textContent?.trim() ?? '';

  describe('the shop and product pages', () => {
    it('/shop is page type 1 and lists every published product, no draft or scheduled one, each linked and with Quick View', async () => {
      const { status, doc } = await visitor.page('/shop');
      expect(status).toBe(200);
      expect(doc.documentElement.getAttribute('data-page-type')).toBe('1');
      const published = PRODUCTS.filter((product) => product.status === 1);
      const items = [...doc.querySelectorAll('.shop-item')];
      expect(items.map((item) => item.getAttribute('data-product-id'))).toEqual(published.map((product) => product.id));
      expect(items.map((item) => item.querySelector('a')!.getAttribute('href'))).toEqual(published.map((product) => `/shop/${product.slug}`));
      expect(items.map((item) => item.querySelector('button[data-quick-view]')!.getAttribute('data-quick-view'))).toEqual(published.map((product) => product.id));
      expect(doc.body.textContent).not.toContain('Fjord Print');
      expect(doc.body.textContent).not.toContain('Reef Print');
    });

    it('a product page is type 50 with the product block; Add to Cart is disabled and Sold Out shown for a sold-out product', async () => {
      const lake = await visitor.page(`/shop/${LAKE.slug}`);
      expect(lake.status).toBe(200);
      expect(lake.doc.documentElement.getAttribute('data-page-type')).toBe('50');
      const block = lake.doc.querySelector('[data-block-type="43"]')!;
      expect(JSON.parse(block.getAttribute('data-block-json')!)).toMatchObject({ id: LAKE.id, currency: 'USD', locale: 'en-US' });
      expect(block.querySelector('input[name="crumb"]')!.getAttribute('value')).toBe(visitor.crumb);
      expect((block.querySelector('.add-to-cart') as HTMLButtonElement).disabled).toBe(false);
      const glacier = await visitor.page(`/shop/${GLACIER.slug}`);
      expect((glacier.doc.querySelector('.add-to-cart') as HTMLButtonElement).disabled).toBe(true);
      expect(text(glacier.doc, '.product-mark')).toBe(shopStrings.soldOut);
    });

    it.each([
      ['an unknown slug', '/shop/no-such-print'],
      ['a scheduled product', '/shop/fjord-print'],
      ['a draft product', '/shop/reef-print'],
      ['a product by its id, not its slug', `/shop/${LAKE.id}`],
      ['a path below a product', `/shop/${LAKE.slug}/more`],
    ])('%s is the 404 page', async (_what, path) => {
      const { status, doc } = await visitor.page(path);
      expect(status).toBe(404);
      expect(doc.documentElement.getAttribute('data-page-type')).toBe('100');
    });
  });

  describe('POST /cart/add', () => {
    it('adds and answers 303 back to the product with the added message; the cart cookies are set and the header counts the cart', async () => {
      const response = await visitor.add(LAKE.id, ['Medium', 'Oak'], 2);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/shop/${LAKE.slug}?added=1`);
      expect(visitor.cookies.get('vitrine_has_cart')).toBe('1');
      const back = await visitor.page(response.headers.get('location')!);
      expect(text(back.doc, '.product-message')).toContain(shopStrings.added);
      expect(text(back.doc, '.cart-indicator .cart-count')).toBe('2');
      expect(back.doc.querySelector('.cart-indicator')!.getAttribute('aria-label')).toBe('2 items in cart');
      // The spec's cart indicator carries the subtotal too: two at the price as charged.
      expect(back.doc.querySelector('.cart-indicator')!.getAttribute('data-cart-subtotal')).toBe(
        formatMoney(2 * effectivePriceCents(variantFor(LAKE, ['Medium', 'Oak'])!), 'USD', website.locale),
      );
      expect(back.response.headers.get('cache-control')).toMatch(/^private/);
    });

    it('without the cookie crumb: 403, the product page again with the stale message, nothing added', async () => {
      const response = await visitor.post(
        '/cart/add',
        [
          ['productId', LAKE.id],
          ['option-0', 'Small'],
          ['option-1', 'Black'],
          ['quantity', '1'],
        ],
        'A'.repeat(32),
      );
      expect(response.status).toBe(403);
      const doc = parse(await response.text());
      expect(doc.querySelector('.product-message')!.getAttribute('role')).toBe('alert');
      expect(text(doc, '.product-message')).toBe(storePageStrings.stale);
      expect(visitor.cookies.has('vitrine_cart')).toBe(false);
    });

    it('more than the stock: 409 with the store message in an alert, the choice and quantity kept, no cart made', async () => {
      const response = await visitor.add(LAKE.id, ['Large', 'Oak'], 3);
      expect(response.status).toBe(409);
      const doc = parse(await response.text());
      expect(doc.querySelector('.product-message[role="alert"]')!.textContent).toContain('sold out');
      // The selected attribute (happy-dom's select.value misreads a parsed selection).
      expect(doc.querySelector('select[name="option-0"] option[selected]')!.getAttribute('value')).toBe('Large');
      expect(doc.querySelector('select[name="option-1"] option[selected]')!.getAttribute('value')).toBe('Oak');
      expect(doc.querySelector('input[name="quantity"]')!.getAttribute('value')).toBe('3');
      expect(visitor.cookies.has('vitrine_cart')).toBe(false);
    });

    it('an option pair no variant has: 400 and the message; a bad quantity: 400', async () => {
      expect((await visitor.add(LAKE.id, ['Huge', 'Black'], 1)).status).toBe(400);
      const bad = await visitor.add(WORKSHOP.id, [], 0);
      expect(bad.status).toBe(400);
      expect(parse(await bad.text()).querySelector('.product-message[role="alert"]')!.textContent).not.toBe('');
    });

    it('an unknown or unpublished product: the 404 page', async () => {
      expect((await visitor.add('nope', [], 1)).status).toBe(404);
      expect((await visitor.add(bySlug('reef-print').id, [], 1)).status).toBe(404);
    });

    it('a body over its 4 KB limit: 413; GET /cart/add: 405', async () => {
      const response = await visitor.post('/cart/add', [
        ['productId', LAKE.id],
        ['pad', 'x'.repeat(5000)],
      ]);
      expect(response.status).toBe(413);
      expect((await visitor.get('/cart/add')).status).toBe(405);
    });
  });

  describe('the cart page and POST /cart/update', () => {
    it('empty: page type 200, the catalogue message in the cart root, no checkout link', async () => {
      const { status, doc } = await visitor.page('/cart');
      expect(status).toBe(200);
      expect(doc.documentElement.getAttribute('data-page-type')).toBe('200');
      expect(text(doc, '[data-cart-root] .cart-empty')).toBe(cartStrings.empty);
      expect(doc.querySelector('a[href="/commerce/goto-checkout"]')).toBeNull();
      expect(JSON.parse(doc.querySelector('[data-cart-root]')!.getAttribute('data-cart-json')!).entries).toEqual([]);
    });

    it('with lines: each line, the subtotal, the facade as JSON, and a checkout link', async () => {
      await visitor.add(LAKE.id, ['Small', 'Black'], 2);
      await visitor.add(WORKSHOP.id, [], 1);
      const { doc, response } = await visitor.page('/cart');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const lines = [...doc.querySelectorAll('.cart-line')];
      expect(lines.map((line) => line.getAttribute('data-sku'))).toEqual(['LAKE-S-BLACK', 'WORKSHOP-SAT']);
      expect(text(doc, '.cart-line-options')).toBe('Size: Small, Colour: Black');
      expect((lines[0]!.querySelector('input[name="quantity"]') as HTMLInputElement).value).toBe('2');
      expect(text(doc, '.cart-subtotal strong')).toBe('$175.00');
      expect(JSON.parse(doc.querySelector('[data-cart-root]')!.getAttribute('data-cart-json')!).totalQuantity).toBe(3);
      expect(doc.querySelector('a.cart-checkout')!.getAttribute('href')).toBe('/commerce/goto-checkout');
    });

    it('a new quantity and a removal each answer 303 to /cart and change the cart', async () => {
      await visitor.add(LAKE.id, ['Small', 'Black'], 2);
      await visitor.add(WORKSHOP.id, [], 1);
      const set = await visitor.post('/cart/update', [
        ['sku', 'LAKE-S-BLACK'],
        ['quantity', '5'],
        ['action', 'update'],
      ]);
      expect([set.status, set.headers.get('location')]).toEqual([303, '/cart']);
      const removed = await visitor.post('/cart/update', [
        ['sku', 'WORKSHOP-SAT'],
        ['action', 'remove'],
      ]);
      expect(removed.status).toBe(303);
      const { doc } = await visitor.page('/cart');
      expect([...doc.querySelectorAll('.cart-line')].map((line) => line.getAttribute('data-sku'))).toEqual(['LAKE-S-BLACK']);
      expect((doc.querySelector('.cart-line input[name="quantity"]') as HTMLInputElement).value).toBe('5');
    });

    it('a quantity over the stock: 409, the cart page with the catalogue words and the store message in an alert', async () => {
      await visitor.add(LAKE.id, ['Large', 'Black'], 1);
      const response = await visitor.post('/cart/update', [
        ['sku', 'LAKE-L-BLACK'],
        ['quantity', '9'],
        ['action', 'update'],
      ]);
      expect(response.status).toBe(409);
      const alert = parse(await response.text()).querySelector('[data-cart-root] [role="alert"]')!.textContent!;
      expect(alert).toContain(cartStrings.unableToUpdateQuantity);
      expect(alert).toContain('only 2');
    });

    it('a stale crumb: 403 and nothing changed', async () => {
      await visitor.add(WORKSHOP.id, [], 1);
      const response = await visitor.post(
        '/cart/update',
        [
          ['sku', 'WORKSHOP-SAT'],
          ['action', 'remove'],
        ],
        'B'.repeat(32),
      );
      expect(response.status).toBe(403);
      expect(parse(await response.text()).querySelectorAll('.cart-line')).toHaveLength(1);
    });
  });

  describe('the checkout navigation and the checkouts', () => {
    it('/commerce/goto-checkout without a cart: the cart page with the no-cart alert', async () => {
      const { status, doc } = await visitor.page('/commerce/goto-checkout');
      expect(status).toBe(200);
      expect(text(doc, '[role="alert"]')).toBe(cartStrings.noCartAtCheckout);
      expect(doc.documentElement.getAttribute('data-page-type')).toBe('200');
    });

    it('with a cart: 303 to /checkout; with a subscription in it: 303 to /checkout/subscribe with the cart token', async () => {
      await visitor.add(WORKSHOP.id, [], 1);
      const plain = await visitor.get('/commerce/goto-checkout');
      expect([plain.status, plain.headers.get('location')]).toEqual([303, '/checkout']);
      await visitor.add(MONTHLY.id, [], 1);
      const cartId = JSON.parse((await visitor.page('/cart')).doc.querySelector('[data-cart-root]')!.getAttribute('data-cart-json')!).id;
      const subscribe = await visitor.get('/commerce/goto-checkout');
      expect(subscribe.headers.get('location')).toBe(`/checkout/subscribe?cartToken=${cartId}`);
      const { status, doc } = await visitor.page(subscribe.headers.get('location')!);
      expect(status).toBe(200);
      expect(doc.documentElement.getAttribute('data-page-type')).toBe('201');
      expect(doc.querySelector('form.checkout-form')!.getAttribute('action')).toBe(`/checkout/subscribe?cartToken=${cartId}`);
    });

    it('/checkout without a cart: the checkout page with the store alert and no form', async () => {
      const { status, doc } = await visitor.page('/checkout');
      expect(status).toBe(404);
      expect(text(doc, '[role="alert"]')).toBe(cartStrings.noCartAtCheckout);
      expect(doc.querySelector('form.checkout-form')).toBeNull();
    });

    it('/checkout shows the lines, the labelled address fields and the test payment', async () => {
      await visitor.add(LAKE.id, ['Small', 'Black'], 1);
      const { doc } = await visitor.page('/checkout');
      expect(doc.documentElement.getAttribute('data-page-type')).toBe('201');
      expect(text(doc, '.store-lines tbody th')).toContain(LAKE.name);
      for (const name of ['name', 'email', 'line1', 'line2', 'city', 'region', 'zip', 'country']) {
        const input = doc.querySelector(`input[name="${name}"]`)!;
        expect(doc.querySelector(`label[for="${input.id}"]`)!.textContent).not.toBe('');
        expect(input.getAttribute('autocomplete')).toBeTruthy();
      }
      expect(text(doc, '.checkout-payment')).toContain('no card is charged');
      expect(text(doc, '.checkout-submit')).toBe('Place order');
    });

    it('field errors: 400, each field aria-invalid with its message, what was typed kept (escaped)', async () => {
      await visitor.add(LAKE.id, ['Small', 'Black'], 1);
      const typed = '<script>alert(1)</script>';
      const response = await visitor.post('/checkout', [
        ['name', typed],
        ['email', 'not-an-email'],
        ['city', 'Portland'],
        ['country', 'US'],
        ['zip', '12'],
      ]);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).not.toContain(typed);
      const doc = parse(html);
      expect((doc.querySelector('input[name="name"]') as HTMLInputElement).value).toBe(typed);
      for (const name of ['email', 'line1', 'zip']) {
        const input = doc.querySelector(`input[name="${name}"]`)!;
        expect(input.getAttribute('aria-invalid')).toBe('true');
        expect(doc.getElementById(input.getAttribute('aria-describedby')!)!.textContent).not.toBe('');
      }
      expect(doc.querySelector('input[name="city"]')!.hasAttribute('aria-invalid')).toBe(false);
      expect(text(doc, '[role="alert"]')).toBe(storePageStrings.fixFields);
    });

    it('stock gone since the cart: 409 with the sold-out message in role=alert, the address kept', async () => {
      const other = new Visitor(app);
      await other.get('/');
      await visitor.add(LAKE.id, ['Large', 'Black'], 2);
      await other.add(LAKE.id, ['Large', 'Black'], 2);
      expect((await other.post('/checkout', ADDRESS)).status).toBe(303);
      const response = await visitor.post('/checkout', ADDRESS);
      expect(response.status).toBe(409);
      const doc = parse(await response.text());
      expect(text(doc, '[role="alert"]')).toContain('sold out');
      expect((doc.querySelector('input[name="line1"]') as HTMLInputElement).value).toBe('12 Harbour Street');
    });

    it('a gift card alone: /checkout/giftcard for this site and product, its amount by sku; another site id has no lines', async () => {
      const address = `/checkout/giftcard?websiteId=${website.id}&giftCardProductId=${GIFT.id}&sku=GIFT-50`;
      const { status, doc } = await visitor.page(address);
      expect(status).toBe(200);
      expect(text(doc, '.store-lines tfoot td')).toBe('$50.00');
      const placed = await visitor.post(address, ADDRESS);
      expect(placed.status).toBe(303);
      const wrong = await visitor.page(`/checkout/giftcard?websiteId=other&giftCardProductId=${GIFT.id}`);
      expect(wrong.status).toBe(404);
      expect(wrong.doc.querySelector('form.checkout-form')).toBeNull();
    });

    it('the donation checkout still answers at /checkout/donate', async () => {
      const { status, doc } = await visitor.page('/checkout/donate?donatePageId=nope');
      expect(status).toBe(404);
      expect(text(doc, 'h1')).toBe('Donation page not found');
    });
  });

  describe('the order and its reviews', () => {
    const order = async (): Promise<Document> => {
      await visitor.add(LAKE.id, ['Small', 'Oak'], 2);
      await visitor.add(WORKSHOP.id, [], 1);
      const placed = await visitor.post('/checkout', ADDRESS);
      expect(placed.status).toBe(303);
      expect(placed.headers.get('location')).toMatch(/^\/commerce\/order-confirmed\/[A-Za-z0-9_-]+$/);
      const { status, doc } = await visitor.page(placed.headers.get('location')!);
      expect(status).toBe(200);
      return doc;
    };

    it('placing the order: the cart is gone; the confirmed page (202) shows the number, lines, subtotal, address and a review link per line', async () => {
      const doc = await order();
      expect(visitor.cookies.has('vitrine_cart')).toBe(false);
      expect(doc.documentElement.getAttribute('data-page-type')).toBe('202');
      expect(text(doc, 'h1')).toBe('Order confirmed');
      expect(text(doc, '.order-number strong')).toMatch(/^\d{5,}$/);
      expect([...doc.querySelectorAll('.store-lines tbody th')].map((th) => th.textContent)).toEqual([`${LAKE.name}Small, Oak`, WORKSHOP.name]);
      expect(text(doc, '.store-lines tfoot td')).toBe('$175.00');
      expect(text(doc, '.order-address')).toContain('12 Harbour Street');
      const links = [...doc.querySelectorAll('.order-reviews a')].map((a) => a.getAttribute('href')!);
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toMatch(/^\/reviews\/[A-Za-z0-9_-]+$/);
      expect((await visitor.page('/cart')).doc.querySelector('.cart-empty')).not.toBeNull();
    });

    it('an unknown order token is the 404 page', async () => {
      expect((await visitor.page('/commerce/order-confirmed/nope')).status).toBe(404);
    });

    it('a review: the form (209) with its rating group; no rating: 400 and the message; then thanks; then already reviewed', async () => {
      const doc = await order();
      const link = doc.querySelector('.order-reviews a')!.getAttribute('href')!;
      const open = await visitor.page(link);
      expect(open.doc.documentElement.getAttribute('data-page-type')).toBe('209');
      expect(text(open.doc, 'h1')).toContain(LAKE.name);
      expect(text(open.doc, '.review-rating legend')).toBe(reviewsStrings.ratingRequired);
      expect(open.doc.querySelectorAll('input[type="radio"][name="rating"]')).toHaveLength(5);
      const none = await visitor.post(link, [['comment', 'Lovely <b>paper</b>']]);
      expect(none.status).toBe(400);
      const again = parse(await none.text());
      expect(text(again, '#review-rating-error')).toBe(reviewsStrings.selectStarRating);
      expect((again.querySelector('textarea[name="comment"]') as HTMLTextAreaElement).value).toBe('Lovely <b>paper</b>');
      const thanks = await visitor.post(link, [
        ['rating', '4'],
        ['comment', 'Lovely paper'],
      ]);
      expect(thanks.status).toBe(200);
      const done = parse(await thanks.text());
      expect(text(done, '[role="status"]')).toBe(reviewsStrings.thanks);
      expect(done.querySelector('form[data-review-form]')).toBeNull();
      const twice = await visitor.post(link, [['rating', '5']]);
      expect(twice.status).toBe(409);
      expect(text(parse(await twice.text()), '[role="alert"]')).toBe(reviewsStrings.alreadyReviewed);
      expect(text((await visitor.page(link)).doc, '[role="alert"]')).toBe(reviewsStrings.alreadyReviewed);
    });

    it("a review shows on its product's page, drawn by the server: the count, the mean, each rating and comment, the comment escaped", async () => {
      expect(text((await visitor.page(`/shop/${LAKE.slug}`)).doc, '.product-reviews')).toBe(`${reviewsStrings.reviewsTitle}${reviewsStrings.noReviews}`);
      const doc = await order();
      const link = doc.querySelector('.order-reviews a')!.getAttribute('href')!;
      const comment = 'Lovely <img src=x onerror="alert(1)"> paper & frame';
      expect(
        (
          await visitor.post(link, [
            ['rating', '4'],
            ['comment', comment],
          ])
        ).status,
      ).toBe(200);
      const response = await visitor.get(`/shop/${LAKE.slug}`);
      const html = await response.text();
      expect(html).not.toContain('<img src=x');
      const page = parse(html);
      const section = page.querySelector('section.product-reviews')!;
      expect(section.getAttribute('aria-labelledby')).toBe('product-reviews-title');
      expect(text(page, '#product-reviews-title')).toBe(reviewsStrings.reviewsTitle);
      expect(text(page, '.reviews-summary')).toBe(`${format(reviewsStrings.outOfFive, { n: 4 })} · ${reviewsStrings.oneReview}`);
      expect(text(page, '.product-review .review-rating')).toBe(format(reviewsStrings.outOfFive, { n: 4 }));
      expect(text(page, '.product-review .review-comment')).toBe(comment);
      expect(section.querySelector('img')).toBeNull();
      // Another product's page shows none of them.
      expect(text((await visitor.page(`/shop/${WORKSHOP.slug}`)).doc, '.product-reviews')).toContain(reviewsStrings.noReviews);
    });

    it('an expired request says so, GET and POST; an unknown token is the 404 page', async () => {
      const doc = await order();
      const link = doc.querySelector('.order-reviews a')!.getAttribute('href')!;
      app.clock.time += REVIEW_TTL_MS + 1;
      expect(text((await visitor.page(link)).doc, '[role="alert"]')).toBe(reviewsStrings.requestExpired);
      const late = await visitor.post(link, [['rating', '3']]);
      expect(late.status).toBe(410);
      expect(text(parse(await late.text()), '[role="alert"]')).toBe(reviewsStrings.requestExpired);
      expect((await visitor.page('/reviews/nope')).status).toBe(404);
      expect((await visitor.post('/reviews/nope', [['rating', '3']])).status).toBe(404);
    });
  });

  it('in fr-FR, the cart and review words are French: the empty cart, the no-cart alert, the rating legend and message, the reviews', async () => {
    const cart = await visitor.page('/cart?lang=fr-FR');
    expect(cart.doc.documentElement.lang).toBe('fr-FR');
    expect(text(cart.doc, '.cart-empty')).toBe(cartStringsFrFR.empty);
    expect(text((await visitor.page('/commerce/goto-checkout')).doc, '[role="alert"]')).toBe(cartStringsFrFR.noCartAtCheckout);
    expect(text((await visitor.page(`/shop/${LAKE.slug}`)).doc, '.product-reviews')).toBe(`${reviewsStringsFrFR.reviewsTitle}${reviewsStringsFrFR.noReviews}`);
    await visitor.add(LAKE.id, ['Small', 'Oak'], 1);
    const placed = await visitor.post('/checkout', ADDRESS);
    const link = (await visitor.page(placed.headers.get('location')!)).doc.querySelector('.order-reviews a')!.getAttribute('href')!;
    expect(text((await visitor.page(link)).doc, '.review-rating legend')).toBe(reviewsStringsFrFR.ratingRequired);
    const none = parse(await (await visitor.post(link, [['comment', 'Joli']])).text());
    expect(text(none, '#review-rating-error')).toBe(reviewsStringsFrFR.selectStarRating);
    const thanks = parse(await (await visitor.post(link, [['rating', '5']])).text());
    expect(text(thanks, '[role="status"]')).toBe(reviewsStringsFrFR.thanks);
    expect(text(parse(await (await visitor.post(link, [['rating', '5']])).text()), '[role="alert"]')).toBe(reviewsStringsFrFR.alreadyReviewed);
  });

  it('every page carries the cart indicator; without a cart cookie it shows 0 from the start, as its first sync will (nothing shifts)', async () => {
    for (const path of ['/', '/shop', `/shop/${LAKE.slug}`, '/cart', '/forms']) {
      const { doc } = await visitor.page(path);
      const indicators = doc.querySelectorAll('header a.cart-indicator[data-cart-indicator][href="/cart"]');
      expect(indicators).toHaveLength(1);
      expect(indicators[0]!.getAttribute('data-cart-state')).toBe('uninitialised');
    }
    const home = (await visitor.page('/')).doc;
    expect(home.querySelector('.cart-indicator')!.getAttribute('aria-label')).toBe(indicatorLabel(0));
    expect(text(home, '.cart-count')).toBe(indicatorText(0));
    expect(home.querySelector('.cart-indicator')!.getAttribute('data-cart-subtotal')).toBe('');
  });

  it("the store's posts are counted per client address: over the limit, 429 with Retry-After", async () => {
    await app.close();
    app = await startApp({ storeRateLimit: { limit: 2, windowMs: 60_000 } });
    visitor = new Visitor(app);
    await visitor.get('/');
    expect((await visitor.add(WORKSHOP.id, [], 1)).status).toBe(303);
    expect((await visitor.add(WORKSHOP.id, [], 1)).status).toBe(303);
    const third = await visitor.add(WORKSHOP.id, [], 1);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
    expect(await third.text()).toContain(RATE_LIMITED);
    // Counted in the database (every server process sees the one count), apart from the store's calls.
    const counts = await app.db.selectFrom('rate_limits').select(['key', 'count']).where('key', 'like', `${STORE_PAGES_LIMITER}:%`).execute();
    expect(counts.map((row) => Number(row.count))).toEqual([3]);
  });
});
