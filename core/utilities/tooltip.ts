// Tooltips. An element with data-tooltip="text" gets a role=tooltip element that
// describes it (aria-describedby), shown after 1200 ms of hover, or at once on focus, at most 250 px
// wide, in a fixed layer (nothing moves). WCAG 1.4.13: Escape hides it (rule 1 of the Escape key, the
// page's stack), the pointer may move onto it, and it stays until the pointer or focus leaves.
// While the page scrolls it hides; at the scroll end it comes back beside a trigger still hovered or focused.
import type { FeatureDeps } from '../feature.ts';
import { escapeStack } from '../keys/escape.ts';
import { onScrollEnd } from '../dom/scroll-end.ts';
import { placeTooltip, TOOLTIP_WIDTH } from './tooltip-place.ts';

export const TOOLTIP_SHOW_DELAY_MS = 1200;
/** Time to move the pointer from the trigger onto the tooltip (WCAG 1.4.13, hoverable). */
export const TOOLTIP_HIDE_GRACE_MS = 300;

export function start({ document, window: win, scheduler }: FeatureDeps): { destroy(): void } {
  const escapes = escapeStack(document);
  const controller = new AbortController();
  const on = (target: EventTarget, type: string, listener: (event: Event) => void): void => target.addEventListener(type, listener, { signal: controller.signal });
  let current: HTMLElement | undefined;
  let timer: number | undefined;
  let release: (() => void) | undefined;
  let hovered: HTMLElement | undefined;
  // What a scroll hid, to show again at the scroll end if its trigger is still hovered or focused.
  let shown: readonly [HTMLElement, HTMLElement] | undefined;
  let resume: typeof shown;

  const later = (ms: number, task: () => void): void => {
    win.clearTimeout(timer);
    timer = win.setTimeout(task, ms);
  };
  const hide = (): void => {
    win.clearTimeout(timer);
    release?.();
    release = undefined;
    const tip = current;
    current = shown = undefined;
    if (tip) scheduler.write(() => (tip.hidden = true));
  };
  const show = (tip: HTMLElement, trigger: HTMLElement): void => {
    win.clearTimeout(timer);
    if (current === tip) return;
    hide();
    current = tip;
    shown = [trigger, tip];
    release = escapes.push(hide);
    // Shown unseen first, so that its size is known before it is placed.
    scheduler.write(() => {
      tip.style.visibility = 'hidden';
      tip.hidden = false;
      scheduler.read(() => {
        const place = placeTooltip(trigger.getBoundingClientRect(), tip.getBoundingClientRect(), { width: document.documentElement.clientWidth, height: win.innerHeight });
        scheduler.write(() => {
          if (current !== tip) return;
          tip.style.left = `${place.left}px`;
          tip.style.top = `${place.top}px`;
          tip.style.visibility = '';
        });
      });
    });
  };

  const tips = [...document.querySelectorAll<HTMLElement>('[data-tooltip]')].map((trigger, n) => {
    const tip = document.createElement('div');
    tip.id = `tooltip-${n}`;
    tip.className = 'tooltip';
    tip.setAttribute('role', 'tooltip');
    tip.hidden = true;
    tip.style.maxWidth = `${TOOLTIP_WIDTH}px`;
    tip.textContent = trigger.dataset.tooltip ?? '';
    const showSoon = (event: Event): void => {
      if ((event as PointerEvent).pointerType === 'touch') return;
      hovered = trigger;
      later(TOOLTIP_SHOW_DELAY_MS, () => show(tip, trigger));
    };
    const leave = (): void => {
      hovered = undefined;
      later(TOOLTIP_HIDE_GRACE_MS, hide);
    };
    on(trigger, 'pointerenter', showSoon);
    on(trigger, 'pointerleave', leave);
    on(tip, 'pointerenter', () => current === tip && win.clearTimeout(timer));
    on(tip, 'pointerleave', leave);
    on(trigger, 'focus', () => show(tip, trigger));
    on(trigger, 'blur', hide);
    scheduler.write(() => {
      // In the main landmark (axe: all content in landmarks), which no transform moves: a fixed layer there is the viewport's.
      (document.querySelector('main') ?? document.body).append(tip);
      trigger.setAttribute('aria-describedby', `${trigger.getAttribute('aria-describedby') ?? ''} ${tip.id}`.trim());
    });
    return tip;
  });

  on(document, 'scroll', () => {
    resume ??= shown;
    hide();
  });
  const stopScrollEnd = onScrollEnd(
    document,
    () => {
      const [trigger, tip] = resume ?? [];
      resume = undefined;
      if (trigger && tip && (trigger === document.activeElement || trigger === hovered)) show(tip, trigger);
    },
    win,
  );
  return {
    destroy() {
      hide();
      controller.abort();
      stopScrollEnd();
      for (const tip of tips) tip.remove();
    },
  };
}
