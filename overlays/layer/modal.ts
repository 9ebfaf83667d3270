// What every modal overlay does while it is up: focus stays inside it and returns to the trigger
// on close (core/dom/focus), and Escape closes the topmost one (core/keys).
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { containFocus } from '../../core/dom/focus.ts';
import { escapeStack } from '../../core/keys/escape.ts';

/**
 * `onEscape` null: Escape is off for it, and goes on to what is below. `modal` false: no focus trap.
 * `trigger`: where focus returns on close. The public calls pass what had focus when they were
 * asked, before React was fetched; without one, it is what had focus at the first render, before
 * the overlay was in the page (never an element of the overlay itself, which a Tab pressed between
 * the paint and the effect could otherwise focus).
 */
export function useModal(ref: RefObject<HTMLElement | null>, onEscape: (() => void) | null, modal = true, trigger?: Element | null): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  const [returnTo] = useState(() => (trigger !== undefined ? trigger : document.activeElement));
  const closable = onEscape !== null;
  // Before the first paint (a layout effect; preact runs a passive one frames later): an overlay is
  // never on screen without its Escape and its focus trap.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !modal) return;
    const document = element.ownerDocument;
    const focus = containFocus(document, { container: element }, returnTo);
    const remove = closable ? escapeStack(document).push(() => onEscapeRef.current?.()) : null;
    return () => {
      remove?.();
      focus.release();
    };
  }, [ref, closable, modal, returnTo]);
}
