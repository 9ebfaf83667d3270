import { describe, expect, it, vi } from 'vitest';
import { tween } from '../../../../core/tween/tween.ts';
import { scrollTween } from '../../../../core/tween/scroll.ts';
import { JSTween } from '../../../../core/tween/legacy.ts';
import { createFrameScheduler } from '../../../../core/dom/scheduler.ts';
import { createFakeFrameClock } from '../../../fixtures/fake-frame-clock.ts';

// A fake clock and frame: `frame(ms)` moves time on and runs one frame.
function fakeFrames() {
  const clock = createFakeFrameClock();
  const scheduler = createFrameScheduler(clock);
  let time = 1000;
  return {
    deps: { scheduler, now: () => time },
    frame(ms: number) {
      time += ms;
      clock.tick();
    },
    pending: () => clock.pending(),
  };
}

describe('tween: frame-driven, eased, cancellable, with a promise', () => {
  it('steps once a frame with the eased value, and resolves true at the end', async () => {
    const { deps, frame, pending } = fakeFrames();
    const values: number[] = [];
    const t = tween((v) => values.push(v), { duration: 100, from: 10, to: 20, easing: 'linear' }, deps);
    frame(0);
    frame(25);
    frame(25);
    frame(50);
    expect(values).toEqual([10, 12.5, 15, 20]);
    expect(pending()).toBe(0);
    await expect(t.finished).resolves.toBe(true);
  });

  it('applies its easing', () => {
    const { deps, frame } = fakeFrames();
    const values: number[] = [];
    tween((v) => values.push(v), { duration: 100, easing: 'easeInQuad' }, deps);
    frame(50);
    expect(values).toEqual([0.25]);
  });

  it('a late frame jumps to the end rather than running over', () => {
    const { deps, frame } = fakeFrames();
    const values: number[] = [];
    tween((v) => values.push(v), { duration: 100, easing: 'linear' }, deps);
    frame(400);
    expect(values).toEqual([1]);
  });

  it('cancel stops the steps and resolves false', async () => {
    const { deps, frame, pending } = fakeFrames();
    const step = vi.fn();
    const t = tween(step, { duration: 100 }, deps);
    frame(10);
    t.cancel();
    frame(10);
    frame(100);
    expect(step).toHaveBeenCalledTimes(1);
    expect(pending()).toBe(0);
    await expect(t.finished).resolves.toBe(false);
  });

  it.each([0, -50])('a duration of %d sets the end value on the next frame', async (duration) => {
    const { deps, frame } = fakeFrames();
    const values: number[] = [];
    const t = tween((v) => values.push(v), { duration, from: 3, to: 7 }, deps);
    frame(0);
    expect(values).toEqual([7]);
    await expect(t.finished).resolves.toBe(true);
  });

  it('without motion (reduced motion or nomotion=true), ends on its first frame', () => {
    const { deps, frame } = fakeFrames();
    const values: number[] = [];
    tween((v) => values.push(v), { duration: 500, from: 0, to: 100 }, { ...deps, animate: false });
    frame(16);
    expect(values).toEqual([100]);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, undefined, '100'])("refuses a duration of %j with the spec's message", (duration) => {
    const { deps } = fakeFrames();
    expect(() => tween(() => {}, { duration } as never, deps)).toThrow(new TypeError('[Tween] Duration is not a finite number'));
  });

  it.each([null, 'step', 42])("refuses %j as its first parameter with the spec's message", (step) => {
    const { deps } = fakeFrames();
    expect(() => tween(step as never, { duration: 10 }, deps)).toThrow(new TypeError('[Tween] First parameter needs to be a function'));
  });
});

describe('scrollTween: scroll tween durations clamped to 50', () => {
  const win = () => {
    const w = { scrollY: 100, scrollTo: vi.fn((_x: number, y: number) => void (w.scrollY = y)) };
    return w;
  };

  it.each([
    [0, 50],
    [10, 50],
    [50, 50],
    [300, 300],
  ])('a duration of %d runs for %d ms', (duration, runs) => {
    const { deps, frame } = fakeFrames();
    const w = win();
    scrollTween(w, 500, { duration, easing: 'linear' }, deps);
    frame(runs / 2);
    expect(w.scrollY).toBeCloseTo(300);
    frame(runs / 2);
    expect(w.scrollY).toBe(500);
  });

  it('still refuses a duration that is not a number', () => {
    const { deps } = fakeFrames();
    expect(() => scrollTween(win(), 500, { duration: Number.NaN }, deps)).toThrow('[Tween] Duration is not a finite number');
  });
});

describe('JSTween: deprecated use logs the unsupported message', () => {
  it.each([
    ['JSTween()', () => JSTween()],
    ['JSTween.tween()', () => JSTween.tween()],
    ['JSTween.play()', () => JSTween.play()],
  ])('%s', (_name, call) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(call).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[Vitrine] JSTween is no longer supported.');
    warn.mockRestore();
  });
});
