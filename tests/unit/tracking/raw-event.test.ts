// The one builder of a raw event call, shared by trackEvent (start.ts) and the consent
// choice (after-load.ts): stored at once, unchecked, without identity; eventCall finishes it as it goes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { automaticFields } from '../../../tracking/automatic.ts';
import { readTrackingContext } from '../../../tracking/context.ts';
import { eventCall } from '../../../tracking/events.ts';
import { rawEventCall } from '../../../tracking/raw-event.ts';

const NOW = Date.UTC(2026, 7, 1, 8);
const ctx = readTrackingContext({ website: { id: 'site-1' }, templateId: 'tpl-1' });
const win = {
  innerWidth: 1280,
  innerHeight: 720,
  navigator: { language: 'en-GB' },
  location: { host: 'example.com', pathname: '/p', search: '' },
  document: { referrer: '', documentElement: { lang: 'en-GB' } },
} as unknown as Window;
const fields = { actor: 'visitor', action: 'accept', event_owner_team: 'vitrine', event_source: 'web', object_type: 'cookie_banner' };

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

describe('rawEventCall', () => {
  it.each([
    ['no schema name', undefined, ''],
    ['a schema name', 'gallery_v1', 'gallery_v1'],
  ])('%s: a raw call to the events path with its own id, the fields and the automatic fields now', (_name, schema, customSchemaName) => {
    const call = rawEventCall(win, ctx, fields, schema);
    expect(call.raw).toBe(1);
    expect(new URL(call.url, 'https://example.com').pathname).toBe('/api/v1/events');
    expect(new URL(call.url, 'https://example.com').searchParams.get('eid')).toBe(call.id);
    expect(JSON.parse(call.body!)).toEqual({ automatic: automaticFields(win, ctx, NOW), fields, customSchemaName });
  });

  it('each call has a new id', () => {
    expect(rawEventCall(win, ctx, fields).id).not.toBe(rawEventCall(win, ctx, fields).id);
  });

  it('eventCall takes it as it is and adds the identity (what prepare does)', () => {
    const sent = eventCall(rawEventCall(win, ctx, fields), { analyticsId: 'a-1', session: { id: 's-1', landing: false, firstSession: false } });
    expect(JSON.parse(sent!.body!)).toMatchObject({ analyticsId: 'a-1', commonData: { action: 'accept', session_id: 's-1', website_id: 'site-1' } });
  });
});
