// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/cart"}
// The cart page over the server's own /cart markup (server/render/store/cart.ts): 4
// and 8 "Cart": quantities through the cart API, quantity 0 asks first, the spec's failure words, the
// empty cart, and a lost connection that keeps the change pending.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from '../../../../../core/blocks/store/cart-page.ts';
import { cartStrings } from '../../../../../core/catalog/strings/cart.ts';
import { shopStrings } from '../../../../../core/catalog/strings/shop.ts';
import { GOTO_CHECKOUT_PATH } from '../../../../../core/catalog/checkout-paths.ts';
import { CART_CHANGE_EVENT, CART_ITEMS_PATH } from '../../../../../core/catalog/store.ts';
import { format } from '../../../../../core/catalog/strings.ts';
import { emptyCart, type CartEntry, type CartFacade } from '../../../../../core/commerce/cart.ts';
import type { ConfirmResult, OverlaysModule } from '../../../../../core/overlays/port.ts';
import { renderCart } from '../../../../../server/render/store/cart.ts';
import { cartStringsFrFR } from '../../../../../core/catalog/strings/fr-FR.ts';
import { immediateScheduler, noOverlays, plainPage } from '../../../../fixtures/dom.ts';

const entry = (sku: string, quantity: number, unitPriceCents: number): CartEntry => ({
  productId: `p-${sku}`,
  sku,
  name: `Item ${sku}`,
  slug: `item-${sku}`,
  optionValues: [],
  quantity,
  unitPriceCents,
  lineTotalCents: quantity * unitPriceCents,
  image: null,
});
const cartOf = (...entries: CartEntry[]): CartFacade => ({
  ...emptyCart(),
  id: 'c1',
  entries,
  subtotalCents: entries.reduce((sum, e) => sum + e.lineTotalCents, 0),
  totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
});

type Reply = { status: number; body?: unknown } | Error;
let replies: Reply[] = [];
let fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let started: { destroy(): void } | undefined;
let answer: ConfirmResult = 'confirm';
const confirm = vi.fn(async () => answer);

function open(cart: CartFacade, minimumSubtotalCents?: number, lang = 'en-US') {
  document.documentElement.lang = lang;
  document.body.innerHTML = renderCart(
    { view: 'cart', cart },
    { crumb: 'k', currency: 'USD', locale: 'en-US', imageSizes: () => undefined, images: { eager: 0, rendered: 0 }, minimumSubtotalCents },
  );
  fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const reply = replies.shift() ?? { status: 500 };
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status });
  });
  window.fetch = fetch as unknown as typeof window.fetch;
  const overlays = { ...noOverlays, load: async () => ({ confirm }) as unknown as OverlaysModule };
  started = start({ document, window, scheduler: immediateScheduler, page: plainPage, overlays });
}

const line = (sku: string) => document.querySelector<HTMLElement>(`.cart-line[data-sku="${sku}"]`);
const quantityOf = (sku: string) => line(sku)!.querySelector<HTMLInputElement>('input[name="quantity"]')!;
const setQuantity = (sku: string, value: string) => {
  quantityOf(sku).value = value;
  quantityOf(sku).form!.requestSubmit();
};
const message = () => document.querySelector('.cart-message')?.textContent ?? '';
const subtotal = () => document.querySelector('.cart-subtotal strong')?.textContent;
const calls = () => fetch.mock.calls.map(([url, init]) => [init?.method, new URL(url).pathname, init?.body ? JSON.parse(init.body as string) : undefined]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  started?.destroy();
  replies = [];
  answer = 'confirm';
  confirm.mockClear();
});

describe('the cart page', () => {
  it('sends a new quantity, then shows the cart the server answers', async () => {
    open(cartOf(entry('a', 1, 1500), entry('b', 1, 700)));
    replies = [{ status: 200, body: { cart: cartOf(entry('a', 3, 1500), entry('b', 1, 700)) } }];
    const heard = vi.fn();
    document.addEventListener(CART_CHANGE_EVENT, heard, { once: true });
    setQuantity('a', '3');
    await vi.waitFor(() => expect(subtotal()).toBe('$52.00'));
    expect(calls()).toEqual([['PUT', `${CART_ITEMS_PATH}/a`, { quantity: 3 }]]);
    expect(line('a')!.querySelector('.cart-line-total')!.textContent).toContain('$45.00');
    expect((heard.mock.calls[0]![0] as CustomEvent).detail.totalQuantity).toBe(4);
  });

  it('quantity 0 asks in the spec words; Cancel keeps the line and sends nothing', async () => {
    open(cartOf(entry('a', 2, 1500)));
    answer = 'cancel';
    setQuantity('a', '0');
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: cartStrings.removeAtZeroQuantity })));
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(quantityOf('a').value).toBe('2');
  });

  it('quantity 0, confirmed, removes the line; the last line gone shows the empty cart', async () => {
    open(cartOf(entry('a', 2, 1500)));
    replies = [{ status: 200, body: { cart: cartOf() } }];
    setQuantity('a', '0');
    await vi.waitFor(() => expect(document.querySelector('.cart-empty')?.textContent).toBe(cartStrings.empty));
    expect(calls()).toEqual([['DELETE', `${CART_ITEMS_PATH}/a`, undefined]]);
    expect(line('a')).toBeNull();
    expect(subtotal()).toBeUndefined();
  });

  it("the field's change and its Update button both submit quantity 0: one question, one call", async () => {
    open(cartOf(entry('a', 2, 1500)));
    replies = [{ status: 200, body: { cart: cartOf() } }];
    quantityOf('a').value = '0';
    quantityOf('a').dispatchEvent(new Event('change', { bubbles: true }));
    quantityOf('a').form!.requestSubmit();
    await vi.waitFor(() => expect(line('a')).toBeNull());
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(calls()).toEqual([['DELETE', `${CART_ITEMS_PATH}/a`, undefined]]);
  });

  it('a new quantity asked for while one is sent goes after it', async () => {
    open(cartOf(entry('a', 1, 1500)));
    replies = [
      { status: 200, body: { cart: cartOf(entry('a', 2, 1500)) } },
      { status: 200, body: { cart: cartOf(entry('a', 5, 1500)) } },
    ];
    setQuantity('a', '2');
    setQuantity('a', '5');
    await vi.waitFor(() => expect(subtotal()).toBe('$75.00'));
    expect(calls().map(([, , body]) => body)).toEqual([{ quantity: 2 }, { quantity: 5 }]);
  });

  it('under the store minimum, the section 8 message stands where the checkout link was, and back', async () => {
    open(cartOf(entry('a', 2, 1000)), 1500);
    const checkout = () => document.querySelector('.cart-checkout');
    const note = () => document.querySelector('.cart-minimum');
    expect([checkout(), note()]).toEqual([expect.anything(), null]);
    replies = [{ status: 200, body: { cart: cartOf(entry('a', 1, 1000)) } }];
    setQuantity('a', '1');
    await vi.waitFor(() => expect(note()?.textContent).toBe(format(cartStrings.subtotalTooLow, { subtotal: '$15.00' })));
    expect(checkout()).toBeNull();
    expect(note()!.getAttribute('role')).toBe('alert');
    replies = [{ status: 200, body: { cart: cartOf(entry('a', 3, 1000)) } }];
    setQuantity('a', '3');
    await vi.waitFor(() => expect(checkout()?.getAttribute('href')).toBe(GOTO_CHECKOUT_PATH));
    expect(note()).toBeNull();
  });

  it('Remove removes without asking', async () => {
    open(cartOf(entry('a', 1, 1500), entry('b', 1, 700)));
    replies = [{ status: 200, body: { cart: cartOf(entry('b', 1, 700)) } }];
    line('a')!.querySelector<HTMLFormElement>('.cart-remove-form')!.requestSubmit();
    await vi.waitFor(() => expect(line('a')).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
    expect(subtotal()).toBe('$7.00');
  });

  it.each([
    ['a server error, on a quantity', 'update', { status: 500 }, `${cartStrings.unableToUpdateQuantity}. Please try again.`],
    ['a server error, on a removal', 'remove', { status: 503 }, `${cartStrings.unableToRemoveItem}. Please try again.`],
    ['a short stock, in the server words', 'update', { status: 409, body: { error: 'Only 2 left.', sku: 'a' } }, 'Only 2 left.'],
    // issue 22, found by fuzzing: an empty error was the whole message.
    ['a refusal with empty words', 'update', { status: 400, body: { error: '' } }, `${cartStrings.unableToUpdateQuantity}. Please try again.`],
  ] as const)('%s: says it, and keeps the line', async (_name, action, reply, words) => {
    open(cartOf(entry('a', 1, 1500)));
    replies = [reply];
    if (action === 'update') setQuantity('a', '5');
    else line('a')!.querySelector<HTMLFormElement>('.cart-remove-form')!.requestSubmit();
    await vi.waitFor(() => expect(message()).toBe(words));
    expect(line('a')).not.toBeNull();
    expect(document.querySelector('.cart-message')!.getAttribute('role')).toBe('alert');
  });

  it('on a fr-FR page, asks and fails in French', async () => {
    await import('../../../../../core/catalog/strings/fr-FR.ts');
    open(cartOf(entry('a', 1, 1500), entry('b', 1, 500)), undefined, 'fr-FR');
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer = 'cancel';
    setQuantity('a', '0');
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith({ title: cartStringsFrFR.removeAtZeroQuantity, style: 'confirm-or-cancel' }));
    replies = [new TypeError('Failed to fetch')];
    setQuantity('b', '3');
    await vi.waitFor(() => expect(message()).toBe(`${shopStrings.pending} ${cartStringsFrFR.checkConnection}`));
  });

  it('a lost connection keeps the change pending, says so, and sends it when the connection is back', async () => {
    open(cartOf(entry('a', 1, 1500)));
    replies = [new TypeError('Failed to fetch')];
    setQuantity('a', '4');
    await vi.waitFor(() => expect(message()).toBe(`${shopStrings.pending} ${cartStrings.checkConnection}`));
    expect(line('a')!.getAttribute('data-cart-pending')).toBe('true');
    expect(quantityOf('a').value).toBe('4');
    replies = [{ status: 200, body: { cart: cartOf(entry('a', 4, 1500)) } }];
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(subtotal()).toBe('$60.00'));
    expect(line('a')!.hasAttribute('data-cart-pending')).toBe(false);
    expect(message()).toBe('');
    expect(calls().map(([method, , body]) => [method, body])).toEqual([
      ['PUT', { quantity: 4 }],
      ['PUT', { quantity: 4 }],
    ]);
  });
});
