// The signature every webhook delivery carries (docs/webhooks.md gives a receiver the same recipe):
// HMAC-SHA256, keyed with the site's webhook secret, over "<timestamp>.<raw body>", hex, in
// X-Vitrine-Signature as "sha256=<hex>"; the timestamp (Unix seconds) in X-Vitrine-Timestamp. Signing
// the timestamp with the body lets a receiver refuse an old delivery replayed.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Vitrine-Signature';
export const TIMESTAMP_HEADER = 'X-Vitrine-Timestamp';
export const DELIVERY_HEADER = 'X-Vitrine-Delivery';
export const EVENT_HEADER = 'X-Vitrine-Event';
/** How far a receiver should let a delivery's timestamp be from its own clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A new signing secret: 32 random bytes as 64 hex characters; the HMAC key is that text. */
export const newWebhookSecret = (): string => randomBytes(32).toString('hex');

/** The header value for `body` sent at `timestamp` (Unix seconds). */
export const signDelivery = (secret: string, timestamp: number, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** The receiver's side of the recipe: true when the signature is right and the timestamp recent (`now` in Unix seconds). */
export function verifyDelivery(secret: string, headers: { signature: string | undefined; timestamp: string | undefined }, body: string, now: number): boolean {
  if (headers.signature === undefined || headers.timestamp === undefined || !/^\d{1,12}$/.test(headers.timestamp)) return false;
  const timestamp = Number(headers.timestamp);
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signDelivery(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
