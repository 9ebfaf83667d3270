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
