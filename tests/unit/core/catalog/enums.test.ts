import { describe, it, expect } from 'vitest';
import { BlockType, isPlainViewer } from '../../../../core/catalog/enums.ts';

// The enumerations' values are the spec's wire numbers; they are checked where they are sent or read
// (the tracking calls, the page context, the renderers), not restated here.
describe('block types', () => {
  it('numbers are unique, so a block is never read as another', () => {
    const values = Object.values(BlockType);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('IsPlainViewer', () => {
  it.each([
    ['not authenticated, no roles', false, [], true],
    ['not authenticated, admin role in stale data', false, [1], true],
    ['authenticated, only viewer', true, [10], true],
    ['authenticated, viewer listed twice', true, [10, 10], true],
    ['authenticated, admin', true, [1], false],
    ['authenticated, viewer and editor', true, [10, 4], false],
    ['authenticated, scheduling viewer', true, [12], false],
    ['authenticated, no roles', true, [], false],
  ] as const)('%s -> %s', (_case, authenticated, roles, expected) => {
    expect(isPlainViewer(authenticated, roles)).toBe(expected);
  });
});
