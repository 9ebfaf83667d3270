// The slider (the site's "slider", the spec's strip design): slides side by side
// at one height, dragged freely with inertial ends, the current slide aligned at the start, middle
// or end, 0.5 s a move. Its geometry is read once, in the frame's read phase, until a resize.
import type { DesignContext, DesignInstance } from '../design.ts';
import { GALLERY } from '../options.ts';
import { stripOffset, type StripGeometry } from '../layout/strip.ts';

export function create({ root, slides, options, swipe: attach, scheduler, rested }: DesignContext): DesignInstance {
  const viewport = root.querySelector<HTMLElement>('.gallery-viewport') ?? root;
  const track = root.querySelector<HTMLElement>('.gallery-track') ?? viewport;
  let geometry: StripGeometry | null = null;

  const measure = (): StripGeometry =>
    (geometry ??= {
      starts: slides.map((slide) => slide.element.offsetLeft),
      widths: slides.map((slide) => slide.element.offsetWidth),
      view: viewport.clientWidth,
      length: track.scrollWidth,
    });
  // The slide nearest the alignment point, where a free drag came to rest.
  const nearest = (offset: number): number => {
    const g = measure();
    const point = offset + (options.activeAlignment === 'start' ? 0 : options.activeAlignment === 'end' ? g.view : g.view / 2);
    let best = 0;
    g.starts.forEach((start, i) => {
      const centre = start + (g.widths[i] as number) / 2;
      if (Math.abs(centre - point) < Math.abs((g.starts[best] as number) + (g.widths[best] as number) / 2 - point)) best = i;
    });
    return best;
  };

  const swipe = attach({
    config: {
      element: viewport,
      track,
      boundaries: 'inertial',
      measure: () => ({ size: measure().view, bounds: { min: 0, max: Math.max(0, measure().length - measure().view) } }),
    },
    rested: (offset) => rested(nearest(offset)),
  });

  return {
    allInView: false,
    async show(index, glide) {
      // Measured in the frame's read phase.
      const g = await new Promise<ReturnType<typeof measure>>((resolve) => scheduler.read(() => resolve(measure())));
      await swipe.to(stripOffset(g, index, options.activeAlignment), glide ? GALLERY.stripSeconds * 1000 : 0);
    },
    resized() {
      geometry = null;
    },
    destroy: swipe.destroy,
  };
}
