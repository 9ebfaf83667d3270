import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkLink, isSafeClickThrough, isValidEmail } from '../../../../core/catalog/validators.ts';
import { isAllowedCall } from '../../../../core/catalog/allowed-call.ts';

// An email of exactly `length` characters: 'a…a@b.com'.
const emailOfLength = (length: number): string => `${'a'.repeat(length - '@b.com'.length)}@b.com`;

describe('IsValidEmail', () => {
  it.each([
    ['a simple address', 'jo@example.com', true],
    ['a 2-letter last label', 'jo@example.io', true],
    ['a 3-letter last label', 'jo@example.org', true],
    ['a 4-letter last label', 'jo@example.info', true],
    ['a 5-letter last label', 'jo@example.email', false],
    ['a 1-letter last label', 'jo@example.c', false],
    ['digits in the last label', 'jo@example.c0m', true],
    ['a sub-domain', 'jo@mail.example.co', true],
    ['no @', 'jo.example.com', false],
    ['two @', 'jo@ex@example.com', false],
    ['no local part', '@example.com', false],
    ['no dot in the domain', 'jo@localhost', false],
    ['a space', 'jo smith@example.com', false],
    ['an empty label', 'jo@example..com', false],
    ['empty', '', false],
    ['6 characters (shortest form)', 'a@b.cc', true],
    ['256 characters', emailOfLength(256), true],
    ['257 characters', emailOfLength(257), false],
  ])('%s: %s -> %s', (_case, email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it('never accepts fewer than 3 or more than 256 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        if (text.length < 3 || text.length > 256) expect(isValidEmail(text)).toBe(false);
      }),
    );
  });
});

describe('Link checks', () => {
  it.each([
    // tel: under 50 characters, at least 4 digits or +/-
    ['tel:+1-555-0100', 'tel', true],
    ['tel:1234', 'tel', true],
    ['tel:123', 'tel', false],
    ['tel:+-+-', 'tel', true],
    [`tel:${'1'.repeat(45)}`, 'tel', true], // 49 characters
    [`tel:${'1'.repeat(46)}`, 'tel', false], // 50 characters
    ['TEL:5550100', 'tel', true],
    // sms: under 1000
    [`sms:${'1'.repeat(995)}`, 'sms', true], // 999
    [`sms:${'1'.repeat(996)}`, 'sms', false], // 1000
    // mailto: under 1000, exactly one @, dotted ending
    ['mailto:jo@example.com', 'mailto', true],
    ['mailto:jo@example.com?subject=Hi', 'mailto', true],
    ['mailto:jo@example', 'mailto', false],
    ['mailto:jo.example.com', 'mailto', false],
    ['mailto:jo@ex@example.com', 'mailto', false],
    ['mailto:jo@example.', 'mailto', false],
    [`mailto:${'a'.repeat(980)}@example.com`, 'mailto', true], // 999
    [`mailto:${'a'.repeat(981)}@example.com`, 'mailto', false], // 1000
    // anchors: under 100
    ['#top', 'anchor', true],
    [`#${'a'.repeat(98)}`, 'anchor', true], // 99
    [`#${'a'.repeat(99)}`, 'anchor', false], // 100
    // ftp: under 100
    ['ftp://files.example.com/a.zip', 'ftp', true],
    [`ftp://${'a'.repeat(93)}`, 'ftp', true], // 99
    [`ftp://${'a'.repeat(94)}`, 'ftp', false], // 100
    // javascript: under 250
    ['javascript:void(0)', 'javascript', true],
    [`javascript:${'a'.repeat(238)}`, 'javascript', true], // 249
    [`javascript:${'a'.repeat(239)}`, 'javascript', false], // 250
    // internal: start with '/', under 150
    ['/about', 'internal', true],
    [`/${'a'.repeat(148)}`, 'internal', true], // 149
    [`/${'a'.repeat(149)}`, 'internal', false], // 150
    // file links start '/s/'
    ['/s/menu.pdf', 'file', true],
    ['/s/', 'file', false],
    // collection panel link '/pages/{24-character id}'
    ['/pages/5f1b2c3d4e5f60718293a4b5', 'collection', true],
    ['/pages/5f1b2c3d4e5f60718293a4b', 'internal', true], // 23 characters: a plain page path
    ['/pages/about', 'internal', true],
    // http(s) and protocol-relative addresses
    ['https://example.com/a', 'http', true],
    ['http://example.com', 'http', true],
    ['https://', 'http', false],
    ['//evil.example', 'http', true],
    ['/\\evil.example', 'http', true],
    // anything else
    ['data:text/html,hi', 'other', false],
    ['vbscript:msgbox', 'other', false],
    ['', 'other', false],
  ])('%s -> %s, valid %s', (url, kind, valid) => {
    expect(checkLink(url)).toEqual({ kind, valid });
  });

  it.each([
    [' javascript:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['JAVASCRIPT:alert(1)', 'javascript'],
    ['\u0000javascript:alert(1)', 'javascript'],
    ['/\t/evil.example', 'http'],
  ])('reads %j as a browser would: %s', (url, kind) => {
    expect(checkLink(url).kind).toBe(kind);
  });
});

describe('isSafeClickThrough', () => {
  it.each([
    ['https://example.com/shop', true],
    ['/shop/lamp', true],
    ['/s/menu.pdf', true],
    ['/pages/5f1b2c3d4e5f60718293a4b5', true],
    ['#contact', true],
    ['mailto:jo@example.com', true],
    ['tel:+15550100', true],
    ['sms:+15550100', true],
    ['javascript:void(0)', false], // under 250, still refused
    ['javascript:alert(document.cookie)', false],
    [' javascript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['ftp://files.example.com/a.zip', false],
    ['tel:12', false],
    ['mailto:jo@example', false],
    [`/${'a'.repeat(149)}`, false],
    ['', false],
  ])('%j -> %s', (url, expected) => {
    expect(isSafeClickThrough(url)).toBe(expected);
  });

  it('never accepts an address that starts javascript: in any case or padding', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u001f'), fc.mixedCase(fc.constant('javascript:')), fc.string({ maxLength: 50 }), (padding, scheme, rest) => {
        expect(isSafeClickThrough(padding + scheme + rest)).toBe(false);
      }),
    );
  });
});

describe('Secure calls, isAllowedCall', () => {
  const PAGE = 'https://shop.example/store';
  const HOSTS = ['shop.example', 'www.shop.example'];
  it.each([
    ['/api/x', true],
    ['api/x', true],
    ['?a=1', true],
    ['https://shop.example/api/x', true],
    ['https://www.shop.example/api/x', true],
    ['//www.shop.example/api/x', true],
    ['http://www.shop.example/api/x', false],
    ['http://shop.example/api/x', false],
    ['https://evil.example/api/x', false],
    ['https://shop.example.evil.example/', false],
    ['https://evilshop.example/', false],
    ['//evil.example/api/x', false],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/plain,x', false],
    ['blob:https://shop.example/1', false],
    ['ftp://shop.example/x', false],
    ['http://', false],
  ])('from %s -> %s', (url, expected) => {
    expect(isAllowedCall(url, PAGE, HOSTS)).toBe(expected);
  });

  it('an http page calls its own origin over http, and nothing else over http', () => {
    expect(isAllowedCall('/api/x', 'http://127.0.0.1:4173/', ['127.0.0.1'])).toBe(true);
    expect(isAllowedCall('http://127.0.0.1:4174/api/x', 'http://127.0.0.1:4173/', ['127.0.0.1'])).toBe(false);
    expect(isAllowedCall('https://127.0.0.1:4174/api/x', 'http://127.0.0.1:4173/', ['127.0.0.1'])).toBe(true);
  });

  it("with no internal hosts, only the page's own origin", () => {
    expect(isAllowedCall('https://www.shop.example/', PAGE, [])).toBe(false);
    expect(isAllowedCall('https://shop.example/x', PAGE, [])).toBe(true);
  });
});
