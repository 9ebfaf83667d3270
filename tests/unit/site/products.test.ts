import { describe, expect, it } from 'vitest';
import { ContentStatus, ProductType } from '../../../core/catalog/enums.ts';
import { isOnSale, isSoldOut, subscriptionText } from '../../../core/commerce/product.ts';
import { readProduct } from '../../../core/commerce/schema.ts';
import { DEMO_IMAGES } from '../../../site/images.ts';
import { PRODUCTS, productBySlug, SHOP_PRODUCTS } from '../../../site/products.ts';

const published = PRODUCTS.filter((p) => p.status === ContentStatus.PUBLISHED);
const ofType = (type: ProductType) => published.filter((p) => p.productType === type);

describe('the demo products (docs/store.md "The demo\'s products")', () => {
  it('has a physical product with Size x Colour variants, some in stock and one out of stock', () => {
    const found = ofType(ProductType.PHYSICAL).find((p) => p.options.join() === 'Size,Colour' && !p.subscription);
    expect(found).toBeDefined();
    const variants = found?.variants ?? [];
    const sizes = new Set(variants.map((v) => v.optionValues[0]));
    const colours = new Set(variants.map((v) => v.optionValues[1]));
    expect(sizes.size).toBeGreaterThan(1);
    expect(colours.size).toBeGreaterThan(1);
    expect(variants).toHaveLength(sizes.size * colours.size);
    expect(variants.filter((v) => v.qtyInStock > 0).length).toBeGreaterThan(1);
    expect(variants.filter((v) => v.qtyInStock === 0 && !v.unlimited)).toHaveLength(1);
    expect(new Set(variants.map((v) => v.priceCents)).size).toBeGreaterThan(1);
  });

  it('has one on sale, and one sold out (no stock, nothing unlimited)', () => {
    expect(published.filter(isOnSale).length).toBeGreaterThan(0);
    const soldOut = published.filter(isSoldOut);
    expect(soldOut.length).toBeGreaterThan(0);
    for (const p of soldOut) expect(p.variants.every((v) => v.qtyInStock === 0 && !v.unlimited)).toBe(true);
  });

  it('has a service, a digital download with its own price, and a gift card with several amounts', () => {
    expect(ofType(ProductType.SERVICE).length).toBeGreaterThan(0);
    const digital = ofType(ProductType.DIGITAL);
    expect(digital.length).toBeGreaterThan(0);
    for (const p of digital) {
      expect(p.variants).toHaveLength(1);
      expect([p.priceCents, p.salePriceCents, p.onSale].every((field) => field !== undefined)).toBe(true);
    }
    const giftCards = ofType(ProductType.GIFT_CARD);
    expect(giftCards.length).toBeGreaterThan(0);
    for (const p of giftCards) {
      expect(p.variants.length).toBeGreaterThan(2);
      expect(new Set(p.variants.map((v) => v.priceCents)).size).toBe(p.variants.length);
      expect(isSoldOut(p)).toBe(false);
    }
  });

  it('has a monthly subscription for 12 payments', () => {
    const plans = published.flatMap((p) => (p.subscription ? [subscriptionText(p.subscription)] : []));
    expect(plans).toContain('renews every month for 12 payments');
  });

  it('has products the shop does not show (scheduled or draft), and the shop lists exactly the published ones', () => {
    expect(PRODUCTS.filter((p) => p.status === ContentStatus.SCHEDULED || p.status === ContentStatus.DRAFT).length).toBeGreaterThan(0);
    expect(SHOP_PRODUCTS).toEqual(published);
    expect(SHOP_PRODUCTS.length).toBeLessThan(PRODUCTS.length);
  });
});

describe('every demo product is well formed', () => {
  const images = new Set(DEMO_IMAGES.map((image) => image.name));
  const skus = PRODUCTS.flatMap((p) => p.variants.map((v) => v.sku));

  it('ids, slugs and SKUs are unique; SKUs are 1 to 60 characters', () => {
    expect(new Set(PRODUCTS.map((p) => p.id)).size).toBe(PRODUCTS.length);
    expect(new Set(PRODUCTS.map((p) => p.slug)).size).toBe(PRODUCTS.length);
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus.filter((sku) => sku === '' || sku.length > 60)).toEqual([]);
  });

  // A price is a whole number of cents from 0 to the spec's largest product price, 100,000,000.
  const isPrice = (cents: number): boolean => Number.isInteger(cents) && cents >= 0 && cents <= 100_000_000;

  it.each(PRODUCTS.map((p) => [p.slug, p] as const))('%s', (_slug, p) => {
    expect(p.id).toMatch(/^[0-9a-f]{24}$/);
    expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(p.name).not.toBe('');
    expect(p.description).not.toBe('');
    expect(images.has(p.image ?? ''), `${p.image} is a demo image`).toBe(true);
    expect(p.variants.length).toBeGreaterThan(0);
    for (const v of p.variants) {
      expect(v.optionValues, v.sku).toHaveLength(p.options.length);
      expect([v.priceCents, v.salePriceCents].every(isPrice), v.sku).toBe(true);
      expect(Number.isInteger(v.qtyInStock) && v.qtyInStock >= 0, v.sku).toBe(true);
      if (v.onSale) expect(v.salePriceCents, v.sku).toBeLessThan(v.priceCents);
    }
    for (const cents of [p.priceCents, p.salePriceCents]) if (cents !== undefined) expect(isPrice(cents)).toBe(true);
    expect(new Set(p.variants.map((v) => v.optionValues.join('|'))).size, 'one variant per choice').toBe(p.variants.length);
    expect(readProduct(JSON.parse(JSON.stringify(p))), 'its block JSON reads back').toEqual(p);
  });

  it('finds a product by slug, any status; undefined for no such product', () => {
    for (const p of PRODUCTS) expect(productBySlug(p.slug)).toBe(p);
    expect(productBySlug('no-such-product')).toBeUndefined();
  });
});
