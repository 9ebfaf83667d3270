// media.md 3 and 9: the strip design (input "slider"): slides side by side at one height, dragged
// freely with inertial ends, the current slide aligned at the start, middle or end, 0.5 s a move.
import type { DesignContext, DesignInstance } from '../design.ts';
import type { Swipe } from '../../swipe/index.ts';
import { GALLERY } from '../options.ts';
import { stripOffset, type StripGeometry } from '../layout/strip.ts';

export function create({ root, slides, options, animate, motion, scheduler, window: win, rested }: DesignContext): DesignInstance {
  const viewport = root.querySelector<HTMLElement>('.gallery-viewport') ?? root;
  const track = root.querySelector<HTMLElement>('.gallery-track') ?? viewport;
  let geometry: StripGeometry | null = null;
  let swipe: Swipe | null = null;
  let destroyed = false;

  const measure = (): StripGeometry => {
    geometry ??= {
      starts: slides.map((slide) => slide.element.offsetLeft),
      widths: slides.map((slide) => slide.element.offsetWidth),
      view: viewport.clientWidth,
      length: track.scrollWidth,
    };
    return geometry;
  };
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

  const ready = motion().then(({ createSwipe }) => {
    if (destroyed) return null;
    swipe = createSwipe(
      { element: viewport, track, boundaries: 'inertial', measure: () => ({ size: measure().view, bounds: { min: 0, max: Math.max(0, measure().length - measure().view) } }) },
      { scheduler, now: () => win.performance.now(), animate },
    );
    // Only a drag's rest picks the current slide; a move the gallery asked for already has one.
    let dragged = false;
    swipe.on('start', () => (dragged = true));
    swipe.on('settle', (offset) => {
      if (!dragged) return;
      dragged = false;
      rested(nearest(offset));
    });
    return swipe;
  });

  return {
    allInView: false,
    async show(index, glide) {
      const s = await ready.catch(() => null);
      if (!s) return;
      await s.to(stripOffset(measure(), index, options.activeAlignment), glide ? GALLERY.stripSeconds * 1000 : 0);
    },
    resized() {
      geometry = null;
    },
    destroy() {
      destroyed = true;
      swipe?.destroy();
    },
  };
}
