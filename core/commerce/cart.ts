// Shopping cart (facade). Pure: the server builds carts with it, the runtime reads them.
import { ProductType } from '../catalog/enums.ts';
import { DEFAULT_CURRENCY } from '../catalog/money.ts';
import { effectivePrices, effectivePriceCents, type Product, type Variant } from './product.ts';

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

// Every field at its default; created is the epoch, as no cart was made.
export function emptyCart(): CartFacade {
  return {
    id: '',
    websiteId: '',
    orderId: '',
    created: new Date(0),
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    selectedShippingOption: {},
    shippingLocation: {},
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    subtotalAmount: { cents: 0, currency: DEFAULT_CURRENCY },
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}

/** A cart line for a quantity of one variant, at its price as charged (a digital product's own price). */
export function cartEntry(product: Product, variant: Variant, quantity: number): CartEntry {
  const unitPriceCents = product.productType === ProductType.DIGITAL ? (effectivePrices(product)[0] ?? 0) : effectivePriceCents(variant);
  return {
    productId: product.id,
    sku: variant.sku,
    name: product.name,
    slug: product.slug,
    optionValues: [...variant.optionValues],
    quantity,
    unitPriceCents,
    lineTotalCents: unitPriceCents * quantity,
    image: product.image,
  };
}

export type CartTotals = Pick<CartFacade, 'subtotalCents' | 'totalQuantity' | 'hasDigital' | 'purelyDigital' | 'requiresShipping'>;

// The totals of some lines, given each line's product type (undefined for a product that is gone):
// only physical goods need shipping; purely digital means a non-empty cart of digital lines only.
export function cartTotals(entries: readonly CartEntry[], typeOf: (productId: string) => ProductType | undefined): CartTotals {
  const types = entries.map((entry) => typeOf(entry.productId));
  return {
    subtotalCents: entries.reduce((sum, entry) => sum + entry.lineTotalCents, 0),
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital: types.includes(ProductType.DIGITAL),
    purelyDigital: types.length > 0 && types.every((type) => type === ProductType.DIGITAL),
    requiresShipping: types.includes(ProductType.PHYSICAL),
  };
}

/** An order whose subtotal is under the store's minimum (when it has one) cannot check out. */
export const belowMinimum = (subtotalCents: number, minimumCents: number | undefined): boolean => (minimumCents ?? 0) > 0 && subtotalCents < minimumCents!;
