import { describe, expect, it } from 'vitest';
import { cartCount, indicatorLabel, indicatorText } from '../../../../core/commerce/indicator.ts';

describe('the cart indicator', () => {
  // [count, text, label]
  it.each([
    [0, '0', '0 items in cart'],
    [1, '1', '1 item in cart'],
    [2, '2', '2 items in cart'],
    [99, '99', '99 items in cart'],
    [100, '100', '100 items in cart'],
    [101, '100+', 'More than 100 items in cart'],
    [1000, '100+', 'More than 100 items in cart'],
    [Infinity, '100+', 'More than 100 items in cart'],
    // Whatever arrives is a whole count of at least 0.
    [-3, '0', '0 items in cart'],
    [Number.NaN, '0', '0 items in cart'],
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

// WCAG 2.5.3 (label in name), as axe-core reads it: the visible text's words, without punctuation, run
// on in the name's words. The indicator's name is its aria-label, its visible text the count.
const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
const holds = (name: string, shown: string): boolean => {
  const [all, part] = [words(name), words(shown)];
  return all.some((_, at) => part.every((word, i) => all[at + i] === word));
};

describe('the label holds the count the indicator shows (WCAG 2.5.3, label in name)', () => {
  it.each([0, 1, 2, 9, 10, 99, 100, 101, 250, Infinity, -1])('%d items', (count) => {
    expect(holds(indicatorLabel(count), indicatorText(count)), `${indicatorText(count)} in "${indicatorLabel(count)}"`).toBe(true);
  });

  it('and begins with it, below the cap', () => {
    for (let count = 0; count <= 100; count++) expect(indicatorLabel(count).startsWith(`${indicatorText(count)} `)).toBe(true);
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
