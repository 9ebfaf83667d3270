// Interest-free instalments: four payments, on orders from 35.00 to 1,000.00 (core/commerce/installments.ts).
import { describe, expect, it } from 'vitest';
import { ProductType } from '../../../../core/catalog/enums.ts';
import { format } from '../../../../core/catalog/strings.ts';
import { shopStrings } from '../../../../core/catalog/strings/shop.ts';
import { INSTALLMENT_COUNT, INSTALLMENT_MAX_CENTS, INSTALLMENT_MIN_CENTS, installmentCents, installmentText } from '../../../../core/commerce/installments.ts';
import { productBySlug } from '../../../../site/products.ts';

describe('installmentCents', () => {
  it.each([
    [INSTALLMENT_MIN_CENTS - 1, undefined],
    [INSTALLMENT_MIN_CENTS, 875],
    [4001, 1001],
    [INSTALLMENT_MAX_CENTS, 25_000],
    [INSTALLMENT_MAX_CENTS + 1, undefined],
    [0, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])('an order of %s cents: %s each', (cents, each) => {
    expect(installmentCents(cents)).toBe(each);
  });

  it('the payments cover the order, never more than a payment short of a cent each', () => {
    for (let cents = INSTALLMENT_MIN_CENTS; cents <= INSTALLMENT_MIN_CENTS + 400; cents++) {
      const each = installmentCents(cents)!;
      expect(each * INSTALLMENT_COUNT).toBeGreaterThanOrEqual(cents);
      expect(each * INSTALLMENT_COUNT - cents).toBeLessThan(INSTALLMENT_COUNT);
    }
  });
});

describe('installmentText', () => {
  const lake = productBySlug('lake-at-dawn-print')!;
  it('within the limits: the payments of the lowest price, in the spec words "interest-free payments"', () => {
    expect(installmentText(lake, 'USD', 'en-US')).toBe(format(shopStrings.installments, { count: 4, amount: '$11.25' }));
    expect(installmentText(lake, 'USD', 'en-US')).toContain('interest-free payments');
  });
  it('outside them: the minimum and the maximum order', () => {
    expect(installmentText(productBySlug('wallpaper-pack')!, 'USD', 'en-US')).toBe('Interest-free payments on orders from $35.00 to $1,000.00');
    const dear = { ...lake, variants: lake.variants.map((variant) => ({ ...variant, priceCents: 200_000 })) };
    expect(installmentText(dear, 'USD', 'en-US')).toBe(format(shopStrings.installmentLimits, { min: '$35.00', max: '$1,000.00' }));
  });
  it('none for a gift card or a subscription', () => {
    expect(installmentText(productBySlug('gift-card')!, 'USD', 'en-US')).toBe('');
    expect(installmentText(productBySlug('print-of-the-month')!, 'USD', 'en-US')).toBe('');
    expect(installmentText({ ...lake, productType: ProductType.GIFT_CARD }, 'USD', 'en-US')).toBe('');
  });
});
