// From navigation timing: sizes, DOM-content-loaded, domain
// lookup, load event, response start, TCP connection and TLS negotiation. Pure; zero-length phases
// (a reused connection) count as 0; a phase not reached yet (loadEventEnd 0) is left out.
import type { MetricCode } from '../../core/catalog/tracking.ts';

type Timing = Pick<
  PerformanceNavigationTiming,
  | 'decodedBodySize'
  | 'encodedBodySize'
  | 'domContentLoadedEventStart'
  | 'domContentLoadedEventEnd'
  | 'domainLookupStart'
  | 'domainLookupEnd'
  | 'loadEventStart'
  | 'loadEventEnd'
  | 'responseStart'
  | 'connectStart'
  | 'connectEnd'
  | 'secureConnectionStart'
>;

export function navigationMetrics(t: Timing): Partial<Record<MetricCode, number>> {
  const m: Partial<Record<MetricCode, number>> = {
    dbs: t.decodedBodySize,
    ebs: t.encodedBodySize,
    dns: t.domainLookupEnd - t.domainLookupStart,
    rs: t.responseStart,
    tcp: t.connectEnd - t.connectStart,
    tls: t.secureConnectionStart > 0 ? t.connectEnd - t.secureConnectionStart : 0,
  };
  if (t.domContentLoadedEventEnd > 0) Object.assign(m, { dcs: t.domContentLoadedEventStart, dce: t.domContentLoadedEventEnd });
  if (t.loadEventEnd > 0) Object.assign(m, { les: t.loadEventStart, lee: t.loadEventEnd });
  for (const key in m) m[key as MetricCode] = Math.max(0, Math.round(m[key as MetricCode]!));
  return m;
}
