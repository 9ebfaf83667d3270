// The focus-containment helper takes exactly one of a container or a predicate.
// Tab and Shift+Tab cycle inside; focus that escapes is brought back; release() returns focus to
// where it was. The lightbox and the dialogs use it (WAI-ARIA dialog pattern). Containments
// stack: a dialog over the lightbox holds focus, and the lightbox takes it back when it closes.
import { motionStrings } from '../catalog/strings.ts';

export type FocusTarget = { container: Element; predicate?: undefined } | { predicate: (element: Element) => boolean; container?: undefined };

export interface FocusContainment {
  release(): void;
}

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,[contenteditable],[tabindex]:not([tabindex="-1"])';

/** The containments active in each document: only the topmost acts, the ones below wait. */
const active = new WeakMap<Document, object[]>();

/**
 * `returnTo` is where focus goes on release: by default what had focus when the containment began.
 * Callers that open asynchronously pass the trigger they saw when asked, since by the time the
 * overlay mounts the visitor may have tabbed on. An element inside the container is never a return
 * target: focus that was already there when the containment began has nowhere to go back to.
 */
export function containFocus(document: Document, target: FocusTarget, returnTo: Element | null = document.activeElement): FocusContainment {
  const { container, predicate } = (target ?? {}) as { container?: unknown; predicate?: unknown };
  const hasContainer = container !== undefined && container !== null;
  const hasPredicate = predicate !== undefined && predicate !== null;
  if (hasContainer === hasPredicate || (hasContainer && !(container instanceof document.defaultView!.Element)) || (hasPredicate && typeof predicate !== 'function'))
    throw new TypeError(motionStrings.focusTarget);

  const inside = (element: Element | null): boolean =>
    element !== null && (hasContainer ? (container as Element).contains(element) : (predicate as (e: Element) => boolean)(element));
  const focusables = (): HTMLElement[] =>
    [...(hasContainer ? (container as Element) : document).querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => inside(element) && !element.hasAttribute('hidden') && element.getAttribute('aria-hidden') !== 'true',
    );
  const previous = returnTo && !inside(returnTo) ? (returnTo as HTMLElement) : null;
  const self = {};
  const stack = active.get(document) ?? [];
  active.set(document, stack);
  stack.push(self);
  const onTop = (): boolean => stack[stack.length - 1] === self;

  const first = (): void => {
    const [element] = focusables();
    if (element) return void element.focus();
    if (hasContainer && container instanceof document.defaultView!.HTMLElement) {
      if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
      container.focus();
    }
  };

  const onKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Tab' || !onTop()) return;
    const list = focusables();
    if (list.length === 0) return void event.preventDefault();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : at === list.length - 1 || at === -1 ? 0 : at + 1;
    event.preventDefault();
    list[next]?.focus();
  };
  const onFocusIn = (event: FocusEvent): void => {
    if (onTop() && !inside(event.target as Element)) first();
  };

  document.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocusIn, true);
  if (!inside(document.activeElement)) first();

  return {
    release() {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocusIn, true);
      const at = stack.indexOf(self);
      if (at >= 0) stack.splice(at, 1);
      if (previous?.isConnected && typeof previous.focus === 'function') previous.focus();
    },
  };
}
