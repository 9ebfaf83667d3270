// The confirmation widget. Hidden, shown, hiding, hidden; four styles; the
// information popup and the alert are two of its uses. Pure.
import { dialogStrings } from '../../core/catalog/strings.ts';
import type { ConfirmOptions, ConfirmResult } from '../../core/overlays/port.ts';

export type DialogState = 'hidden' | 'shown' | 'hiding';
export type DialogResult = ConfirmResult;

export const DIALOG = { width: 350, padding: 20, hideFallbackMs: 600, infoAutoHideMs: 2000, zIndexBase: 30000 } as const;

/** The confirmation widget's options: the port's, plus where it sits and its role. */
export interface DialogOptions extends ConfirmOptions {
  /** The information popup sits top-right, with no overlay. */
  position?: 'center' | 'top-right';
  role?: 'dialog' | 'alertdialog';
  /** Where focus returns when it hides: what had focus when it was asked for. */
  trigger?: Element | null;
}

export function dialogButtons(options: DialogOptions): { result: DialogResult; label: string }[] {
  const confirm = { result: 'confirm' as const, label: options.confirmText ?? dialogStrings.confirm };
  switch (options.style ?? 'confirm-or-cancel') {
    case 'confirm-or-reject':
      return [{ result: 'reject', label: options.rejectText ?? dialogStrings.reject }, confirm];
    case 'confirm-only':
      return [confirm];
    case 'no-buttons':
      return [];
    default:
      return [{ result: 'cancel', label: options.cancelText ?? dialogStrings.cancel }, confirm];
  }
}

/** The next state: only a shown dialog hides, and only a hiding one becomes hidden. */
export function nextState(state: DialogState, event: 'show' | 'hide' | 'hidden'): DialogState {
  if (event === 'show' && state === 'hidden') return 'shown';
  if (event === 'hide' && state === 'shown') return 'hiding';
  if (event === 'hidden' && state === 'hiding') return 'hidden';
  return state;
}

/** The information popup: no buttons, top-right, hides after 2000 ms as confirmed, no Escape. */
export const infoOptions = (title: string, message: string): DialogOptions => ({
  title,
  message,
  style: 'no-buttons',
  position: 'top-right',
  autoHide: DIALOG.infoAutoHideMs,
  escape: false,
  overlayCancels: false,
  role: 'dialog',
});

/** The alert: confirm-only with the button Okay. */
export const alertOptions = (message: string, title = ''): DialogOptions => ({
  title: title || message,
  message: title ? message : undefined,
  style: 'confirm-only',
  confirmText: dialogStrings.okay,
  role: 'alertdialog',
});
