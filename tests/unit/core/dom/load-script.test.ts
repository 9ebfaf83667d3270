// @vitest-environment happy-dom
// The one external-script loader: the script goes where it is
// asked; it settles on load, on error, or after the timeout, once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '../../../../core/dom/load-script.ts';
import { keptScripts } from '../../../fixtures/kept-scripts.ts';

afterEach(() => {
  vi.useRealTimers();
  keptScripts.clear();
});

describe('loadScript', () => {
  it('appends one async script with the address into the parent it is given', () => {
    const box = document.createElement('div');
    // Never loaded: it times out after the test, and that rejection is not this test's.
    loadScript(box, '/doubles/x.js', 100, window).catch(() => {});
    expect(keptScripts.all()).toHaveLength(1);
    expect(keptScripts.all()[0]!.parent).toBe(box);
    expect(keptScripts.all()[0]!.script.getAttribute('src')).toBe('/doubles/x.js');
    expect(keptScripts.all()[0]!.script.async).toBe(true);
  });

  it('resolves on the load event', async () => {
    const loading = loadScript(document.head, '/x.js', 100, window);
    keptScripts.all()[0]!.script.onload!(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('rejects on the error event, naming the address', async () => {
    const loading = loadScript(document.head, '/x.js', 100, window);
    keptScripts.all()[0]!.script.onerror!(new Event('error'));
    await expect(loading).rejects.toThrow('did not load: /x.js');
  });

  it('rejects at the timeout, not a millisecond before', async () => {
    vi.useFakeTimers();
    let settled = false;
    const loading = loadScript(document.head, '/x.js', 10_000, window);
    loading.catch(() => {}).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toThrow('timed out after 10000 ms: /x.js');
  });

  it('settles once: a late load after the timeout changes nothing', async () => {
    vi.useFakeTimers();
    const loading = loadScript(document.head, '/x.js', 100, window);
    vi.advanceTimersByTime(100);
    await expect(loading).rejects.toThrow('timed out');
    expect(keptScripts.all()[0]!.script.onload).toBeNull();
  });

  it('a load in time clears the timer', async () => {
    vi.useFakeTimers();
    const loading = loadScript(document.head, '/x.js', 100, window);
    keptScripts.all()[0]!.script.onload!(new Event('load'));
    expect(vi.getTimerCount()).toBe(0);
    await expect(loading).resolves.toBeUndefined();
  });
});
