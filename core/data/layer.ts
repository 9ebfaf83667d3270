// Generic data layer. The one way forms, sign-in and the store talk to the
// server: the crumb on every address, the crumb-failure retry, the login-required event, the retry
// count and the queue. What a reply means is reply.ts's; this file does the I/O it is handed.
import { LOGIN_REQUIRED_EVENT, SESSION_PATH } from '../catalog/constants.ts';
import { format } from '../catalog/strings.ts';
import { dataLayerStrings } from '../catalog/strings/data-layer.ts';
import { isAllowedCall } from '../catalog/allowed-call.ts';
import { readCookie, type CRUMB_COOKIE } from '../dom/cookies.ts';
import { cookieText, setCookies } from '../dom/set-cookie.ts';
import { DataError } from './error.ts';
import { decide, RETRY_DELAY_MS } from './reply.ts';
import { requestInit, withCrumb, type CallOptions } from './request.ts';

export interface DataLayerDeps {
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'text'>>;
  /** The crumb cookie is read and written here; the login-required event is dispatched on it. */
  document: Document;
  /** The page's address: relative addresses resolve against it, and it is same-origin. */
  location: Pick<Location, 'href'>;
  setTimeout: (run: () => void, ms: number) => unknown;
  /** Whether the browser keeps cookies (navigator.cookieEnabled): a crumb failure is retried only then. */
  cookiesEnabled: () => boolean;
  /** The hosts that are the site's own, where a cross-origin call may go over https. */
  internalHosts: readonly string[];
}

export interface DataLayer {
  /** Resolves with the reply (parsed, or its text), or rejects with a DataError. */
  call<T = unknown>(url: string, options?: CallOptions): Promise<T>;
}

export function createDataLayer({ fetch, document, location, setTimeout, cookiesEnabled, internalHosts }: DataLayerDeps): DataLayer {
  let queue: Promise<unknown> = Promise.resolve();
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  // The crumb cookie's name as a literal the compiler holds to CRUMB_COOKIE: an import of the constant
  // would make the shared cookie chunk export it (as tracking/transport.ts).
  const crumbCookie = 'crumb' satisfies typeof CRUMB_COOKIE;
  const cookieCrumb = (): string => readCookie(document.cookie, crumbCookie) ?? '';

  async function attempt(url: string, options: CallOptions): Promise<unknown> {
    const page = location.href;
    // Refused before any request is made.
    if (!isAllowedCall(url, page, internalHosts)) throw new Error(format(dataLayerStrings.refusedCall, { url }));
    const as = options.format ?? 'json';
    const init = requestInit(options);
    // A DELETE of the session retries once on crumbFail, cookies or not.
    const session = init.method === 'DELETE' && new URL(url, page).pathname === SESSION_PATH;
    let crumb = cookieCrumb();
    let crumbRetried = false;
    let retriesLeft = options.retries ?? 0;
    for (;;) {
      let status = 0;
      let text: string | null = null;
      try {
        const response = await fetch(withCrumb(url, page, crumb), init);
        status = response.status;
        text = await response.text();
      } catch {
        // No reply, or one cut off: text stays null, a network failure.
      }
      const decision = decide({ status, text, format: as, url, crumbRetry: !crumbRetried && (session || cookiesEnabled()), retriesLeft });
      if (decision.kind === 'result') return decision.value;
      if (decision.kind === 'crumb-retry') {
        crumbRetried = true;
        if (decision.crumb !== undefined) setCookies(document, [cookieText(crumbCookie, decision.crumb)]);
        crumb = decision.crumb ?? cookieCrumb();
      } else if (decision.kind === 'retry') {
        retriesLeft--;
        await wait(RETRY_DELAY_MS);
      } else {
        const error = new DataError(decision.failure, url, as);
        if (decision.failure.loginRequired) document.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: error }));
        throw error;
      }
    }
  }

  return {
    call<T>(url: string, options: CallOptions = {}): Promise<T> {
      const run = options.queue ? queue.then(() => attempt(url, options)) : attempt(url, options);
      if (options.queue) queue = run.catch(() => {});
      // Analytics failures are silently ignored.
      return (options.analytics ? run.catch(() => undefined) : run) as Promise<T>;
    },
  };
}
