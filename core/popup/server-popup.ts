// Issue 21: the popup overlay the server drew into <template data-popup>
// (overlays/popup-overlay/static.ts, from the React popup's own view), shown without React. The rules
// (rules.ts), the stored record (storage.ts) and the sign-up (signup.ts) are the React popup's; this
// file is its behaviour on the server's markup: a modal (focus held inside and given back, Escape,
// the close button and the backdrop close it), the address checked before it is sent, the catalogue's
// message on a failure with what the visitor typed kept, the thanks on success. core/overlays/site.ts
// starts it once the first screen has settled, as it would the React one.
import { UNKNOWN_ERROR } from '../catalog/strings/unknown-error.ts';
import { OVERLAY_SHOWN_EVENT } from '../catalog/tracking.ts';
import { popupOverlayStrings as t } from '../catalog/strings/popup-overlay.ts';
import { fadeOut } from '../dom/fade-out.ts';
import { containFocus } from '../dom/focus.ts';
import { isMobile } from '../dom/mobile.ts';
import { motionAllowed } from '../dom/motion.ts';
import { isScreenshot } from '../dom/screenshot.ts';
import { escapeStack } from '../keys/escape.ts';
import { popupIds, SERVER_POPUP_ID } from './ids.ts';
import { normalizePopup, shouldShowPopup } from './rules.ts';
import type { SignupResult } from './signup.ts';
import { readRecord, writeRecord } from './storage.ts';

/** The React popup's leave (popup.tsx): the backdrop and the card to opacity 0 in 0.2 s. */
export const POPUP_LEAVE_MS = 200;

export interface ServerPopup {
  /** Resolves true when the visitor signed up, false when they closed it without. */
  closed: Promise<boolean>;
  destroy(): void;
}

type Send = (email: string) => Promise<SignupResult>;

/**
 * Shows the server's popup from `template` when its rules allow (null when they do not). `send` is
 * the sign-up, by default through the page's data layer.
 */
export function showServerPopup(window: Window, template: HTMLTemplateElement, rawSettings: Record<string, unknown> | null, send?: Send): ServerPopup | null {
  const { document } = window;
  const settings = normalizePopup(rawSettings);
  const situation = { now: Date.now(), mobile: isMobile(window), screenshot: isScreenshot(window.location.search) };
  if (!shouldShowPopup(settings, readRecord(window), situation)) return null;
  const layer = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const box = layer?.querySelector<HTMLElement>('[role="dialog"]');
  const form = layer?.querySelector('form');
  const input = form?.querySelector('input');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!layer || !box || !form || !input || !button) return null;
  // The check and the call come with the first focus in the form, before the visitor has typed.
  let sending: Promise<typeof import('./send.ts')> | null = null;
  const sender = (): Promise<typeof import('./send.ts')> => (sending ??= import('./send.ts'));

  const animate = motionAllowed(window);
  layer.dataset.popup = animate ? 'ready' : 'still';
  const trigger = document.activeElement;
  document.body.append(layer);
  const focus = containFocus(document, { container: box }, trigger);
  let signedUp = false;
  let closing = false;
  let busy = false;
  let resolveClosed: (signedUp: boolean) => void = () => {};
  const closed = new Promise<boolean>((resolve) => (resolveClosed = resolve));

  const release = (): void => {
    removeEscape();
    focus.release();
    layer.removeEventListener('click', onClick);
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('focusin', onFocus);
  };
  const close = (): void => {
    if (closing) return;
    closing = true;
    release();
    const parts = [...layer.children] as HTMLElement[];
    void fadeOut(parts, POPUP_LEAVE_MS, animate, (done, ms) => window.setTimeout(done, ms)).then(() => {
      writeRecord(window, { 'date-closed': Date.now(), version: settings.version });
      layer.remove();
      resolveClosed(signedUp);
    });
  };
  const removeEscape = escapeStack(document).push(close);

  // The view's message: a paragraph after the button, named by the field (view.tsx, as the React popup draws it).
  const errorId = popupIds(SERVER_POPUP_ID).error;
  const showError = (message: string): void => {
    form.querySelector('.vt-popup-error')?.remove();
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    if (!message) return;
    const error = document.createElement('p');
    error.id = errorId;
    error.className = 'vt-popup-error';
    error.setAttribute('role', 'alert');
    error.textContent = message;
    form.append(error);
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', errorId);
  };

  /** The address checked, then sent; the check and the call are send.ts's, fetched once. */
  const check = async (value: string): Promise<SignupResult> => {
    const module = await sender().catch(() => {
      sending = null;
      return null;
    });
    // Without its chunk (a lost network) it can be neither checked nor sent: the spec's unknown error.
    if (!module) return { ok: false, message: UNKNOWN_ERROR };
    if (!module.isValidEmail(value)) return { ok: false, message: module.emailMessage() };
    button.disabled = true;
    showError('');
    return (send ?? ((email: string) => module.signUpOnPage(window, email, settings.formId, settings.buttonText, module.signupPage(document))))(value);
  };

  async function onSubmit(event: Event): Promise<void> {
    event.preventDefault();
    if (busy) return;
    busy = true;
    const result = await check(input!.value.trim());
    busy = false;
    button!.disabled = false;
    if (!result.ok) return showError(result.message);
    signedUp = true;
    writeRecord(window, { submitted: true, version: settings.version });
    const thanks = document.createElement('p');
    thanks.className = 'vt-popup-thanks';
    thanks.setAttribute('role', 'status');
    thanks.textContent = t.thanks;
    // The form goes, with the focus that was in it: it moves to the close button, inside the popup.
    form!.replaceWith(thanks);
    layer!.querySelector<HTMLElement>('.vt-popup-close')?.focus();
  }
  function onClick(event: Event): void {
    const target = event.target as Element;
    if (target.closest('.vt-popup-close') || target.classList.contains('vt-popup-backdrop')) close();
  }
  const onFocus = (): void => void sender().catch(() => (sending = null));
  layer.addEventListener('click', onClick);
  form.addEventListener('submit', onSubmit);
  form.addEventListener('focusin', onFocus, { once: true });
  // The overlay census call, made by the tracking entry where the page has one.
  document.dispatchEvent(new CustomEvent(OVERLAY_SHOWN_EVENT, { detail: { overlay: 'popup-overlay', formId: settings.formId, version: settings.version } }));
  return {
    closed,
    destroy() {
      if (closing) return;
      closing = true;
      release();
      layer.remove();
      resolveClosed(signedUp);
    },
  };
}
