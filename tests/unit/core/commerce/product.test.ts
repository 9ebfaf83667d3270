import { describe, expect, it } from 'vitest';
import { ContentStatus, ProductType, SubscriptionBillingUnit } from '../../../../core/catalog/enums.ts';
import {
  effectivePriceCents,
  effectivePrices,
  isOnSale,
  isSoldOut,
  inCollection,
  priceText,
  type Product,
  subscriptionText,
  type Variant,
  variantFor,
} from '../../../../core/commerce/product.ts';

const v = (over: Partial<Variant> = {}): Variant => ({
  sku: 'SKU',
  optionValues: [],
  priceCents: 1000,
  salePriceCents: 800,
  onSale: false,
  qtyInStock: 0,
  unlimited: false,
  ...over,
});
const p = (productType: ProductType, variants: Variant[], over: Partial<Product> = {}): Product => ({
  id: 'p1',
  slug: 'p',
  name: 'P',
  description: '',
  image: null,
  productType,
  status: ContentStatus.PUBLISHED,
  options: [],
  variants,
  ...over,
});
const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL } = ProductType;

describe('isSoldOut', () => {
  // [case, type, variants, sold out]
  it.each([
    ['physical, stock in one variant', PHYSICAL, [v({ qtyInStock: 0 }), v({ qtyInStock: 3 })], false],
    ['physical, no stock anywhere', PHYSICAL, [v(), v()], true],
    ['physical, one unlimited variant at 0', PHYSICAL, [v(), v({ unlimited: true })], false],
    ['physical, no variants', PHYSICAL, [], true],
    ['physical, stock sums', PHYSICAL, [v({ qtyInStock: 2 }), v({ qtyInStock: 5 }), v({ qtyInStock: 1 })], false],
    ['service, no stock', SERVICE, [v()], true],
    ['service, seats left', SERVICE, [v({ qtyInStock: 6 })], false],
    ['service, unlimited', SERVICE, [v({ unlimited: true })], false],
    ['digital, never sold out, stock infinite', DIGITAL, [v()], false],
    ['digital without variants', DIGITAL, [], false],
    // Our choice: a gift card (and a paywall) follows the variant rule.
    ['gift card, unlimited amounts', GIFT_CARD, [v({ unlimited: true }), v({ unlimited: true })], false],
    ['gift card, no stock', GIFT_CARD, [v(), v()], true],
    ['gift card, some stock', GIFT_CARD, [v({ qtyInStock: 4 })], false],
    ['paywall, unlimited', PAYWALL, [v({ unlimited: true })], false],
  ] as const)('%s', (_case, type, variants, soldOut) => {
    const product = p(type, [...variants]);
    expect(isSoldOut(product)).toBe(soldOut);
  });
});

describe('isOnSale', () => {
  it.each([
    ['no variant on sale', p(PHYSICAL, [v(), v()]), false],
    ['one variant on sale', p(PHYSICAL, [v(), v({ onSale: true })]), true],
    ['service on sale', p(SERVICE, [v({ onSale: true })]), true],
    ['gift card variant on sale', p(GIFT_CARD, [v({ onSale: true })]), true],
    ['digital, its own flag on', p(DIGITAL, [v()], { onSale: true }), true],
    ['digital, its own flag off though the variant says on', p(DIGITAL, [v({ onSale: true })], { onSale: false }), false],
    ['digital without its flag reads its variant', p(DIGITAL, [v({ onSale: true })]), true],
    ['digital with nothing', p(DIGITAL, []), false],
  ])('%s: %s', (_case, product, expected) => {
    expect(isOnSale(product)).toBe(expected);
  });
});

describe('effective prices', () => {
  it.each([
    [v({ priceCents: 1000, salePriceCents: 800, onSale: false }), 1000],
    [v({ priceCents: 1000, salePriceCents: 800, onSale: true }), 800],
  ])('%j charges %d', (variant, cents) => {
    expect(effectivePriceCents(variant)).toBe(cents);
  });

  it.each([
    ['one per variant', p(PHYSICAL, [v(), v({ onSale: true }), v({ priceCents: 3000 })]), [1000, 800, 3000]],
    ['digital, its own price', p(DIGITAL, [v()], { priceCents: 500, salePriceCents: 400, onSale: false }), [500]],
    ['digital, its own sale price', p(DIGITAL, [v()], { priceCents: 500, salePriceCents: 400, onSale: true }), [400]],
    ['digital without its own fields, its variant', p(DIGITAL, [v({ onSale: true })]), [800]],
    ['digital with nothing', p(DIGITAL, []), []],
    ['no variants', p(PHYSICAL, []), []],
  ])('%s', (_case, product, prices) => {
    expect(effectivePrices(product)).toEqual(prices);
  });
});

describe('priceText', () => {
  it.each([
    ['one variant', p(PHYSICAL, [v({ priceCents: 4500 })]), '$45.00'],
    ['equal prices', p(PHYSICAL, [v({ priceCents: 4500 }), v({ priceCents: 4500 })]), '$45.00'],
    ['prices differ: from the lowest', p(PHYSICAL, [v({ priceCents: 12000 }), v({ priceCents: 4500 }), v({ priceCents: 7500 })]), 'from $45.00'],
    ['the lowest is a sale price', p(PHYSICAL, [v({ priceCents: 4000, salePriceCents: 3000, onSale: true }), v({ priceCents: 9000 })]), 'from $30.00'],
    ['a sale price not on sale is ignored', p(PHYSICAL, [v({ priceCents: 4000, salePriceCents: 100 }), v({ priceCents: 9000 })]), 'from $40.00'],
    ['all on sale at one price', p(PHYSICAL, [v({ priceCents: 4000, salePriceCents: 3000, onSale: true }), v({ priceCents: 5000, salePriceCents: 3000, onSale: true })]), '$30.00'],
    ['digital', p(DIGITAL, [v()], { priceCents: 1200, salePriceCents: 900, onSale: true }), '$9.00'],
    ['free', p(PHYSICAL, [v({ priceCents: 0 })]), '$0.00'],
    ['no prices', p(PHYSICAL, []), ''],
  ])('%s: %s', (_case, product, text) => {
    expect(priceText(product)).toBe(text);
  });

  it('in the currency and locale given', () => {
    const product = p(PHYSICAL, [v({ priceCents: 123456 }), v({ priceCents: 200000 })]);
    expect(priceText(product, 'EUR', 'de-DE')).toBe('from 1.234,56\u00a0€');
    expect(priceText(p(PHYSICAL, [v({ priceCents: 500 })]), 'JPY', 'en-US')).toBe('¥500');
  });
});

describe('subscriptionText', () => {
  const { WEEKLY, MONTHLY, YEARLY } = SubscriptionBillingUnit;
  it.each([
    [1, WEEKLY, 0, 'renews every week'],
    [1, MONTHLY, 0, 'renews every month'],
    [1, YEARLY, 0, 'renews every year'],
    [2, WEEKLY, 0, 'renews every 2 weeks'],
    [3, MONTHLY, 0, 'renews every 3 months'],
    [2, YEARLY, 0, 'renews every 2 years'],
    [1, MONTHLY, 12, 'renews every month for 12 payments'],
    [2, WEEKLY, 6, 'renews every 2 weeks for 6 payments'],
    [0, MONTHLY, 0, 'renews every month'],
  ] as const)('every %d %s, %d cycles: %s', (value, unit, numBillingCycles, text) => {
    expect(subscriptionText({ billingPeriod: { value, unit }, numBillingCycles })).toBe(text);
  });
});

describe('variantFor', () => {
  const shirt = p(PHYSICAL, [
    v({ sku: 'S-RED', optionValues: ['Small', 'Red'] }),
    v({ sku: 'S-BLUE', optionValues: ['Small', 'Blue'] }),
    v({ sku: 'L-RED', optionValues: ['Large', 'Red'] }),
  ]);
  it.each([
    [['Small', 'Red'], 'S-RED'],
    [['Small', 'Blue'], 'S-BLUE'],
    [['Large', 'Red'], 'L-RED'],
    [['Large', 'Blue'], undefined],
    [['Red', 'Small'], undefined],
    [['Small'], undefined],
    [['Small', 'Red', 'Extra'], undefined],
    [[], undefined],
  ])('%j is %s', (chosen, sku) => {
    expect(variantFor(shirt, chosen)?.sku).toBe(sku);
  });

  it('a product without options has its one variant for no choice', () => {
    expect(variantFor(p(SERVICE, [v({ sku: 'ONE' })]), [])?.sku).toBe('ONE');
  });
});

describe('limits', () => {
  it('a collection holds at most 200 products: the first 200 of more', () => {
    const many = Array.from({ length: 201 }, (_, i) => i);
    expect(inCollection(many)).toEqual(many.slice(0, 200));
    expect(inCollection(many.slice(0, 3))).toEqual([0, 1, 2]);
  });
});
