// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { start } from '../../../../core/utilities/relative-time.ts';
import { RELATIVE_TIME_REFRESH_MS } from '../../../../core/catalog/relative-time.ts';
import { immediateScheduler, noOverlays, plainPage } from '../../../fixtures/dom.ts';
import { FakeIntersectionObserver } from '../../../fixtures/fake-intersection-observer.ts';

const NOW = Date.UTC(2024, 0, 15, 12, 0, 0);

describe('Relative time refreshes every 5 s, only while in view', () => {
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
    const iso = new Date(NOW).toISOString();
    document.body.innerHTML = `<time id="a" datetime="${iso}" data-relative-time>just now</time><time id="b" datetime="${iso}" data-relative-time>just now</time>`;
  });
  afterEach(() => vi.useRealTimers());
  const win = () => Object.assign(Object.create(window), { IntersectionObserver: FakeIntersectionObserver, setInterval, clearInterval }) as Window;
  const text = (id: string) => document.getElementById(id)!.textContent;
  const see = (id: string, inView: boolean) => FakeIntersectionObserver.current!.report([{ target: document.getElementById(id)!, isIntersecting: inView }]);

  it('runs no timer while none is in view', () => {
    start({ document, window: win(), scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
    vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS * 3);
    expect(text('a')).toBe('just now');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refreshes the elements in view every 5 s, and only those', () => {
    start({ document, window: win(), scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
    see('a', true);
    vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS - 1);
    expect(text('a')).toBe('just now');
    vi.advanceTimersByTime(1);
    expect(text('a')).toBe('about 5 seconds ago');
    expect(text('b')).toBe('just now');
  });

  it('an element coming into view is brought up to date at once', () => {
    start({ document, window: win(), scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
    vi.advanceTimersByTime(12_000);
    see('b', true);
    expect(text('b')).toBe('about 12 seconds ago');
  });

  it('stops its timer when the last one leaves the view, or the page is hidden', () => {
    start({ document, window: win(), scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
    see('a', true);
    expect(vi.getTimerCount()).toBe(1);
    see('a', false);
    expect(vi.getTimerCount()).toBe(0);
    see('a', true);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(70_000);
    expect(text('a')).toBe('just now');
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(text('a')).toBe('Jan 15, 2024');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('destroy stops everything', () => {
    const instance = start({ document, window: win(), scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
    see('a', true);
    instance.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
