// When a failed delivery is tried again: 30 s, 2 min, 10 min, 1 h, 6 h, then every 12 h, each spread
// by ±20% so that many deliveries failing together do not come back together; after MAX_ATTEMPTS the
// delivery is marked failed (the owner may try it again from the notifications page).
export const RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000, 3_600_000, 21_600_000, 43_200_000];
export const MAX_ATTEMPTS = 8;
const JITTER = 0.2;

/** The wait after the `attempts`-th failed attempt (1 for the first); `random` in [0, 1), 0.5 giving the plain delay. */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const base = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
