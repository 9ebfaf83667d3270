import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialState, openItem, toggleItem } from '../../../../../core/blocks/accordion/state.ts';

describe('accordion open state', () => {
  it.each([
    // state, index, allowMultiple, expected
    [[false, false, false], 1, false, [false, true, false]],
    [[true, false, false], 1, false, [false, true, false]],
    [[true, false, false], 0, false, [false, false, false]],
    [[true, false, false], 1, true, [true, true, false]],
    [[true, true, false], 0, true, [false, true, false]],
  ])('toggle %j at %i (multiple %s) gives %j', (state, index, multiple, expected) => {
    expect(toggleItem(state, index, multiple)).toEqual(expected);
  });

  it.each([
    [[true, false, false], 2, false, [false, false, true]],
    [[true, false, false], 2, true, [true, false, true]],
    [[false, true, false], 1, false, [false, true, false]],
  ])('open %j at %i (multiple %s) gives %j', (state, index, multiple, expected) => {
    expect(openItem(state, index, multiple)).toEqual(expected);
  });

  it('starts with the first item expanded only when flagged', () => {
    expect(initialState(3, true)).toEqual([true, false, false]);
    expect(initialState(3, false)).toEqual([false, false, false]);
    expect(initialState(0, true)).toEqual([]);
  });

  it('never leaves more than one item open when multiple-open is off', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { maxLength: 30 }), (clicks) => {
        let state: boolean[] = initialState(6, true);
        for (const index of clicks) state = toggleItem(state, index, false);
        return state.filter(Boolean).length <= 1;
      }),
    );
  });
});
