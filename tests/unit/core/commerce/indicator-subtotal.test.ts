// The cart indicator's subtotal (the spec's cart indicator: items and subtotal, text, empty by default):
// the cart's subtotal in the page's language, checked against Intl.NumberFormat, the outside oracle.
import { describe, expect, it } from 'vitest';
import { subtotalText } from '../../../../core/commerce/indicator-subtotal.ts';

const cart = (totalQuantity: unknown, cents: unknown, currency: unknown = 'USD') => ({ totalQuantity, subtotalAmount: { cents, currency } });
const intl = (amount: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

describe('subtotalText', () => {
  it.each([
    [cart(2, 4500), 'en-US', intl(45, 'USD', 'en-US')],
    [cart(2, 4500), 'fr-FR', intl(45, 'USD', 'fr-FR')],
    [cart(1, 123456789, 'EUR'), 'fr-FR', intl(1234567.89, 'EUR', 'fr-FR')],
    [cart(3, 4500, 'JPY'), 'en-US', intl(4500, 'JPY', 'en-US')],
    [cart(101, 5), 'en-US', intl(0.05, 'USD', 'en-US')],
    // A cart with items at no cost (a free item) has a subtotal of zero, not none.
    [cart(1, 0), 'en-US', intl(0, 'USD', 'en-US')],
    // An unknown or missing currency is shown as the default one, as every money display is.
    [cart(1, 4500, 'QQQ'), 'en-US', intl(45, 'USD', 'en-US')],
    [cart(1, 4500, 7), 'en-US', intl(45, 'USD', 'en-US')],
    [{ totalQuantity: 1, subtotalAmount: { cents: 4500 } }, undefined, intl(45, 'USD', 'en-US')],
  ])('%j in %s: %s', (value, locale, text) => {
    expect(subtotalText(value, locale)).toBe(text);
  });

  it.each([
    ['the empty cart', cart(0, 0)],
    ['no items, whatever the amount says', cart(0, 4500)],
    ['no cart', null],
    ['not a cart', 'a cart'],
    ['no amount', { totalQuantity: 2 }],
    ['an amount that is not a number', cart(2, '4500')],
    ['a negative amount', cart(2, -100)],
    ['a fraction of a cent', cart(2, 45.5)],
    ['an amount past the safe integers', cart(2, 2 ** 60)],
    ['NaN', cart(2, Number.NaN)],
  ])('%s: empty', (_what, value) => {
    expect(subtotalText(value, 'en-US')).toBe('');
  });
});
