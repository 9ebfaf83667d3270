// @vitest-environment happy-dom
// The system error overlay in the page (React in happy-dom): an alertdialog named by its title,
// Reload Page and Clear, focus held and returned; a network error tells the tracking entry.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_NETWORK_ERROR_EVENT } from '../../../../core/catalog/events.ts';
import { systemErrorStrings as t } from '../../../../core/catalog/strings/system-error.ts';
import type { DataFailure } from '../../../../core/data/index.ts';
import { showSystemError } from '../../../../overlays/system-error/index.tsx';

vi.mock('motion/mini', () => ({ animate: () => ({ finished: Promise.resolve() }) }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const failure = (extra: Partial<DataFailure> = {}): DataFailure => ({
  message: 'Unable to connect…',
  url: '/api/x',
  format: 'json',
  status: 0,
  body: null,
  network: true,
  ...extra,
});
const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const button = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)!;

afterEach(async () => {
  const clear = dialog() && button(t.clear);
  if (clear) await act(async () => clear.click());
  // The layer's one React root stays in the page, as it does in a browser.
  for (const element of document.querySelectorAll('.trigger')) element.remove();
  vi.restoreAllMocks();
});

/** Shows it and lets React render; `shown` resolves when it is cleared. */
async function show(f: DataFailure, trigger: Element | null = null) {
  let shown!: Promise<void>;
  await act(async () => {
    shown = showSystemError(window, f, trigger);
  });
  return { shown };
}

describe('showSystemError', () => {
  it("a cleaned error: an alertdialog named by its title, the spec's words, Reload Page then Clear", async () => {
    await show(failure({ network: false, status: 500, body: { error: 'x', cleaned: true } }));
    const box = dialog()!;
    expect(box.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(box.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe(t.title);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(t.message);
    expect([...box.querySelectorAll('button')].map((b) => b.textContent)).toEqual([t.reloadPage, t.clear]);
  });

  it('any other error shows the URL, the format and the message', async () => {
    await show(failure({ network: false, status: 403, message: 'Unauthorized request', url: '/api/y', format: 'raw' }));
    expect([...dialog()!.querySelectorAll('dt, dd')].map((e) => e.textContent)).toEqual([t.url, '/api/y', t.format, 'raw', t.messageLabel, 'Unauthorized request']);
  });

  it('a network error shows the network text and asks for system_network_error once', async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener(SYSTEM_NETWORK_ERROR_EVENT, listener);
    await show(failure({ url: '/api/z', status: 0 }));
    document.removeEventListener(SYSTEM_NETWORK_ERROR_EVENT, listener);
    expect(dialog()!.querySelector('h2')!.textContent).toBe(t.networkError);
    expect(seen).toEqual([{ url: '/api/z', status: 0 }]);
  });

  it('other errors record no analytics event', async () => {
    const seen = vi.fn();
    document.addEventListener(SYSTEM_NETWORK_ERROR_EVENT, seen);
    await show(failure({ network: false, status: 500, body: { cleaned: true } }));
    document.removeEventListener(SYSTEM_NETWORK_ERROR_EVENT, seen);
    expect(seen).not.toHaveBeenCalled();
  });

  it('focus goes inside; Clear dismisses it, resolves, and returns focus to what had it', async () => {
    const trigger = document.createElement('button');
    trigger.textContent = 'Send';
    trigger.className = 'trigger';
    document.body.append(trigger);
    trigger.focus();
    const { shown } = await show(failure(), trigger);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    await act(async () => button(t.clear).click());
    await expect(shown).resolves.toBeUndefined();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('Reload Page reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await show(failure());
    await act(async () => button(t.reloadPage).click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('one at a time: a second failure while it is up adds nothing', async () => {
    const { shown: first } = await show(failure());
    const { shown: second } = await show(failure({ network: false, body: { cleaned: true } }));
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1);
    expect(dialog()!.querySelector('h2')!.textContent).toBe(t.networkError);
    await act(async () => button(t.clear).click());
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });
});
