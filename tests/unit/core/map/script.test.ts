// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMapsScript, resetMapsScript } from '../../../../core/map/script.ts';

const win = window as unknown as Record<string, unknown> & { google?: unknown };

beforeEach(() => {
  resetMapsScript();
  document.head.innerHTML = '';
  delete win.google;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('loadMapsScript: once, shared, with key, callback, language and region', () => {
  it('adds one script for every map, and resolves them all on the callback', async () => {
    const first = loadMapsScript({ document, key: 'k', language: 'en', region: 'US' });
    const second = loadMapsScript({ document, key: 'k' });
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const url = new URL(scripts[0]!.src);
    expect(`${url.origin}${url.pathname}`).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({ callback: '__vitrineMapsReady', key: 'k', language: 'en', region: 'US' });
    const maps = { Map: class {} };
    win.google = { maps };
    (win.__vitrineMapsReady as () => void)();
    await expect(first).resolves.toBe(maps);
    await expect(second).resolves.toBe(maps);
  });

  it('rejects after 30 s, and a later map may try again', async () => {
    const pending = loadMapsScript({ document, key: '' });
    const outcome = pending.catch((error: Error) => error.message);
    vi.advanceTimersByTime(29_999);
    vi.advanceTimersByTime(1);
    await expect(outcome).resolves.toBe('[Map] The maps script did not load within 30 s.');
    loadMapsScript({ document, key: '' }).catch(() => {});
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });

  it('rejects at once when the script cannot load', async () => {
    const pending = loadMapsScript({ document, key: '' });
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toThrow('[Map] The maps script could not be loaded.');
  });

  it('uses google.maps when it is already there', async () => {
    const maps = { Map: class {} };
    win.google = { maps };
    await expect(loadMapsScript({ document, key: '' })).resolves.toBe(maps);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
