// forms-commerce.md 4: Product display. A product's price as the store pages show it: priceText,
// with the original struck through when the whole product is on sale at one price.
import { formatMoney } from '../../../core/catalog/money.ts';
import { ProductType } from '../../../core/catalog/enums.ts';
import { effectivePrices, isOnSale, priceText, type Product } from '../../../core/commerce/index.ts';
import { escapeHtml } from '../escape.ts';
import { storeStrings } from './strings.ts';

/** The store's currency and the page's locale, for every amount a store page shows. */
export interface StoreMoney {
  currency: string;
  locale: string;
}

export const money = (cents: number, { currency, locale }: StoreMoney): string => formatMoney(cents, currency, locale);

/** The regular prices before any sale, one per variant (one for a digital product). */
function regularPrices(product: Product): number[] {
  if (product.productType === ProductType.DIGITAL) {
    const price = product.priceCents ?? product.variants[0]?.priceCents;
    return price === undefined ? [] : [price];
  }
  return product.variants.map((variant) => variant.priceCents);
}

/** The original price to strike through: when on sale, every variant at one regular and one paid price, the paid one lower. */
export function originalPriceCents(product: Product): number | undefined {
  if (!isOnSale(product)) return undefined;
  const paid = effectivePrices(product);
  const regular = regularPrices(product);
  const one = (list: number[]): number | undefined => (list.length > 0 && list.every((price) => price === list[0]) ? list[0] : undefined);
  const [was, now] = [one(regular), one(paid)];
  return was !== undefined && now !== undefined && now < was ? was : undefined;
}

/** The price as HTML: priceText, after the struck-through original when there is one (named for screen readers). */
export function priceHtml(product: Product, store: StoreMoney): string {
  const text = escapeHtml(priceText(product, store.currency, store.locale));
  const original = originalPriceCents(product);
  if (original === undefined) return text;
  return `<s class="price-original"><span class="visually-hidden">${storeStrings.originalPrice} </span>${escapeHtml(money(original, store))}</s> <span class="price-sale"><span class="visually-hidden">${storeStrings.salePrice} </span>${text}</span>`;
}
