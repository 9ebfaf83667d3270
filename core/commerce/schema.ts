// forms-commerce.md 3: the product block's JSON and a server's cart reply, read once at the boundary
// with zod/mini. Every field falls back to its default alone; bad input never throws.
import * as z from 'zod/mini';
import { ContentStatus, ProductType, SubscriptionBillingUnit } from '../catalog/enums.ts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '../catalog/money.ts';
import { type CartEntry, type CartFacade, emptyCart } from './cart.ts';
import type { Product, SubscriptionPlan, Variant } from './product.ts';

const text = z.catch(z.string(), '');
const flag = z.catch(z.boolean(), false);
const count = z.catch(z.int().check(z.gte(0)), 0); // cents and quantities: whole, not negative
const texts = z.catch(z.array(z.string()), () => []);
const list = z.catch(z.array(z.unknown()), () => []);
const record = z.catch(z.record(z.string(), z.unknown()), () => ({}));
const objectOf = (raw: unknown): Record<string, unknown> => record.parse(raw);
const values = <T extends Record<string, string | number>>(o: T) => Object.values(o) as [T[keyof T], ...T[keyof T][]];

const variant = z.object({
  sku: z.string(),
  optionValues: texts,
  priceCents: count,
  salePriceCents: count,
  onSale: flag,
  qtyInStock: count,
  unlimited: flag,
  weight: z.catch(z.optional(z.number().check(z.gte(0))), undefined),
});

const plan = z.object({
  billingPeriod: z.object({
    value: z.catch(z.int().check(z.gte(1)), 1),
    unit: z.catch(z.literal(values(SubscriptionBillingUnit)), SubscriptionBillingUnit.MONTHLY),
  }),
  numBillingCycles: count,
});

const product = z.object({
  id: z.string().check(z.minLength(1)),
  slug: text,
  name: text,
  description: text,
  image: z.catch(z.nullable(z.string()), null),
  // An unknown type reads as physical; an unknown status as draft, so it is not shown.
  productType: z.catch(z.literal(values(ProductType)), ProductType.PHYSICAL),
  status: z.catch(z.literal(values(ContentStatus)), ContentStatus.DRAFT),
  options: texts,
  variants: list,
  priceCents: z.catch(z.optional(z.int().check(z.gte(0))), undefined),
  salePriceCents: z.catch(z.optional(z.int().check(z.gte(0))), undefined),
  onSale: z.catch(z.optional(z.boolean()), undefined),
  subscription: z.catch(z.optional(plan), undefined),
});

// Drops the optional fields that are absent, so a read product equals its source.
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** A product from JSON: null without an object and an id; a variant without a SKU is dropped. */
export function readProduct(raw: unknown): Product | null {
  const read = product.safeParse(raw);
  if (!read.success) return null;
  const variants = read.data.variants.flatMap((v) => {
    const one = variant.safeParse(v);
    return one.success ? [defined(one.data) as Variant] : [];
  });
  const { subscription, ...rest } = read.data;
  return defined({ ...rest, variants, subscription: subscription as SubscriptionPlan | undefined });
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
  return { product: found, currency: text.parse(currency) || DEFAULT_CURRENCY, locale: text.parse(locale) || DEFAULT_LOCALE };
}

const entry = z.object({
  productId: text,
  sku: z.string().check(z.minLength(1)),
  name: text,
  slug: text,
  optionValues: texts,
  quantity: count,
  unitPriceCents: count,
  lineTotalCents: count,
  image: z.catch(z.nullable(z.string()), null),
});

// forms-commerce.md 3: created is a timestamp (ms, an ISO date or a Date), read as a date; the epoch otherwise.
function readDate(raw: unknown): Date {
  const date = typeof raw === 'number' || typeof raw === 'string' || raw instanceof Date ? new Date(raw) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

const facade = {
  id: text,
  websiteId: text,
  orderId: text,
  isPurchased: flag,
  shippingOptions: list,
  applicableTaxRules: list,
  coupons: list,
  validCoupons: list,
  invalidCoupons: list,
  selectedShippingOption: record,
  shippingLocation: record,
  subtotalCents: count,
  taxCents: count,
  shippingCostCents: count,
  discountCents: count,
  grandTotalCents: count,
  totalQuantity: count,
  hasDigital: flag,
  purelyDigital: flag,
  requiresShipping: flag,
} as const;

/** A server's cart reply as the facade: every field read alone and defaulted; an entry without a SKU is dropped. */
export function cartFacade(raw: unknown): CartFacade {
  const source = objectOf(raw);
  const cart = emptyCart() as unknown as Record<string, unknown>;
  for (const [key, schema] of Object.entries(facade)) cart[key] = schema.parse(source[key]);
  const amount = objectOf(source.subtotalAmount);
  return {
    ...(cart as unknown as CartFacade),
    created: readDate(source.created),
    entries: list.parse(source.entries).flatMap((e): CartEntry[] => {
      const one = entry.safeParse(e);
      return one.success ? [one.data] : [];
    }),
    subtotalAmount: { cents: count.parse(amount.cents), currency: text.parse(amount.currency) || DEFAULT_CURRENCY },
  };
}
