// Page-speed tracking. The metric-settings reply: a page load's id and the A/B
// flags that gate page-speed and user-timing tracking, all on or all off.
import { PERFORMANCE_FLAGS } from '../../../core/catalog/tracking.ts';

export interface PerformanceSettings {
  pageLoadId: string;
  abFlags: Record<(typeof PERFORMANCE_FLAGS)[number], boolean>;
}

export const performanceSettings = (pageLoadId: string, enabled: boolean): PerformanceSettings => ({
  pageLoadId,
  abFlags: Object.fromEntries(PERFORMANCE_FLAGS.map((flag) => [flag, enabled])) as PerformanceSettings['abFlags'],
});
