// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/shop"}
// The store's page feature: the cart indicator (uninitialised until the first
// sync, then the count, capped at '100+'), over the header markup the server renders.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { start } from '../../../../../core/blocks/store/cart-indicator.ts';
import { cartIndicatorStrings } from '../../../../../core/catalog/strings/cart-indicator.ts';
import { format } from '../../../../../core/catalog/strings.ts';
import { CART_CHANGE_EVENT, CART_CHANNEL, CART_FLAG_COOKIE, CART_PATH } from '../../../../../core/catalog/store.ts';
import { renderCartIndicator } from '../../../../../server/render/store/indicator.ts';
import { immediateScheduler, noOverlays, plainPage } from '../../../../fixtures/dom.ts';

const indicator = () => document.querySelector<HTMLElement>('[data-cart-indicator]')!;
const state = () => indicator().getAttribute('data-cart-state');
const count = () => indicator().querySelector('.cart-count')!.textContent;
const label = () => indicator().getAttribute('aria-label');
const subtotal = () => indicator().getAttribute('data-cart-subtotal');
let started: { destroy(): void } | undefined;

function open({ flag = false, reply = { status: 200, body: { cart: { totalQuantity: 3 } } } as { status: number; body: unknown } | Error } = {}) {
  document.body.innerHTML = `<header>${renderCartIndicator()}</header>`;
  if (flag) document.cookie = `${CART_FLAG_COOKIE}=1; Path=/`;
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  window.fetch = fetch as unknown as typeof window.fetch;
  started = start({ document, window, scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
  return fetch;
}

afterEach(() => {
  started?.destroy();
  document.cookie = `${CART_FLAG_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the cart indicator', () => {
  it('is uninitialised as the server sends it', () => {
    document.body.innerHTML = renderCartIndicator();
    expect(state()).toBe('uninitialised');
  });

  it('without the cart flag, asks nothing and shows the empty cart', () => {
    const fetch = open();
    expect(fetch).not.toHaveBeenCalled();
    expect([state(), count(), label(), subtotal()]).toEqual(['initialised', '0', format(cartIndicatorStrings.indicatorNItems, { n: 0 }), '']);
  });

  it('with the cart flag, syncs with the server cart, then is initialised', async () => {
    const fetch = open({ flag: true });
    expect(state()).toBe('uninitialised');
    await vi.waitFor(() => expect(state()).toBe('initialised'));
    expect(new URL(fetch.mock.calls[0]![0]).pathname).toBe(CART_PATH);
    expect([count(), label()]).toEqual(['3', format(cartIndicatorStrings.indicatorNItems, { n: 3 })]);
  });

  it('a failed sync leaves it uninitialised (the page keeps working)', async () => {
    const fetch = open({ flag: true, reply: new TypeError('offline') });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state()).toBe('uninitialised');
  });

  it.each([
    [0, '0', format(cartIndicatorStrings.indicatorNItems, { n: 0 })],
    [1, '1', cartIndicatorStrings.indicatorOneItem],
    [99, '99', format(cartIndicatorStrings.indicatorNItems, { n: 99 })],
    [100, '100', format(cartIndicatorStrings.indicatorNItems, { n: 100 })],
    [101, '100+', format(cartIndicatorStrings.moreThanNItems, { n: 100 })],
    [1000, '100+', format(cartIndicatorStrings.moreThanNItems, { n: 100 })],
  ])('follows cart:change: %i items show %s, labelled %s', (quantity, text, words) => {
    open();
    document.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: { totalQuantity: quantity } }));
    expect([count(), label()]).toEqual([text, words]);
  });

  it("follows another tab's change through the BroadcastChannel", async () => {
    open();
    const other = new BroadcastChannel(CART_CHANNEL);
    other.postMessage({ totalQuantity: 7 });
    await vi.waitFor(() => expect(count()).toBe('7'));
    other.close();
  });

  it('keeps the subtotal the server drew (it has no money rules of its own) through its sync', async () => {
    const cart = { totalQuantity: 2, subtotalAmount: { cents: 4500, currency: 'USD' } };
    const fetch = open({ flag: true, reply: { status: 200, body: { cart } } });
    document.body.innerHTML = `<header>${renderCartIndicator({ totalQuantity: 2, subtotalAmount: cart.subtotalAmount }, 'en-US')}</header>`;
    started!.destroy();
    started = start({ document, window, scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
    await vi.waitFor(() => expect(state()).toBe('initialised'));
    expect(fetch).toHaveBeenCalled();
    expect([count(), subtotal()]).toEqual(['2', '$45.00']);
  });

  it('stops following when destroyed', () => {
    open();
    started!.destroy();
    document.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: { totalQuantity: 5 } }));
    expect(count()).toBe('0');
  });
});
