// The menu block's tabs: the WAI-ARIA tabs pattern's keys.
import { describe, expect, it } from 'vitest';
import { tabAfterKey } from '../../../../../core/blocks/tabs/keys.ts';

describe('tabAfterKey', () => {
  it.each([
    // [key, from, count, to]
    ['ArrowRight', 0, 3, 1],
    ['ArrowRight', 2, 3, 0],
    ['ArrowDown', 1, 3, 2],
    ['ArrowLeft', 0, 3, 2],
    ['ArrowLeft', 2, 3, 1],
    ['ArrowUp', 0, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['ArrowRight', 0, 1, 0],
    ['Enter', 1, 3, null],
    ['a', 1, 3, null],
    ['ArrowRight', 0, 0, null],
  ] as const)('%s from %i of %i: %s', (key, from, count, to) => {
    expect(tabAfterKey(key, from, count)).toBe(to);
  });
});
