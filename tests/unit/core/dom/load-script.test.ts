// @vitest-environment happy-dom
// The one external-script loader (forms-commerce.md 7 "External scripts"): the script goes where it is
// asked; it settles on load, on error, or after the timeout, once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '../../../../core/dom/load-script.ts';

// happy-dom fetches no script files: the script is kept as it is appended, and the test fires its events.
let appended: { script: HTMLScriptElement; parent: Node }[] = [];
const realAppend = Element.prototype.append;
Element.prototype.append = function (this: Element, ...nodes: (Node | string)[]) {
  for (const node of nodes) if (node instanceof HTMLScriptElement) appended.push({ script: node, parent: this });
  return realAppend.apply(
    this,
    nodes.filter((node) => !(node instanceof HTMLScriptElement)),
  );
};

afterEach(() => {
  vi.useRealTimers();
  appended = [];
});

describe('loadScript', () => {
  it('appends one async script with the address into the parent it is given', () => {
    const box = document.createElement('div');
    void loadScript(box, '/doubles/x.js', 100, window);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.parent).toBe(box);
    expect(appended[0]!.script.getAttribute('src')).toBe('/doubles/x.js');
    expect(appended[0]!.script.async).toBe(true);
  });

  it('resolves on the load event', async () => {
    const loading = loadScript(document.head, '/x.js', 100, window);
    appended[0]!.script.onload!(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('rejects on the error event, naming the address', async () => {
    const loading = loadScript(document.head, '/x.js', 100, window);
    appended[0]!.script.onerror!(new Event('error'));
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
    expect(appended[0]!.script.onload).toBeNull();
  });

  it('a load in time clears the timer', async () => {
    vi.useFakeTimers();
    const loading = loadScript(document.head, '/x.js', 100, window);
    appended[0]!.script.onload!(new Event('load'));
    expect(vi.getTimerCount()).toBe(0);
    await expect(loading).resolves.toBeUndefined();
  });
});
