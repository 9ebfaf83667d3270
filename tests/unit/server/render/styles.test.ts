import { describe, expect, it } from 'vitest';
import { GALLERY } from '../../../../core/gallery/options.ts';
import { META_CAP, META_OVERFLOW_ABOVE } from '../../../../core/gallery/layout/meta.ts';
import { FAILED_BLOCK_CSS, SITE_CSS } from '../../../../server/render/styles.ts';

describe('The constants, and the site CSS drawn from them', () => {
  // The ken-burns zoom is checked in the CSS below; the preload of 1 slide either side in
  // core/gallery/gallery.test.ts; the 100 ms resize debounce in
  // loader.test.ts.
  it('GALLERY.stripSeconds is 0.5 (strip animation speed 0.5 s)', () => {
    expect(GALLERY.stripSeconds).toBe(0.5);
  });

  it('the meta overlay overflows above 0.9 of the container and is capped at 0.4', () => {
    expect([META_OVERFLOW_ABOVE, META_CAP]).toEqual([0.9, 0.4]);
  });

  it("The default animation, 0.3 s, is the block animations' and the tooltip's", () => {
    expect(SITE_CSS).toContain('[data-animation]{transition:opacity 0.3s ease,transform 0.3s ease}');
    expect(SITE_CSS).toMatch(/\.tooltip\{[^}]*transition:opacity 0\.3s\}/);
  });

  it.each([
    ['the ken-burns zoom', '@keyframes ken-burns{to{transform:scale(1.075)}}'],
    ['the meta overlay cap', '.gallery-design-stacked .meta-overflow .slide-meta{max-height:40%;overflow:auto}'],
    ['the video fade-in', '.video-player{position:absolute;inset:0;opacity:0;transition:opacity 1s;pointer-events:none}'],
    ['the fade back to the overlay', '.video-overlay{position:absolute;inset:0;cursor:pointer;transition:opacity 0.3s,visibility 0.3s}'],
  ])('the site CSS holds %s', (_what, rule) => {
    expect(SITE_CSS).toContain(rule);
  });
});

// Issue 22 (5): a block whose chunk never came is left as the server drew it, with the JavaScript-off look.
describe('a failed block', () => {
  it('shows what its script would have shown, and hides the controls that no longer answer', () => {
    expect(SITE_CSS).toContain(FAILED_BLOCK_CSS);
    for (const rule of [
      '[data-block-state=failed] .accordion-item__dropdown[data-collapsed]{display:block}',
      '[data-block-state=failed] .gallery-design-stacked .slide{position:relative;opacity:1;visibility:visible}',
      '[data-block-state=failed] .gallery-controls{display:none}',
      '[data-block-state=failed] .menu-panel[hidden],[data-block-state=failed] .pricing-period[hidden]{display:block}',
    ])
      expect(FAILED_BLOCK_CSS).toContain(rule);
  });
});
