// Each textarea with a valid data-max-length gets a counter 'current / max',
// and its field is marked as an error while over the maximum. The counter sits over the
// textarea's corner, so adding it moves nothing.
import type { FeatureDeps } from '../feature.ts';
import { counterText, isOverLimit, parseMaxLength } from './counter.ts';

export function start({ document }: FeatureDeps): { destroy(): void } {
  const listening = new AbortController();
  const counters: HTMLElement[] = [];
  for (const textarea of document.querySelectorAll<HTMLTextAreaElement>('textarea[data-max-length]')) {
    const max = parseMaxLength(textarea.getAttribute('data-max-length'));
    if (max === null) continue;
    const field = (textarea.closest('.form-item, .field') as HTMLElement | null) ?? textarea;
    const counter = document.createElement('span');
    counter.className = 'textarea-counter';
    counter.setAttribute('aria-live', 'polite');
    const update = (): void => {
      const length = textarea.value.length;
      const over = isOverLimit(length, max);
      counter.textContent = counterText(length, max);
      field.classList.toggle('error', over);
      counter.classList.toggle('error', over);
      if (over) textarea.setAttribute('aria-invalid', 'true');
      else textarea.removeAttribute('aria-invalid');
    };
    const parent = textarea.parentElement;
    if (parent && getComputedStyle(parent).position === 'static') parent.style.position = 'relative';
    textarea.after(counter);
    counters.push(counter);
    update();
    textarea.addEventListener('input', update, { signal: listening.signal });
  }
  return {
    destroy() {
      listening.abort();
      for (const counter of counters) counter.remove();
    },
  };
}
