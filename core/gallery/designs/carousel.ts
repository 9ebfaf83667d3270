// media.md 4: the carousel: rows of slidesPerRow (2 below 480 px, 3 below 724 px), moved a group
// at a time, clamped at the first and last group; controls hide when every slide fits in a row.
import type { DesignContext, DesignInstance } from '../design.ts';
import type { Swipe } from '../../swipe/index.ts';
import { GALLERY } from '../options.ts';
import { clampGroup, controlsShown, firstOfGroup, groupCount, groupOf, slidesPerRowAt } from '../layout/carousel.ts';

export function create({ root, slides, options, animate, motion, scheduler, window: win, rested }: DesignContext): DesignInstance {
  const viewport = root.querySelector<HTMLElement>('.gallery-viewport') ?? root;
  const track = root.querySelector<HTMLElement>('.gallery-track') ?? viewport;
  const count = slides.length;
  let perRow = 1;
  let swipe: Swipe | null = null;
  let destroyed = false;
  const measure = (): void => {
    perRow = slidesPerRowAt(viewport.clientWidth, options.slidesPerRow);
    const hidden = !controlsShown(count, perRow);
    scheduler.write(() => root.classList.toggle('controls-hidden', hidden));
  };
  measure();
  // The slide widths and gutter, as laid out by the server's CSS.
  const stride = (): number => (slides[1] ? slides[1].element.offsetLeft - slides[0]!.element.offsetLeft : viewport.clientWidth);
  const groups = (): number => groupCount(count, perRow);

  const ready = motion().then(({ createSwipe }) => {
    if (destroyed) return null;
    swipe = createSwipe(
      { element: viewport, track, boundaries: 'inertial', snap: '100%', measure: () => ({ size: perRow * stride(), bounds: { min: 0, max: Math.max(0, (count - perRow) * stride()) } }) },
      { scheduler, now: () => win.performance.now(), animate },
    );
    // Only a drag's rest picks the current slide; a move the gallery asked for already has one.
    let dragged = false;
    swipe.on('start', () => (dragged = true));
    swipe.on('settle', (offset) => {
      if (!dragged) return;
      dragged = false;
      rested(Math.round(offset / stride()));
    });
    return swipe;
  });

  return {
    allInView: false,
    step(current, delta) {
      const group = groupOf(current, perRow) + delta;
      if (group < 0 || group >= groups()) return { index: current, reached: group < 0 ? 'beginning' : 'end' };
      return { index: firstOfGroup(clampGroup(group, groups()), perRow, count), reached: null };
    },
    ends: (current) => ({ previous: current <= 0, next: current + perRow >= count }),
    async show(index, glide) {
      const s = await ready.catch(() => null);
      // A jump of more than one slide goes to the group that holds it.
      if (s) await s.to(firstOfGroup(groupOf(index, perRow), perRow, count) * stride(), glide ? GALLERY.stripSeconds * 1000 : 0);
    },
    resized: () => scheduler.read(measure),
    destroy() {
      destroyed = true;
      swipe?.destroy();
    },
  };
}
