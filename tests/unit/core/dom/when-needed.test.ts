import { describe, expect, it } from 'vitest';
import { createWhenNeeded, type WhenNeededEnvironment } from '../../../../core/dom/when-needed.ts';

function fakeEnvironment(withObserver: boolean) {
  const observed = new Set<Element>();
  let callback: IntersectionObserverCallback = () => {};
  let options: IntersectionObserverInit | undefined;
  const idle: IdleRequestCallback[] = [];
  class FakeObserver {
    constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      callback = cb;
      options = init;
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      observed.clear();
    }
  }
  const env: WhenNeededEnvironment = {
    IntersectionObserver: withObserver ? (FakeObserver as unknown as typeof IntersectionObserver) : undefined,
    requestIdleCallback: (cb) => idle.push(cb),
    setTimeout: () => 0,
  };
  return {
    env,
    observed,
    options: () => options,
    intersect(element: Element) {
      callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
    runIdle(remaining: number) {
      const due = idle.splice(0);
      for (const cb of due) cb({ didTimeout: false, timeRemaining: () => remaining });
    },
    idleQueued: () => idle.length,
  };
}

const element = () => ({}) as Element;

describe('when needed: near the viewport or at idle, whichever is first', () => {
  it('watches with a margin of one viewport above and below', () => {
    const fake = fakeEnvironment(true);
    const needed = createWhenNeeded(fake.env);
    needed.watch(element(), () => {});
    expect(fake.options()?.rootMargin).toBe('100% 0px');
  });

  it('starts a block once when it nears the viewport, and not again at idle', () => {
    const fake = fakeEnvironment(true);
    const needed = createWhenNeeded(fake.env);
    const el = element();
    let starts = 0;
    needed.watch(el, () => starts++);
    fake.intersect(el);
    fake.runIdle(50);
    expect(starts).toBe(1);
    expect(fake.observed.has(el)).toBe(false);
  });

  it('starts the rest at idle, in slices that respect the idle deadline', () => {
    const fake = fakeEnvironment(true);
    const needed = createWhenNeeded(fake.env);
    const started: number[] = [];
    for (let i = 0; i < 3; i++) needed.watch(element(), () => started.push(i));
    fake.runIdle(0);
    expect(started).toEqual([]);
    expect(fake.idleQueued()).toBe(1);
    fake.runIdle(50);
    expect(started).toEqual([0, 1, 2]);
  });

  it('works without an IntersectionObserver, at idle', () => {
    const fake = fakeEnvironment(false);
    const needed = createWhenNeeded(fake.env);
    let starts = 0;
    needed.watch(element(), () => starts++);
    fake.runIdle(50);
    expect(starts).toBe(1);
  });

  it('starts nothing after destroy', () => {
    const fake = fakeEnvironment(true);
    const needed = createWhenNeeded(fake.env);
    let starts = 0;
    needed.watch(element(), () => starts++);
    needed.destroy();
    fake.runIdle(50);
    expect(starts).toBe(0);
  });
});
