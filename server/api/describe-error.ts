// A schema failure as one line of a 400 reply: where the first problem is, and what it is.
import type * as z from 'zod';

export function describeError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The payload is not valid.';
  const where = issue.path.length === 0 ? 'the payload' : issue.path.join('.');
  return `Bad payload at ${where}: ${issue.message}`;
}
