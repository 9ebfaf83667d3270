// The overlays' leave without motion's chunk (core/dom/fade-out.ts): opacity 1 to 0, ease-out, for
// what core shows in their place; at once without motion, and by its fallback (600 ms
// more) when an animation never reports.
import { describe, expect, it, vi } from 'vitest';
import { fadeOut } from '../../../../core/dom/fade-out.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An element whose animation ends when `end()` is called (or fails with `fail()`). */
function animated() {
  let end!: () => void;
  let fail!: (error: unknown) => void;
  const finished = new Promise<void>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  const animate = vi.fn((_keyframes: Keyframe[] | PropertyIndexedKeyframes, _options: KeyframeAnimationOptions) => ({ finished }));
  return { element: { animate } as unknown as HTMLElement, animate, end: () => end(), fail: (error: unknown) => fail(error) };
}

function track(promise: Promise<unknown>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

describe('fadeOut', () => {
  it('without motion: at once, nothing played, no timer', async () => {
    const a = animated();
    const timer = vi.fn();
    const state = track(fadeOut([a.element], 200, false, timer));
    await settle();
    expect(state.done).toBe(true);
    expect(a.animate).not.toHaveBeenCalled();
    expect(timer).not.toHaveBeenCalled();
  });

  it('an element without element.animate: at once, none of them played, no timer', async () => {
    const a = animated();
    const timer = vi.fn();
    const state = track(fadeOut([a.element, {} as HTMLElement], 200, true, timer));
    await settle();
    expect(state.done).toBe(true);
    expect(a.animate).not.toHaveBeenCalled();
    expect(timer).not.toHaveBeenCalled();
  });

  it('nothing to fade: at once', async () => {
    const state = track(fadeOut([], 200, true, () => {}));
    await settle();
    expect(state.done).toBe(true);
  });

  it('fades each element, opacity 1 to 0 in the given time, ease-out, and resolves when every fade has played', async () => {
    const a = animated();
    const b = animated();
    const timer = vi.fn();
    const state = track(fadeOut([a.element, b.element], 250, true, timer));
    for (const { animate } of [a, b]) {
      expect(animate).toHaveBeenCalledTimes(1);
      expect(animate).toHaveBeenCalledWith({ opacity: [1, 0] }, { duration: 250, easing: 'ease-out', fill: 'forwards' });
    }
    expect(timer).toHaveBeenCalledTimes(1);
    expect(timer).toHaveBeenCalledWith(expect.any(Function), 850);
    a.end();
    await settle();
    expect(state.done).toBe(false);
    b.end();
    await settle();
    expect(state.done).toBe(true);
  });

  it('an animation that never reports: resolves when the injected timer fires, after the fade and 600 ms', async () => {
    const a = animated();
    const timers: [() => void, number][] = [];
    const state = track(fadeOut([a.element], 200, true, (done, ms) => timers.push([done, ms])));
    await settle();
    expect(state.done).toBe(false);
    expect(timers.map(([, ms]) => ms)).toEqual([800]);
    timers[0]![0]();
    await settle();
    expect(state.done).toBe(true);
  });

  it('an animation cancelled (its finished rejects) still resolves', async () => {
    const a = animated();
    const left = fadeOut([a.element], 200, true, () => {});
    a.fail(new DOMException('The animation was aborted.', 'AbortError'));
    await expect(left).resolves.toBeUndefined();
  });
});
