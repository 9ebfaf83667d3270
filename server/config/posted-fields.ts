// The owner area's plain form posts (sign-in, sign-out): the body read within its limit, then its
// fields. One reader, so both pages refuse an oversized body the same way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseBody } from '../api/body.ts';
import { BodyTooLargeError, declaresTooLarge, readBody } from '../http/body-limit.ts';
import { sendBodyTooLarge } from '../http/replies.ts';

/** The posted fields (empty when the body is not a form or JSON object), or null once a 413 was sent. */
export async function readPostedFields(req: IncomingMessage, res: ServerResponse, limit: number): Promise<Record<string, unknown> | null> {
  if (declaresTooLarge(req, limit)) {
    sendBodyTooLarge(req, res);
    return null;
  }
  let body: Buffer;
  try {
    body = await readBody(req, limit);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    sendBodyTooLarge(req, res);
    return null;
  }
  const read = parseBody(req, body);
  return read.ok && read.value !== null && typeof read.value === 'object' ? (read.value as Record<string, unknown>) : {};
}
