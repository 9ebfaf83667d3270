// Arrow keys navigate only when the gallery is in view, not moving, and focus is not in
// an editable field. Pure.
export interface ArrowInput {
  keyCode: number;
  inView: boolean;
  moving: boolean;
  editable: boolean;
  enabled: boolean;
  keys: { previous: number; next: number };
}

export function arrowAction({ keyCode, inView, moving, editable, enabled, keys }: ArrowInput): 'previous' | 'next' | null {
  if (!enabled || !inView || moving || editable) return null;
  return keyCode === keys.previous ? 'previous' : keyCode === keys.next ? 'next' : null;
}

/** Text inputs, textareas, selects and contenteditable take arrow keys themselves. */
export function isEditable(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes((element as HTMLInputElement).type);
  return (element as HTMLElement).isContentEditable === true || element.getAttribute('contenteditable') === 'true';
}

/** Enter 13 and Space 32 act as a click. */
export const isActivation = (key: string): boolean => key === 'Enter' || key === ' ';
