import { describe, expect, it } from 'vitest';
import { accordionHashAction } from '../../../../../core/blocks/accordion/hash.ts';

// AccordionItems/{index} opens that item; accordionItemDescription opens the first; any other hash closes all.
describe('accordion hash rules', () => {
  it.each([
    ['', 4, { kind: 'none' }],
    ['#', 4, { kind: 'none' }],
    ['#accordionItems/0', 4, { kind: 'open', index: 0 }],
    ['#accordionItems/3', 4, { kind: 'open', index: 3 }],
    ['accordionItems/2', 4, { kind: 'open', index: 2 }],
    ['#accordionItems/4', 4, { kind: 'close-all' }],
    ['#accordionItems/-1', 4, { kind: 'close-all' }],
    ['#accordionItems/x', 4, { kind: 'close-all' }],
    ['#accordionItems/1/extra', 4, { kind: 'close-all' }],
    ['#accordionItemDescription', 4, { kind: 'open', index: 0 }],
    ['#accordionItemDescription', 0, { kind: 'close-all' }],
    ['#contact', 4, { kind: 'close-all' }],
    ['#%E0%A4%A', 4, { kind: 'close-all' }],
  ])('%s with %i items', (hash, count, expected) => {
    expect(accordionHashAction(hash, count)).toEqual(expected);
  });
});
