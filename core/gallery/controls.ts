// What shows the index: the current slide (class and aria-current), the previous and
// next controls disabled at the ends, and the live region, which speaks for the visitor's moves
// only (silent during autoplay). Every write goes through the frame scheduler.
import type { Source } from './index-state.ts';
import type { GalleryParts } from './parts.ts';

/** The live region speaks for the visitor, never for autoplay or a follower. */
export const announces = (source: Source): boolean => source === 'visitor';

/**
 * `ends`: whether the previous and next controls are disabled at an index (the design's rule, or
 * the plain one); asked in the write phase, after the frame's reads (the carousel's row) have run.
 */
export function followControls(
  { root, slides, state, scheduler, on }: GalleryParts,
  ends: (index: number) => { previous: boolean; next: boolean },
  step: (delta: 1 | -1) => void,
): void {
  const live = root.querySelector('.gallery-live');
  const previous = root.querySelector('.gallery-previous');
  const next = root.querySelector('.gallery-next');
  const render = (index: number): void =>
    scheduler.write(() => {
      const disabled = ends(index);
      slides.forEach(({ element }, i) => {
        element.classList.toggle('active', i === index);
        if (i === index) element.setAttribute('aria-current', 'true');
        else element.removeAttribute('aria-current');
      });
      for (const [button, off] of [
        [previous, disabled.previous],
        [next, disabled.next],
      ] as const) {
        button?.classList.toggle('disabled', off);
        button?.setAttribute('aria-disabled', String(off));
      }
    });

  render(state.index());
  state.on('select', ({ index, source }) => {
    render(index);
    if (live && announces(source)) {
      const text = slides[index]!.element.getAttribute('aria-label') ?? `${index + 1} of ${state.count}`;
      scheduler.write(() => (live.textContent = text));
    }
  });
  if (previous) on(previous, 'click', () => step(-1));
  if (next) on(next, 'click', () => step(1));
}
