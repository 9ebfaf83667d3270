// @vitest-environment happy-dom
// docs/store.md "Pages" and "The product block": the server's store markup for each state, from
// fixtures, without a store: the product block (43), the shop, the cart, the checkout, the order, the
// review request, and the cart indicator in every header. Every product and visitor string escaped.
import { describe, expect, it } from 'vitest';
import { ContentStatus, ProductType, SubscriptionBillingUnit } from '../../../../core/catalog/enums.ts';
import { cartStrings } from '../../../../core/catalog/strings/cart.ts';
import { reviewsStrings } from '../../../../core/catalog/strings/reviews.ts';
import { shopStrings } from '../../../../core/catalog/strings/shop.ts';
import type { CartEntry, CartFacade } from '../../../../core/commerce/cart.ts';
import { regularVariant, type Product, type Variant } from '../../../../core/commerce/product.ts';
import { renderPage } from '../../../../server/render/page.ts';
import type { RenderOptions, Website } from '../../../../server/render/model.ts';
import type { StoreViewState } from '../../../../server/render/model.ts';
import { storePageStrings } from '../../../../server/render/store/strings.ts';
import type { OrderView } from '../../../../server/store/index.ts';
import { cartPage, checkoutPage, orderConfirmedPage, productPage, reviewPage, shopPage } from '../../../../server/render/store/store-pages.ts';
import { homePage } from '../../../../site/pages.ts';
import { website } from '../../../../site/website.ts';

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');
const sizes = () => ({ width: 1500, height: 1000 });
const CRUMB = 'c'.repeat(32);
const EVIL = `<img src=x onerror=alert(1)>"'&`;

const variant = (sku: string, optionValues: string[], priceCents: number, qtyInStock: number, more: Partial<Variant> = {}): Variant => ({
  ...regularVariant(sku, optionValues, priceCents, qtyInStock),
  ...more,
});

const product = (fields: Partial<Product>): Product => ({
  id: 'p1',
  slug: 'p1',
  name: 'Print',
  description: 'A print.',
  image: 'lake.jpg',
  productType: ProductType.PHYSICAL,
  status: ContentStatus.PUBLISHED,
  options: [],
  variants: [variant('P1', [], 4000, 5)],
  ...fields,
});

const VARIED = product({
  id: 'varied',
  slug: 'varied',
  name: 'Varied',
  options: ['Size', 'Colour'],
  variants: [variant('V-S-B', ['Small', 'Black'], 4500, 0), variant('V-S-O', ['Small', 'Oak'], 4500, 2), variant('V-L-B', ['Large', 'Black'], 9000, 1)],
});
const SALE = product({ id: 'sale', slug: 'sale', name: 'Sale Print', variants: [variant('S1', [], 4000, 3, { onSale: true, salePriceCents: 3000 })] });
const SOLD_OUT = product({ id: 'gone', slug: 'gone', name: 'Gone', variants: [variant('G1', [], 5000, 0)] });
const MONTHLY = product({
  id: 'monthly',
  slug: 'monthly',
  name: 'Monthly',
  variants: [variant('M1', [], 2500, 0, { unlimited: true })],
  subscription: { billingPeriod: { value: 1, unit: SubscriptionBillingUnit.MONTHLY }, numBillingCycles: 12 },
});
const GIFT = product({
  id: 'gift',
  slug: 'gift',
  name: 'Gift Card',
  productType: ProductType.GIFT_CARD,
  options: ['Amount'],
  variants: [variant('GIFT-25', ['$25'], 2500, 0, { unlimited: true }), variant('GIFT-50', ['$50'], 5000, 0, { unlimited: true })],
});
const HOSTILE = product({
  id: `id${EVIL}`,
  slug: 'hostile',
  name: `Name ${EVIL}`,
  description: `Description ${EVIL}`,
  options: [`Opt ${EVIL}`],
  variants: [variant(`SKU${EVIL}`, [`Value ${EVIL}`], 1000, 1)],
});

const options = (more: Partial<RenderOptions> = {}, site: Website = website): RenderOptions => ({ website: site, imageSizes: sizes, crumb: CRUMB, ...more });
const viewPage = (page: typeof shopPage, view: StoreViewState, more: Partial<RenderOptions> = {}): Document => parse(renderPage(page, options({ store: { view }, ...more })));

const entry = (fields: Partial<CartEntry>): CartEntry => ({
  productId: 'varied',
  sku: 'V-S-O',
  name: 'Varied',
  slug: 'varied',
  optionValues: ['Small', 'Oak'],
  quantity: 2,
  unitPriceCents: 4500,
  lineTotalCents: 9000,
  image: 'lake.jpg',
  ...fields,
});

const facade = (entries: CartEntry[]): CartFacade =>
  ({
    id: 'cart-1',
    entries,
    subtotalCents: entries.reduce((sum, line) => sum + line.lineTotalCents, 0),
    totalQuantity: entries.reduce((sum, line) => sum + line.quantity, 0),
    subtotalAmount: { cents: 0, currency: 'USD' },
  }) as CartFacade;

const text = (doc: Document | Element, selector: string): string => doc.querySelector(selector)?.textContent?.trim() ?? '';

describe('the product block (43): docs/store.md markup', () => {
  const block = (p: Product, more: Partial<RenderOptions> = {}): Element => parse(renderPage(productPage(p), options(more))).querySelector('[data-block-type="43"]')!;

  it('has the name, price, mark, and a form posting to /cart/add with the crumb, the product id, one select per option and the quantity', () => {
    const element = block(VARIED);
    expect(element.classList.contains('product-block')).toBe(true);
    expect(element.id).toBe('block-product-varied');
    expect(text(element, 'h1.product-name')).toBe('Varied');
    expect(text(element, 'p.product-price[data-product-price]')).toBe('$45.00'); // the variant the selects start on (Small, Black), as the runtime draws it
    const form = element.querySelector('form.product-form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/cart/add']);
    expect(form.querySelector('input[type="hidden"][name="crumb"]')!.getAttribute('value')).toBe(CRUMB);
    expect(form.querySelector('input[type="hidden"][name="productId"]')!.getAttribute('value')).toBe('varied');
    const selects = [...form.querySelectorAll('label > select')];
    expect(selects.map((select) => select.getAttribute('name'))).toEqual(['option-0', 'option-1']);
    expect(selects.map((select) => select.parentElement!.textContent!.split(/\s/)[0])).toEqual(['Size', 'Colour']);
    expect([...selects[0]!.querySelectorAll('option')].map((option) => option.getAttribute('value'))).toEqual(['Small', 'Large']);
    // The first variant a visitor can buy is chosen at first (Small Black has none).
    expect(selects.map((select) => select.querySelector('option[selected]')!.getAttribute('value'))).toEqual(['Small', 'Oak']);
    const quantity = form.querySelector('label > input[type="number"][name="quantity"]')!;
    expect([quantity.getAttribute('value'), quantity.getAttribute('min')]).toEqual(['1', '1']);
    expect(text(form, 'button[type="submit"].add-to-cart')).toBe(shopStrings.addToCart);
    expect(form.querySelector('p.product-message')!.getAttribute('role')).toBe('status');
  });

  it('carries the product with the currency and the locale as its JSON', () => {
    expect(JSON.parse(block(VARIED).getAttribute('data-block-json')!)).toEqual({ ...VARIED, currency: 'USD', locale: 'en-US' });
  });

  it('on sale: the Sale mark, the original price struck through before the sale price', () => {
    const element = block(SALE);
    expect(text(element, '.product-mark')).toBe(shopStrings.sale);
    expect(text(element, '.product-price s.price-original')).toContain('$40.00');
    expect(text(element, '.product-price .price-sale')).toContain('$30.00');
  });

  it('sold out: the Sold Out mark and a disabled Add to Cart', () => {
    const element = block(SOLD_OUT);
    expect(text(element, '.product-mark')).toBe(shopStrings.soldOut);
    expect((element.querySelector('.add-to-cart') as HTMLButtonElement).disabled).toBe(true);
    expect((block(SALE).querySelector('.add-to-cart') as HTMLButtonElement).disabled).toBe(false);
    expect(text(block(product({})), '.product-mark')).toBe('');
  });

  it('a subscription says how it renews', () => {
    expect(text(block(MONTHLY), '.product-subscription')).toBe('renews every month for 12 payments');
    expect(block(SALE).querySelector('.product-subscription')).toBeNull();
  });

  it('a gift card links each amount to /checkout/giftcard for this site', () => {
    const links = [...block(GIFT).querySelectorAll('.product-buy-now a')].map((a) => new URL(a.getAttribute('href')!, 'http://x'));
    expect(links.map((url) => url.pathname)).toEqual(['/checkout/giftcard', '/checkout/giftcard']);
    expect(links.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { websiteId: website.id, giftCardProductId: 'gift', sku: 'GIFT-25' },
      { websiteId: website.id, giftCardProductId: 'gift', sku: 'GIFT-50' },
    ]);
    expect(block(SALE).querySelector('.product-buy-now')).toBeNull();
  });

  it("after a refused post: the store's message in an alert, the options and quantity sent kept", () => {
    const element = block(VARIED, { store: { product: { message: 'Sorry, Varied is sold out.', error: true, chosen: ['Large', 'Black'], quantity: 4 } } });
    expect(element.querySelector('.product-message')!.getAttribute('role')).toBe('alert');
    expect(text(element, '.product-message')).toBe('Sorry, Varied is sold out.');
    expect([...element.querySelectorAll('select')].map((select) => select.querySelector('option[selected]')!.getAttribute('value'))).toEqual(['Large', 'Black']);
    expect(element.querySelector('input[name="quantity"]')!.getAttribute('value')).toBe('4');
  });

  it('the product page is type 50, its one h1 the product name, with the image in a reserved box', () => {
    const doc = parse(renderPage(productPage(VARIED), options()));
    expect(doc.documentElement.getAttribute('data-page-type')).toBe('50');
    expect([...doc.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual(['Varied']);
    expect(doc.querySelector('.image-frame')!.getAttribute('style')).toContain('aspect-ratio:4/5');
  });

  it("the store's currency and the page's locale format every amount", () => {
    const euro: Website = { ...website, locale: 'de-DE', storeSettings: { expressCheckout: false, measurementStandard: 1, currency: 'EUR' } };
    const element = parse(renderPage(productPage(SALE), options({}, euro))).querySelector('[data-block-type="43"]')!;
    expect(text(element, '.price-sale')).toContain('30,00\u00a0€');
    expect(JSON.parse(element.getAttribute('data-block-json')!)).toMatchObject({ currency: 'EUR', locale: 'de-DE' });
  });

  it('escapes every product string, in the markup and in the JSON attribute', () => {
    const html = renderPage(productPage(HOSTILE), options());
    expect(html).not.toContain('<img src=x');
    const element = parse(html).querySelector('[data-block-type="43"]')!;
    expect(text(element, 'h1')).toBe(HOSTILE.name);
    expect(text(element, '.product-description')).toBe(HOSTILE.description);
    expect(element.querySelector('select option')!.getAttribute('value')).toBe(`Value ${EVIL}`);
    expect(JSON.parse(element.getAttribute('data-block-json')!).name).toBe(HOSTILE.name);
    expect(element.querySelector('input[name="productId"]')!.getAttribute('value')).toBe(HOSTILE.id);
  });
});

describe('/shop (page type 1)', () => {
  const doc = viewPage(shopPage, { view: 'shop', products: [VARIED, SALE, SOLD_OUT, product({ id: 'four', slug: 'four', name: 'Four' })] });

  it('one item per product: image in a square reserved box, name in the link to its page, price, marks and Quick View', () => {
    expect(doc.documentElement.getAttribute('data-page-type')).toBe('1');
    expect([...doc.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([storePageStrings.shopTitle]);
    const items = [...doc.querySelectorAll('.shop-list > li.shop-item')];
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.querySelector('a.shop-link')!.getAttribute('href'))).toEqual(['/shop/varied', '/shop/sale', '/shop/gone', '/shop/four']);
    expect(items.map((item) => text(item, '.shop-name'))).toEqual(['Varied', 'Sale Print', 'Gone', 'Four']);
    expect(items.map((item) => text(item, '.shop-mark'))).toEqual(['', shopStrings.sale, shopStrings.soldOut, '']);
    expect(text(items[1]!, '.shop-price s')).toContain('$40.00');
    expect(text(items[0]!, '.shop-price')).toBe('from $45.00');
    const quick = items[0]!.querySelector('button.quick-view')!;
    expect([quick.getAttribute('type'), quick.getAttribute('data-quick-view'), quick.textContent]).toEqual(['button', 'varied', shopStrings.quickView]);
    expect(quick.getAttribute('aria-label')).toContain(shopStrings.quickView);
    for (const item of items) expect(item.querySelector('.image-frame')!.getAttribute('style')).toContain('aspect-ratio:1/1');
  });

  it('the first row (three) loads with a real src, the rest lazily', () => {
    const images = [...doc.querySelectorAll('.shop-item .image-frame > img')];
    expect(images.map((img) => img.hasAttribute('src'))).toEqual([true, true, true, false]);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
  });

  it('escapes product names; no products: the empty message', () => {
    const html = renderPage(shopPage, options({ store: { view: { view: 'shop', products: [HOSTILE] } } }));
    expect(html).not.toContain('<img src=x');
    expect(text(parse(html), '.shop-name')).toBe(HOSTILE.name);
    expect(text(viewPage(shopPage, { view: 'shop', products: [] }), '.shop-empty')).toBe(storePageStrings.shopEmpty);
  });
});

describe('/cart (page type 200)', () => {
  it("empty: the catalogue's message in the cart root, no lines and no checkout link", () => {
    const doc = viewPage(cartPage, { view: 'cart', cart: facade([]) });
    expect(doc.documentElement.getAttribute('data-page-type')).toBe('200');
    const root = doc.querySelector('div.cart-page[data-cart-root]')!;
    expect(text(root, '.cart-empty')).toBe(cartStrings.empty);
    expect(root.querySelector('.cart-line, .cart-checkout')).toBeNull();
  });

  it('lines: image, name linked, options named, unit price, a quantity form and a remove form to /cart/update, the subtotal, the checkout link', () => {
    const cart = facade([
      entry({}),
      entry({ productId: 'p1', sku: 'P1', name: 'Print', slug: 'p1', optionValues: [], quantity: 1, unitPriceCents: 4000, lineTotalCents: 4000, image: null }),
    ]);
    const doc = viewPage(cartPage, { view: 'cart', cart, optionNames: { varied: ['Size', 'Colour'] } });
    const root = doc.querySelector('[data-cart-root]')!;
    expect(JSON.parse(root.getAttribute('data-cart-json')!)).toEqual(cart);
    const [first, second] = [...root.querySelectorAll('li.cart-line')];
    expect(first!.getAttribute('data-sku')).toBe('V-S-O');
    expect(first!.querySelector('a.cart-line-name')!.getAttribute('href')).toBe('/shop/varied');
    expect(text(first!, '.cart-line-options')).toBe('Size: Small, Colour: Oak');
    expect(text(first!, '.cart-line-price')).toContain('$45.00');
    expect(text(first!, '.cart-line-total')).toContain('$90.00');
    expect(first!.querySelector('.image-frame img')).not.toBeNull();
    expect(second!.querySelector('.cart-line-options')).toBeNull();
    const update = first!.querySelector('form.cart-quantity-form')!;
    expect([update.getAttribute('method'), update.getAttribute('action')]).toEqual(['post', '/cart/update']);
    expect(update.querySelector('input[name="crumb"]')!.getAttribute('value')).toBe(CRUMB);
    expect(update.querySelector('input[name="sku"]')!.getAttribute('value')).toBe('V-S-O');
    const quantity = update.querySelector('input[name="quantity"]')!;
    expect(quantity.getAttribute('value')).toBe('2');
    expect(doc.querySelector(`label[for="${quantity.id}"]`)!.textContent).toContain('Quantity');
    const remove = first!.querySelector('form.cart-remove-form button[name="action"][value="remove"]')!;
    expect(remove.getAttribute('aria-label')).toBe('Remove Varied');
    expect(text(root, '.cart-subtotal strong')).toBe('$130.00');
    expect(root.querySelector('a.cart-checkout')!.getAttribute('href')).toBe('/commerce/goto-checkout');
  });

  it('an alert (the no-cart message, a refused change) in role=alert; visitor-facing strings escaped', () => {
    const doc = viewPage(cartPage, { view: 'cart', cart: facade([entry({ name: HOSTILE.name, sku: `S${EVIL}` })]), alert: cartStrings.noCartAtCheckout });
    expect(text(doc, '[data-cart-root] [role="alert"]')).toBe(cartStrings.noCartAtCheckout);
    expect(text(doc, '.cart-line-name')).toBe(HOSTILE.name);
    expect(renderPage(cartPage, options({ store: { view: { view: 'cart', cart: facade([entry({ name: HOSTILE.name })]) } } }))).not.toContain('<img src=x');
  });
});

describe('the checkout (page type 201)', () => {
  const lines = [entry({})];

  it('the lines with the subtotal, the address form with visible labels and autocomplete, the test payment and Place order', () => {
    const doc = viewPage(checkoutPage('/checkout'), { view: 'checkout', action: '/checkout', lines });
    expect(doc.documentElement.getAttribute('data-page-type')).toBe('201');
    expect(text(doc, '.store-lines tfoot td')).toBe('$90.00');
    const form = doc.querySelector('form.checkout-form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/checkout']);
    expect(form.querySelector('input[name="crumb"]')!.getAttribute('value')).toBe(CRUMB);
    const fields = [...form.querySelectorAll('.checkout-address input')];
    expect(fields.map((input) => input.getAttribute('name'))).toEqual(['name', 'email', 'line1', 'line2', 'city', 'region', 'zip', 'country']);
    expect(fields.map((input) => doc.querySelector(`label[for="${input.id}"]`)!.textContent!.replace(/ \(optional\)$/, ''))).toEqual([
      'Name',
      'Email',
      'Address line 1',
      'Address line 2',
      'City',
      'State/Region',
      'ZIP code',
      'Country',
    ]);
    expect(fields.map((input) => input.getAttribute('autocomplete'))).toEqual([
      'shipping name',
      'email',
      'shipping address-line1',
      'shipping address-line2',
      'shipping address-level2',
      'shipping address-level1',
      'shipping postal-code',
      'shipping country-name',
    ]);
    expect(text(form, '.checkout-payment')).toContain(storePageStrings.testPayment);
    expect(text(form, 'button[type="submit"]')).toBe(storePageStrings.placeOrder);
  });

  it('after a refusal: each field in error aria-invalid and described by its message, the values kept and escaped, the alert', () => {
    const doc = viewPage(checkoutPage('/checkout'), {
      view: 'checkout',
      action: '/checkout',
      lines,
      values: { name: EVIL, city: 'Portland' },
      errors: { email: 'Please enter a valid email.' },
      alert: storePageStrings.fixFields,
    });
    const email = doc.querySelector('input[name="email"]')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(text(doc, `#${email.getAttribute('aria-describedby')}`)).toBe('Please enter a valid email.');
    expect(doc.querySelector('input[name="city"]')!.hasAttribute('aria-invalid')).toBe(false);
    expect(doc.querySelector('input[name="name"]')!.getAttribute('value')).toBe(EVIL);
    expect(text(doc, '[role="alert"]')).toBe(storePageStrings.fixFields);
  });

  it('no lines: the alert and no form', () => {
    const doc = viewPage(checkoutPage('/checkout'), { view: 'checkout', action: '/checkout', lines: [], alert: cartStrings.noCartAtCheckout });
    expect(text(doc, '[role="alert"]')).toBe(cartStrings.noCartAtCheckout);
    expect(doc.querySelector('form')).toBeNull();
  });

  it('the action keeps its query, escaped', () => {
    const action = '/checkout/giftcard?websiteId=w&giftCardProductId=g&sku="><x';
    const html = renderPage(checkoutPage('/checkout/giftcard'), options({ store: { view: { view: 'checkout', action, lines } } }));
    expect(html).not.toContain('"><x');
    expect(parse(html).querySelector('form.checkout-form')!.getAttribute('action')).toBe(action);
  });
});

describe('the order confirmed page (202)', () => {
  const order: OrderView = {
    token: 'tok',
    id: 42,
    createdAt: 0,
    currency: 'USD',
    subtotalCents: 13000,
    lines: [
      { productId: 'varied', sku: 'V-S-O', name: 'Varied', optionValues: ['Small', 'Oak'], quantity: 2, unitPriceCents: 4500, lineTotalCents: 9000, reviewToken: 'r1' },
      { productId: 'p1', sku: 'P1', name: HOSTILE.name, optionValues: [], quantity: 1, unitPriceCents: 4000, lineTotalCents: 4000, reviewToken: 'r2' },
    ],
    shipping: { name: 'Ada', email: 'ada@example.com', line1: EVIL, line2: '', city: 'Portland', region: 'ME', zip: '04101', country: 'US' },
    payment: 'test',
  };
  const html = renderPage(orderConfirmedPage('tok'), options({ store: { view: { view: 'order', order } } }));
  const doc = parse(html);

  it('Order confirmed, the number, the lines and subtotal, the address and the test payment', () => {
    expect(doc.documentElement.getAttribute('data-page-type')).toBe('202');
    expect([...doc.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual(['Order confirmed']);
    expect(text(doc, '.order-number strong')).toBe('00042');
    expect([...doc.querySelectorAll('.store-lines tbody tr')].map((row) => row.querySelectorAll('td')[2]!.textContent)).toEqual(['$90.00', '$40.00']);
    expect(text(doc, '.store-lines tfoot td')).toBe('$130.00');
    expect(text(doc, '.order-address')).toContain('Portland, ME 04101');
    expect(text(doc, '.test-payment')).toBe(storePageStrings.testPayment);
  });

  it('a Review this item link per line, to its review request', () => {
    const links = [...doc.querySelectorAll('.order-reviews a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/reviews/r1', '/reviews/r2']);
    expect(links.map((a) => a.textContent)).toEqual([`${storePageStrings.reviewItem}: Varied`, `${storePageStrings.reviewItem}: ${HOSTILE.name}`]);
  });

  it('When it was placed, as a relative time drawn for the moment of the page', () => {
    const at = (now: number) => parse(renderPage(orderConfirmedPage('tok'), options({ store: { view: { view: 'order', order, now } } }))).querySelector('.order-placed time')!;
    expect(at(0).textContent).toBe('just now');
    expect(at(12_000).textContent).toBe('about 12 seconds ago');
    expect(at(12_000).getAttribute('datetime')).toBe('1970-01-01T00:00:00.000Z');
    expect(at(12_000).hasAttribute('data-relative-time')).toBe(true);
    expect(text(doc, '.order-placed')).toBe(`${storePageStrings.placed} just now`);
  });

  it('escapes the lines and the address', () => {
    expect(html).not.toContain('<img src=x');
    expect(text(doc, '.order-address')).toContain(EVIL);
  });
});

describe('the review request page (209)', () => {
  const review = (more: Partial<Extract<StoreViewState, { view: 'review' }>> = {}): Document =>
    viewPage(reviewPage('tok'), { view: 'review', token: 'tok', request: { state: 'open', productName: 'Varied' }, ...more });

  it('open: the product named in the h1, the rating radio group 1 to 5 stars with its legend, a labelled comment, Submit; the runtime hooks', () => {
    const doc = review();
    expect(doc.documentElement.getAttribute('data-page-type')).toBe('209');
    expect([...doc.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual(['Review: Varied']);
    const form = doc.querySelector('form[data-review-form]')!;
    expect([form.getAttribute('method'), form.getAttribute('action'), form.getAttribute('data-review-token')]).toEqual(['post', '/reviews/tok', 'tok']);
    expect(form.querySelector('input[name="crumb"]')!.getAttribute('value')).toBe(CRUMB);
    expect(text(form, 'fieldset > legend')).toBe(reviewsStrings.ratingRequired);
    const stars = [...form.querySelectorAll('fieldset input[type="radio"][name="rating"]')];
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(stars.map((star) => star.parentElement!.textContent!.trim())).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    const comment = form.querySelector('textarea[name="comment"]')!;
    expect(doc.querySelector(`label[for="${comment.id}"]`)!.textContent).toContain(storePageStrings.comment);
    expect(text(form, 'button[type="submit"]')).toBe(storePageStrings.submit);
  });

  it('no rating: the message on the rating group, the rating and comment kept', () => {
    const doc = review({ errors: { rating: reviewsStrings.selectStarRating }, comment: EVIL });
    const fieldset = doc.querySelector('fieldset.review-rating')!;
    expect(text(doc, `#${fieldset.getAttribute('aria-describedby')}`)).toBe(reviewsStrings.selectStarRating);
    expect(doc.querySelector('input[name="rating"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelector('textarea')!.textContent).toBe(EVIL);
    expect(doc.querySelector('input[name="rating"][value="3"]')!.hasAttribute('checked')).toBe(false);
    expect(review({ rating: 3 }).querySelector('input[name="rating"][value="3"]')!.hasAttribute('checked')).toBe(true);
  });

  it.each([
    ['reviewed', reviewsStrings.alreadyReviewed],
    ['expired', reviewsStrings.requestExpired],
  ] as const)('%s: the message in role=alert and no form', (state, message) => {
    const doc = review({ request: { state, productName: 'Varied' } });
    expect(text(doc, '[role="alert"]')).toBe(message);
    expect(doc.querySelector('form')).toBeNull();
  });

  it('thanks: in role=status, no form', () => {
    const doc = review({ request: { state: 'reviewed', productName: 'Varied' }, thanks: reviewsStrings.thanks });
    expect(text(doc, '[role="status"]')).toBe(reviewsStrings.thanks);
    expect(doc.querySelector('[role="alert"], form')).toBeNull();
  });

  it('escapes the product name and the token', () => {
    const html = renderPage(reviewPage('t'), options({ store: { view: { view: 'review', token: `t${EVIL}`, request: { state: 'open', productName: EVIL } } } }));
    expect(html).not.toContain('<img src=x');
    expect(parse(html).querySelector('form')!.getAttribute('data-review-token')).toBe(`t${EVIL}`);
  });
});

describe('the cart indicator in every header', () => {
  const indicator = (more: Partial<RenderOptions> = {}): Element => parse(renderPage(homePage, options(more))).querySelector('header nav a.cart-indicator')!;

  it('unknown count: uninitialised, labelled Cart, the count and the subtotal empty for the runtime', () => {
    const element = indicator();
    expect(element.getAttribute('data-cart-subtotal')).toBe('');
    expect(element.getAttribute('href')).toBe('/cart');
    expect(element.hasAttribute('data-cart-indicator')).toBe(true);
    expect(element.getAttribute('data-cart-state')).toBe('uninitialised');
    expect(element.getAttribute('aria-label')).toBe('Cart');
    expect(element.querySelector('span.cart-count')!.textContent).toBe('');
  });

  it.each([
    [0, '0', '0 items in cart'],
    [1, '1', '1 item in cart'],
    [3, '3', '3 items in cart'],
    [101, '100+', 'More than 100 items in cart'],
  ])('a count of %d read by the server: %s, labelled %s', (count, shown, label) => {
    const element = indicator({ cart: { totalQuantity: count } });
    expect(element.querySelector('.cart-count')!.textContent).toBe(shown);
    expect(element.getAttribute('aria-label')).toBe(label);
    expect(element.getAttribute('data-cart-state')).toBe('uninitialised');
    expect(element.getAttribute('data-cart-subtotal')).toBe('');
  });

  it.each([
    [2, { cents: 4500, currency: 'USD' }, 'en-US', '$45.00'],
    [2, { cents: 4500, currency: 'USD' }, 'fr-FR', new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' }).format(45)],
    [1, { cents: 4500, currency: 'JPY' }, 'en-US', '¥4,500'],
    [0, { cents: 0, currency: 'USD' }, 'en-US', ''],
    [undefined, { cents: 4500, currency: 'USD' }, 'en-US', ''],
  ])('a count of %s and a subtotal of %j read by the server, in %s: the subtotal %j', (count, subtotal, locale, text) => {
    expect(
      indicator({ cart: count === undefined ? undefined : { totalQuantity: count, subtotalAmount: subtotal }, website: { ...website, locale } }).getAttribute('data-cart-subtotal'),
    ).toBe(text);
  });

  it("the subtotal is the store's text, escaped in its attribute", () => {
    const element = indicator({ cart: { totalQuantity: 1, subtotalAmount: { cents: 100, currency: '"><script>' } } });
    expect(element.getAttribute('data-cart-subtotal')).toBe('$1.00');
    expect(renderPage(homePage, options({ cart: { totalQuantity: 1, subtotalAmount: { cents: 100, currency: '"><b>' } } }))).not.toContain('"><b>');
  });

  it("the store's CSS comes only with a store view or a product block; the indicator's with every page", () => {
    const style = (html: string): string => parse(html).querySelector('style')!.textContent!;
    expect(style(renderPage(homePage, options()))).not.toContain('.cart-line{');
    expect(style(renderPage(homePage, options()))).toContain('.cart-indicator{');
    expect(style(renderPage(cartPage, options()))).toContain('.cart-line{');
    expect(style(renderPage(productPage(SALE), options()))).toContain('.product-form{');
  });

  it('a store view rendered without its state draws nothing (no stale markup)', () => {
    expect(parse(renderPage(cartPage, options())).querySelector('[data-cart-root]')).toBeNull();
  });
});
