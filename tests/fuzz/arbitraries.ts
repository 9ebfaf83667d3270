// The inputs a page we do not control can hand the runtime (issue 22, "Fuzzed input"): JSON of any
// shape, objects with the real keys but values of any type, own keys that shadow the prototype's
// (`__proto__`, `toString`, …), strings with control characters, lone surrogates and escapes, and
// numbers a parser may not expect (NaN, -0, 1e308, beyond the safe integers).
import fc from 'fast-check';

/** Keys that are names on Object.prototype: a reader that coerces or spreads an object meets them. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'toJSON', 'then', 'length'] as const;

const specialStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\uFEFF',
  '\u2028',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '%',
  '%E0%A4%A',
  '%00',
  'null',
  'undefined',
  'true',
  'false',
  '[object Object]',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '//evil.example/',
  'javascript:alert(1)',
  '/\\evil.example',
  '../../etc/passwd',
  'a'.repeat(5000),
);

/** Characters parsers split on, decode or trip over. */
const awkwardChar = fc.constantFrom(
  '\u0000',
  '\n',
  '\r',
  '\t',
  '\u2028',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '%',
  ';',
  '=',
  '|',
  '#',
  '/',
  '\\',
  '&',
  '?',
  ':',
  '"',
  "'",
  '<',
  ' ',
  '-',
  '1',
  'a',
  'é',
  '😀',
);

/** Strings of every kind: unicode (lone surrogates too), control characters, escapes, the special ones. */
export const weirdString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: awkwardChar, maxLength: 40 }),
  specialStrings,
);

/** Numbers a reader may not expect. */
export const weirdNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, Number.MAX_VALUE, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER + 2, -1, 1e21, 2 ** 53, 0.5),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(weirdString, weirdNumber, fc.boolean(), fc.constant(null), fc.constant(undefined));

/** An object built from entries with own data properties, so `__proto__` becomes a key, not the prototype. */
export function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

const { tree } = fc.letrec<{ tree: unknown; list: unknown[]; record: Record<string, unknown> }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('list'), tie('record')),
  list: fc.array(tie('tree'), { maxLength: 5 }),
  record: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), tie('tree')), { maxLength: 6 }).map(objectOf),
}));

/** Any value: fast-check's own `anything`, JSON values, and trees of awkward leaves with prototype keys. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(fc.anything(), fc.jsonValue(), tree, leaf);

/** Through JSON and back, as a value read from JSON text is: NaN becomes null, undefined fields go. */
export const viaJson = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? null : JSON.parse(text);
};

/** A value that came from JSON text (block JSON, the page context, a reply, a request body). */
export const hostileJson: fc.Arbitrary<unknown> = hostile.map(viaJson);

/**
 * An object with the reader's real keys, each absent or holding either a plausible value (from
 * `plausible`, by key) or anything, plus a few stray keys (prototype names among them).
 */
export function shaped(keys: readonly string[], plausible: Readonly<Record<string, fc.Arbitrary<unknown>>> = {}): fc.Arbitrary<Record<string, unknown>> {
  const value = (key: string): fc.Arbitrary<unknown> => (plausible[key] ? fc.oneof({ weight: 2, arbitrary: plausible[key] }, { weight: 1, arbitrary: hostile }) : hostile);
  const fields = fc.tuple(...keys.map((key) => fc.option(value(key), { nil: Symbol.for('absent') as unknown })));
  const strays = fc.array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostile), { maxLength: 2 });
  return fc
    .tuple(fields, strays)
    .map(([values, extra]) => objectOf([...keys.flatMap((key, i) => (values[i] === Symbol.for('absent') ? [] : [[key, values[i]] as const])), ...extra]));
}

/**
 * An object with every key holding its plausible value, or, half the time, one key holding anything:
 * the inputs that get past a schema to the handler, and those that fail on one field only.
 */
export function nearly(plausible: Readonly<Record<string, fc.Arbitrary<unknown>>>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(plausible);
  const swap = fc.option(fc.tuple(fc.constantFrom(...keys), fc.option(hostile, { nil: Symbol.for('absent') as unknown })), { freq: 2 });
  return fc
    .tuple(fc.record(plausible, { noNullPrototype: true }), swap)
    .map(([valid, change]) =>
      objectOf([...Object.entries(valid).filter(([key]) => key !== change?.[0]), ...(change && change[1] !== Symbol.for('absent') ? [[change[0], change[1]] as const] : [])]),
    );
}

/** `shaped`, or anything at all; read from JSON. */
export const jsonShaped = (keys: readonly string[], plausible: Readonly<Record<string, fc.Arbitrary<unknown>>> = {}): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: shaped(keys, plausible) }, { weight: 1, arbitrary: hostile }).map(viaJson);

/** Text with its lone surrogates made whole (U+FFFD), as encodeURIComponent and URLSearchParams need it. */
export const whole = (text: string): string => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A header-safe string (what fetch lets a test send as a Cookie or a query): printable Latin-1, no CR or LF. */
export const headerSafe = (text: string): string => text.replace(/[^\x20-\x7e\xa0-\xff]/g, (c) => String.fromCharCode(0x20 + (c.charCodeAt(0) % 0x5f)));
