// The product block's JSON and a server's cart reply, read once at the boundary.
// Every field falls back to its default alone; bad input never throws. Hand-written guards, not zod:
// zod/mini's chunk is shared with the context check on every page's critical path, and the checks a
// store reader would add to it (catch, int, literal, min length) cost about 1 KB there.
import { ContentStatus, ProductType, SubscriptionBillingUnit } from '../catalog/enums.ts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '../catalog/money.ts';
import { type CartEntry, type CartFacade, emptyCart } from './cart.ts';
import type { Product, SubscriptionPlan, Variant } from './product.ts';

type Fields = Record<string, unknown>;

const objectOf = (raw: unknown): Fields => (raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Fields) : {});
const isObject = (raw: unknown): raw is Fields => raw === objectOf(raw);
const text = (raw: unknown): string => (typeof raw === 'string' ? raw : '');
const flag = (raw: unknown): boolean => raw === true;
const isCount = (raw: unknown): raw is number => Number.isSafeInteger(raw) && (raw as number) >= 0;
/** Cents and quantities: whole, not negative; 0 otherwise. */
const count = (raw: unknown): number => (isCount(raw) ? raw : 0);
const texts = (raw: unknown): string[] => (Array.isArray(raw) && raw.every((value) => typeof value === 'string') ? [...raw] : []);
const list = (raw: unknown): unknown[] => (Array.isArray(raw) ? [...raw] : []);
const imageOf = (raw: unknown): string | null => (typeof raw === 'string' ? raw : null);
const oneOf = <T>(table: Record<string, T>, raw: unknown, fallback: T): T => (Object.values(table).includes(raw as T) ? (raw as T) : fallback);
/** An optional field: absent stays absent; present, it must pass, or it is dropped. */
const maybe = <T>(raw: unknown, ok: (raw: unknown) => raw is T): T | undefined => (ok(raw) ? raw : undefined);
const isBoolean = (raw: unknown): raw is boolean => typeof raw === 'boolean';
const isWeight = (raw: unknown): raw is number => Number.isFinite(raw) && (raw as number) >= 0;

// Drops the optional fields that are absent, so a read product equals its source.
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function readVariant(raw: unknown): Variant[] {
  const o = objectOf(raw);
  if (typeof o.sku !== 'string') return [];
  return [
    defined({
      sku: o.sku,
      optionValues: texts(o.optionValues),
      priceCents: count(o.priceCents),
      salePriceCents: count(o.salePriceCents),
      onSale: flag(o.onSale),
      qtyInStock: count(o.qtyInStock),
      unlimited: flag(o.unlimited),
      weight: maybe(o.weight, isWeight),
    }),
  ];
}

// Subscription plan; without a billing period object it is no plan.
function readPlan(raw: unknown): SubscriptionPlan | undefined {
  const o = objectOf(raw);
  if (!isObject(raw) || !isObject(o.billingPeriod)) return undefined;
  const { value, unit } = o.billingPeriod;
  return {
    billingPeriod: { value: isCount(value) && value >= 1 ? value : 1, unit: oneOf(SubscriptionBillingUnit, unit, SubscriptionBillingUnit.MONTHLY) },
    numBillingCycles: count(o.numBillingCycles),
  };
}

/** A product from JSON: null without an object and an id; a variant without a SKU is dropped. */
export function readProduct(raw: unknown): Product | null {
  const o = objectOf(raw);
  if (typeof o.id !== 'string' || o.id === '') return null;
  return defined({
    id: o.id,
    slug: text(o.slug),
    name: text(o.name),
    description: text(o.description),
    image: imageOf(o.image),
    // An unknown type reads as physical; an unknown status as draft, so it is not shown.
    productType: oneOf(ProductType, o.productType, ProductType.PHYSICAL),
    status: oneOf(ContentStatus, o.status, ContentStatus.DRAFT),
    options: texts(o.options),
    variants: list(o.variants).flatMap(readVariant),
    priceCents: maybe(o.priceCents, isCount),
    salePriceCents: maybe(o.salePriceCents, isCount),
    onSale: maybe(o.onSale, isBoolean),
    subscription: readPlan(o.subscription),
  });
}

export interface ProductBlock {
  product: Product;
  currency: string;
  locale: string;
}

// docs/store.md: the product block's JSON is the product with the site's currency and locale.
export function readProductBlock(raw: unknown): ProductBlock | null {
  const found = readProduct(raw);
  if (!found) return null;
  const { currency, locale } = objectOf(raw);
  return { product: found, currency: text(currency) || DEFAULT_CURRENCY, locale: text(locale) || DEFAULT_LOCALE };
}

function readEntry(raw: unknown): CartEntry[] {
  const o = objectOf(raw);
  if (typeof o.sku !== 'string' || o.sku === '') return [];
  return [
    {
      productId: text(o.productId),
      sku: o.sku,
      name: text(o.name),
      slug: text(o.slug),
      optionValues: texts(o.optionValues),
      quantity: count(o.quantity),
      unitPriceCents: count(o.unitPriceCents),
      lineTotalCents: count(o.lineTotalCents),
      image: imageOf(o.image),
    },
  ];
}

// Created is a timestamp (ms, an ISO date or a Date), read as a date; the epoch otherwise.
function readDate(raw: unknown): Date {
  const date = typeof raw === 'number' || typeof raw === 'string' || raw instanceof Date ? new Date(raw) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

const FACADE_TEXTS = ['id', 'websiteId', 'orderId'] as const;
const FACADE_FLAGS = ['isPurchased', 'hasDigital', 'purelyDigital', 'requiresShipping'] as const;
const FACADE_LISTS = ['shippingOptions', 'applicableTaxRules', 'coupons', 'validCoupons', 'invalidCoupons'] as const;
const FACADE_OBJECTS = ['selectedShippingOption', 'shippingLocation'] as const;
const FACADE_COUNTS = ['subtotalCents', 'taxCents', 'shippingCostCents', 'discountCents', 'grandTotalCents', 'totalQuantity'] as const;

/** A server's cart reply as the facade: every field read alone and defaulted; an entry without a SKU is dropped. */
export function cartFacade(raw: unknown): CartFacade {
  const source = objectOf(raw);
  const cart = emptyCart();
  for (const key of FACADE_TEXTS) cart[key] = text(source[key]);
  for (const key of FACADE_FLAGS) cart[key] = flag(source[key]);
  for (const key of FACADE_LISTS) cart[key] = list(source[key]);
  for (const key of FACADE_OBJECTS) cart[key] = { ...objectOf(source[key]) };
  for (const key of FACADE_COUNTS) cart[key] = count(source[key]);
  const amount = objectOf(source.subtotalAmount);
  cart.created = readDate(source.created);
  cart.entries = list(source.entries).flatMap(readEntry);
  cart.subtotalAmount = { cents: count(amount.cents), currency: text(amount.currency) || DEFAULT_CURRENCY };
  return cart;
}
