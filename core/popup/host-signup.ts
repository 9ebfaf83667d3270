// The popup overlay's sign-up on a page that is not a Vitrine site: the host's own address (a JSON
// POST of the email) or its own function. Its failures read as the Vitrine sign-up's do (one rule,
// signup.ts), and each is handled here, so the popup keeps what the visitor typed and says why.
import { formStrings } from '../catalog/strings/form.ts';
import type { PopupSignup } from './settings.ts';
import { signupFailure, type SignupResult } from './signup.ts';

/** A sign-up the host supplied: a function, or an address (a non-empty string); anything else is none. */
export const isHostSignup = (signup: unknown): signup is PopupSignup => typeof signup === 'function' || (typeof signup === 'string' && signup !== '');

/** A reply's JSON body, or null when it has none: an error reply's { error } is said as the site's own would be. */
const bodyOf = (reply: Response): Promise<unknown> => reply.json().catch(() => null);

/**
 * Sends `email` to the host. A function is awaited; its rejection shows its Error's message, else the
 * unknown error. An address gets a JSON POST: a 2xx is success; another status is said by its status
 * (or its body's error); no reply at all is the unknown error.
 */
export async function hostSignUp(fetch: typeof globalThis.fetch, signup: PopupSignup, email: string): Promise<SignupResult> {
  if (typeof signup === 'function') {
    try {
      await signup(email);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: error instanceof Error && error.message ? error.message : formStrings.unknownError };
    }
  }
  let reply: Response;
  try {
    reply = await fetch(signup, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
  } catch {
    return { ok: false, message: formStrings.unknownError };
  }
  return reply.ok ? { ok: true } : signupFailure({ status: reply.status, body: await bodyOf(reply) }, formStrings.processingError);
}
