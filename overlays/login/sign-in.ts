// The session login payload (email, password, rememberMe), posted through
// the data layer (its crumb, its one crumbFail retry); the reply holds xsrfToken and the cookie is set.
import { accountStrings } from '../../core/catalog/strings/account.ts';
import type { DataFailure, DataLayer } from '../../core/data/index.ts';

export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

export type SignInResult = { ok: true } | { ok: false; status: number; message: string };

/**
 * Pure: what a refused sign-in says. 401 and 429 say the server's one message (it never tells which
 * field was wrong); the layer reports a 429's body as a network failure, so its text is read here.
 */
export function signInFailure(error: unknown): { status: number; message: string } {
  const failure = (error ?? {}) as Partial<DataFailure>;
  const status = typeof failure.status === 'number' ? failure.status : 0;
  // An empty error says nothing: the catalogue's words instead (issue 22, found by fuzzing).
  const own = typeof failure.body?.error === 'string' && failure.body.error !== '' ? failure.body.error : undefined;
  if (status === 401) return { status, message: own ?? accountStrings.signInFailed };
  if (status === 429) return { status, message: own ?? accountStrings.signInRateLimited };
  return { status, message: typeof failure.message === 'string' && failure.message ? failure.message : accountStrings.signInFailed };
}

/** `path`: the session call's (the data chunk exports it, so no constant gets a chunk of its own). */
export async function signIn(layer: DataLayer, path: string, credentials: Credentials): Promise<SignInResult> {
  try {
    await layer.call(path, { method: 'POST', json: credentials });
    return { ok: true };
  } catch (error) {
    return { ok: false, ...signInFailure(error) };
  }
}

/** The page's one layer, its chunk fetched on the first sign-in (the popup's sign-up shares it). */
export const signInOnPage = (window: Window, credentials: Credentials): Promise<SignInResult> =>
  import('../../core/data/index.ts').then(
    ({ pageDataLayer, SESSION_PATH }) => signIn(pageDataLayer(window), SESSION_PATH, credentials),
    () => ({ ok: false, status: 0, message: accountStrings.signInUnreachable }),
  );
