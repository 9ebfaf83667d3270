// A schema failure as one line of a 400 reply: where the first problem is, and what it is.
import type * as z from 'zod';

export function describeError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The payload is not valid.';
  const where = issue.path.length === 0 ? 'the payload' : issue.path.join('.');
  return `Bad payload at ${where}: ${issue.message}`;
}

/**
 * The 400's line for a payload the schema could not check at all. zod runs its length checks on any
 * value that has a `length`, even one whose type it has refused, and a `length` it cannot compare
 * ({"length": {"toString": 0}} has no number in it) throws out of safeParse (issue 22, found by
 * fuzzing). The line names the first value, in key order, whose `length` is an object, looking into
 * a field of JSON text as its schema does (tracking/schemas.ts); null when the payload holds none
 * (then the throw is the server's own).
 */
export function describeUncheckable(payload: unknown): string | null {
  const stack: [unknown, string[]][] = [[payload, []]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string' && /^\s*[[{]/.test(value)) stack.push([jsonOrNull(value), path]);
    if (value === null || typeof value !== 'object') continue;
    const length = (value as { length?: unknown }).length;
    if (length !== null && typeof length === 'object') {
      return `Bad payload at ${path.length === 0 ? 'the payload' : path.join('.')}: Invalid input: its length is not a number`;
    }
    for (const [key, inner] of Object.entries(value).reverse()) stack.push([inner, [...path, key]]);
  }
  return null;
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
