// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/cart"}
// A checkout navigation needs the cart flag, or the alert of
// section 5 shows; inside the owner area's frame it goes on the top window.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStrings } from '../../../../../core/catalog/strings/cart.ts';
import { CART_FLAG_COOKIE } from '../../../../../core/catalog/store.ts';
import { checkoutNavigation, start as guardCheckout } from '../../../../../core/blocks/store/checkout-nav.ts';
import type { OverlaysModule } from '../../../../../core/overlays/port.ts';
import { immediateScheduler, noOverlays, plainPage } from '../../../../fixtures/dom.ts';
import { cartStringsFrFR } from '../../../../../core/catalog/strings/fr-FR.ts';
import { emptyCart } from '../../../../../core/commerce/cart.ts';
import { renderCart } from '../../../../../server/render/store/cart.ts';
import { start as startCartPage } from '../../../../../core/blocks/store/cart-page.ts';

const CART_CONTEXT = { crumb: 'k', currency: 'USD', locale: 'en-US', imageSizes: () => undefined, images: { eager: 0, rendered: 0 } };

const origin = 'https://site.example';
const at = (path: string) => new URL(path, origin);

describe('checkoutNavigation', () => {
  it.each([
    // [address, has a cart, framed, what happens]
    ['/commerce/goto-checkout', true, false, 'default'],
    ['/commerce/goto-checkout', false, false, 'no-cart'],
    ['/commerce/goto-checkout', false, true, 'no-cart'],
    ['/commerce/goto-checkout', true, true, 'top'],
    ['/checkout/subscribe?cartToken=c1', false, false, 'no-cart'],
    ['/checkout/subscribe?cartToken=c1', true, true, 'top'],
    // The gift card's checkout buys one card without the cart.
    ['/checkout/giftcard?websiteId=w&giftCardProductId=g', false, false, 'default'],
    ['/checkout/giftcard?websiteId=w&giftCardProductId=g', false, true, 'top'],
    // The donation checkout needs no cart either, and moves the top window as the others do.
    ['/checkout/donate?donatePageId=d1', false, false, 'default'],
    ['/checkout/donate?donatePageId=d1', false, true, 'top'],
    ['/checkout/donate?donatePageId=d1', true, true, 'top'],
    ['https://elsewhere.example/checkout/donate?donatePageId=d1', false, true, 'default'],
    ['/shop', false, true, 'default'],
    ['/cart', false, false, 'default'],
    ['https://elsewhere.example/commerce/goto-checkout', false, false, 'default'],
  ] as const)('%s, cart %s, framed %s: %s', (path, hasCart, framed, expected) => {
    expect(checkoutNavigation(at(path), origin, hasCart, framed)).toBe(expected);
  });
});

describe('guardCheckout on a page', () => {
  let stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    document.cookie = `${CART_FLAG_COOKIE}=; Max-Age=0; Path=/`;
    document.body.innerHTML = '';
  });

  function start(alert = vi.fn(async () => {})) {
    document.body.innerHTML = '<a id="go" href="/commerce/goto-checkout">Checkout</a><a id="shop" href="/shop">Shop</a>';
    const overlays = { ...noOverlays, load: async () => ({ alert }) as unknown as OverlaysModule };
    const stop = guardCheckout({ document, window, scheduler: immediateScheduler, page: plainPage, overlays }).destroy;
    stops.push(stop);
    return { alert, stop };
  }
  const click = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById(id)!.dispatchEvent(event);
    return event;
  };

  it('without the cart flag, stops the navigation and shows the alert in the spec words', async () => {
    const { alert } = start();
    const event = click('go');
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(cartStrings.noCartAtCheckout));
  });

  it('with the cart flag, lets the link go', () => {
    document.cookie = `${CART_FLAG_COOKIE}=1; Path=/`;
    const { alert } = start();
    expect(click('go').defaultPrevented).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('leaves other links alone, and stops listening when destroyed', () => {
    const { alert, stop } = start();
    expect(click('shop').defaultPrevented).toBe(false);
    stop();
    expect(click('go').defaultPrevented).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('the cart page the server answered a checkout without a cart with shows its alert as the dialog, and the page text gives way', async () => {
    document.body.innerHTML = renderCart({ view: 'cart', cart: emptyCart(), alert: cartStrings.noCartAtCheckout }, CART_CONTEXT);
    const text = document.querySelector<HTMLElement>('[role="alert"]')!;
    expect(text.textContent).toBe(cartStrings.noCartAtCheckout);
    let hiddenWhenShown: HTMLElement['hidden'] | undefined;
    const alert = vi.fn(async () => void (hiddenWhenShown = text.hidden));
    const overlays = { ...noOverlays, load: async () => ({ alert }) as unknown as OverlaysModule };
    stops.push(startCartPage({ document, window, scheduler: immediateScheduler, page: plainPage, overlays }).destroy);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(cartStrings.noCartAtCheckout));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(hiddenWhenShown).toBe(true);
  });

  it('on a fr-FR page, the alert is French', async () => {
    document.documentElement.lang = 'fr-FR';
    try {
      const { alert } = start();
      click('go');
      await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(cartStringsFrFR.noCartAtCheckout));
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('when the overlays cannot load, the browser alert says it', async () => {
    document.body.innerHTML = '<a id="go" href="/commerce/goto-checkout">Checkout</a>';
    const native = vi.fn();
    window.alert = native;
    stops.push(guardCheckout({ document, window, scheduler: immediateScheduler, page: plainPage, overlays: noOverlays }).destroy);
    expect(click('go').defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(native).toHaveBeenCalledWith(cartStrings.noCartAtCheckout));
  });
});
