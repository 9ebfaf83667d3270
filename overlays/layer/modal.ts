// What every modal overlay does while it is up: focus stays inside it and returns to the trigger
// on close (core/dom/focus), and Escape closes the topmost one (core/keys).
import { useEffect, useRef, type RefObject } from 'react';
import { containFocus } from '../../core/dom/focus.ts';
import { escapeStack } from '../../core/keys/escape.ts';

/** `onEscape` null: Escape is off for it, and goes on to what is below. `modal` false: no focus trap. */
export function useModal(ref: RefObject<HTMLElement | null>, onEscape: (() => void) | null, modal = true): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  const closable = onEscape !== null;
  useEffect(() => {
    const element = ref.current;
    if (!element || !modal) return;
    const document = element.ownerDocument;
    const focus = containFocus(document, { container: element });
    const remove = closable ? escapeStack(document).push(() => escape.current?.()) : null;
    return () => {
      remove?.();
      focus.release();
    };
  }, [ref, closable, modal]);
}
