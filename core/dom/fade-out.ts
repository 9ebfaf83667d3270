// The overlays' leave, without motion's chunk, for what core shows in their place (the server's cookie
// banner and popup): opacity to 0, ease-out, as overlays/layer/transition.ts plays it, with the one
// fallback both use (600 ms more) for an animation that never reports.
export const FADE_FALLBACK_MS = 600;

/** Resolves when every element's fade has played, or `ms` + 600 ms have passed; at once without motion. */
export function fadeOut(elements: readonly HTMLElement[], ms: number, animate: boolean, setTimeout: (done: () => void, ms: number) => unknown): Promise<unknown> {
  if (!animate || elements.some((element) => !element.animate)) return Promise.resolve();
  const played = Promise.all(elements.map((element) => element.animate({ opacity: [1, 0] }, { duration: ms, easing: 'ease-out', fill: 'forwards' }).finished));
  return Promise.race([played, new Promise<void>((done) => setTimeout(done, ms + FADE_FALLBACK_MS))]).catch(() => {});
}
