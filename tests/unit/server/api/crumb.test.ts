import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cookieHeader } from '../../../../server/http/cookies.ts';
import { crumbCookie, crumbEquals, crumbPasses, isWellFormedCrumb, newCrumb, requestCrumb } from '../../../../server/api/crumb.ts';

const request = (cookie?: string, headers: Record<string, string> = {}): IncomingMessage =>
  ({ headers: cookie === undefined ? headers : { cookie, ...headers } }) as IncomingMessage;
const GOOD = 'abcdefghijklmnopqrstuvwxyz_-0123';

describe('crumb (a crumb query parameter on every call)', () => {
  it('makes url-safe tokens of 32 characters, a new one each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newCrumb));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(isWellFormedCrumb(token)).toBe(true);
    }
  });

  it('writes the cookie for the whole site, readable by the runtime', () => {
    expect(cookieHeader({ headers: {}, socket: {} } as unknown as IncomingMessage, crumbCookie(GOOD))).toBe(`crumb=${GOOD}; Path=/; SameSite=Lax`);
  });

  it.each([
    ['no cookie header', undefined, undefined],
    ['another cookie only', 'ss_cvr=abc', undefined],
    ['a short crumb', 'crumb=abc', undefined],
    ['a crumb with other characters', `crumb=${GOOD.slice(0, 30)}!!`, undefined],
    ['a well-formed crumb', `ss_cvr=1; crumb=${GOOD}; other=2`, GOOD],
    ['the first of two crumbs', `crumb=${GOOD}; crumb=${'x'.repeat(32)}`, GOOD],
  ])('reads the request crumb: %s', (_name, cookie, expected) => {
    expect(requestCrumb(request(cookie))).toBe(expected);
  });

  it.each([
    ['parameter equals cookie', `crumb=${GOOD}`, `?crumb=${GOOD}`, true],
    ['no parameter', `crumb=${GOOD}`, '', false],
    ['no cookie', undefined, `?crumb=${GOOD}`, false],
    ['different parameter', `crumb=${GOOD}`, `?crumb=${'x'.repeat(32)}`, false],
    ['different length', `crumb=${GOOD}`, `?crumb=${GOOD}x`, false],
    ['malformed cookie equal to the parameter', 'crumb=abc', '?crumb=abc', false],
    ['same length in characters, longer in bytes', `crumb=${GOOD}`, `?crumb=${encodeURIComponent(`é${GOOD.slice(1)}`)}`, false],
  ])('checks a call: %s -> %s', (_name, cookie, search, expected) => {
    expect(crumbPasses('query', request(cookie), new URL(`http://localhost/api/form/FormSubmissionKey${search}`))).toBe(expected);
  });

  it.each([
    ['the cookie itself', GOOD, true],
    ['another token', 'x'.repeat(32), false],
    ['no value', undefined, false],
    ['a number', 123, false],
  ])('compares a header or field value: %s -> %s', (_name, value, expected) => {
    expect(crumbEquals(request(`crumb=${GOOD}`), value)).toBe(expected);
  });

  const OTHER = 'x'.repeat(32);
  it.each([
    ['none: no token needed', 'none', '', {}, undefined, true],
    ['query: the parameter', 'query', `?crumb=${GOOD}`, {}, undefined, true],
    ['query: the header does not count', 'query', '', { 'x-csrf-token': GOOD }, { crumb: GOOD }, false],
    ['header: X-CSRF-Token', 'header', '', { 'x-csrf-token': GOOD }, undefined, true],
    ['header: another token', 'header', '', { 'x-csrf-token': OTHER }, undefined, false],
    ['header: the parameter does not count', 'header', `?crumb=${GOOD}`, {}, { crumb: GOOD }, false],
    ["field: the body's crumb", 'field', '', {}, { crumb: GOOD, event: 'x' }, true],
    ['field: a body that is a list', 'field', '', {}, [GOOD], false],
    ['field: the parameter does not count', 'field', `?crumb=${GOOD}`, { 'x-csrf-token': GOOD }, {}, false],
  ] as const)('the one check, by where the route reads it: %s -> %s', (_name, place, search, headers, body, expected) => {
    const url = new URL(`http://localhost/api/call${search}`);
    expect(crumbPasses(place, request(`crumb=${GOOD}`, headers), url, body)).toBe(expected);
  });
});
