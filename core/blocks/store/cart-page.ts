// The cart page (page type 200 or 205, or a cart root element), over the server's
// /cart (docs/store.md): each line's quantity form and remove button call the cart API instead of
// posting. Quantity 0 asks first; a failure says so in the spec's words; a
// lost connection keeps the visitor's change pending, says so, and sends it when the connection is back.
import { formatMoney } from '../../catalog/money.ts';
import { format } from '../../catalog/strings.ts';
import { cartStrings } from '../../catalog/strings/cart.ts';
import type { Words } from '../../catalog/strings/locale.ts';
import { shopStrings } from '../../catalog/strings/shop.ts';
import { GOTO_CHECKOUT_PATH, NO_CART_ALERT } from '../../catalog/checkout-paths.ts';
import { CART_ITEMS_PATH } from '../../catalog/store.ts';
import { belowMinimum, type CartFacade } from '../../commerce/cart.ts';
import type { FeatureDeps } from '../../feature.ts';
import { cartCall, cartFailureText, isOffline } from './cart-call.ts';
import { wordsIn } from './words.ts';

type Change = { sku: string; quantity: number };

export function start(deps: FeatureDeps): { destroy(): void } {
  const { document, window, overlays } = deps;
  const root = document.querySelector<HTMLElement>('[data-cart-root]');
  const listening = new AbortController();
  const signal = listening.signal;
  if (!root) return { destroy: () => listening.abort() };
  // The cart page answered a checkout without a cart: its alert is the checkout check's dialog.
  if (root.querySelector(`[${NO_CART_ALERT}]`)) void import('./checkout-nav.ts').then((checkout) => checkout.showPageAlert(deps));
  const locale = document.documentElement.lang || undefined;
  // The cart's words in the page's language; they are first needed after a visitor's change.
  let words: Words<typeof cartStrings> = cartStrings;
  void wordsIn(document, cartStrings, (french) => french.cartStringsFrFR).then((found) => (words = found));
  const minimum = Number(root.getAttribute('data-cart-minimum')) || undefined;
  const checkoutLink = (): HTMLElement =>
    Object.assign(document.createElement('a'), { className: 'store-button cart-checkout', href: GOTO_CHECKOUT_PATH, textContent: shopStrings.checkout });
  const minimumNote = (subtotal: string): HTMLElement => {
    const note = Object.assign(document.createElement('span'), { className: 'cart-minimum', textContent: format(words.subtotalTooLow, { subtotal }) });
    note.setAttribute('role', 'alert');
    return note;
  };
  // The latest change of each line that could not be sent, in the order made.
  const pending = new Map<string, number>();
  let message = root.querySelector<HTMLElement>('.cart-message');
  const lineOf = (sku: string) => [...root.querySelectorAll<HTMLElement>('.cart-line')].find((line) => line.getAttribute('data-sku') === sku);

  function say(text: string): void {
    if (!message) {
      message = Object.assign(document.createElement('p'), { className: 'cart-message' });
      message.setAttribute('role', 'alert');
      root!.querySelector('h1')?.after(message);
    }
    message.textContent = text;
  }

  // The page follows the server's cart: quantities, line totals, the subtotal, and the empty cart.
  function show(cart: CartFacade): void {
    const money = (cents: number) => formatMoney(cents, cart.subtotalAmount.currency, locale);
    for (const line of root!.querySelectorAll<HTMLElement>('.cart-line')) {
      const entry = cart.entries.find((candidate) => candidate.sku === line.getAttribute('data-sku'));
      if (!entry) {
        line.remove();
        continue;
      }
      const input = line.querySelector<HTMLInputElement>('input[name="quantity"]');
      if (input && !pending.has(entry.sku)) input.value = String(entry.quantity);
      const total = line.querySelector('.cart-line-total');
      if (total) total.lastChild!.textContent = money(entry.lineTotalCents);
    }
    const subtotal = root!.querySelector('.cart-subtotal strong');
    if (subtotal) subtotal.textContent = money(cart.subtotalCents);
    // Under the store's minimum, the message stands where the checkout link was.
    const action = root!.querySelector('.cart-checkout, .cart-minimum');
    const below = belowMinimum(cart.subtotalCents, minimum);
    if (action && below !== action.classList.contains('cart-minimum')) action.replaceWith(below ? minimumNote(money(minimum!)) : checkoutLink());
    if (cart.entries.length === 0) {
      for (const part of root!.querySelectorAll('.cart-lines, .cart-subtotal, .cart-actions')) part.remove();
      if (!root!.querySelector('.cart-empty')) root!.append(Object.assign(document.createElement('p'), { className: 'cart-empty', textContent: words.empty }));
    }
  }

  function send({ sku, quantity }: Change): Promise<void> {
    const line = lineOf(sku);
    line?.setAttribute('aria-busy', 'true');
    const remove = quantity === 0;
    const url = `${CART_ITEMS_PATH}/${encodeURIComponent(sku)}`;
    return cartCall(window, url, remove ? { method: 'DELETE' } : { method: 'PUT', json: { quantity } })
      .then(
        (cart) => {
          if (pending.get(sku) === quantity) pending.delete(sku);
          line?.removeAttribute('data-cart-pending');
          if (message && pending.size === 0) message.textContent = '';
          show(cart);
        },
        (error: unknown) => {
          if (isOffline(error)) {
            pending.set(sku, quantity);
            line?.setAttribute('data-cart-pending', 'true');
            return say(`${shopStrings.pending} ${words.checkConnection}`);
          }
          say(cartFailureText(error, remove ? words.unableToRemoveItem : words.unableToUpdateQuantity, words));
        },
      )
      .finally(() => line?.removeAttribute('aria-busy'));
  }

  // The quantity last asked for, per line, while a change of it is being asked or sent: a second ask
  // (the field's change and its Update button both submit) waits for the first, and only a new quantity
  // is sent after it.
  const asked = new Map<string, number>();

  async function change(sku: string, input: HTMLInputElement | null, quantity: number): Promise<void> {
    if (asked.has(sku)) return void asked.set(sku, quantity);
    asked.set(sku, quantity);
    try {
      if (quantity === 0 && input) {
        // Setting quantity 0 asks before it removes the line.
        const answer = await overlays.load().then(
          (module) => module.confirm({ title: words.removeAtZeroQuantity, style: 'confirm-or-cancel' }),
          () => (window.confirm(words.removeAtZeroQuantity) ? 'confirm' : 'cancel'),
        );
        if (answer !== 'confirm') {
          input.value = input.defaultValue;
          asked.set(sku, quantity);
          return;
        }
      }
      await send({ sku, quantity });
      if (input && !pending.has(sku)) input.defaultValue = input.value;
    } finally {
      const next = asked.get(sku);
      asked.delete(sku);
      if (next !== undefined && next !== quantity) void change(sku, input, next);
    }
  }

  root.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const sku = (form.elements.namedItem('sku') as HTMLInputElement | null)?.value;
      if (!sku) return;
      event.preventDefault();
      if (form.classList.contains('cart-remove-form')) return void change(sku, null, 0);
      const input = form.querySelector<HTMLInputElement>('input[name="quantity"]');
      const quantity = Number(input?.value);
      // A quantity that is not a whole number is the browser's to flag: nothing is sent.
      if (!input || input.value === '' || !Number.isInteger(quantity) || quantity < 0) return void input?.reportValidity();
      if (quantity === Number(input.defaultValue) && !pending.has(sku)) return;
      void change(sku, input, quantity);
    },
    { signal },
  );
  // A changed quantity is sent as soon as the visitor leaves the field, as the Update button would.
  root.addEventListener('change', (event) => (event.target as HTMLInputElement).form?.requestSubmit(), { signal });
  window.addEventListener('online', () => [...pending].forEach(([sku, quantity]) => void send({ sku, quantity })), { signal });
  return { destroy: () => listening.abort() };
}
