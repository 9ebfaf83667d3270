import { describe, expect, it } from 'vitest';
import { motionAllowed } from '../../../../core/dom/motion.ts';

describe('motionAllowed: reduced motion is treated like nomotion=true', () => {
  const env = (reduce: boolean, search: string) => ({ location: { search }, matchMedia: (q: string) => ({ matches: reduce && q === '(prefers-reduced-motion: reduce)' }) });
  it.each([
    [false, '', true],
    [false, '?nomotion=false', true],
    [false, '?nomotion=true', false],
    [false, '?a=1&nomotion=true', false],
    [true, '', false],
    [true, '?nomotion=false', false],
  ])('reduced motion %s, address %j -> %s', (reduce, search, allowed) => {
    expect(motionAllowed(env(reduce, search))).toBe(allowed);
  });

  it('with no matchMedia or location, motion is allowed', () => {
    expect(motionAllowed({})).toBe(true);
  });
});
