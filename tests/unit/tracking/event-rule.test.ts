// issue 14: the browser and the server agree on every required field of an event of the newer
// schema: what the browser sends, the server stores; what the server would refuse, the browser
// does not send (it warns instead), so no event is dropped on the way.
import { describe, expect, it, vi } from 'vitest';
import { EVENT_REQUIRED_FIELDS } from '../../../core/catalog/tracking-events.ts';
import { analyticsEvent } from '../../../server/api/tracking/schemas.ts';
import { checkEvent } from '../../../tracking/event-schema.ts';

const required = { actor: 'visitor', action: 'click', event_owner_team: 'web', event_source: 'site', object_type: 'button' };

describe('one rule for a required field, both sides', () => {
  it.each(EVENT_REQUIRED_FIELDS.flatMap((field) => ['', '   ', '\t', 'x', ' y ', undefined, 7].map((value) => [field, value] as const)))('%s = %j', (field, value) => {
    const fields = { ...required, [field]: value };
    const sent = checkEvent(fields, vi.fn());
    const stored = analyticsEvent.safeParse({ analyticsId: 'a-1', commonData: fields, customData: {}, customSchemaName: '' }).success;
    expect(sent !== undefined).toBe(stored);
  });

  it('an empty required field is not sent, and says why', () => {
    const warn = vi.fn();
    expect(checkEvent({ ...required, actor: '' }, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Analytics event is missing actor; it is not sent.');
  });
});
