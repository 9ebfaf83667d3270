// WAI-ARIA combobox keys (Enter 13, Escape 27; the arrows move), as a table.
import { describe, expect, it } from 'vitest';
import { comboboxKey } from '../../../../../core/blocks/store/combobox-keys.ts';

describe('comboboxKey(key, open, active, count)', () => {
  it.each([
    ['ArrowDown', true, -1, 3, { type: 'move', index: 0 }],
    ['ArrowDown', true, 0, 3, { type: 'move', index: 1 }],
    ['ArrowDown', true, 2, 3, { type: 'move', index: 0 }], // wraps
    ['ArrowDown', false, 1, 3, { type: 'move', index: 0 }], // opens at the first
    ['ArrowDown', true, -1, 0, { type: 'none' }],
    ['ArrowUp', true, -1, 3, { type: 'move', index: 2 }],
    ['ArrowUp', true, 0, 3, { type: 'move', index: 2 }], // wraps
    ['ArrowUp', true, 2, 3, { type: 'move', index: 1 }],
    ['ArrowUp', false, 1, 3, { type: 'move', index: 2 }], // opens at the last
    ['Enter', true, 1, 3, { type: 'choose', index: 1 }],
    ['Enter', true, -1, 3, { type: 'none' }], // nothing active: the form submits
    ['Enter', false, 1, 3, { type: 'none' }],
    ['Escape', true, 1, 3, { type: 'close' }],
    ['Escape', false, -1, 3, { type: 'none' }], // the page's own Escape
    ['a', true, 1, 3, { type: 'none' }],
    ['Tab', true, 1, 3, { type: 'none' }],
  ] as const)('%s (open %s, active %i of %i): %j', (key, open, active, count, action) => {
    expect(comboboxKey(key, open, active, count)).toEqual(action);
  });
});
