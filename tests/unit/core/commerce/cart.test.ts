import { describe, expect, it } from 'vitest';
import { ContentStatus, ProductType } from '../../../../core/catalog/enums.ts';
import { type CartEntry, cartEntry, cartTotals, emptyCart } from '../../../../core/commerce/cart.ts';
import type { Product, Variant } from '../../../../core/commerce/product.ts';

const variant: Variant = { sku: 'LAKE-S', optionValues: ['Small', 'Black'], priceCents: 4500, salePriceCents: 3000, onSale: false, qtyInStock: 3, unlimited: false };
const print: Product = {
  id: 'print',
  slug: 'lake-print',
  name: 'Lake Print',
  description: '',
  image: 'lake.jpg',
  productType: ProductType.PHYSICAL,
  status: ContentStatus.PUBLISHED,
  options: ['Size', 'Colour'],
  variants: [variant],
};
const download: Product = {
  ...print,
  id: 'download',
  productType: ProductType.DIGITAL,
  image: null,
  priceCents: 1200,
  salePriceCents: 900,
  onSale: true,
  variants: [{ ...variant, sku: 'DL' }],
};

describe('emptyCart (Shopping cart facade defaults)', () => {
  it('has every field at its default', () => {
    expect(emptyCart()).toEqual({
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
      subtotalAmount: { cents: 0, currency: 'USD' },
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('is a new object each time', () => {
    const one = emptyCart();
    one.entries.push({} as CartEntry);
    one.subtotalAmount.cents = 5;
    expect(emptyCart().entries).toEqual([]);
    expect(emptyCart().subtotalAmount.cents).toBe(0);
  });
});

describe('cartEntry', () => {
  it.each([
    ['a variant at its price', print, variant, 2, 4500, 9000],
    ['a variant on sale at its sale price', print, { ...variant, onSale: true }, 3, 3000, 9000],
    ['a digital product at its own price as charged', download, download.variants[0]!, 1, 900, 900],
    ['a quantity of 0', print, variant, 0, 4500, 0],
  ] as const)('%s', (_case, product, chosen, quantity, unitPriceCents, lineTotalCents) => {
    expect(cartEntry(product, chosen, quantity)).toEqual({
      productId: product.id,
      sku: chosen.sku,
      name: product.name,
      slug: product.slug,
      optionValues: [...chosen.optionValues],
      quantity,
      unitPriceCents,
      lineTotalCents,
      image: product.image,
    });
  });

  it('copies the option values', () => {
    expect(cartEntry(print, variant, 1).optionValues).not.toBe(variant.optionValues);
  });
});

describe('cartTotals', () => {
  const line = (productId: string, quantity: number, lineTotalCents: number): CartEntry => ({
    productId,
    sku: productId,
    name: '',
    slug: '',
    optionValues: [],
    quantity,
    unitPriceCents: 0,
    lineTotalCents,
    image: null,
  });
  const TYPES: Record<string, ProductType> = {
    print: ProductType.PHYSICAL,
    download: ProductType.DIGITAL,
    ebook: ProductType.DIGITAL,
    workshop: ProductType.SERVICE,
    gift: ProductType.GIFT_CARD,
  };
  const typeOf = (id: string) => TYPES[id];

  // [case, lines, subtotal, quantity, hasDigital, purelyDigital, requiresShipping]
  it.each([
    ['no lines', [], 0, 0, false, false, false],
    ['one physical line', [line('print', 2, 9000)], 9000, 2, false, false, true],
    ['digital lines only', [line('download', 1, 1200), line('ebook', 3, 1500)], 2700, 4, true, true, false],
    ['digital and physical', [line('download', 1, 1200), line('print', 1, 4500)], 5700, 2, true, false, true],
    ['a service needs no shipping', [line('workshop', 1, 8500)], 8500, 1, false, false, false],
    ['a gift card is neither digital nor shipped', [line('gift', 1, 5000)], 5000, 1, false, false, false],
    ['digital and a gift card', [line('download', 1, 1200), line('gift', 1, 5000)], 6200, 2, true, false, false],
    ['a product that is gone counts as nothing in particular', [line('gone', 1, 100)], 100, 1, false, false, false],
  ])('%s', (_case, lines, subtotalCents, totalQuantity, hasDigital, purelyDigital, requiresShipping) => {
    expect(cartTotals(lines, typeOf)).toEqual({ subtotalCents, totalQuantity, hasDigital, purelyDigital, requiresShipping });
  });
});
