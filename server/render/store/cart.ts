// docs/store.md "Pages": /cart (page type 200). Each line's image, name, options, unit price, a
// quantity form and a remove button that post to /cart/update without JavaScript; the subtotal and
// the checkout link; the catalogue's empty message. The root carries the cart facade for the runtime.
import { belowMinimum, type CartEntry } from '../../../core/commerce/cart.ts';
import { format } from '../../../core/catalog/strings.ts';
import { cartStrings } from '../../../core/catalog/strings/cart.ts';
import { shopStrings } from '../../../core/catalog/strings/shop.ts';
import { CART_UPDATE_PATH, GOTO_CHECKOUT_PATH, SHOP_PATH } from '../../store/index.ts';
import { NO_CART_ALERT } from '../../../core/catalog/checkout-paths.ts';
import { escapeHtml, jsonAttribute } from '../escape.ts';
import { renderImageTag, type ImageRenderState } from '../blocks/image.ts';
import type { ImageSizes } from '../model.ts';
import { money, type StoreMoney } from './price.ts';
import type { CartViewState } from '../model.ts';
import { storePageStrings } from './strings.ts';
import { storeWords, translated } from './words.ts';

/** The most of one line the quantity input offers (the store's own limit decides). */
export const LINE_QUANTITY_MAX = 999;
const THUMBNAIL = 96;

export interface CartRenderContext extends StoreMoney {
  crumb: string;
  /** The store's minimum order subtotal, in cents; none when absent. */
  minimumSubtotalCents?: number;
  imageSizes: ImageSizes;
  images: ImageRenderState;
}

/** "Size: Small, Colour: Black" when the option names are known, else the values alone. */
export function optionsText(names: readonly string[] | undefined, values: readonly string[]): string {
  if (names && names.length === values.length) return values.map((value, i) => `${names[i]}: ${value}`).join(', ');
  return values.join(', ');
}

const productHref = (entry: CartEntry): string => `${SHOP_PATH}/${encodeURIComponent(entry.slug)}`;

function thumbnail(entry: CartEntry, context: CartRenderContext): string {
  if (!entry.image) return `<div class="image-frame cart-no-image" style="aspect-ratio:1/1"></div>`;
  return renderImageTag(
    {
      name: entry.image,
      alt: '',
      size: context.imageSizes(entry.image) ?? { width: 1500, height: 1000 },
      frame: { width: 1, height: 1 },
      crop: 'cover',
      focalPoint: { x: 0.5, y: 0.5 },
      stretch: true,
      span: 'third',
      sizes: () => `${THUMBNAIL}px`,
    },
    context.images,
  );
}

function line(entry: CartEntry, index: number, state: CartViewState, context: CartRenderContext): string {
  const id = `cart-quantity-${index}`;
  const name = escapeHtml(entry.name);
  const options = entry.optionValues.length > 0 ? `<p class="cart-line-options">${escapeHtml(optionsText(state.optionNames?.[entry.productId], entry.optionValues))}</p>` : '';
  const hidden = `<input type="hidden" name="crumb" value="${escapeHtml(context.crumb)}"><input type="hidden" name="sku" value="${escapeHtml(entry.sku)}">`;
  return (
    `<li class="cart-line" data-sku="${escapeHtml(entry.sku)}">` +
    `<div class="cart-line-image">${thumbnail(entry, context)}</div>` +
    `<div class="cart-line-info"><a class="cart-line-name" href="${escapeHtml(productHref(entry))}">${name}</a>${options}` +
    `<p class="cart-line-price">${escapeHtml(storePageStrings.price)}: ${escapeHtml(money(entry.unitPriceCents, context))}</p></div>` +
    `<form class="cart-quantity-form" method="post" action="${CART_UPDATE_PATH}">${hidden}` +
    `<label for="${id}">${escapeHtml(storePageStrings.quantity)}<span class="visually-hidden"> ${escapeHtml(format(storePageStrings.ofItem, { name: entry.name }))}</span></label>` +
    `<input id="${id}" type="number" name="quantity" value="${entry.quantity}" min="0" max="${LINE_QUANTITY_MAX}" inputmode="numeric">` +
    `<button type="submit" name="action" value="update">${escapeHtml(storePageStrings.update)}</button></form>` +
    `<form class="cart-remove-form" method="post" action="${CART_UPDATE_PATH}">${hidden}` +
    `<button type="submit" name="action" value="remove" aria-label="${escapeHtml(format(storePageStrings.removeItem, { name: entry.name }))}">${escapeHtml(shopStrings.remove)}</button></form>` +
    `<p class="cart-line-total"><span class="visually-hidden">${escapeHtml(storePageStrings.total)}: </span>${escapeHtml(money(entry.lineTotalCents, context))}</p>` +
    `</li>`
  );
}

/** The checkout link, or, under the store's minimum, the section 8 message in its place (the runtime swaps them as the subtotal changes). */
export function checkoutAction(subtotalCents: number, context: Pick<CartRenderContext, 'minimumSubtotalCents' | 'currency' | 'locale'>): string {
  if (!belowMinimum(subtotalCents, context.minimumSubtotalCents))
    return `<a class="store-button cart-checkout" href="${GOTO_CHECKOUT_PATH}">${escapeHtml(shopStrings.checkout)}</a>`;
  const subtotal = money(context.minimumSubtotalCents!, context);
  return `<span class="cart-minimum" role="alert">${escapeHtml(format(storeWords(context.locale).cart.subtotalTooLow, { subtotal }))}</span>`;
}

export function renderCart(state: CartViewState, context: CartRenderContext): string {
  const { cart } = state;
  const words = storeWords(context.locale);
  // The no-cart alert is page text for a visitor without JavaScript; the runtime shows it as a dialog instead.
  const noCart = state.alert === cartStrings.noCartAtCheckout ? ` ${NO_CART_ALERT}` : '';
  const alert = state.alert ? `<p class="store-alert" role="alert"${noCart}>${escapeHtml(translated(state.alert, words))}</p>` : '';
  const body =
    cart.entries.length === 0
      ? `<p class="cart-empty">${escapeHtml(words.cart.empty)}</p><p><a href="${SHOP_PATH}">${escapeHtml(storePageStrings.continueShopping)}</a></p>`
      : `<ul class="cart-lines">${cart.entries.map((entry, i) => line(entry, i, state, context)).join('')}</ul>` +
        `<p class="cart-subtotal">${escapeHtml(storePageStrings.subtotal)} <strong>${escapeHtml(money(cart.subtotalCents, context))}</strong></p>` +
        `<p class="cart-actions">${checkoutAction(cart.subtotalCents, context)} <a href="${SHOP_PATH}">${escapeHtml(storePageStrings.continueShopping)}</a></p>`;
  const minimum = context.minimumSubtotalCents ? ` data-cart-minimum="${context.minimumSubtotalCents}"` : '';
  return `<div class="cart-page" data-cart-root${minimum} data-cart-json="${jsonAttribute(cart)}"><h1>${escapeHtml(storePageStrings.cartTitle)}</h1>${alert}${body}</div>`;
}
