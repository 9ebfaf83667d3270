// Which language a page is shown in: ?lang=, then the cookie, then the default (docs/decisions.md).
import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { cookieHeader } from '../../../../server/http/cookies.ts';
import { defaultLanguage, languageCookie, resolveLanguage } from '../../../../server/multilingual/index.ts';
import { canonicalLanguage } from '../../../../server/multilingual/schema.ts';

const LANGUAGES = [
  { code: 'en-US', name: 'English', isDefault: true, enabled: true },
  { code: 'fr-FR', name: 'Français', isDefault: false, enabled: true },
  { code: 'de', name: 'Deutsch', isDefault: false, enabled: false },
];

describe('resolveLanguage', () => {
  it.each([
    ['nothing chosen: the default', null, undefined, { code: 'en-US', chosen: null }],
    ['the query', 'fr-FR', undefined, { code: 'fr-FR', chosen: 'fr-FR' }],
    ['the query, in canonical form', 'FR-fr', undefined, { code: 'fr-FR', chosen: 'fr-FR' }],
    ['the query beats the cookie', 'en-US', 'fr-FR', { code: 'en-US', chosen: 'en-US' }],
    ['the cookie', null, 'fr-FR', { code: 'fr-FR', chosen: null }],
    ['a query the site does not offer: the cookie', 'es', 'fr-FR', { code: 'fr-FR', chosen: null }],
    ['a disabled language counts for nothing', 'de', 'de', { code: 'en-US', chosen: null }],
    ['a malformed query and cookie: the default', '"><script>', 'x'.repeat(99), { code: 'en-US', chosen: null }],
    ['an empty query: the cookie', '', 'fr-FR', { code: 'fr-FR', chosen: null }],
  ])('%s', (_name, query, cookie, expected) => {
    expect(resolveLanguage(LANGUAGES, query, cookie, 'en-US')).toEqual(expected);
  });

  it('the default is the enabled default, else the first enabled, else the fallback', () => {
    expect(defaultLanguage(LANGUAGES, 'xx')).toBe('en-US');
    expect(defaultLanguage([{ ...LANGUAGES[0]!, enabled: false }, LANGUAGES[1]!], 'xx')).toBe('fr-FR');
    expect(defaultLanguage([], 'xx')).toBe('xx');
  });
});

describe('canonicalLanguage', () => {
  it.each([
    ['en', 'en'],
    ['fr-fr', 'fr-FR'],
    ['zh-hant-tw', 'zh-Hant-TW'],
    ['es-419', 'es-419'],
    ['iw', 'he'],
    ['english', null],
    ['en_US', null],
    ['en-US-x-private', null],
    ['', null],
    ['e', null],
  ])('%s → %s', (code, expected) => {
    expect(canonicalLanguage(code)).toBe(expected);
  });
});

describe('languageCookie', () => {
  const plain = { headers: {}, socket: {} } as unknown as IncomingMessage;
  const overTls = { headers: {}, socket: { encrypted: true } } as unknown as IncomingMessage;
  it('HttpOnly, SameSite=Lax, a year; Secure over https', () => {
    expect(cookieHeader(plain, languageCookie('fr-FR'))).toBe('vitrine_lang=fr-FR; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000');
    expect(cookieHeader(overTls, languageCookie('fr-FR'))).toMatch(/; Secure$/);
  });
});
