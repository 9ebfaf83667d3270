// The carousel: rows of slidesPerRow (2 below 480 px, 3 below 724 px), moved a group
// at a time, clamped at the first and last group; controls hide when every slide fits in a row.
// Its geometry is read in the frame's read phase, once until a resize.
import type { DesignContext, DesignInstance } from '../design.ts';
import { GALLERY } from '../options.ts';
import { clampGroup, controlsShown, firstOfGroup, groupCount, groupOf, groupWindow, slidesPerRowAt } from '../layout/carousel.ts';

interface Geometry {
  perRow: number;
  /** A slide's width and gutter, as laid out by the server's CSS. */
  stride: number;
}

export function create({ root, slides, options, swipe: attach, scheduler, rested }: DesignContext): DesignInstance {
  const viewport = root.querySelector<HTMLElement>('.gallery-viewport') ?? root;
  const track = root.querySelector<HTMLElement>('.gallery-track') ?? viewport;
  const count = slides.length;
  // Until the first read phase, one slide a row: the server's CSS decides what shows meanwhile.
  let perRow = 1;
  let geometry: Geometry | null = null;
  const measure = (): Geometry => {
    if (geometry) return geometry;
    const width = viewport.clientWidth;
    geometry = { perRow: slidesPerRowAt(width, options.slidesPerRow), stride: slides[1] ? slides[1].element.offsetLeft - slides[0]!.element.offsetLeft : width };
    perRow = geometry.perRow;
    const hidden = !controlsShown(count, perRow);
    scheduler.write(() => root.classList.toggle('controls-hidden', hidden));
    return geometry;
  };
  scheduler.read(measure);
  const groups = (): number => groupCount(count, perRow);

  const swipe = attach({
    config: {
      element: viewport,
      track,
      boundaries: 'inertial',
      snap: '100%',
      measure: () => {
        const { perRow: row, stride } = measure();
        return { size: row * stride, bounds: { min: 0, max: Math.max(0, (count - row) * stride) } };
      },
    },
    rested: (offset) => rested(Math.round(offset / measure().stride)),
  });

  return {
    allInView: false,
    step(current, delta) {
      const group = groupOf(current, perRow) + delta;
      if (group < 0 || group >= groups()) return { index: current, reached: group < 0 ? 'beginning' : 'end' };
      return { index: firstOfGroup(clampGroup(group, groups()), perRow, count), reached: null };
    },
    ends: (current) => ({ previous: current <= 0, next: current + perRow >= count }),
    preload: (current, around) => groupWindow(current, around, measure().perRow, count),
    async show(index, glide) {
      // Measured in the frame's read phase.
      const g = await new Promise<ReturnType<typeof measure>>((resolve) => scheduler.read(() => resolve(measure())));
      // A jump of more than one slide goes to the group that holds it.
      await swipe.to(firstOfGroup(groupOf(index, g.perRow), g.perRow, count) * g.stride, glide ? GALLERY.stripSeconds * 1000 : 0);
    },
    resized() {
      geometry = null;
      scheduler.read(measure);
    },
    destroy: swipe.destroy,
  };
}
