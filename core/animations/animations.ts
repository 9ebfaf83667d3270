// Block animations. An element with data-animation gains animation-loaded once it is
// in view enough, after any image inside has loaded. Elements already in view at start never
// hide; those below are held (animation-pending) until they arrive. Nothing happens in edit mode
// or without motion, so the content simply shows.
import type { FeatureDeps } from '../feature.ts';
import { ANIMATION_THRESHOLDS, IMAGE_WAIT_MS, inViewEnough } from './rules.ts';

const LOADED = 'animation-loaded';
const PENDING = 'animation-pending';

/** Resolves once every image inside has loaded or failed, or after IMAGE_WAIT_MS. */
function imagesSettled(element: Element, win: Window): Promise<void> {
  const waiting = [...element.querySelectorAll('img')].filter((image) => !(image.complete && image.naturalWidth > 0) || image.classList.contains('loading'));
  if (waiting.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = waiting.length;
    const timer = win.setTimeout(resolve, IMAGE_WAIT_MS);
    const one = (): void => {
      if (--left > 0) return;
      win.clearTimeout(timer);
      resolve();
    };
    for (const image of waiting) {
      image.addEventListener('load', one, { once: true });
      image.addEventListener('error', one, { once: true });
    }
  });
}

export function start({ document, window: win, scheduler, page }: FeatureDeps): { destroy(): void } {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-animation]')];
  const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  if (page.editMode || !page.animate || !Observer) return { destroy() {} };
  const seen = new WeakSet<Element>();
  const reveal = (element: Element): void => {
    void imagesSettled(element, win).then(() =>
      scheduler.write(() => {
        element.classList.remove(PENDING);
        element.classList.add(LOADED);
      }),
    );
  };
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target;
        const first = !seen.has(element);
        seen.add(element);
        const enough = entry.isIntersecting && inViewEnough(entry.intersectionRatio, entry.intersectionRect.height, entry.rootBounds?.height ?? win.innerHeight);
        if (enough || (first && entry.isIntersecting)) {
          // In view at start: shown as it is, never hidden; arriving later: animated in.
          observer.unobserve(element);
          reveal(element);
        } else if (first) {
          element.classList.add(PENDING);
        }
      }
    },
    { threshold: [...ANIMATION_THRESHOLDS] },
  );
  for (const element of elements) observer.observe(element);
  return { destroy: () => observer.disconnect() };
}
