// forms-commerce.md 3: Shopping cart (facade).

/** One line of a cart; amounts in integer cents. */
export interface CartEntry {
  productId: string;
  sku: string;
  name: string;
  slug: string;
  optionValues: string[];
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  image: string | null;
}

/** An amount in minor units with its currency code. */
export interface Money {
  cents: number;
  currency: string;
}

export interface CartFacade {
  id: string;
  websiteId: string;
  orderId: string;
  created: Date;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  selectedShippingOption: Record<string, unknown>;
  shippingLocation: Record<string, unknown>;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: Money;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}
