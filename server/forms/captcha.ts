// The server's own check of a captcha response, through the siteverify protocol that reCAPTCHA,
// hCaptcha and Turnstile share: a form-encoded POST of `secret`, `response` and, when known,
// `remoteip` to the provider's verify address, answered with JSON holding `success: boolean`. The
// address and secret come from the environment (server/start.ts); the demo's default is the
// siteverify double the demo server serves (server/doubles/captcha-siteverify.ts).
import { isIP } from 'node:net';
import { CAPTCHA_DOUBLE_SECRET, SITEVERIFY_DOUBLE_PATH } from '../doubles/index.ts';

/** passed: the provider vouched for the response; refused: it said no; unverified: no usable answer (down, slow, not JSON). */
export type CaptchaVerdict = 'passed' | 'refused' | 'unverified';

/** Asks whether a captcha response (the post's captchaKey) is good, for the visitor at `remoteip`. */
export type CaptchaVerifier = (response: string, remoteip?: string) => Promise<CaptchaVerdict>;

/** How long the provider gets to answer before the post is refused. */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 5_000;

export interface SiteVerifierOptions {
  /** The provider's verify address, such as https://challenges.cloudflare.com/turnstile/v0/siteverify. */
  url: string;
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createSiteVerifier({ url, secret, timeoutMs = CAPTCHA_VERIFY_TIMEOUT_MS, fetch = globalThis.fetch }: SiteVerifierOptions): CaptchaVerifier {
  return async (response, remoteip) => {
    const form = new URLSearchParams({ secret, response });
    if (remoteip && isIP(remoteip)) form.set('remoteip', remoteip);
    try {
      const reply = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer: unknown = await reply.json();
      const success = (answer as { success?: unknown } | null)?.success;
      if (success === false) return 'refused';
      // A 2xx with success: true only; anything else is no answer this server can trust.
      return success === true && reply.ok ? 'passed' : 'unverified';
    } catch {
      // A lost network, the timeout, a body that is not JSON: the post cannot be vouched for.
      return 'unverified';
    }
  };
}

/** The verifier when none is configured: nothing passes, so a captcha form refuses every post. */
export const noCaptchaVerifier: CaptchaVerifier = async () => 'unverified';

/** The provider the server asks: VITRINE_CAPTCHA_VERIFY_URL and VITRINE_CAPTCHA_SECRET, else the demo's own double. */
export interface CaptchaSettings {
  url: string;
  secret: string;
  /** True when no provider is named and the demo's siteverify double answers. */
  double: boolean;
}

/**
 * Reads the captcha provider from `env` (start.ts passes process.env). Without a verify address, the
 * double this server serves at `ownOrigin` (the address it listens on). An address needs its secret.
 */
export function captchaSettings(env: Record<string, string | undefined>, ownOrigin: string): CaptchaSettings {
  const url = env.VITRINE_CAPTCHA_VERIFY_URL?.trim();
  if (!url) return { url: new URL(SITEVERIFY_DOUBLE_PATH, ownOrigin).href, secret: CAPTCHA_DOUBLE_SECRET, double: true };
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    throw new Error(`VITRINE_CAPTCHA_VERIFY_URL must be an http or https address, such as https://hcaptcha.com/siteverify (got '${url}')`);
  const secret = env.VITRINE_CAPTCHA_SECRET?.trim();
  if (!secret) throw new Error('VITRINE_CAPTCHA_VERIFY_URL is set, so VITRINE_CAPTCHA_SECRET must be too: the secret the captcha provider gave the site.');
  return { url: parsed.href, secret, double: false };
}
