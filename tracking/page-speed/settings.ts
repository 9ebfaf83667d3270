// The metric settings give the pageLoadId and the A/B flags that gate
// page-speed and user-timing tracking. A timeout warns; a failure reports to the error reporter.
import { PERFORMANCE_FLAGS, TRACKING_APP } from '../../core/catalog/tracking.ts';
import { PERFORMANCE_CLIENT_VERSION, SETTINGS_PATH } from '../../core/catalog/page-speed-calls.ts';

export const SETTINGS_TIMEOUT = 'Metric settings request timeout';
export const NO_PAGE_LOAD_ID = 'Unable to resolve pageLoadId';
/** Performance timeouts are 30000 ms (the settings' own value is not shown). */
export const SETTINGS_TIMEOUT_MS = 30_000;

export interface Gates {
  pageLoadId: string;
  pageSpeed: boolean;
  userTiming: boolean;
}

/** rum and {app}-app gate both; track-page-speed and track-user-timing-rollout each their own. */
export function gates(settings: unknown): Gates | undefined {
  const s = (settings ?? {}) as { pageLoadId?: unknown; abFlags?: Record<string, unknown> };
  if (typeof s.pageLoadId !== 'string' || !s.pageLoadId) return undefined;
  const [rum, app, pageSpeed, userTiming] = PERFORMANCE_FLAGS.map((flag) => s.abFlags?.[flag] === true);
  return { pageLoadId: s.pageLoadId, pageSpeed: !!(rum && app && pageSpeed), userTiming: !!(rum && app && userTiming) };
}

export async function fetchGates(win: Window, report: (error: Error) => void, timeoutMs = SETTINGS_TIMEOUT_MS): Promise<Gates | undefined> {
  const query = new URLSearchParams({ clientVersion: PERFORMANCE_CLIENT_VERSION, app: TRACKING_APP, path: win.location.pathname });
  let result: Gates | undefined;
  try {
    const response = await win.fetch(`${SETTINGS_PATH}?${query}`, { signal: AbortSignal.timeout(timeoutMs), credentials: 'same-origin' });
    result = response.ok ? gates(await response.json()) : undefined;
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') console.warn(SETTINGS_TIMEOUT);
  }
  if (!result) report(new Error(NO_PAGE_LOAD_ID));
  return result;
}
