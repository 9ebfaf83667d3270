// The tracking entry: its own composition root, with no dependency on the runtime or the overlays.
// A page loads it as its own module script; it starts itself. Sites may import its functions.
import { startTracking, type Tracking } from '../tracking/start.ts';

const tracking: Tracking | undefined = startTracking(window);

/** An event of the newer analytics schema (tracking.md 3). Nothing happens for owners. */
export const trackEvent = (fields: Record<string, unknown>, customSchemaName?: string): Promise<void> =>
  tracking?.trackEvent(fields, customSchemaName) ?? Promise.resolve();
/** A trace-log entry, sent in the next batch. */
export const log = (type: string, data: unknown): void => tracking?.log(type, data);
/** Reports an error as interface_error_vitrine. */
export const reportError = (error: unknown): void => tracking?.report(error);
/** Runs a callback; what it throws is reported as errorInCallback. */
export const guard = <T>(callback: () => T): T | undefined => (tracking ? tracking.guard(callback) : callback());
/** performance.measure, reported when it fails. */
export const measure = (name: string, start?: string, end?: string): void => tracking?.measure(name, start, end);
