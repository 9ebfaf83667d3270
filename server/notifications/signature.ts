// The signature every webhook delivery carries (docs/webhooks.md gives a receiver the same recipe):
// HMAC-SHA256, keyed with the site's webhook secret, over "<timestamp>.<raw body>", hex, in
// X-Vitrine-Signature as "sha256=<hex>"; the timestamp (Unix seconds) in X-Vitrine-Timestamp. Signing
// the timestamp with the body lets a receiver refuse an old delivery replayed.
import { createHmac, randomBytes } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Vitrine-Signature';
export const TIMESTAMP_HEADER = 'X-Vitrine-Timestamp';
export const DELIVERY_HEADER = 'X-Vitrine-Delivery';
export const EVENT_HEADER = 'X-Vitrine-Event';

/** A new signing secret: 32 random bytes as 64 hex characters; the HMAC key is that text. */
export const newWebhookSecret = (): string => randomBytes(32).toString('hex');

/** The header value for `body` sent at `timestamp` (Unix seconds). */
export const signDelivery = (secret: string, timestamp: number, body: string): string => `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
