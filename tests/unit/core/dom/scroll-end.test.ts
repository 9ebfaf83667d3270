import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onScrollEnd } from '../../../../core/dom/scroll-end.ts';

describe('The scroll end, 300 ms after the last scroll event', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const timers = { setTimeout: (f: () => void, ms: number) => setTimeout(f, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) } as unknown as Pick<
    Window,
    'setTimeout' | 'clearTimeout'
  >;

  it.each([
    ['one scroll', [0], 300],
    ['scrolls 100 ms apart: 300 ms after the last', [0, 100, 200], 500],
    ['scrolls 299 ms apart keep it waiting', [0, 299, 598], 898],
  ])('%s -> fires once at %d ms', (_case, scrolls, firesAt) => {
    const target = new EventTarget();
    const callback = vi.fn();
    onScrollEnd(target, callback, timers);
    let now = 0;
    for (const at of scrolls) {
      vi.advanceTimersByTime(at - now);
      now = at;
      target.dispatchEvent(new Event('scroll'));
    }
    vi.advanceTimersByTime(firesAt - now - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('the remover stops a pending end and later scrolls', () => {
    const target = new EventTarget();
    const callback = vi.fn();
    const stop = onScrollEnd(target, callback, timers);
    target.dispatchEvent(new Event('scroll'));
    stop();
    vi.advanceTimersByTime(300);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(300);
    expect(callback).not.toHaveBeenCalled();
  });
});
