// Events of the newer schema go to the events service in the envelope
// analyticsId, commonData, customData, customSchemaName. An event is stored raw when it is tracked
// (raw-event.ts, no zod, no identity), and checked when it is about to go (eventCall, this chunk with
// zod/mini), with the identity the after-load chunk knows by then: an event tracked before either
// chunk could be fetched still waits in the durable store.
import { EVENTS_PATH } from '../core/catalog/tracking.ts';
import type { Call, IS_EVENTS_SERVICE } from './delivery.ts';
import { jsonCall } from './calls.ts';
import { checkEvent } from './event-schema.ts';
import { sessionFields } from './automatic.ts';
import type { Session } from './session.ts';

export interface Envelope {
  analyticsId: string;
  commonData: Record<string, unknown>;
  customData: Record<string, unknown>;
  customSchemaName: string;
}

/** What a raw event call holds until it is checked. */
export interface RawEvent {
  automatic: Record<string, unknown>;
  fields: Record<string, unknown>;
  customSchemaName: string;
}

/** Who is tracked when the event goes (after-load.ts). */
export interface Identity {
  analyticsId: string;
  session: Session;
}

/**
 * The call to send for a raw event call, or undefined when its event must not go (warned): it
 * never throws, so that only a chunk that cannot be fetched keeps a call for later.
 */
export function eventCall(raw: Call, { analyticsId, session }: Identity, warn: (message: string) => void = console.warn): Call | undefined {
  let stored: RawEvent;
  try {
    stored = JSON.parse(raw.body!) as RawEvent;
  } catch {
    return void warn(`[Tracking] A stored event is not readable and was dropped: ${raw.id}.`);
  }
  if (typeof stored?.fields !== 'object' || stored.fields === null) return void warn(`[Tracking] A stored event has no fields and was dropped: ${raw.id}.`);
  // Checked on every try; its dropped fields are warned on its first (the delivery counts tries in the stored call).
  const checked = checkEvent(stored.fields, warn, (raw.n ?? 0) > 1);
  if (!checked) return undefined;
  const commonData = { ...stored.automatic, ...sessionFields(session), ...checked.common };
  const body: Envelope = { analyticsId, commonData, customData: checked.custom, customSchemaName: stored.customSchemaName };
  // The literal the compiler holds to the name: this chunk is apart from delivery.ts, where an import stays a variable.
  return { ...jsonCall(raw.id, EVENTS_PATH, body), ev: 1 satisfies typeof IS_EVENTS_SERVICE };
}
