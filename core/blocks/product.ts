// The product block (43), docs/store.md "The product block", over the server's form (which posts to
// /cart/add without JavaScript). The chosen option values pick the variant,
// whose price, sale mark and stock show; Add to Cart calls the cart API and announces the new cart.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { formatMoney } from '../catalog/money.ts';
import { format } from '../catalog/strings.ts';
import { shopStrings } from '../catalog/strings/shop.ts';
import { CART_ITEMS_PATH } from '../catalog/store.ts';
import { isOnSale, isSoldOut, originalPriceCents, priceText, variantFor, type Product, type Variant } from '../commerce/product.ts';
import { readProductBlock } from '../commerce/schema.ts';
import { installmentText } from '../commerce/installments.ts';
import { cartCall, cartFailureText } from './store/cart-call.ts';

export function init(element: HTMLElement, { data, window }: BlockDeps): BlockInstance {
  const block = readProductBlock(data);
  const form = element.querySelector<HTMLFormElement>('form.product-form');
  // No product, or no form: the server's markup stays as it is (and posts without JavaScript); boot logs this.
  if (!block || !form) throw new Error(format(shopStrings.productBlockInvalid, { id: element.id || '(no id)' }));
  const { product, currency, locale } = block;
  const price = element.querySelector<HTMLElement>('[data-product-price]');
  const mark = element.querySelector<HTMLElement>('.product-mark');
  const installments = element.querySelector<HTMLElement>('[data-product-installments]');
  const button = form.querySelector<HTMLButtonElement>('.add-to-cart');
  const message = form.querySelector<HTMLElement>('.product-message');
  const quantity = form.querySelector<HTMLInputElement>('input[name="quantity"]');
  const selects = product.options.map((_, i) => form.querySelector<HTMLSelectElement>(`select[name="option-${i}"]`));
  const listening = new AbortController();
  let busy = false;

  const one = (variant: Variant): Product => ({ ...product, variants: [variant] });
  // A product without options has one variant; otherwise the one the selects name, if any.
  const chosen = (): Variant | undefined =>
    product.options.length === 0
      ? product.variants[0]
      : variantFor(
          product,
          selects.map((select) => select?.value ?? ''),
        );
  const say = (text: string): void => {
    if (message) message.textContent = text;
  };

  const named = (tag: string, className: string, label: string, text: string): HTMLElement => {
    const element = Object.assign(window.document.createElement(tag), { className });
    const hidden = Object.assign(window.document.createElement('span'), { className: 'visually-hidden', textContent: `${label} ` });
    element.append(hidden, text);
    return element;
  };

  function show(): void {
    const variant = chosen();
    const shown = variant ? one(variant) : product;
    const soldOut = isSoldOut(shown);
    if (price) {
      // The server's priceHtml, drawn again: the original struck through, each named for screen readers.
      const original = originalPriceCents(shown);
      const text = priceText(shown, currency, locale);
      if (original === undefined) price.textContent = text;
      else
        price.replaceChildren(
          named('s', 'price-original', shopStrings.originalPrice, formatMoney(original, currency, locale)),
          ' ',
          named('span', 'price-sale', shopStrings.salePrice, text),
        );
    }
    if (mark) mark.textContent = soldOut ? shopStrings.soldOut : isOnSale(shown) ? shopStrings.sale : '';
    if (installments) installments.textContent = installmentText(shown, currency, locale);
    if (button) button.disabled = busy || soldOut || !variant;
  }

  async function add(event: Event): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const variant = chosen();
    const missing = product.options.find((_, i) => !selects[i]?.value);
    if (!variant) return say(format(shopStrings.chooseOption, { option: missing ?? product.options[0] ?? '' }));
    const count = Number(quantity?.value ?? 1);
    if (!Number.isInteger(count) || count < 1) return quantity?.focus();
    busy = true;
    show();
    say(shopStrings.adding);
    try {
      await cartCall(window, CART_ITEMS_PATH, { method: 'POST', json: { productId: product.id, sku: variant.sku, quantity: count } });
      say(shopStrings.added);
    } catch (error) {
      say(cartFailureText(error, shopStrings.unableToAdd));
    } finally {
      busy = false;
      show();
    }
  }

  form.addEventListener('submit', (event) => void add(event), { signal: listening.signal });
  for (const select of selects) select?.addEventListener('change', show, { signal: listening.signal });
  show();
  return { destroy: () => listening.abort() };
}
