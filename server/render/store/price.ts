// Product display. A product's price as the store pages show it: priceText,
// with the original struck through when the whole product is on sale at one price.
import { formatMoney } from '../../../core/catalog/money.ts';
import { originalPriceCents, priceText, type Product } from '../../../core/commerce/product.ts';
import { shopStrings } from '../../../core/catalog/strings/shop.ts';
import { escapeHtml } from '../escape.ts';

/** The store's currency and the page's locale, for every amount a store page shows. */
export interface StoreMoney {
  currency: string;
  locale: string;
}

export const money = (cents: number, { currency, locale }: StoreMoney): string => formatMoney(cents, currency, locale);

/** The price as HTML: priceText, after the struck-through original when there is one (named for screen readers). */
export function priceHtml(product: Product, store: StoreMoney): string {
  const text = escapeHtml(priceText(product, store.currency, store.locale));
  const original = originalPriceCents(product);
  if (original === undefined) return text;
  return `<s class="price-original"><span class="visually-hidden">${shopStrings.originalPrice} </span>${escapeHtml(money(original, store))}</s> <span class="price-sale"><span class="visually-hidden">${shopStrings.salePrice} </span>${text}</span>`;
}
