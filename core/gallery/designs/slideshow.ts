// The slideshow (the site's "slideshow", the spec's stacked design): slides on top of
// one another, changed by a fade or a ken-burns zoom (CSS), by click, key, autoplay or a swipe. A
// move takes 0.6 s / speed, and the gallery is "moving" meanwhile.
import type { DesignContext, DesignInstance } from '../design.ts';
import { metaOverlay } from '../layout/meta.ts';

export function create({ root, slides, options, animate, swipe: attach, scheduler, window: win, step }: DesignContext): DesignInstance {
  const duration = Math.round(600 / options.speed);
  const viewport = root.querySelector<HTMLElement>('.gallery-viewport') ?? root;
  scheduler.write(() => {
    root.style.setProperty('--gallery-duration', `${animate ? duration : 0}ms`);
    root.classList.add(`transition-${options.transition}`);
  });
  // A swipe is a gesture here, not a drag: a track that cannot move, whose "ends" are next and previous.
  const swipe = attach({
    config: { element: viewport, measure: () => ({ size: viewport.clientWidth, bounds: { min: 0, max: 0 } }), snap: '100%' },
    reached: step,
  });
  return {
    allInView: false,
    show(index, glide) {
      // A title taller than 0.9 of the box gets its overflow state (capped at 0.4).
      const slide = slides[index]?.element;
      const meta = slide?.querySelector<HTMLElement>('.slide-meta');
      if (slide && meta) {
        let state = { overflow: false };
        scheduler.read(() => (state = metaOverlay(meta.scrollHeight, viewport.clientHeight)));
        scheduler.write(() => slide.classList.toggle('meta-overflow', state.overflow));
      }
      return new Promise((resolve) => win.setTimeout(resolve, glide ? duration : 0));
    },
    resized() {},
    destroy: swipe.destroy,
  };
}
