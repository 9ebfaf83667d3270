// An event of the newer schema as stored the moment it is tracked: its fields and the
// page's automatic fields, unchecked and without identity; the delivery's `prepare` adds both as it goes.
// Shared by trackEvent (start.ts) and the consent choice (after-load.ts), so neither calls the other.
import { EVENTS_PATH } from '../core/catalog/tracking.ts';
import { automaticFields } from './automatic.ts';
import { jsonCall } from './calls.ts';
import type { TrackingContext } from './context.ts';
import { type Call, NOT_CHECKED } from './delivery.ts';
import type { RawEvent } from './events.ts';
import { uuid } from './ids.ts';

export function rawEventCall(win: Window, ctx: TrackingContext, fields: Record<string, unknown>, customSchemaName = ''): Call {
  const raw: RawEvent = { automatic: automaticFields(win, ctx, Date.now()), fields, customSchemaName };
  return { ...jsonCall(uuid(), EVENTS_PATH, raw), raw: NOT_CHECKED };
}
