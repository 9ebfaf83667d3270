// Text from values of unknown shape (block JSON, the page context, storage), never a throw. Pure.

/**
 * String(value), which throws for an object whose own `toString` and `valueOf` are not functions,
 * as any JSON can hold ({"toString": 0}): such a value reads as its tag, '[object Object]'.
 */
export function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

// A surrogate pair, or a surrogate alone (no lookbehind: older Safari cannot parse one).
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** The text with each lone surrogate (JSON and storage can hold one: "\udfff") as U+FFFD, so that encodeURIComponent takes it. */
export const wellFormed = (text: string): string => text.replace(SURROGATES, (found) => (found.length === 2 ? found : '\uFFFD'));
