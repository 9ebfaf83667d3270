// The product block (43), in the markup of docs/store.md "The product
// block". A real form that posts to /cart/add, so Add to Cart works with JavaScript off; the block's
// JSON is the product (its stock as the store has it now) with the currency and locale, which the
// runtime's product block reads to follow the chosen variant.
import { BlockType, ProductType } from '../../../core/catalog/enums.ts';
import { isOnSale, isSoldOut, subscriptionText, variantFor, type Product, type Variant } from '../../../core/commerce/product.ts';
import { shopStrings } from '../../../core/catalog/strings/shop.ts';
import { installmentText } from '../../../core/commerce/installments.ts';
import type { ProductBlock, ProductRenderState } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { money, priceHtml, renderProductReviews, storePageStrings, storeWords, type StoreMoney } from '../store/index.ts';
import { blockWrapper } from './block.ts';
import { CART_ADD_PATH, GIFT_CARD_CHECKOUT_PATH } from '../../store/index.ts';

export interface ProductRenderContext extends StoreMoney {
  crumb: string;
  websiteId: string;
  state?: ProductRenderState;
}

/** The values of option `index`, each once, in variant order. */
export const optionValues = (product: Product, index: number): string[] => [...new Set(product.variants.map((variant) => variant.optionValues[index] ?? ''))];

/** The variant chosen at first: the first one a visitor can buy, else the first. */
export const firstVariant = (product: Product): Variant | undefined =>
  product.variants.find((variant) => variant.unlimited || variant.qtyInStock > 0 || product.productType === ProductType.DIGITAL) ?? product.variants[0];

/** The address that buys one gift card of this amount without the cart. */
export const giftCardHref = (websiteId: string, product: Product, sku: string): string =>
  `${GIFT_CARD_CHECKOUT_PATH}?${new URLSearchParams({ websiteId, giftCardProductId: product.id, sku })}`;

function optionSelect(product: Product, index: number, chosen: string | undefined): string {
  const name = product.options[index] ?? '';
  const options = optionValues(product, index)
    .map((value) => `<option value="${escapeHtml(value)}"${value === chosen ? ' selected' : ''}>${escapeHtml(value)}</option>`)
    .join('');
  return `<label class="product-option">${escapeHtml(name)} <select name="option-${index}">${options}</select></label>`;
}

export function renderProduct(block: ProductBlock, context: ProductRenderContext): string {
  const { product } = block;
  const state = context.state ?? {};
  const chosen = state.chosen ?? firstVariant(product)?.optionValues ?? [];
  // The price and marks of the variant the selects start on, as the runtime's block draws them (no change at start).
  const variant = product.options.length === 0 ? product.variants[0] : variantFor(product, chosen);
  const shown = variant ? { ...product, variants: [variant] } : product;
  const soldOut = isSoldOut(shown);
  const mark = soldOut ? shopStrings.soldOut : isOnSale(shown) ? shopStrings.sale : '';
  const selects = product.options.map((_, index) => optionSelect(product, index, chosen[index])).join('');
  const quantity = Number.isInteger(state.quantity) && (state.quantity ?? 0) > 0 ? state.quantity! : 1;
  const message = state.message ?? '';
  // A refusal is an alert; the runtime's messages and "Added" are polite status text.
  const messageRole = state.error ? 'alert' : 'status';
  const subscription = product.subscription ? `<p class="product-subscription">${escapeHtml(subscriptionText(product.subscription))}</p>` : '';
  // A gift card can also be bought alone, one of each amount, at /checkout/giftcard.
  const giftCard =
    product.productType === ProductType.GIFT_CARD && !soldOut
      ? `<p class="product-buy-now">${escapeHtml(storePageStrings.buyNow)} ${product.variants
          .map(
            (variant) =>
              `<a href="${escapeHtml(giftCardHref(context.websiteId, product, variant.sku))}">${escapeHtml(variant.optionValues.join(' ') || money(variant.priceCents, context))}</a>`,
          )
          .join(' · ')}</p>`
      : '';
  const inner =
    `<h1 class="product-name">${escapeHtml(product.name)}</h1>` +
    `<p class="product-price" data-product-price>${priceHtml(shown, context)}</p>` +
    `<p class="product-installments" data-product-installments>${escapeHtml(installmentText(shown, context.currency, context.locale))}</p>` +
    subscription +
    `<p class="product-mark">${escapeHtml(mark)}</p>` +
    `<form class="product-form" method="post" action="${CART_ADD_PATH}">` +
    `<input type="hidden" name="crumb" value="${escapeHtml(context.crumb)}"><input type="hidden" name="productId" value="${escapeHtml(product.id)}">` +
    selects +
    `<label class="product-quantity">${escapeHtml(storePageStrings.quantity)} <input type="number" name="quantity" value="${quantity}" min="1" inputmode="numeric"></label>` +
    `<button type="submit" class="add-to-cart"${soldOut ? ' disabled' : ''}>${escapeHtml(shopStrings.addToCart)}</button>` +
    `<p class="product-message" role="${messageRole}">${escapeHtml(message)}${state.error || !message ? '' : ` <a href="/cart">${escapeHtml(storePageStrings.viewCart)}</a>`}</p>` +
    `</form>` +
    giftCard +
    (product.description ? `<p class="product-description">${escapeHtml(product.description)}</p>` : '') +
    (state.reviews ? renderProductReviews(state.reviews, storeWords(context.locale), context.locale) : '');
  return blockWrapper(BlockType.PRODUCT, block.id, 'product-block', inner, {
    json: { ...product, currency: context.currency, locale: context.locale },
    animation: block.animation,
  });
}
