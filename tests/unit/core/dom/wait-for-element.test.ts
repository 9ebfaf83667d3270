// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WAIT_FOR_ELEMENT_POLL_MS, waitForElement } from '../../../../core/dom/wait-for-element.ts';

// The two ways, one contract: with the window's MutationObserver, and polling without one.
const withObserver = () => ({ setTimeout, clearTimeout, setInterval, clearInterval, MutationObserver: window.MutationObserver }) as never;
const polling = () => ({ setTimeout, clearTimeout, setInterval, clearInterval }) as never;

describe('without a MutationObserver, wait-for-element polls every 100 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => vi.useRealTimers());

  it('an element that appears is found at the next 100 ms tick, not before', async () => {
    const root = document.getElementById('root')!;
    let found: Element | undefined;
    void waitForElement(root, '.late', { timeoutMs: 1000, window: polling() }).then((element) => (found = element));
    const late = document.createElement('span');
    late.className = 'late';
    root.append(late);
    await vi.advanceTimersByTimeAsync(99);
    expect(found).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(found).toBe(late);
  });
});

describe.each([
  ['a MutationObserver', withObserver],
  ['polling', polling],
])('waitForElement with %s', (_way, environment) => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => vi.useRealTimers());
  const root = () => document.getElementById('root')!;

  it('resolves at once with an element already there', async () => {
    root().innerHTML = '<p class="there"></p>';
    await expect(waitForElement(root(), '.there', { timeoutMs: 1000, window: environment() })).resolves.toBe(root().firstElementChild);
  });

  it('resolves with the element once it appears', async () => {
    const found = waitForElement(root(), '.late', { timeoutMs: 1000, window: environment() });
    const late = document.createElement('span');
    late.className = 'late';
    root().append(late);
    await vi.advanceTimersByTimeAsync(WAIT_FOR_ELEMENT_POLL_MS);
    await expect(found).resolves.toBe(late);
  });

  it('rejects with a clear Error after the timeout, and leaves no timer behind', async () => {
    const found = waitForElement(root(), '.never', { timeoutMs: 500, window: environment() });
    const settled = expect(found).rejects.toThrow('No element matched .never within 500 ms');
    await vi.advanceTimersByTimeAsync(500);
    await settled;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind once found', async () => {
    const found = waitForElement(root(), '.late', { timeoutMs: 1000, window: environment() });
    root().innerHTML = '<i class="late"></i>';
    await vi.advanceTimersByTimeAsync(WAIT_FOR_ELEMENT_POLL_MS);
    await found;
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('polling', () => {
  it('looks every 100 ms, not sooner', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    const spy = vi.spyOn(root, 'querySelector');
    void waitForElement(root, '.x', { timeoutMs: 1000, window: polling() }).catch(() => {});
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(spy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(spy).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });
});
