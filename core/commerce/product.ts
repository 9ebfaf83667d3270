// Product (structuredContent), Subscription plan; 4: Product display; 5 and 9: limits.
import { type ContentStatus, ProductType, type SubscriptionBillingUnit } from '../catalog/enums.ts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, formatMoney } from '../catalog/money.ts';
import { format } from '../catalog/strings.ts';
import { productStrings } from '../catalog/strings/product.ts';

/** One purchasable combination of option values; prices in integer cents. */
export interface Variant {
  sku: string;
  optionValues: string[];
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  weight?: number;
}

// Subscription plan: billingPeriod value and unit; numBillingCycles 0 is open-ended.
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: SubscriptionBillingUnit };
  numBillingCycles: number;
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  productType: ProductType;
  status: ContentStatus;
  /** Option names, in order ("Size", "Colour"). */
  options: string[];
  /** A digital product has one, and carries its own price fields below. */
  variants: Variant[];
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
  subscription?: SubscriptionPlan;
}

// Products per collection.
export const MAX_PRODUCTS_PER_COLLECTION = 200;

/** The products a collection holds: the first 200 in site order, whatever their status (a draft takes its place too). */
export const inCollection = <T>(products: readonly T[]): T[] => products.slice(0, MAX_PRODUCTS_PER_COLLECTION);

/** A variant at its regular price, not on sale, with a stock count (or unlimited): the demo's and the tests' builder. */
export const regularVariant = (sku: string, optionValues: string[], priceCents: number, qtyInStock: number, unlimited = false): Variant => ({
  sku,
  optionValues,
  priceCents,
  salePriceCents: priceCents,
  onSale: false,
  qtyInStock,
  unlimited,
});

/** A variant's price as charged: the sale price while it is on sale. */
export const effectivePriceCents = (variant: Variant): number => (variant.onSale ? variant.salePriceCents : variant.priceCents);

const isDigital = (product: Product): boolean => product.productType === ProductType.DIGITAL;

// A digital product carries its own price fields (its variant's when absent).
function digitalPriceCents(product: Product): number | undefined {
  const variant = product.variants[0];
  const onSale = product.onSale ?? variant?.onSale ?? false;
  return onSale ? (product.salePriceCents ?? variant?.salePriceCents) : (product.priceCents ?? variant?.priceCents);
}

/** The prices a visitor can pay, one per variant (one for a digital product). */
export function effectivePrices(product: Product): number[] {
  if (!isDigital(product)) return product.variants.map(effectivePriceCents);
  const price = digitalPriceCents(product);
  return price === undefined ? [] : [price];
}

/** The regular prices before any sale, one per variant (one for a digital product). */
function regularPrices(product: Product): number[] {
  if (isDigital(product)) {
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

// Digital is never sold out; physical and service are when no variant is unlimited
// or has stock. A gift card (and a paywall) follows the same variant rule: its amounts are its variants.
export function isSoldOut(product: Product): boolean {
  return !isDigital(product) && !product.variants.some((variant) => variant.unlimited || variant.qtyInStock > 0);
}

// On sale when any variant is; digital uses its own flag.
export function isOnSale(product: Product): boolean {
  if (isDigital(product)) return product.onSale ?? product.variants[0]?.onSale ?? false;
  return product.variants.some((variant) => variant.onSale);
}

// 'from {startingPrice}' (the lowest price as charged) when prices differ, else the one price.
export function priceText(product: Product, currency: string = DEFAULT_CURRENCY, locale: string = DEFAULT_LOCALE): string {
  const prices = effectivePrices(product);
  if (prices.length === 0) return '';
  const lowest = Math.min(...prices);
  const text = formatMoney(lowest, currency, locale);
  return prices.every((price) => price === lowest) ? text : format(productStrings.fromPrice, { startingPrice: text });
}

const UNITS: Record<SubscriptionBillingUnit, readonly [one: string, many: string]> = {
  weekly: [productStrings.week, productStrings.weeks],
  monthly: [productStrings.month, productStrings.months],
  yearly: [productStrings.year, productStrings.years],
};

// 'renews every month'; a period value above 1 shows as a count ('renews every
// 2 weeks'); a finite plan (numBillingCycles > 0) adds 'for N payments'.
export function subscriptionText(plan: SubscriptionPlan): string {
  const { value, unit } = plan.billingPeriod;
  const [one, many] = UNITS[unit] ?? UNITS.monthly;
  const renews = format(productStrings.renewsEvery, { unit: value > 1 ? `${value} ${many}` : one });
  return plan.numBillingCycles > 0 ? `${renews} ${format(productStrings.forPayments, { count: plan.numBillingCycles })}` : renews;
}

// The variant whose option values are the chosen ones, in option order.
export function variantFor(product: Product, chosen: readonly string[]): Variant | undefined {
  return product.variants.find((variant) => variant.optionValues.length === chosen.length && variant.optionValues.every((value, i) => value === chosen[i]));
}
