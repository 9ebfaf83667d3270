// The scroll end comes 300 ms after the last scroll event (not the browser's own
// scrollend: one rule in every browser; docs/decisions.md "Page utilities"). Returns the remover.
export const SCROLL_END_MS = 300;

export function onScrollEnd(target: EventTarget, callback: () => void, timers: Pick<Window, 'setTimeout' | 'clearTimeout'>): () => void {
  let timer: number | undefined;
  const options = { passive: true, capture: true };
  const scrolled = (): void => {
    timers.clearTimeout(timer);
    timer = timers.setTimeout(callback, SCROLL_END_MS);
  };
  target.addEventListener('scroll', scrolled, options);
  return () => {
    timers.clearTimeout(timer);
    target.removeEventListener('scroll', scrolled, options);
  };
}
