// A fixed-window counter per client address: at most `limit` calls per `windowMs`. The clock is passed in.

/** The 429 reply's message, for every rate-limited call. */
export const RATE_LIMITED = 'Too many requests. Please wait a moment and try again.';

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

export interface RateLimiter {
  /** Counts one call; false when the caller is over its limit for the current window. */
  allow(key: string): boolean;
  /** Whole seconds until the caller's window ends. */
  retryAfter(key: string): number;
}

// Above this many tracked callers, windows that have ended are swept out.
const SWEEP_AT = 1000;

export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  const sweep = (time: number): void => {
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  };

  return {
    allow(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        if (windows.size >= SWEEP_AT) sweep(time);
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
    retryAfter(key) {
      const window = windows.get(key);
      if (!window) return 0;
      return Math.max(0, Math.ceil((window.start + windowMs - now()) / 1000));
    },
  };
}
