import { describe, expect, it } from 'vitest';
import { EVENT_ID_PARAM, EVENT_ID_PATTERN, HIT_PATH, PIXEL_PATH, RECORDS_PATH, TRACKING_PATHS } from '../../../core/catalog/tracking.ts';
import { FORM, formCall, JSON_TYPE, jsonCall, pixelCall, TEXT } from '../../../tracking/calls.ts';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const url = (call: { url: string }) => new URL(call.url, 'https://example.com');

describe('tracking.md 7: the paths', () => {
  it.each([
    ['errors', '/api/events/RecordJavascriptErrors'],
    ['settings', '/api/1/performance/settings'],
    ['records', '/api/1/performance/records'],
    ['legacyEvent', '/api/events/RecordEvent'],
    ['events', '/api/v1/events'],
    ['hit', '/api/census/RecordHit'],
    ['buttonClick', '/api/census/button-click'],
    ['buttonRender', '/api/census/button-render'],
    ['overlay', '/api/census/overlay'],
    ['formRender', '/api/census/form-render'],
    ['quickView', '/api/census/RecordQuickView/'],
    ['trace', '/api/events/Trace'],
    ['pixel', '/api/track/Track'],
  ] as const)('%s: %s', (name, path) => {
    expect(TRACKING_PATHS[name]).toBe(path);
  });
});

describe('the event id is in every call address, as the query parameter eid', () => {
  it('the parameter and the pattern', () => {
    expect(EVENT_ID_PARAM).toBe('eid');
    expect(EVENT_ID_PATTERN.test(ID)).toBe(true);
  });

  it.each([
    ['formCall', formCall(ID, HIT_PATH, { event: 'pageview' })],
    ['jsonCall', jsonCall(ID, RECORDS_PATH, [1])],
    ['pixelCall', pixelCall(ID, new URLSearchParams({ landing: 'https://example.com/' }))],
  ])('%s', (_name, call) => {
    expect(call.id).toBe(ID);
    expect(url(call).searchParams.get('eid')).toBe(ID);
    expect(url(call).searchParams.getAll('eid')).toHaveLength(1);
  });

  it("an eid already in the query is replaced by the call's own", () => {
    const call = pixelCall(ID, new URLSearchParams({ eid: 'someone-elses', landing: 'x' }));
    expect(url(call).searchParams.getAll('eid')).toEqual([ID]);
  });
});

describe('formCall: form-encoded POST', () => {
  it('strings go as they are; other values as JSON text', () => {
    const call = formCall(ID, HIT_PATH, { event: 'pageview', data: { a: 1, b: 'x' }, ss_cvr: 'v|1|2|3|4', n: 5, flag: true });
    expect(url(call).pathname).toBe('/api/census/RecordHit');
    expect(call.type).toBe('application/x-www-form-urlencoded');
    expect(FORM).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(call.body);
    expect(body.get('event')).toBe('pageview');
    expect(JSON.parse(body.get('data')!)).toEqual({ a: 1, b: 'x' });
    expect(body.get('ss_cvr')).toBe('v|1|2|3|4');
    expect(body.get('n')).toBe('5');
    expect(body.get('flag')).toBe('true');
  });

  it('keeps the extra query beside the id', () => {
    const call = formCall(ID, '/x', {}, new URLSearchParams({ a: '1' }));
    expect(url(call).searchParams.get('a')).toBe('1');
    expect(url(call).searchParams.get('eid')).toBe(ID);
  });
});

describe('jsonCall', () => {
  it('a JSON body, application/json by default', () => {
    const call = jsonCall(ID, '/api/v1/events', { analyticsId: 'a' });
    expect(call.type).toBe(JSON_TYPE);
    expect(JSON_TYPE).toBe('application/json');
    expect(JSON.parse(call.body!)).toEqual({ analyticsId: 'a' });
  });

  it('text/plain when asked (the page-speed records, as a beacon sends them)', () => {
    expect(jsonCall(ID, RECORDS_PATH, [], TEXT).type).toBe('text/plain');
  });
});

describe('pixelCall: tracking.md 7, requested as an image', () => {
  it('GET /api/track/Track with the query, as an image, no body', () => {
    const call = pixelCall(ID, new URLSearchParams({ landing: 'https://example.com/a?b=1', rk: 'k' }));
    expect(call.img).toBe(1);
    expect(call.body).toBeUndefined();
    expect(url(call).pathname).toBe(PIXEL_PATH);
    expect(url(call).searchParams.get('landing')).toBe('https://example.com/a?b=1');
    expect(url(call).searchParams.get('rk')).toBe('k');
  });
});
