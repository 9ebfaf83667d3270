// Issue 29: one rule for every redirect target and framed address taken from a request (sitePath).
// Normalised first, then checked: a path that becomes `//host` once resolved is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sitePath } from '../../../../server/http/redirect.ts';
import { OFF_SITE } from './off-site.ts';

const HOME = '/home-default';

describe('sitePath: a path on this site, else the default', () => {
  it.each(OFF_SITE)('%j -> the default', (value) => {
    expect(sitePath(value, HOME)).toBe(HOME);
  });

  it.each([null, undefined, 42, ['/promo'], { path: '/promo' }])('%j (not a string) -> the default', (value) => {
    expect(sitePath(value, HOME)).toBe(HOME);
  });

  it.each([
    ['/', '/'],
    ['/config/forms', '/config/forms'],
    ['/config/orders?page=2#top', '/config/orders?page=2#top'],
    ['/shop?sort=new&x="y"', '/shop?sort=new&x=%22y%22'],
    ['/a/../promo', '/promo'],
    ['/./promo', '/promo'],
    ['/..', '/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/caf\u00e9', '/caf%C3%A9'],
    ['/ /x', '/%20/x'],
    ['/checkout/donate?donatePageId=d1', '/checkout/donate?donatePageId=d1'],
  ])('%j -> %j (normalised)', (value, expected) => {
    expect(sitePath(value, HOME)).toBe(expected);
  });

  it('gives the default of any type the caller chooses', () => {
    expect(sitePath('//evil.example', null)).toBeNull();
    expect(sitePath('/promo', null)).toBe('/promo');
  });

  it('whatever the input: the default, or a path of this origin that begins with exactly one slash, with no backslash or control character, and is its own result', () => {
    const base = 'https://site.example';
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 6 }),
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.constantFrom(
        '/',
        '//',
        '\\',
        '.',
        '..',
        '%2e',
        '%2E',
        '%2f',
        '%5c',
        '%',
        '\t',
        '\n',
        '\r',
        ' ',
        '\u0000',
        '\u3000',
        'evil.example',
        ':',
        '@',
        '?',
        '#',
        'a',
        'http:',
        'config',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), fc.boolean(), (pieces, leadingSlash) => {
        const value = (leadingSlash ? '/' : '') + pieces.join('');
        const result = sitePath(value, HOME);
        if (result === HOME) return true;
        // As a browser resolves it, against any page of the site: this origin, the same path.
        const resolved = new URL(result, `${base}/some/page?q=1`);
        return (
          result.startsWith('/') &&
          result[1] !== '/' &&
          !/[\\\u0000-\u001f\u007f-\u009f]/.test(result) &&
          resolved.origin === base &&
          resolved.pathname + resolved.search + resolved.hash === result &&
          sitePath(result, HOME) === result
        );
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('never throws, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (value) => {
        expect(() => sitePath(value, HOME)).not.toThrow();
        expect(() => sitePath(`/${value}`, HOME)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
