// @vitest-environment happy-dom
// The popup overlay on a page that is not a Vitrine site: its sign-up goes to the host's address or
// function (showPopupOverlay's `signup`), never to Vitrine's form submission, which such a page has
// not got. Rendered with React in happy-dom; only fetch is faked.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formStrings } from '../../../../core/catalog/strings/form.ts';
import { readRecord } from '../../../../core/popup/storage.ts';
import { showPopupOverlay, type PopupOverlaySettings } from '../../../../overlays/index.ts';

vi.mock('motion/mini', () => ({ animate: () => ({ finished: Promise.resolve() }) }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const settings = (signup?: PopupOverlaySettings['signup']): PopupOverlaySettings => ({
  style: 'show',
  enableMobile: true,
  version: 3,
  formId: 'news',
  ...(signup === undefined ? {} : { signup }),
});

let fetchMock: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;
beforeEach(() => {
  window.localStorage.clear();
  fetchMock = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
  vi.spyOn(window, 'fetch').mockImplementation(fetchMock);
});
afterEach(() => vi.restoreAllMocks());

/** Shows the popup, types `email` into its field and submits; `close` clicks its close button and resolves with showPopupOverlay's answer. */
async function signUp(popup: PopupOverlaySettings, email: string) {
  const shown = showPopupOverlay(popup);
  // Its chunk comes by import(); each wait lets React render inside act.
  for (let tries = 0; tries < 200 && !document.querySelector('.vt-popup input'); tries++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  const input = document.querySelector<HTMLInputElement>('.vt-popup input')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, email);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => void input.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  const error = () => document.querySelector('.vt-popup-error')?.textContent ?? null;
  const thanks = () => document.querySelector('.vt-popup-thanks') !== null;
  // The sign-up's answer, a message or the thanks (Vitrine's own comes with the data layer's chunk).
  for (let tries = 0; tries < 200 && error() === null && !thanks(); tries++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  const close = async (): Promise<boolean> => {
    await act(async () => document.querySelector<HTMLButtonElement>('.vt-popup-close')!.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    return shown;
  };
  return { input: () => document.querySelector<HTMLInputElement>('.vt-popup input'), error, thanks, close };
}

describe('showPopupOverlay with the host’s address', () => {
  it('POSTs {"email"} as JSON to it, and a 2xx signs up: thanks, the record says submitted, it resolves true', async () => {
    const popup = await signUp(settings('/api/subscribe'), 'ann@example.com');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/subscribe');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'ann@example.com' });
    expect(popup.thanks()).toBe(true);
    expect(await popup.close()).toBe(true);
    expect(readRecord(window)).toMatchObject({ submitted: true, version: 3 });
  });

  it('a 500 shows the form’s message and keeps what the visitor typed; it resolves false', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    const popup = await signUp(settings('/api/subscribe'), 'ann@example.com');
    expect(popup.error()).toBe(formStrings.sendFailed);
    expect(popup.input()?.value).toBe('ann@example.com');
    expect(popup.thanks()).toBe(false);
    expect(await popup.close()).toBe(false);
    expect(readRecord(window).submitted).toBe(false);
  });

  it('a lost network shows the unknown error and keeps what the visitor typed', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const popup = await signUp(settings('/api/subscribe'), 'ann@example.com');
    expect(popup.error()).toBe(formStrings.unknownError);
    expect(popup.input()?.value).toBe('ann@example.com');
    expect(await popup.close()).toBe(false);
  });
});

describe('showPopupOverlay with the host’s function', () => {
  it('awaits it with the email; its resolve signs up and it resolves true, with no request made', async () => {
    const signup = vi.fn(async (_email: string) => {});
    const popup = await signUp(settings(signup), 'bo@example.com');
    expect(signup).toHaveBeenCalledWith('bo@example.com');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(popup.thanks()).toBe(true);
    expect(await popup.close()).toBe(true);
  });

  it('its rejection shows the Error’s message and keeps the email', async () => {
    const popup = await signUp(
      settings(() => Promise.reject(new Error('That list is full.'))),
      'bo@example.com',
    );
    expect(popup.error()).toBe('That list is full.');
    expect(popup.input()?.value).toBe('bo@example.com');
    expect(await popup.close()).toBe(false);
  });

  it('a rejection with no message shows the unknown error', async () => {
    const popup = await signUp(
      settings(() => Promise.reject('no')),
      'bo@example.com',
    );
    expect(popup.error()).toBe(formStrings.unknownError);
    expect(await popup.close()).toBe(false);
  });
});

describe('showPopupOverlay without a signup: the Vitrine site’s own form submission, as before', () => {
  it('asks for a submission key first (and, with no site to answer, says it could not get one)', async () => {
    fetchMock.mockImplementation(async () => new Response('not json', { status: 200 }));
    const popup = await signUp(settings(), 'cy@example.com');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/form/FormSubmissionKey');
    expect(popup.error()).toBe(formStrings.noSubmissionKey);
    expect(await popup.close()).toBe(false);
  });
});
