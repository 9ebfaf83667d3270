// A receiver's check, written from docs/webhooks.md alone (not from the server's code): recompute
// HMAC-SHA256 with the secret over "<X-Vitrine-Timestamp>.<raw body>", compare in constant time with
// X-Vitrine-Signature after "sha256=", and refuse a timestamp more than five minutes from the clock.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a receiver lets a delivery's timestamp be from its own clock, as the document advises. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** True when the signature is right and the timestamp recent (`now` in Unix seconds). */
export function verifyDelivery(secret: string, headers: { signature: string | undefined; timestamp: string | undefined }, body: string, now: number): boolean {
  if (headers.signature === undefined || headers.timestamp === undefined || !/^\d{1,12}$/.test(headers.timestamp)) return false;
  if (Math.abs(now - Number(headers.timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${headers.timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(headers.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
