import { describe, expect, it } from 'vitest';
import { ContentStatus, ProductType } from '../../../../core/catalog/enums.ts';
import { emptyCart } from '../../../../core/commerce/cart.ts';
import type { Product } from '../../../../core/commerce/product.ts';
import { cartFacade, readProduct, readProductBlock } from '../../../../core/commerce/schema.ts';

const product: Product = {
  id: 'p1',
  slug: 'lake-print',
  name: 'Lake Print',
  description: 'A print.',
  image: 'lake.jpg',
  productType: ProductType.PHYSICAL,
  status: ContentStatus.PUBLISHED,
  options: ['Size'],
  variants: [
    { sku: 'S', optionValues: ['Small'], priceCents: 4500, salePriceCents: 4000, onSale: true, qtyInStock: 3, unlimited: false, weight: 1.5 },
    { sku: 'L', optionValues: ['Large'], priceCents: 9000, salePriceCents: 9000, onSale: false, qtyInStock: 0, unlimited: true },
  ],
  subscription: { billingPeriod: { value: 2, unit: 'weekly' }, numBillingCycles: 6 },
};
const digital: Product = { ...product, productType: ProductType.DIGITAL, priceCents: 1200, salePriceCents: 900, onSale: false, subscription: undefined };
delete digital.subscription;

describe('readProduct (Product)', () => {
  it('reads a product as it was written, through JSON', () => {
    expect(readProduct(JSON.parse(JSON.stringify(product)))).toEqual(product);
    expect(readProduct(JSON.parse(JSON.stringify(digital)))).toEqual(digital);
  });

  it.each([null, undefined, 3, 'p1', [], {}, { id: '' }, { id: 5 }])('%j is no product', (raw) => {
    expect(readProduct(raw)).toBeNull();
  });

  it('defaults every other field', () => {
    expect(readProduct({ id: 'x' })).toEqual({
      id: 'x',
      slug: '',
      name: '',
      description: '',
      image: null,
      productType: ProductType.PHYSICAL,
      status: ContentStatus.DRAFT,
      options: [],
      variants: [],
    });
  });

  // [case, field, bad value, what is read]
  it.each([
    ['an unknown type reads as physical', 'productType', 9, ProductType.PHYSICAL],
    ['an unknown status reads as draft', 'status', 42, ContentStatus.DRAFT],
    ['a name that is not text', 'name', 7, ''],
    ['an image that is not text', 'image', 7, null],
    ['options that are not all text', 'options', ['Size', 2], []],
    ['variants that are not a list', 'variants', 'x', []],
  ])('%s', (_case, field, bad, read) => {
    expect(readProduct({ ...product, [field]: bad })?.[field as keyof Product]).toEqual(read);
  });

  it('defaults a variant field alone, and drops a variant without a SKU', () => {
    const read = readProduct({
      id: 'x',
      variants: [
        { sku: 'A', priceCents: -5, salePriceCents: 1.5, qtyInStock: 'many', onSale: 'yes', unlimited: 1, optionValues: 'Small', weight: -1 },
        { priceCents: 100 },
        'junk',
        null,
      ],
    });
    expect(read?.variants).toEqual([{ sku: 'A', optionValues: [], priceCents: 0, salePriceCents: 0, onSale: false, qtyInStock: 0, unlimited: false }]);
  });

  it.each([
    ['a bad unit', { billingPeriod: { value: 1, unit: 'daily' }, numBillingCycles: 0 }, { billingPeriod: { value: 1, unit: 'monthly' }, numBillingCycles: 0 }],
    ['a bad value', { billingPeriod: { value: 0, unit: 'yearly' }, numBillingCycles: -1 }, { billingPeriod: { value: 1, unit: 'yearly' }, numBillingCycles: 0 }],
    ['no billing period', { numBillingCycles: 3 }, undefined],
    ['not an object', 'monthly', undefined],
  ])('a subscription with %s', (_case, subscription, read) => {
    expect(readProduct({ id: 'x', subscription })?.subscription).toEqual(read);
  });

  it('drops bad digital price fields rather than guessing', () => {
    const read = readProduct({ id: 'x', productType: 2, priceCents: 'free', salePriceCents: -1, onSale: 'no' });
    expect(read && ['priceCents', 'salePriceCents', 'onSale'].filter((key) => key in read)).toEqual([]);
  });
});

describe('readProductBlock (docs/store.md: the product with currency and locale)', () => {
  it.each([
    [{ ...product, currency: 'EUR', locale: 'de-DE' }, 'EUR', 'de-DE'],
    [{ ...product }, 'USD', 'en-US'],
    [{ ...product, currency: 5, locale: '' }, 'USD', 'en-US'],
  ])('%#: %s in %s', (raw, currency, locale) => {
    expect(readProductBlock(raw)).toEqual({ product, currency, locale });
  });

  it('is null without a product', () => {
    expect(readProductBlock({ currency: 'EUR' })).toBeNull();
    expect(readProductBlock('x')).toBeNull();
  });
});

describe('cartFacade (Shopping cart facade)', () => {
  const entry = {
    productId: 'p1',
    sku: 'S',
    name: 'Lake Print',
    slug: 'lake-print',
    optionValues: ['Small'],
    quantity: 2,
    unitPriceCents: 4500,
    lineTotalCents: 9000,
    image: 'lake.jpg',
  };
  const full = {
    ...emptyCart(),
    id: 'c1',
    websiteId: 'w1',
    orderId: 'o1',
    created: new Date('2025-03-01T10:00:00.000Z'),
    isPurchased: true,
    entries: [entry],
    shippingOptions: [{ name: 'Post' }],
    applicableTaxRules: [{ rate: 0.2 }],
    coupons: ['A'],
    validCoupons: ['A'],
    invalidCoupons: ['B'],
    selectedShippingOption: { name: 'Post' },
    shippingLocation: { country: 'US' },
    subtotalCents: 9000,
    taxCents: 900,
    shippingCostCents: 500,
    discountCents: 100,
    grandTotalCents: 10300,
    totalQuantity: 2,
    subtotalAmount: { cents: 9000, currency: 'EUR' },
    hasDigital: true,
    purelyDigital: false,
    requiresShipping: true,
  };

  it('reads a reply as it was written, through JSON', () => {
    expect(cartFacade(JSON.parse(JSON.stringify(full)))).toEqual(full);
  });

  it('reads a facade again as it is', () => {
    expect(cartFacade(full)).toEqual(full);
    expect(cartFacade(full).created).not.toBe(full.created);
  });

  it.each([null, undefined, 'cart', 3, [], {}])('%j is the empty cart', (raw) => {
    expect(cartFacade(raw)).toEqual(emptyCart());
  });

  // [case, field, bad value, what is read]
  it.each([
    ['an id that is not text', 'id', 5, ''],
    ['a purchased flag that is not a boolean', 'isPurchased', 'true', false],
    ['negative cents', 'subtotalCents', -100, 0],
    ['fractional cents', 'taxCents', 10.5, 0],
    ['a quantity as text', 'totalQuantity', '3', 0],
    ['coupons that are not a list', 'coupons', 'A', []],
    ['a shipping option that is a list', 'selectedShippingOption', [1], {}],
    ['a shipping location that is null', 'shippingLocation', null, {}],
    ['entries that are not a list', 'entries', { sku: 'S' }, []],
    ['a digital flag as a number', 'hasDigital', 1, false],
  ])('%s', (_case, field, bad, read) => {
    const cart = cartFacade({ ...full, [field]: bad }) as unknown as Record<string, unknown>;
    expect(cart[field]).toEqual(read);
    expect({ ...cart, [field]: null }, 'the other fields are kept').toEqual({ ...full, [field]: null });
  });

  it.each([
    ['ms since the epoch', Date.UTC(2025, 2, 1), new Date('2025-03-01T00:00:00.000Z')],
    ['an ISO date', '2025-03-01T10:00:00.000Z', new Date('2025-03-01T10:00:00.000Z')],
    ['a Date (a facade read again)', new Date('2025-03-01T10:00:00.000Z'), new Date('2025-03-01T10:00:00.000Z')],
    ['an invalid Date', new Date(Number.NaN), new Date(0)],
    ['not a date', 'soon', new Date(0)],
    ['an object', {}, new Date(0)],
    ['missing', undefined, new Date(0)],
  ])('created as %s', (_case, created, date) => {
    expect(cartFacade({ created }).created).toEqual(date);
  });

  it('defaults an entry field alone, and drops an entry without a SKU', () => {
    const entries = [{ ...entry, quantity: -1, image: 3, optionValues: [1] }, { ...entry, sku: '' }, { productId: 'p2' }, 'junk'];
    expect(cartFacade({ entries }).entries).toEqual([{ ...entry, quantity: 0, image: null, optionValues: [] }]);
  });

  it.each([
    [
      { cents: 500, currency: 'GBP' },
      { cents: 500, currency: 'GBP' },
    ],
    [{ cents: -5 }, { cents: 0, currency: 'USD' }],
    ['$5', { cents: 0, currency: 'USD' }],
  ])('subtotalAmount %j reads as %j', (subtotalAmount, read) => {
    expect(cartFacade({ subtotalAmount }).subtotalAmount).toEqual(read);
  });

  it('gives each read its own arrays', () => {
    const one = cartFacade({});
    one.coupons.push('A');
    one.selectedShippingOption.x = 1;
    expect(cartFacade({}).coupons).toEqual([]);
    expect(cartFacade({}).selectedShippingOption).toEqual({});
  });
});
