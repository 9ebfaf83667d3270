// tracking.md 3 and 7: events of the newer schema go to the events service in the envelope
// analyticsId, commonData, customData, customSchemaName. An event is stored raw when it is tracked
// (after-load.ts, no zod), and checked when it is about to go (eventCall, this chunk with zod/mini),
// so that an event tracked before this chunk could be fetched still waits in the durable store.
import { EVENTS_PATH } from '../core/catalog/tracking.ts';
import type { Call } from './delivery.ts';
import { jsonCall } from './calls.ts';
import { checkEvent } from './event-schema.ts';

export interface Envelope {
  analyticsId: string;
  commonData: Record<string, unknown>;
  customData: Record<string, unknown>;
  customSchemaName: string;
}

/** What a raw event call holds until it is checked. */
export interface RawEvent {
  analyticsId: string;
  automatic: Record<string, unknown>;
  fields: Record<string, unknown>;
  customSchemaName: string;
}

/** The call to send for a raw event call, or undefined when its event must not go (warned). */
export function eventCall(raw: Call, warn: (message: string) => void = console.warn): Call | undefined {
  const { analyticsId, automatic, fields, customSchemaName } = JSON.parse(raw.body!) as RawEvent;
  const checked = checkEvent(fields, warn);
  if (!checked) return undefined;
  const body: Envelope = { analyticsId, commonData: { ...automatic, ...checked.common }, customData: checked.custom, customSchemaName };
  return { ...jsonCall(raw.id, EVENTS_PATH, body), ev: 1 };
}
