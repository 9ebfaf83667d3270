// @vitest-environment happy-dom
// Issue 21: the popup overlay the server drew into <template data-popup>,
// shown without React on its real markup (overlays/popup-overlay/static.ts): by the popup's rules
// and stored record, a modal that Escape, the close button and the backdrop close, the address
// checked before it is sent, the message on a failure with what was typed kept, the thanks on success.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupOverlayStrings } from '../../../../core/catalog/strings/popup-overlay.ts';
import { OVERLAY_SHOWN_EVENT } from '../../../../core/catalog/tracking.ts';
import { emailMessage } from '../../../../core/forms/validate.ts';
import { escapeStack } from '../../../../core/keys/escape.ts';
import { DAY_MS, EMPTY_RECORD, STORAGE_KEY, type PopupRecord } from '../../../../core/popup/rules.ts';
import { showServerPopup, type ServerPopup } from '../../../../core/popup/server-popup.ts';
import { SERVER_POPUP_SELECTOR } from '../../../../core/popup/template.ts';
import type { SignupResult } from '../../../../core/popup/signup.ts';
import { readRecord } from '../../../../core/popup/storage.ts';
import { renderStaticPopup } from '../../../../overlays/popup-overlay/static.ts';
import { studioListPopup } from '../../../../site/promo.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const SETTINGS = studioListPopup('f1');
const TITLE = 'Join the studio list';
const SPEC_EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format name@example.com.';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** What `get` finds once it is there (the sign-up's chunk comes first); not vi.waitFor, which moves the fake clock on. */
async function present<T>(get: () => T | null | undefined | false): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const found = get();
    if (found) return found;
    await settle();
  }
  throw new Error('never there');
}
/** Long enough for the sign-up's chunk to have come, once asked for. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Its state, read without waiting: whether `closed` has resolved, and with what. */
function track(popup: ServerPopup) {
  const state: { done: boolean; signedUp?: boolean } = { done: false };
  void popup.closed.then((signedUp) => Object.assign(state, { done: true, signedUp }));
  return state;
}

/** The page as the server draws it: a control that has focus, then the popup's template last in the body. */
function serverPage(settings: Record<string, unknown> = SETTINGS): HTMLTemplateElement {
  document.body.innerHTML = `<button id="trigger">Menu</button>${renderStaticPopup(settings).html}`;
  document.getElementById('trigger')!.focus();
  return document.querySelector<HTMLTemplateElement>(SERVER_POPUP_SELECTOR)!;
}

const shown: ServerPopup[] = [];
/** Shows it from a fresh server page; `send` never answers unless given. */
function show(settings: Record<string, unknown> = SETTINGS, send: (email: string) => Promise<SignupResult> = () => new Promise(() => {})): ServerPopup | null {
  const popup = showServerPopup(window, serverPage(settings), settings, send);
  if (popup) shown.push(popup);
  return popup;
}

const store = (record: Partial<PopupRecord>) => localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...EMPTY_RECORD, ...record }));
const at = (path: string) => window.history.replaceState(null, '', path);
/** The media queries that match, the rest do not. */
const media = (...matching: string[]) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: matching.includes(query), media: query }) as unknown as MediaQueryList);
const phone = () => {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
  media('(pointer: coarse)');
};

const layer = () => document.querySelector<HTMLElement>('.vt-popup-layer');
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const form = () => dialog().querySelector('form');
const input = () => dialog().querySelector('input')!;
const submitButton = () => dialog().querySelector<HTMLButtonElement>('button[type="submit"]')!;
const closeButton = () => dialog().querySelector<HTMLButtonElement>('.vt-popup-close')!;
const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
const submit = (value: string) => {
  input().value = value;
  form()!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  // No motion unless a test asks for it: the leave then ends at once.
  at('/promo?nomotion=true');
});

afterEach(() => {
  for (const popup of shown.splice(0)) popup.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  at('/');
  document.body.innerHTML = '';
});

describe('shows when its rules allow', () => {
  it('a dialog named by its title, appended to the body; the template stays inert', () => {
    at('/promo');
    media();
    const popup = show();
    expect(popup).not.toBeNull();
    expect(document.body.lastElementChild).toBe(layer());
    expect(layer()!.dataset.popup).toBe('ready');
    const box = dialog();
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).toBe(TITLE);
    expect(box.contains(document.getElementById(box.getAttribute('aria-labelledby')!))).toBe(true);
    expect(box.querySelector('label')!.textContent).toBe(popupOverlayStrings.emailLabel);
    expect(submitButton().textContent).toBe('Sign up');
    expect(document.querySelectorAll('.vt-popup-layer')).toHaveLength(1);
    expect(document.querySelector<HTMLTemplateElement>(SERVER_POPUP_SELECTOR)!.content.querySelector('.vt-popup-layer')).not.toBeNull();
  });

  it.each([
    ['nomotion=true', '/promo?nomotion=true', []],
    ['prefers-reduced-motion', '/promo', ['(prefers-reduced-motion: reduce)']],
  ])('still, without its enter, with %s', (_name, path, matching) => {
    at(path);
    media(...matching);
    show();
    expect(layer()!.dataset.popup).toBe('still');
  });

  it('nothing stored: it shows', () => {
    expect(show()).not.toBeNull();
  });

  it.each<[string, Partial<PopupRecord>, Record<string, unknown>, boolean]>([
    ['closed 6 days ago, every 7 days: not yet', { 'date-closed': NOW - 6 * DAY_MS, version: 1 }, SETTINGS, false],
    ['closed 7 days ago, every 7 days: again', { 'date-closed': NOW - 7 * DAY_MS, version: 1 }, SETTINGS, true],
    ['closed an hour ago, but the stored version is older: again', { 'date-closed': NOW - 3_600_000, version: 0 }, SETTINGS, true],
    ['signed up, showUntilSignup: never', { submitted: true, version: 1 }, SETTINGS, false],
    ['signed up, without showUntilSignup: again', { submitted: true, version: 1 }, { ...SETTINGS, showUntilSignup: false }, true],
  ])('%s', (_name, record, settings, shows) => {
    store(record);
    const popup = show(settings);
    expect(popup !== null).toBe(shows);
    expect(layer() !== null).toBe(shows);
  });

  it.each([
    ['sqsscreenshot=true', '/promo?nomotion=true&sqsscreenshot=true'],
    ['sqsscreenshot=true alone', '/promo?sqsscreenshot=true'],
  ])('%s: none', (_name, path) => {
    at(path);
    expect(show()).toBeNull();
    expect(layer()).toBeNull();
  });

  it('sqsscreenshot=TRUE is not the flag', () => {
    at('/promo?nomotion=true&sqsscreenshot=TRUE');
    expect(show()).not.toBeNull();
  });

  it('style none: none', () => {
    expect(show({ ...SETTINGS, style: 'none' })).toBeNull();
    expect(layer()).toBeNull();
  });

  it('on a phone, only with enableMobile', () => {
    phone();
    expect(show({ ...SETTINGS, enableMobile: false })).toBeNull();
    expect(layer()).toBeNull();
    expect(show({ ...SETTINGS, enableMobile: true })).not.toBeNull();
    expect(layer()).not.toBeNull();
  });

  it('tells the page once, with the overlay, its form and its version; not when it does not show', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener(OVERLAY_SHOWN_EVENT, listener);
    try {
      show();
      expect(seen).toEqual([{ overlay: 'popup-overlay', formId: 'f1', version: 1 }]);
      store({ 'date-closed': NOW, version: 1 });
      show();
      expect(seen).toHaveLength(1);
    } finally {
      document.removeEventListener(OVERLAY_SHOWN_EVENT, listener);
    }
  });
});

describe('a modal: focus, Escape, the close button, the backdrop', () => {
  it('focus moves into the dialog as it shows, and back to where it was when it closes', async () => {
    const popup = show()!;
    expect(dialog().contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(closeButton());
    escape();
    expect(document.activeElement).toBe(document.getElementById('trigger'));
    await popup.closed;
  });

  it('Escape closes it: the record keeps the day and the version, `closed` is false, the layer goes', async () => {
    const popup = show()!;
    const state = track(popup);
    escape();
    await settle();
    expect(state).toEqual({ done: true, signedUp: false });
    expect(layer()).toBeNull();
    expect(readRecord(window)).toEqual({ 'date-closed': NOW, version: 1, submitted: false });
    // Closed today, every 7 days: the next page does not show it.
    expect(show()).toBeNull();
  });

  it('the close button closes it, and takes its Escape off the stack', async () => {
    const before = escapeStack(document).size();
    const popup = show()!;
    expect(escapeStack(document).size()).toBe(before + 1);
    closeButton().click();
    expect(escapeStack(document).size()).toBe(before);
    await expect(popup.closed).resolves.toBe(false);
    expect(layer()).toBeNull();
    expect(readRecord(window)['date-closed']).toBe(NOW);
  });

  it('a click on its svg, inside the close button, closes it', async () => {
    const popup = show()!;
    closeButton()
      .querySelector('path')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await expect(popup.closed).resolves.toBe(false);
  });

  it('a click on the backdrop closes it', async () => {
    const popup = show()!;
    document.querySelector<HTMLElement>('.vt-popup-backdrop')!.click();
    await expect(popup.closed).resolves.toBe(false);
    expect(layer()).toBeNull();
  });

  it.each([
    ['the card', () => dialog()],
    ['its title', () => dialog().querySelector('h2')!],
    ['the field', () => input()],
  ])('a click on %s does not', async (_name, target) => {
    const popup = show()!;
    const state = track(popup);
    target().click();
    await settle();
    expect(state.done).toBe(false);
    expect(layer()).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('with motion, it fades the backdrop and the card out before it goes', async () => {
    at('/promo');
    media();
    const finish: (() => void)[] = [];
    const animate = vi
      .spyOn(window.HTMLElement.prototype, 'animate')
      .mockImplementation(() => ({ finished: new Promise<void>((resolve) => finish.push(resolve)) }) as unknown as Animation);
    const timeout = vi.spyOn(window, 'setTimeout');
    const popup = show()!;
    const parts = [...layer()!.children];
    const state = track(popup);
    escape();
    expect(animate.mock.contexts).toEqual(parts);
    expect(animate).toHaveBeenCalledWith({ opacity: [1, 0] }, { duration: 200, easing: 'ease-out', fill: 'forwards' });
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), 200 + 600);
    await settle();
    expect(state.done).toBe(false);
    expect(layer()).not.toBeNull();
    // The leave is under way: another Escape, click or close plays nothing more.
    escape();
    document.querySelector<HTMLElement>('.vt-popup-backdrop')!.click();
    expect(animate).toHaveBeenCalledTimes(2);
    for (const done of finish) done();
    await settle();
    expect(state).toEqual({ done: true, signedUp: false });
    expect(layer()).toBeNull();
  });

  it('destroy() removes it at once and resolves `closed`; Escape then closes nothing and writes nothing', async () => {
    const popup = show()!;
    popup.destroy();
    expect(layer()).toBeNull();
    await expect(popup.closed).resolves.toBe(false);
    escape();
    await settle();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('trigger'));
  });
});

describe('the sign-up: the address checked, then sent', () => {
  it("an invalid address: the spec's message in an alert that names the field, what was typed kept, nothing sent", async () => {
    const send = vi.fn<(email: string) => Promise<SignupResult>>();
    show(SETTINGS, send);
    submit('name@example');
    const alert = await present(() => form()!.querySelector<HTMLElement>('p[role="alert"]'));
    expect(alert.textContent).toBe(emailMessage());
    expect(emailMessage()).toBe(SPEC_EMAIL_MESSAGE);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(alert.id).not.toBe('');
    expect(input().getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.getElementById(alert.id)).toBe(alert);
    expect(input().value).toBe('name@example');
    expect(submitButton().disabled).toBe(false);
    expect(send).not.toHaveBeenCalled();
    // Said again, it is one message, not two.
    submit('still wrong');
    await settled();
    expect(form()!.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(input().value).toBe('still wrong');
    expect(send).not.toHaveBeenCalled();
  });

  it('an empty field is no address', async () => {
    const send = vi.fn<(email: string) => Promise<SignupResult>>();
    show(SETTINGS, send);
    submit('   ');
    expect((await present(() => form()!.querySelector('[role="alert"]'))).textContent).toBe(emailMessage());
    expect(send).not.toHaveBeenCalled();
  });

  it('a valid address is sent once, trimmed, with the button off while it goes; a second submit sends nothing more', async () => {
    let answer!: (result: SignupResult) => void;
    const send = vi.fn((_email: string) => new Promise<SignupResult>((resolve) => (answer = resolve)));
    show(SETTINGS, send);
    submit('name@example');
    await present(() => form()!.querySelector('[role="alert"]'));
    // The email field's own value sanitizing strips the spaces too, as a browser's does.
    submit('  ada@example.com  ');
    await present(() => send.mock.calls.length > 0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('ada@example.com');
    expect(submitButton().disabled).toBe(true);
    // The earlier message goes as it is sent.
    expect(form()!.querySelector('[role="alert"]')).toBeNull();
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    expect(input().hasAttribute('aria-describedby')).toBe(false);
    submit('grace@example.com');
    await settled();
    expect(send).toHaveBeenCalledTimes(1);
    answer({ ok: false, message: 'x' });
    await settled();
    expect(submitButton().disabled).toBe(false);
  });

  it('two submits at once send once', async () => {
    const send = vi.fn(async (_email: string): Promise<SignupResult> => ({ ok: true }));
    show(SETTINGS, send);
    submit('ada@example.com');
    submit('ada@example.com');
    await present(() => dialog().querySelector('[role="status"]'));
    await settled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("a failure shows its message with what was typed kept; the record's submitted stays false", async () => {
    const message = 'Your form submission could not be saved.';
    const popup = show(SETTINGS, async () => ({ ok: false, message }))!;
    submit('ada@example.com');
    const alert = await present(() => form()!.querySelector<HTMLElement>('p[role="alert"]'));
    expect(alert.textContent).toBe(message);
    expect(input().getAttribute('aria-describedby')).toBe(alert.id);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().value).toBe('ada@example.com');
    expect(submitButton().disabled).toBe(false);
    expect(readRecord(window).submitted).toBe(false);
    escape();
    await expect(popup.closed).resolves.toBe(false);
    expect(readRecord(window)).toEqual({ 'date-closed': NOW, version: 1, submitted: false });
  });

  it('a success records it, thanks the visitor in place of the form, moves focus to the close button; Escape then resolves true', async () => {
    const popup = show(SETTINGS, async () => ({ ok: true }))!;
    const state = track(popup);
    input().focus();
    submit('ada@example.com');
    const thanks = await present(() => dialog().querySelector<HTMLElement>('p[role="status"]'));
    expect(thanks.textContent).toBe(popupOverlayStrings.thanks);
    expect(popupOverlayStrings.thanks).toBe('Thank you for signing up.');
    expect(readRecord(window)).toEqual({ 'date-closed': null, version: 1, submitted: true });
    expect(form()).toBeNull();
    expect(dialog().querySelector('input')).toBeNull();
    expect(document.activeElement).toBe(closeButton());
    expect(state.done).toBe(false);
    escape();
    await settled();
    expect(state).toEqual({ done: true, signedUp: true });
    expect(layer()).toBeNull();
    expect(readRecord(window)).toEqual({ 'date-closed': NOW, version: 1, submitted: true });
    // showUntilSignup: never again.
    vi.setSystemTime(NOW + 365 * DAY_MS);
    expect(show()).toBeNull();
  });

  // Last: it leaves a second copy of the modules behind.
  it("without the sign-up's chunk (a lost network): the unknown error, what was typed kept, nothing sent", async () => {
    vi.resetModules();
    vi.doMock('../../../../core/popup/send.ts', () => {
      throw new Error('offline');
    });
    try {
      const fresh = await import('../../../../core/popup/server-popup.ts');
      const send = vi.fn<(email: string) => Promise<SignupResult>>();
      const popup = fresh.showServerPopup(window, serverPage(), SETTINGS, send)!;
      shown.push(popup);
      submit('ada@example.com');
      const alert = await present(() => form()!.querySelector<HTMLElement>('p[role="alert"]'));
      expect(alert.textContent).toBe('Unknown error, please try again later.');
      expect(input().getAttribute('aria-describedby')).toBe(alert.id);
      expect(input().value).toBe('ada@example.com');
      expect(submitButton().disabled).toBe(false);
      expect(send).not.toHaveBeenCalled();
      expect(readRecord(window).submitted).toBe(false);
    } finally {
      vi.doUnmock('../../../../core/popup/send.ts');
    }
  });
});
