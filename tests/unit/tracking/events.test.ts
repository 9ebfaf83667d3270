import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { automaticFields, sessionFields } from '../../../tracking/automatic.ts';
import { jsonCall } from '../../../tracking/calls.ts';
import { eventCall, type Envelope, type RawEvent } from '../../../tracking/events.ts';
import { createDelivery, TRIES, type Call, type CallStore } from '../../../tracking/delivery.ts';
import { WRONG_TYPE } from '../../../tracking/event-schema.ts';
import { readTrackingContext } from '../../../tracking/context.ts';
import type { Session } from '../../../tracking/session.ts';

const NOW = Date.UTC(2026, 7, 1, 8);
const ID = 'evt-00000001';
const ctx = readTrackingContext({ website: { id: 'site-1' }, templateId: 'tpl-1', memberAccount: { id: 'm-1' } });
const sess: Session = { id: 'sess-1', landing: false, firstSession: true, marketingId: 'mid-1' };
const required = { actor: 'visitor', action: 'click', event_owner_team: 'web', event_source: 'site', object_type: 'button' };

const fakeWindow = (lang = 'fr') =>
  ({
    innerWidth: 1280,
    innerHeight: 720,
    navigator: { language: 'pt-BR' },
    location: { host: 'shop.example.com:8443', pathname: '/p/1', search: '?a=b' },
    document: { referrer: 'https://ref.example/', documentElement: { lang } },
  }) as unknown as Window;

/** The raw call start.ts stores when an event is tracked: no identity yet. */
const raw = (fields: Record<string, unknown>, customSchemaName = '') => ({
  ...jsonCall(ID, '/api/v1/events', { automatic: automaticFields(fakeWindow(), ctx, NOW), fields, customSchemaName } satisfies RawEvent),
  raw: 1 as const,
});
const identity = (analyticsId = 'a') => ({ analyticsId, session: sess });

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

describe('Added automatically', () => {
  it('window size, language, page host, path, query, referrer, resolved locale, client timestamp, marketing id, session id, website id, template id, member account id', () => {
    expect({ ...automaticFields(fakeWindow(), ctx, NOW), ...sessionFields(sess) }).toEqual({
      browser_window_size: '1280x720',
      browser_language: 'pt-BR',
      page_host: 'shop.example.com:8443',
      page_path: '/p/1',
      page_query: '?a=b',
      page_referrer: 'https://ref.example/',
      resolved_locale: 'fr',
      client_timestamp: NOW,
      marketing_id: 'mid-1',
      session_id: 'sess-1',
      website_id: 'site-1',
      template_id: 'tpl-1',
      member_account_id: 'm-1',
    });
  });

  it('resolved locale: the page language, or en-US', () => {
    expect(automaticFields(fakeWindow(''), ctx, NOW).resolved_locale).toBe('en-US');
  });

  it('no marketing id: no field', () => {
    expect(sessionFields({ ...sess, marketingId: undefined })).not.toHaveProperty('marketing_id');
  });
});

describe('eventCall, the stored raw event checked as it goes: POST /api/v1/events with analyticsId, commonData, customData, customSchemaName', () => {
  it('the envelope, as a JSON events-service call with the event id in its address', () => {
    const call = eventCall(raw({ ...required, object_id: 'b1', colour: 'red' }, 'button_schema'), identity('analytics-1'), vi.fn())!;
    const url = new URL(call.url, 'https://x');
    expect(url.pathname).toBe('/api/v1/events');
    expect(url.searchParams.get('eid')).toBe(ID);
    expect(call.id).toBe(ID);
    expect(call.type).toBe('application/json');
    expect(call.ev).toBe(1);
    expect(call.raw).toBeUndefined();
    const body = JSON.parse(call.body!) as Envelope;
    expect(Object.keys(body).sort()).toEqual(['analyticsId', 'commonData', 'customData', 'customSchemaName']);
    expect(body.analyticsId).toBe('analytics-1');
    expect(body.customSchemaName).toBe('button_schema');
    expect(body.customData).toEqual({ colour: 'red' });
    expect(body.commonData).toMatchObject({ ...required, object_id: 'b1', session_id: 'sess-1', website_id: 'site-1', client_timestamp: NOW });
  });

  it('no custom schema name: an empty one', () => {
    const body = JSON.parse(eventCall(raw(required), identity(), vi.fn())!.body!) as Envelope;
    expect(body.customSchemaName).toBe('');
  });

  it('a missing required field: no call, warned', () => {
    const warn = vi.fn();
    expect(eventCall(raw({ actor: 'visitor' }, 'x'), identity(), warn)).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('a field of the wrong type: dropped from commonData with a warning, the event still sent', () => {
    const warn = vi.fn();
    const call = eventCall(raw({ ...required, object_value: 9 }, 'x'), identity(), warn)!;
    const body = JSON.parse(call.body!) as Envelope;
    expect(body.commonData).not.toHaveProperty('object_value');
    expect(body.customData).not.toHaveProperty('object_value');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  // Issue 30: "is not a string" was warned again on every retry of the same stored event.
  it('a retry of the same stored event (its try count above 1) is checked again, but not warned again', () => {
    const warn = vi.fn();
    const stored = raw({ ...required, object_value: 9 }, 'x');
    const bodies = [1, 2, 3].map((n) => JSON.parse(eventCall({ ...stored, n }, identity(), warn)!.body!) as Envelope);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(WRONG_TYPE.replace('{field}', 'object_value'));
    for (const body of bodies) expect(body.commonData).not.toHaveProperty('object_value');
  });

  it('through the delivery: lost on its first try, its page retry and the next page load, the event is warned once', async () => {
    const map = new Map<string, Call>();
    const store: CallStore = { set: async (id, c) => void map.set(id, c), del: async (id) => void map.delete(id), values: async () => [...map.values()] };
    const warn = vi.fn();
    const sent: Envelope[] = [];
    vi.stubGlobal('navigator', { onLine: true });
    const page = () =>
      createDelivery({
        store,
        send: async (c) => (sent.push(JSON.parse(c.body!) as Envelope), 0),
        setTimeout: (run, ms) => setTimeout(run, ms),
        warn: vi.fn(),
        prepare: async (c) => eventCall(c, identity(), warn),
      });
    await page().enqueue(raw({ ...required, object_value: 9 }, 'x'));
    await vi.advanceTimersByTimeAsync(2000);
    await page().drain();
    vi.unstubAllGlobals();
    expect(sent).toHaveLength(TRIES);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  // issue 14: only a chunk that cannot be fetched keeps a call; a stored event that cannot be read
  // or has no fields is dropped with a warning, never thrown (a throw was read as "try later").
  it.each([
    ['a body that is not JSON', { ...raw(required), body: '{not json' }],
    ['no fields at all', { ...raw(required), body: JSON.stringify({ automatic: {}, customSchemaName: '' }) }],
  ])('%s: no call, warned, no throw', (_case, call) => {
    const warn = vi.fn();
    expect(() => eventCall(call, identity(), warn)).not.toThrow();
    expect(eventCall(call, identity(), warn)).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('the identity is the one known when the event goes, not when it was tracked', () => {
    const stored = raw(required);
    const body = JSON.parse(eventCall(stored, { analyticsId: 'later-id', session: { ...sess, id: 'sess-2' } }, vi.fn())!.body!) as Envelope;
    expect([body.analyticsId, body.commonData.session_id]).toEqual(['later-id', 'sess-2']);
  });
});
