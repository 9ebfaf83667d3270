// The site's "stacked" design (the spec's base): every slide in one column. Moving to
// a slide by key brings it into view; nothing else moves.
import type { DesignContext, DesignInstance } from '../design.ts';

export function create({ slides, scheduler, window: win }: DesignContext): DesignInstance {
  let started = false;
  return {
    allInView: true,
    async show(index, animate) {
      const slide = slides[index]?.element;
      // The first show is the page loading: the visitor stays where they are.
      if (!started || !slide) {
        started = true;
        return;
      }
      scheduler.read(() => {
        const box = slide.getBoundingClientRect();
        if (box.top < 0 || box.bottom > win.innerHeight) scheduler.write(() => slide.scrollIntoView({ behavior: animate ? 'smooth' : 'auto', block: 'center' }));
      });
    },
    resized() {},
    destroy() {},
  };
}
