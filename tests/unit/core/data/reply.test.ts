// reply.ts: what a reply means, a table from the spec (Data call), 7 (Generic data
// layer) and 8 (Data layer errors), in the precedence docs/decisions.md "Data layer" writes down.
import { describe, expect, it } from 'vitest';
import { dataLayerStrings as t } from '../../../../core/catalog/strings/data-layer.ts';
import { bodyText, decide, readFields, type Decision, type ReplyFacts } from '../../../../core/data/reply.ts';

const URL_ = '/api/thing';
const facts = (status: number, body: unknown, extra: Partial<ReplyFacts> = {}): ReplyFacts => ({
  status,
  text: body === null ? null : typeof body === 'string' ? body : JSON.stringify(body),
  format: 'json',
  url: URL_,
  crumbRetry: true,
  retriesLeft: 0,
  ...extra,
});

const result = (value: unknown): Decision => ({ kind: 'result', value });
const error = (message: string, status: number, body: unknown, network = false, loginRequired = false): Decision => ({
  kind: 'error',
  failure: { message, status, body: body as never, network, loginRequired },
});
const RETRY: Decision = { kind: 'retry' };
const crumb = (value?: string): Decision => ({ kind: 'crumb-retry', crumb: value });

describe('A success is the reply, read by the format', () => {
  it.each<[string, ReplyFacts, Decision]>([
    ['200 JSON', facts(200, { key: 'k' }), result({ key: 'k' })],
    ['201 JSON', facts(201, [1, 2]), result([1, 2])],
    ['200 raw', facts(200, '<p>hi</p>', { format: 'raw' }), result('<p>hi</p>')],
    ['204 is empty (json)', facts(204, ''), result(null)],
    ['204 is empty (raw)', facts(204, '', { format: 'raw' }), result('')],
    ['1223 is empty, whatever its text', facts(1223, 'junk'), result(null)],
    ['1223 is empty (raw)', facts(1223, '', { format: 'raw' }), result('')],
    // A 2xx is the caller's result: its fields are not read as a failure.
    ['200 whose JSON says error is still a result', facts(200, { error: 'x' }), result({ error: 'x' })],
  ])('%s', (_name, input, expected) => {
    expect(decide(input)).toEqual(expected);
  });

  it('unparseable JSON: "Internal Error: Unable to parse server response from ({url}) as JSON: {message}"', () => {
    const decision = decide(facts(200, '<html>'));
    let message = '';
    try {
      JSON.parse('<html>');
    } catch (e) {
      message = (e as Error).message;
    }
    expect(decision).toEqual(error(`Internal Error: Unable to parse server response from (${URL_}) as JSON: ${message}`, 200, null));
  });

  it('an empty 200 is unparseable JSON too (only 204 and 1223 are empty)', () => {
    expect(decide(facts(200, ''))).toMatchObject({ kind: 'error', failure: { message: expect.stringContaining(`from (${URL_}) as JSON:`) } });
  });

  it('unparseable JSON is not retried, even with retries left', () => {
    expect(decide(facts(200, 'nope', { retriesLeft: 3 })).kind).toBe('error');
  });
});

// (status, body, cookies enabled (crumbRetry), retries left) -> decision: every line of section 8's data-layer list.
describe('Data layer errors, and the order where they overlap', () => {
  const crumbFail = { crumbFail: true, crumb: 'new-crumb' };
  it.each<[string, number, unknown, boolean, number, Decision]>([
    // 1. crumbFail retry
    ['403 crumbFail, cookies on: retry with the new crumb', 403, crumbFail, true, 0, crumb('new-crumb')],
    ['403 crumbFail with no crumb: retry, crumb read again', 403, { crumbFail: true }, true, 0, crumb(undefined)],
    ['403 crumbFail with a crumb that is not text: retry, crumb read again', 403, { crumbFail: true, crumb: 7 }, true, 0, crumb(undefined)],
    ['403 crumbFail, cookies off (or retried once): Unauthorized request', 403, crumbFail, false, 0, error(t.unauthorized, 403, crumbFail)],
    ['403 crumbFail beats loginRequired', 403, { ...crumbFail, loginRequired: true }, true, 0, crumb('new-crumb')],
    ['401 crumbFail is not a crumb failure (the 403 reply is)', 401, crumbFail, true, 0, error(t.unauthorized, 401, crumbFail)],
    // 2. loginRequired
    ['401 loginRequired: Unauthorized request, the event', 401, { loginRequired: true }, true, 0, error(t.unauthorized, 401, { loginRequired: true }, false, true)],
    ['403 loginRequired, no crumb failure', 403, { loginRequired: true }, true, 0, error(t.unauthorized, 403, { loginRequired: true }, false, true)],
    [
      '400 loginRequired with its own error: that text',
      400,
      { loginRequired: true, error: 'Sign in' },
      true,
      0,
      error('Sign in', 400, { loginRequired: true, error: 'Sign in' }, false, true),
    ],
    ['500 loginRequired: the status text', 500, { loginRequired: true }, true, 0, error(t.internalServerError, 500, { loginRequired: true }, false, true)],
    ['404 loginRequired: Unauthorized request, not retried', 404, { loginRequired: true }, true, 2, error(t.unauthorized, 404, { loginRequired: true }, false, true)],
    // 3. the body reported, for 400, 401, 500 and 502
    ['400 with error: the body', 400, { error: 'Bad key' }, true, 0, error('Bad key', 400, { error: 'Bad key' })],
    ['401 with message: the body (beats the status text)', 401, { message: 'Expired' }, true, 0, error('Expired', 401, { message: 'Expired' })],
    ['500 with billingErrorCode: the body', 500, { billingErrorCode: 'CARD_DECLINED' }, true, 0, error('CARD_DECLINED', 500, { billingErrorCode: 'CARD_DECLINED' })],
    ['502 with error: the body, not retried', 502, { error: 'Upstream' }, true, 3, error('Upstream', 502, { error: 'Upstream' })],
    ['500 with error and cleaned: the body, cleaned kept', 500, { error: 'x', cleaned: true }, true, 0, error('x', 500, { error: 'x', cleaned: true })],
    [
      'error beats message beats billingErrorCode',
      400,
      { billingErrorCode: 3, message: 'm', error: 'e' },
      true,
      0,
      error('e', 400, { billingErrorCode: 3, message: 'm', error: 'e' }),
    ],
    // 4. the status text
    ['401 with no body', 401, '', true, 2, error(t.unauthorized, 401, null)],
    ['403 with an error body: 403 is not reported, the status text', 403, { error: 'Forbidden' }, true, 0, error(t.unauthorized, 403, { error: 'Forbidden' })],
    ['500 HTML page', 500, '<h1>oops</h1>', true, 2, error(t.internalServerError, 500, null)],
    ['500 JSON with neither field', 500, { errors: { a: 'b' } }, true, 0, error(t.internalServerError, 500, { errors: { a: 'b' } })],
    ['501', 501, { error: 'not reported for 501' }, true, 0, error(t.internalServerError, 501, { error: 'not reported for 501' })],
    ['503', 503, '', true, 2, error(t.serviceUnavailable, 503, null)],
    // 5 and 6. anything else: retried while retries are left, then 'Unable to connect…', a network error
    ['400 with data.errors only: retried first', 400, { errors: { email: 'bad' } }, true, 1, RETRY],
    [
      '400 with data.errors only, no retry: Unable to connect…, body kept',
      400,
      { errors: { email: 'bad' } },
      true,
      0,
      error(t.unableToConnect, 400, { errors: { email: 'bad' } }, true),
    ],
    ['404', 404, '', true, 0, error(t.unableToConnect, 404, null, true)],
    ['429, retries left', 429, { error: 'Too many' }, true, 2, RETRY],
    ['429, none left: the body is not reported for 429', 429, { error: 'Too many' }, true, 0, error(t.unableToConnect, 429, { error: 'Too many' }, true)],
    ['502 with no body, retries left', 502, '', true, 1, RETRY],
    ['502 with no body, none left', 502, '', true, 0, error(t.unableToConnect, 502, null, true)],
    ['504', 504, '', true, 0, error(t.unableToConnect, 504, null, true)],
    ['no reply (a lost network), retries left', 0, null, true, 1, RETRY],
    ['no reply, none left', 0, null, true, 0, error(t.unableToConnect, 0, null, true)],
    ['a reply cut off (status known, no text)', 500, null, true, 0, error(t.unableToConnect, 500, null, true)],
    ['a 200 cut off', 200, null, true, 1, RETRY],
  ])('%s', (_name, status, body, cookies, retriesLeft, expected) => {
    expect(decide(facts(status, body, { crumbRetry: cookies, retriesLeft }))).toEqual(expected);
  });

  it('raw format reads the fields of a failed reply all the same', () => {
    expect(decide(facts(400, { error: 'Bad' }, { format: 'raw' }))).toEqual(error('Bad', 400, { error: 'Bad' }));
  });

  it('the catalogue words them as the specification does', () => {
    expect(t).toMatchObject({
      unparseableJson: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
      unauthorized: 'Unauthorized request',
      internalServerError: 'Internal server error. Please try again later.',
      serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
      unableToConnect: 'Unable to connect…',
    });
  });
});

describe('readFields and bodyText', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['[1]', null],
    ['"text"', null],
    ['null', null],
    ['<html>', null],
    ['', null],
    [null, null],
  ])('readFields(%j) -> %j', (text, expected) => expect(readFields(text)).toEqual(expected));

  it.each([
    [{ error: 'e' }, 'e'],
    [{ message: 'm' }, 'm'],
    [{ billingErrorCode: 42 }, '42'],
    [{ error: { code: 1 } }, '{"code":1}'],
    [{ error: null, message: 'm' }, 'm'],
    [{ errors: {} }, undefined],
    [null, undefined],
  ])('bodyText(%j) -> %j', (body, expected) => expect(bodyText(body)).toBe(expected));
});
