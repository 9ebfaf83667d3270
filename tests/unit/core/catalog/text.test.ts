// core/catalog/text.ts: text from a value read from JSON or storage, never a throw (issue 22, found by fuzzing).
import { describe, expect, it } from 'vitest';
import { textOf } from '../../../../core/catalog/text.ts';
import { wellFormed } from '../../../../core/catalog/well-formed.ts';

describe('textOf', () => {
  it.each([
    ['a string', 'grid', 'grid'],
    ['a number', 5, '5'],
    ['a boolean', true, 'true'],
    ['null', null, 'null'],
    ['a list', ['a', 1], 'a,1'],
    ['an object', { a: 1 }, '[object Object]'],
  ])('%s reads as String() reads it', (_what, value, text) => {
    expect(textOf(value)).toBe(text);
  });

  it.each([
    ['an own toString that is not a function', JSON.parse('{"toString": 0}')],
    ['no toString and no valueOf', JSON.parse('{"toString": null, "valueOf": null}')],
    ['inside a list', JSON.parse('[{"toString": false}]')],
  ])('%s, which String() throws on, reads as its tag', (_what, value) => {
    expect(() => String(value)).toThrow(TypeError);
    expect(textOf(value)).toBe(Array.isArray(value) ? '[object Array]' : '[object Object]');
  });
});

describe('wellFormed', () => {
  it.each([
    ['plain text', 'Quai 2', 'Quai 2'],
    ['a surrogate pair', 'a😀b', 'a😀b'],
    ['a lone low surrogate', 'a\udfffb', 'a\ufffdb'],
    ['a lone high surrogate at the end', 'ab\ud800', 'ab\ufffd'],
    ['a low before a high', '\udc00\ud800', '\ufffd\ufffd'],
  ])('%s', (_what, text, expected) => {
    expect(wellFormed(text)).toBe(expected);
    expect(() => encodeURIComponent(wellFormed(text))).not.toThrow();
  });
});
