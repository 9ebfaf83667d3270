// The signature as docs/webhooks.md tells a receiver to check it, written here from the document's
// words alone: HMAC-SHA256 keyed with the secret over "<X-Vitrine-Timestamp>.<raw body>", hex, after "sha256=".
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signDelivery } from '../../../../server/notifications/signature.ts';
import { SIGNATURE_TOLERANCE_SECONDS, verifyDelivery } from './verify.ts';

const receiverExpects = (secret: string, timestamp: string, rawBody: string): string => `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;

describe('the webhook signature', () => {
  const secret = newWebhookSecret();
  const body = '{"type":"submission","id":7,"createdAt":"2025-06-30T12:00:00.000Z","data":{"fields":{"form":{"email":"ada@example.com"}}}}';

  it('is the HMAC the documented recipe computes', () => {
    expect(signDelivery(secret, 1_751_284_800, body)).toBe(receiverExpects(secret, '1751284800', body));
  });

  it('a secret is 64 hex characters, new each time', () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  const headers = (timestamp: number, signedBody = body, key = secret) => ({ signature: signDelivery(key, timestamp, signedBody), timestamp: String(timestamp) });
  const now = 1_751_284_800;

  it.each([
    ['the delivery as sent', headers(now), body, true],
    ['a few minutes late, within the tolerance', headers(now - SIGNATURE_TOLERANCE_SECONDS), body, true],
    ['a changed body', headers(now), body.replace('ada', 'eve'), false],
    ['another secret', headers(now, body, newWebhookSecret()), body, false],
    ['an old delivery replayed', headers(now - SIGNATURE_TOLERANCE_SECONDS - 1), body, false],
    ['the timestamp moved without signing it', { ...headers(now - 1000), timestamp: String(now) }, body, false],
    ['no signature', { signature: undefined, timestamp: String(now) }, body, false],
    ['a timestamp that is not a number', { ...headers(now), timestamp: '1e9' }, body, false],
  ])('a receiver following the document: %s -> accepted %s', (_name, given, received, ok) => {
    expect(verifyDelivery(secret, given, received, now)).toBe(ok);
  });
});
