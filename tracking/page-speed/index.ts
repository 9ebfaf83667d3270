// Its own chunk, loaded after load with web-vitals,
// whose observers are buffered, so nothing measured before is missed. One record per page load,
// sent whole after a delay, when the page is hidden and on pagehide; each send has its own id and
// the server keeps the last value of each metric per pageLoadId.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { MetricCode, PageSpeedRecord, UserTimingRecord } from '../../core/catalog/tracking.ts';
import { RECORDS_PATH } from '../../core/catalog/page-speed-calls.ts';
import type { TrackingContext } from '../context.ts';
import type { Call } from '../delivery.ts';
import type { Session } from '../session.ts';
import { jsonCall, TEXT } from '../calls.ts';
import { fetchGates } from './settings.ts';
import { navigationMetrics } from './navigation.ts';
import { timeToInteractive, type Span } from './tti.ts';
import { deviceViewType, desktopStep } from '../../core/catalog/breakpoints.ts';
import { DeviceViewType } from '../../core/catalog/enums.ts';

/** A send waits this long after the last new figure. */
export const SEND_DELAY_MS = 10_000;
/** Page-speed metrics wait 60 s; later figures go when the page is hidden. */
export const METRIC_WAIT_MS = 60_000;

export interface PageSpeedOptions {
  window: Window;
  /** Long tasks seen since the entry ran (their observer starts early). */
  longTasks: Span[];
  context: TrackingContext;
  analyticsId: string;
  session: Session;
  id: () => string;
  enqueue: (call: Call) => void;
  report: (error: Error) => void;
}

const CODES: Record<Metric['name'], MetricCode> = { CLS: 'cls', FCP: 'fcp', INP: 'inp', LCP: 'lcp', TTFB: 'ttfb' };

/** The context of a record: account, page, language, time zone, connection, device. */
export function recordContext(win: Window, ctx: TrackingContext, analyticsId: string, sess: Session): PageSpeedRecord['c'] {
  const width = win.innerWidth;
  // phone, tablet or desktop by the device breakpoints and the pointer; a desktop with its step in the desktop split.
  const device = deviceViewType(width, win.matchMedia?.('(pointer: coarse)').matches === true);
  const nav = win.navigator as Navigator & { connection?: { effectiveType?: string; rtt?: number; downlink?: number }; deviceMemory?: number };
  const connection = nav.connection;
  return {
    accountId: ctx.accountId,
    websiteId: ctx.websiteId,
    templateId: ctx.templateId,
    pageType: ctx.pageType,
    language: ctx.locale,
    // The offset from UTC in minutes: Intl's zone name costs a long task on a slow phone (its first use loads ICU data).
    timeZone: -new Date().getTimezoneOffset(),
    analyticsId,
    ...(sess.marketingId && { marketingId: sess.marketingId }),
    memberId: ctx.memberAccountId,
    effectiveType: connection?.effectiveType ?? '',
    rtt: connection?.rtt ?? -1,
    downlink: connection?.downlink ?? -1,
    screen: `${win.screen.width}x${win.screen.height}`,
    dpr: win.devicePixelRatio,
    cores: nav.hardwareConcurrency || 0,
    memory: nav.deviceMemory ?? 0,
    device,
    ...(device === DeviceViewType.DESKTOP && { desktopStep: desktopStep(width) }),
  };
}

export async function startPageSpeed({ window: win, longTasks, context: ctx, analyticsId, session, id, enqueue, report }: PageSpeedOptions): Promise<void> {
  const context = recordContext(win, ctx, analyticsId, session);
  const gates = await fetchGates(win, report);
  if (!gates || !(gates.pageSpeed || gates.userTiming)) return;
  const { pageLoadId } = gates;
  const p = win.location.pathname;
  const metrics: PageSpeedRecord['m'] = {};
  const timings: UserTimingRecord[] = [];
  let changed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = win.performance.now();

  const send = (): void => {
    clearTimeout(timer);
    if (gates.pageSpeed && metrics.fcp !== undefined && metrics.tti === undefined) {
      const tti = timeToInteractive(metrics.fcp, longTasks, win.performance.now());
      if (tti !== undefined) {
        metrics.tti = Math.round(tti);
        // A figure known only now is new: it goes in this send.
        changed = true;
      }
    }
    if (!changed) return;
    changed = false;
    const records: (PageSpeedRecord | UserTimingRecord)[] = timings.splice(0);
    if (gates.pageSpeed) records.unshift({ t: 'ps', pl: pageLoadId, p, m: { ...metrics }, c: context });
    enqueue(jsonCall(id(), RECORDS_PATH, records, TEXT));
  };
  const touch = (): void => {
    changed = true;
    clearTimeout(timer);
    if (win.performance.now() - started < METRIC_WAIT_MS) timer = setTimeout(send, SEND_DELAY_MS);
  };
  const set = (code: MetricCode, value: number): void => {
    metrics[code] = code === 'cls' ? Math.round(value * 1e4) / 1e4 : Math.round(value);
    touch();
  };
  const observe = (type: string, take: (entry: PerformanceEntry) => void): void => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
    } catch {
      // A browser without this entry type measures the rest.
    }
  };

  if (gates.pageSpeed) {
    // Every change, not only the final figures: an interaction still waiting for idle when the page
    // is hidden reaches INP after web-vitals' forced report, and would otherwise never be reported.
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on((metric) => set(CODES[metric.name], metric.value), { reportAllChanges: true });
    const [navigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    observe('first-input', (entry) => set('fid', (entry as PerformanceEventTiming).processingStart - entry.startTime));
    if (navigation) {
      const take = (): void => {
        for (const [code, value] of Object.entries(navigationMetrics(navigation))) set(code as MetricCode, value);
      };
      if (navigation.loadEventEnd > 0) take();
      else win.addEventListener('load', () => setTimeout(take), { once: true });
    }
  }
  if (gates.userTiming)
    observe('measure', (entry) => {
      timings.push({ t: 'ut', pl: pageLoadId, p, n: entry.name, d: Math.round(entry.duration), s: Math.round(entry.startTime) });
      touch();
    });
  // After web-vitals' own listeners (on window, capture), so their final figures are in the send.
  win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && send());
  win.addEventListener('pagehide', send);
  setTimeout(send, METRIC_WAIT_MS);
}
export type { Span } from './tti.ts';
