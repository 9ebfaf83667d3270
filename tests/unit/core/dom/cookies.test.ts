import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRUMB_COOKIE, readCookie } from '../../../../core/dom/cookies.ts';
import { cookie, cookieText, expiredCookie, setCookies } from '../../../../core/dom/set-cookie.ts';

const NOW = Date.UTC(2026, 0, 1, 12);
const attributes = (text: string) =>
  Object.fromEntries(
    text
      .split('; ')
      .slice(1)
      .map((pair) => [pair.split('=')[0]!.toLowerCase(), pair.split('=')[1] ?? '']),
  );

describe('readCookie', () => {
  it.each([
    ['ss_cvr=a', 'ss_cvr', 'a'],
    ['x=1; ss_cvr=a; y=2', 'ss_cvr', 'a'],
    ['x=1;ss_cvr=a;y=2', 'ss_cvr', 'a'],
    ['ss_cvr=a%7C1%7C2%7C3%7C4', 'ss_cvr', 'a|1|2|3|4'],
    ['ss_cvr=a|1|2|3|4', 'ss_cvr', 'a|1|2|3|4'],
    ['ss_cvr=', 'ss_cvr', ''],
    ['ss_cvr=first; ss_cvr=second', 'ss_cvr', 'first'],
    ['crumb=ab=cd', 'crumb', 'ab=cd'],
    ['', 'ss_cvr', undefined],
    ['ss_cvrx=a', 'ss_cvr', undefined],
    ['xss_cvr=a', 'ss_cvr', undefined],
    ['SS_CVR=a', 'ss_cvr', undefined],
    ['ss_cvr', 'ss_cvr', undefined],
  ])('%j, %s -> %j', (cookies, name, value) => {
    expect(readCookie(cookies, name)).toBe(value);
  });

  it('a value that is not valid percent-encoding (set by another script) reads as written, never throws', () => {
    expect(() => readCookie('ss_cvr=100%; crumb=c', 'ss_cvr')).not.toThrow();
    expect(readCookie('ss_cvr=100%; crumb=c', 'ss_cvr')).toBe('100%');
    expect(readCookie('ss_cvr=100%; crumb=c', 'crumb')).toBe('c');
  });
});

describe('cookie: the tracking cookies, path / (SameSite=Lax)', () => {
  it('a lifetime becomes Expires = now + lifetime, path /', () => {
    const text = cookie('ss_cvt', '123', NOW, 1_800_000);
    expect(text.split('; ')[0]).toBe('ss_cvt=123');
    const { expires, path, samesite } = attributes(text);
    expect(Date.parse(expires!) - NOW).toBe(1_800_000);
    expect(path).toBe('/');
    expect(samesite).toBe('Lax');
  });

  it('the visitor record keeps its pipes as written (five pipe-separated pieces)', () => {
    expect(cookie('ss_cvr', 'a-1|1|2|3|4', NOW, 1000).split('; ')[0]).toBe('ss_cvr=a-1|1|2|3|4');
  });

  it('without a lifetime, a session cookie: no Expires', () => {
    const text = cookie('ss_cvisit', 'abc', NOW);
    expect(text).toBe('ss_cvisit=abc; Path=/; SameSite=Lax');
  });

  // issue 22, found by fuzzing: a session id kept in sessionStorage with a lone surrogate made
  // encodeURIComponent throw, and the page's tracking with it.
  it('a value with a lone surrogate (storage can hold one) is written with U+FFFD in its place, never a throw', () => {
    expect(cookie('ss_cvisit', 'a\udfffb\ud800', NOW).split('; ')[0]).toBe('ss_cvisit=a%EF%BF%BDb%EF%BF%BD');
    expect(readCookie(cookie('ss_cvisit', 'id\udfff', NOW), 'ss_cvisit')).toBe('id\ufffd');
  });

  it('values round-trip through readCookie, whatever their characters', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const pair = cookie('k', value, NOW, 1000).split('; ')[0]!;
        expect(pair).not.toMatch(/[;\s,]/);
        expect(readCookie(`a=1; ${pair}; b=2`, 'k')).toBe(value);
      }),
    );
  });
});

describe('the one writer: every cookie the page writes has path / and SameSite=Lax', () => {
  it.each([
    ['a session cookie', cookieText(CRUMB_COOKIE, 'abc'), 'crumb=abc; Path=/; SameSite=Lax'],
    ['a lasting one', cookieText('ss_cookieAllowed', true, NOW), `ss_cookieAllowed=true; Expires=${new Date(NOW).toUTCString()}; Path=/; SameSite=Lax`],
    ['a removal, expired at the epoch', expiredCookie('ss_cid'), 'ss_cid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax'],
  ])('%s', (_, text, expected) => {
    expect(text).toBe(expected);
  });

  it('the crumb the data layer writes reads back under the name tracking reads', () => {
    expect(readCookie(`x=1; ${cookieText(CRUMB_COOKIE, 'c-1').split('; ')[0]}`, 'crumb')).toBe('c-1');
  });

  it('setCookies sets each cookie, in order', () => {
    const writes: string[] = [];
    const doc = {
      set cookie(text: string) {
        writes.push(text);
      },
      get cookie() {
        return '';
      },
    };
    setCookies(doc, ['a=1', 'b=2']);
    expect(writes).toEqual(['a=1', 'b=2']);
  });
});
