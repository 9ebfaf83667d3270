import { describe, expect, it } from 'vitest';
import { CART_COUNT_CAP, cartCount, indicatorLabel, indicatorText } from '../../../../core/commerce/indicator.ts';

describe('the cart indicator (forms-commerce.md 4 and 9, tracking.md 8)', () => {
  it('caps at 100', () => {
    expect(CART_COUNT_CAP).toBe(100);
  });

  // [count, text, label]
  it.each([
    [0, '0', 'Cart is empty'],
    [1, '1', '1 item in cart'],
    [2, '2', '2 items in cart'],
    [99, '99', '99 items in cart'],
    [100, '100', '100 items in cart'],
    [101, '100+', 'More than 100 items in cart'],
    [1000, '100+', 'More than 100 items in cart'],
    [Infinity, '100+', 'More than 100 items in cart'],
    // Whatever arrives is a whole count of at least 0.
    [-3, '0', 'Cart is empty'],
    [Number.NaN, '0', 'Cart is empty'],
    [2.7, '2', '2 items in cart'],
    [100.5, '100', '100 items in cart'],
  ])('%d items: %s, %s', (count, text, label) => {
    expect(indicatorText(count)).toBe(text);
    expect(indicatorLabel(count)).toBe(label);
  });

  it.each([
    [1, 2, 'More than one item in cart'],
    [1, 1, '1 item in cart'],
    [5, 6, 'More than 5 items in cart'],
    [5, 5, '5 items in cart'],
  ])('with a cap of %d, %d items: %s', (cap, count, label) => {
    expect(indicatorLabel(count, cap)).toBe(label);
  });
});

describe('cartCount: the count of a cart as received', () => {
  it.each([
    [{ totalQuantity: 3 }, 3],
    [{ totalQuantity: 0 }, 0],
    [{ totalQuantity: 150 }, 150],
    [{ totalQuantity: -2 }, 0],
    [{ totalQuantity: 2.5 }, 2],
    [{ totalQuantity: '3' }, 0],
    [{ totalQuantity: Infinity }, 0],
    [{}, 0],
    [null, 0],
    [undefined, 0],
    ['3', 0],
  ])('%j counts %d', (cart, count) => {
    expect(cartCount(cart)).toBe(count);
  });
});
