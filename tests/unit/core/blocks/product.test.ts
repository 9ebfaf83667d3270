// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/shop/lake-at-dawn-print"}
// The product block (43) over the server's own markup (server/render/blocks/product.ts) and the demo's
// products (site/products.ts): the chosen variant's price, sale mark and
// stock; Add to Cart through the cart API; the cart messages of section 8.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from '../../../../core/blocks/product.ts';
import { cartStrings } from '../../../../core/catalog/strings/cart.ts';
import { shopStrings } from '../../../../core/catalog/strings/shop.ts';
import { CART_CHANGE_EVENT, CART_ITEMS_PATH } from '../../../../core/catalog/store.ts';
import { emptyCart } from '../../../../core/commerce/cart.ts';
import type { Product } from '../../../../core/commerce/product.ts';
import { renderProduct } from '../../../../server/render/blocks/product.ts';
import { productBySlug } from '../../../../site/products.ts';
import { blockDeps } from '../../../fixtures/dom.ts';

type Reply = { status: number; body?: unknown } | Error;
let replies: Reply[] = [];
let fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let started: { destroy(): void } | undefined;

function open(slug: string, data?: unknown) {
  const product = productBySlug(slug) as Product;
  document.body.innerHTML = renderProduct({ kind: 'product', id: 'p', product }, { crumb: 'k', websiteId: 'w', currency: 'USD', locale: 'en-US' });
  fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const reply = replies.shift() ?? { status: 500 };
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
  });
  window.fetch = fetch as unknown as typeof window.fetch;
  const block = document.querySelector<HTMLElement>('[data-block-type="43"]')!;
  started = init(block, blockDeps({ data: data === undefined ? JSON.parse(block.getAttribute('data-block-json')!) : data }));
  return product;
}
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const choose = (index: number, value: string) => {
  const select = $<HTMLSelectElement>(`select[name="option-${index}"]`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
const price = () => $('[data-product-price]').textContent;
const mark = () => $('.product-mark').textContent;
const button = () => $<HTMLButtonElement>('.add-to-cart');
const message = () => $('.product-message').textContent;
const addToCart = () => $<HTMLFormElement>('form.product-form').requestSubmit();

afterEach(() => {
  started?.destroy();
  replies = [];
});

describe('the product block follows the chosen variant', () => {
  it('shows the price of the variant chosen (the first in stock at first)', () => {
    open('lake-at-dawn-print');
    expect(price()).toBe('$45.00');
    choose(0, 'Large');
    expect(price()).toBe('$120.00');
  });

  it('the interest-free payments follow the chosen price; under the minimum, the limits are said', () => {
    open('lake-at-dawn-print');
    const line = () => $('[data-product-installments]').textContent;
    expect(line()).toBe('or 4 interest-free payments of $11.25');
    choose(0, 'Large');
    expect(line()).toBe('or 4 interest-free payments of $30.00');
    open('wallpaper-pack');
    expect(line()).toBe('Interest-free payments on orders from $35.00 to $1,000.00');
  });

  it('a variant with no stock shows Sold Out and cannot be added; another can', () => {
    open('lake-at-dawn-print');
    choose(0, 'Large');
    choose(1, 'Oak');
    expect([mark(), button().disabled]).toEqual([shopStrings.soldOut, true]);
    choose(1, 'Black');
    expect([mark(), button().disabled]).toEqual(['', false]);
  });

  it('a variant on sale shows Sale, its sale price and the original struck through', () => {
    open('harbor-print');
    choose(0, 'Large');
    expect(mark()).toBe(shopStrings.sale);
    expect($('[data-product-price] s.price-original').textContent).toBe(`${shopStrings.originalPrice} $90.00`);
    expect($('[data-product-price] .price-sale').textContent).toBe(`${shopStrings.salePrice} $65.00`);
  });

  it.each(['lake-at-dawn-print', 'harbor-print', 'glacier-print', 'wallpaper-pack', 'gift-card'])('%s: starts as the server drew it (nothing changes at start)', (slug) => {
    const product = productBySlug(slug) as Product;
    const served = renderProduct({ kind: 'product', id: 'p', product }, { crumb: 'k', websiteId: 'w', currency: 'USD', locale: 'en-US' });
    open(slug);
    const block = document.createElement('div');
    block.innerHTML = served;
    for (const part of ['[data-product-price]', '.product-mark']) expect($(part).innerHTML, part).toBe(block.querySelector(part)!.innerHTML);
    expect(button().disabled).toBe(block.querySelector<HTMLButtonElement>('.add-to-cart')!.disabled);
  });

  it('a sold-out product: Add to Cart is disabled, and Sold Out says why', () => {
    open('glacier-print');
    expect([mark(), button().disabled]).toEqual([shopStrings.soldOut, true]);
  });
});

describe('Add to Cart', () => {
  it('sends the product, the variant and the quantity, and announces the new cart', async () => {
    const product = open('lake-at-dawn-print');
    choose(0, 'Medium');
    choose(1, 'Oak');
    $<HTMLInputElement>('input[name="quantity"]').value = '2';
    replies = [{ status: 200, body: { cart: { ...emptyCart(), totalQuantity: 2 } } }];
    const heard = vi.fn();
    document.addEventListener(CART_CHANGE_EVENT, heard, { once: true });
    addToCart();
    expect(message()).toBe(shopStrings.adding);
    await vi.waitFor(() => expect(message()).toBe(shopStrings.added));
    const [url, request] = fetch.mock.calls[0]!;
    expect([request!.method, new URL(url).pathname]).toEqual(['POST', CART_ITEMS_PATH]);
    expect(JSON.parse(request!.body as string)).toEqual({ productId: product.id, sku: 'LAKE-M-OAK', quantity: 2 });
    expect((heard.mock.calls[0]![0] as CustomEvent).detail.totalQuantity).toBe(2);
  });

  it.each([
    ['a short stock: the server words', { status: 409, body: { error: 'Only 3 left.', sku: 'LAKE-M-OAK' } }, 'Only 3 left.'],
    ['a server error', { status: 500 }, `${shopStrings.unableToAdd}. Please try again.`],
    ['no connection', new TypeError('Failed to fetch'), cartStrings.checkConnection],
  ] as const)('%s', async (_name, reply, words) => {
    open('lake-at-dawn-print');
    replies = [reply];
    addToCart();
    await vi.waitFor(() => expect(message()).toBe(words));
    expect(button().disabled).toBe(false);
  });

  it('a second press while adding is ignored', async () => {
    open('lake-at-dawn-print');
    replies = [{ status: 200, body: { cart: emptyCart() } }];
    addToCart();
    addToCart();
    await vi.waitFor(() => expect(message()).toBe(shopStrings.added));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('bad block data', () => {
  it.each([null, 'x', { variants: [] }, []])('%j: throws (the guard logs it) and leaves the server form as it is', (data) => {
    expect(() => open('lake-at-dawn-print', data)).toThrow();
    expect(button().disabled).toBe(false);
  });
});
