// Interest-free instalments: an order between a minimum and a maximum amount may be paid in a few equal
// payments, without interest. The specification names the minimum and the maximum without their values:
// these are ours (the common pay-later offer: four payments, on orders from 35.00 to 1,000.00).
import { formatMoney } from '../catalog/money.ts';
import { format } from '../catalog/strings.ts';
import { shopStrings } from '../catalog/strings/shop.ts';
import { ProductType } from '../catalog/enums.ts';
import { effectivePrices, type Product } from './product.ts';

export const INSTALLMENT_COUNT = 4;
/** The smallest and the largest order amount, in minor units, that instalments are offered for. */
export const INSTALLMENT_MIN_CENTS = 3_500;
export const INSTALLMENT_MAX_CENTS = 100_000;

/** Each payment of an order of `cents` paid in instalments (the last may be a cent less), or undefined outside the limits. */
export const installmentCents = (cents: number): number | undefined =>
  Number.isFinite(cents) && cents >= INSTALLMENT_MIN_CENTS && cents <= INSTALLMENT_MAX_CENTS ? Math.ceil(cents / INSTALLMENT_COUNT) : undefined;

/**
 * The instalment line under a product's price: its payments when its lowest price is within the limits,
 * else the limits themselves. None for a gift card or a subscription, which are paid as they are.
 */
export function installmentText(product: Product, currency: string, locale: string): string {
  const prices = effectivePrices(product);
  if (prices.length === 0 || product.subscription || product.productType === ProductType.GIFT_CARD) return '';
  const money = (cents: number): string => formatMoney(cents, currency, locale);
  const each = installmentCents(Math.min(...prices));
  return each === undefined
    ? format(shopStrings.installmentLimits, { min: money(INSTALLMENT_MIN_CENTS), max: money(INSTALLMENT_MAX_CENTS) })
    : format(shopStrings.installments, { count: INSTALLMENT_COUNT, amount: money(each) });
}
