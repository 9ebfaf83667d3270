// The test double of a captcha provider's siteverify address (server/forms/captcha.ts), served by the
// demo server itself, which no provider reaches from the machines that test it. Like reCAPTCHA,
// hCaptcha and Turnstile, it takes a form-encoded `secret` and `response` (and `remoteip`) and answers
// JSON with `success`: true only for the demo's secret and the browser double's response
// (core/forms/captcha.ts). It is the demo's verify address when VITRINE_CAPTCHA_VERIFY_URL is unset.
import * as z from 'zod';
import { CAPTCHA_DOUBLE_RESPONSE } from '../../core/forms/spam.ts';
import { defineRoute, type ApiRoute } from '../api/route.ts';

export const SITEVERIFY_DOUBLE_PATH = '/doubles/captcha/siteverify';

/** The demo's captcha secret, the double's only good one (VITRINE_CAPTCHA_SECRET names a real provider's). */
export const CAPTCHA_DOUBLE_SECRET = 'captcha-double-secret';

/** A siteverify answer: `error-codes` as the providers name them. */
export function siteverifyAnswer(fields: Readonly<Record<string, unknown>>): { success: boolean; 'error-codes': string[] } {
  const errors: string[] = [];
  if (fields.secret !== CAPTCHA_DOUBLE_SECRET) errors.push(fields.secret ? 'invalid-input-secret' : 'missing-input-secret');
  if (fields.response !== CAPTCHA_DOUBLE_RESPONSE) errors.push(fields.response ? 'invalid-input-response' : 'missing-input-response');
  return { success: errors.length === 0, 'error-codes': errors };
}

export const siteverifyDoubleRoute = (): ApiRoute =>
  defineRoute({
    method: 'POST',
    path: SITEVERIFY_DOUBLE_PATH,
    bodyLimit: 4096,
    rateLimit: null,
    crumb: 'none',
    schema: z.record(z.string(), z.unknown()).default({}),
    handle: ({ value }) => ({ status: 200, body: siteverifyAnswer(value) }),
  });
