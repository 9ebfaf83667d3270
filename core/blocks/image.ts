// The image block (type 5). The server renders the figure and the page-wide image loader loads
// its image; the block itself only keeps its narrow state (under 415 px).
import type { BlockDeps, BlockInstance } from '../block.ts';

export const NARROW_BELOW_PX = 415;
export const NARROW_CLASS = 'image-block--narrow';

/** A block with no width (hidden) is not narrow: it has no state to show. */
export const isNarrow = (width: number): boolean => width > 0 && width < NARROW_BELOW_PX;

export function init(root: HTMLElement, { scheduler, window }: BlockDeps): BlockInstance {
  const show = (width: number): void => scheduler.write(() => root.classList.toggle(NARROW_CLASS, isNarrow(width)));
  const Observer = (window as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  if (Observer) {
    const observer = new Observer((entries) => {
      for (const entry of entries) show(entry.contentRect.width);
    });
    observer.observe(root);
    return { destroy: () => observer.disconnect() };
  }
  // Older browsers: measure at start and on each resize.
  const measure = (): void => scheduler.read(() => show(root.getBoundingClientRect().width));
  window.addEventListener('resize', measure, { passive: true });
  measure();
  return { destroy: () => window.removeEventListener('resize', measure) };
}
