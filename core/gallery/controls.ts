// media.md 4: what shows the index: the current slide (class and aria-current), the previous and
// next controls disabled at the ends, and the live region, which speaks for the visitor's moves
// only (silent during autoplay). Every write goes through the frame scheduler.
import type { Listen } from './listen.ts';
import type { FrameScheduler } from '../dom/scheduler.ts';
import type { IndexState, Source } from './index-state.ts';
import type { Slide } from './slides.ts';

export interface ControlsDeps {
  root: HTMLElement;
  slides: Slide[];
  state: IndexState;
  scheduler: FrameScheduler;
  on: Listen;
  /** Whether the previous and next controls are disabled at `index` (the design's, or the plain rule). */
  ends(index: number): { previous: boolean; next: boolean };
  step(delta: 1 | -1): void;
}

/** The live region speaks for the visitor, never for autoplay or a follower. */
export const announces = (source: Source): boolean => source === 'visitor';

export function followControls({ root, slides, state, scheduler, on, ends, step }: ControlsDeps): void {
  const live = root.querySelector('.gallery-live');
  const previousButton = root.querySelector<HTMLButtonElement>('.gallery-previous');
  const nextButton = root.querySelector<HTMLButtonElement>('.gallery-next');

  // The ends are asked in the write phase, after the frame's reads (the carousel's row) have run.
  const render = (index: number): void =>
    scheduler.write(() => {
      const disabled = ends(index);
      slides.forEach(({ element }, i) => {
        element.classList.toggle('active', i === index);
        if (i === index) element.setAttribute('aria-current', 'true');
        else element.removeAttribute('aria-current');
      });
      for (const [button, off] of [
        [previousButton, disabled.previous],
        [nextButton, disabled.next],
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
  if (previousButton) on(previousButton, 'click', () => step(-1));
  if (nextButton) on(nextButton, 'click', () => step(1));
}
