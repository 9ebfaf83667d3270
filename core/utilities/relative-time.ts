// Relative time. A <time datetime="…" data-relative-time> shows the
// catalogue's relative text, refreshed every 5 s, but only while it is on screen and the page is
// visible: with none in view, or the tab hidden, no timer runs. The server already wrote the text
// for the moment it drew the page (server/render/relative-time.ts), in a box that keeps its width.
import type { FeatureDeps } from '../feature.ts';
import { createRelativeTimeRefresher, type RelativeTimeRefresher } from '../catalog/relative-time.ts';

export function start({ document, window: win }: FeatureDeps): { destroy(): void } {
  const elements = [...document.querySelectorAll<HTMLTimeElement>('time[data-relative-time]')];
  const Observer = (win as Window & typeof globalThis).IntersectionObserver;
  // Without an observer every element counts as in view.
  const visible = new Set<Element>(Observer ? [] : elements);
  const locale = document.documentElement.lang || undefined;
  let refresher: RelativeTimeRefresher | undefined;
  const update = (): void => {
    const on = visible.size > 0 && document.visibilityState !== 'hidden';
    if (on && !refresher)
      refresher = createRelativeTimeRefresher({
        elements: () => visible,
        setInterval: (tick, ms) => win.setInterval(tick, ms),
        clearInterval: (handle) => win.clearInterval(handle),
        now: () => Date.now(),
        locale,
      });
    else if (!on && refresher) {
      refresher.destroy();
      refresher = undefined;
    }
  };
  const observer =
    Observer &&
    new Observer((entries) => {
      for (const entry of entries) entry.isIntersecting ? visible.add(entry.target) : visible.delete(entry.target);
      update();
    });
  for (const element of elements) observer?.observe(element);
  document.addEventListener('visibilitychange', update);
  update();
  return {
    destroy() {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      visible.clear();
      update();
    },
  };
}
