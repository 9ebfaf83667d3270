// issue 2: a block starts when it comes within one viewport of the screen, or at idle, whichever is first.
export interface WhenNeeded {
  watch(element: Element, start: () => void): void;
  destroy(): void;
}

export interface WhenNeededEnvironment {
  IntersectionObserver?: typeof IntersectionObserver;
  requestIdleCallback?: (callback: IdleRequestCallback, options?: IdleRequestOptions) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** Work left for idle time is done in slices of at least this many milliseconds of budget. */
const IDLE_SLICE_MS = 4;
const IDLE_TIMEOUT_MS = 2000;

export function createWhenNeeded(env: WhenNeededEnvironment = globalThis as unknown as WhenNeededEnvironment): WhenNeeded {
  const pending = new Map<Element, () => void>();
  let idleScheduled = false;
  let destroyed = false;

  const start = (element: Element): void => {
    const callback = pending.get(element);
    if (!callback) return;
    pending.delete(element);
    observer?.unobserve(element);
    callback();
  };

  const observer = env.IntersectionObserver
    ? new env.IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) start(entry.target);
        },
        // One viewport above and below the screen (CSS's shorthand: 100% top and bottom, 0 at the sides).
        { rootMargin: '100% 0px' },
      )
    : null;

  const onIdle = (deadline?: IdleDeadline): void => {
    idleScheduled = false;
    if (destroyed) return;
    for (const element of pending.keys()) {
      if (deadline && !deadline.didTimeout && deadline.timeRemaining() < IDLE_SLICE_MS) break;
      start(element);
      if (!deadline) break;
    }
    if (pending.size > 0) scheduleIdle();
  };

  const scheduleIdle = (): void => {
    if (idleScheduled || destroyed) return;
    idleScheduled = true;
    if (env.requestIdleCallback) env.requestIdleCallback(onIdle, { timeout: IDLE_TIMEOUT_MS });
    else env.setTimeout(() => onIdle(), 50);
  };

  return {
    watch(element, callback) {
      if (destroyed) return;
      pending.set(element, callback);
      if (observer) observer.observe(element);
      scheduleIdle();
    },
    destroy() {
      destroyed = true;
      observer?.disconnect();
      pending.clear();
    },
  };
}
