// forms-commerce.md 3: Product (structuredContent), Subscription plan; 4: Product display; 5 and 9: limits.
import type { ContentStatus, ProductType, SubscriptionBillingUnit } from '../catalog/enums.ts';

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

// forms-commerce.md 3: Subscription plan: billingPeriod value and unit; numBillingCycles 0 is open-ended.
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
