// Text shrink. An element with data-text-shrink keeps its text on one line by
// shrinking the font of its first child (a span, so the line box, and the layout, stay as they are),
// never below 11 px; a fitted size of 13 px or less sets data-text-shrink-small for the owner. A
// fitting pass reads every box and then writes; it refits 100 ms after the window's last resize, and
// through the throttle, which times the passes (a text still too wide steps down in the next pass).
import type { FeatureDeps } from '../feature.ts';
import { createThrottle } from '../dom/throttle.ts';
import { fitFontSize, flagged, TEXT_SHRINK_DEBOUNCE_MS } from './text-fit.ts';

export const SMALL_ATTRIBUTE = 'data-text-shrink-small';

export function start({ document, window: win }: FeatureDeps): { destroy(): void } {
  const items = [...document.querySelectorAll<HTMLElement>('[data-text-shrink]')].map((box) => {
    const text = (box.firstElementChild as HTMLElement | null) ?? box;
    const base = Number.parseFloat(win.getComputedStyle(text).fontSize);
    return { box, text, base, size: base, fittedFor: -1 };
  });
  // The page's own size can change with the window (a clamp() heading): read it again each pass from
  // the box, whose span inherits it (a box without a span keeps the size it started with).
  const baseOf = ({ box, text, base }: (typeof items)[number]): number => (text === box ? base : Number.parseFloat(win.getComputedStyle(box).fontSize) || base);
  const fit = (): void => {
    const widths = items.map((item) => [item.text.getBoundingClientRect().width, item.box.clientWidth, baseOf(item)]);
    let changed = false;
    items.forEach((item, n) => {
      const [textWidth = 0, boxWidth = 0, base = item.base] = widths[n] ?? [];
      if (base !== item.base) item.fittedFor = -1;
      item.base = base;
      const size = fitFontSize({ ...item, textWidth, boxWidth });
      item.fittedFor = boxWidth;
      if (size === item.size) return;
      changed = true;
      item.size = size;
      item.text.style.fontSize = `${size}px`;
      item.box.toggleAttribute(SMALL_ATTRIBUTE, flagged(size));
    });
    if (changed) throttled();
  };
  const throttled = createThrottle(fit, win);
  let timer: number | undefined;
  const resized = (): void => {
    win.clearTimeout(timer);
    timer = win.setTimeout(throttled, TEXT_SHRINK_DEBOUNCE_MS);
  };
  win.addEventListener('resize', resized);
  throttled();
  return {
    destroy() {
      win.removeEventListener('resize', resized);
      win.clearTimeout(timer);
      throttled.destroy();
    },
  };
}
