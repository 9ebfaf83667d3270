// And 9: cookie, then unexpired local storage, then memory, then
// a new UUID. Expired stored values are removed. Kept 390 days, in the cookie and local storage.
import { readCookie } from '../core/dom/cookies.ts';
import { cookie, setCookies } from '../core/dom/set-cookie.ts';

export const ANALYTICS_COOKIE = 'ss_cid';
export const ANALYTICS_ID_KEY = 'SS_ANALYTICS_ID';
export const ANALYTICS_EXPIRATION_KEY = 'SS_ANALYTICS_EXPIRATION';
export const ANALYTICS_MAX_AGE_MS = 390 * 86_400_000;
export const STORE_FAILED = 'Unable to store analyticsId';

export interface IdPlace {
  document: Pick<Document, 'cookie'>;
  /** Null where storage is unavailable (a sandbox, a privacy mode). */
  storage: Storage | null;
  now: number;
  newId: () => string;
}

let memory: string | undefined;

/**
 * Finds the analytics id; with `store`, keeps it in the cookie and local storage too. Without
 * (consent forbids analytics cookies), what local storage held is removed and the id lives in memory.
 */
export function analyticsId({ document, storage, now, newId }: IdPlace, store: boolean): string {
  let id = readCookie(document.cookie, ANALYTICS_COOKIE);
  try {
    if (!id && storage) {
      const stored = storage.getItem(ANALYTICS_ID_KEY);
      if (store && stored && Number(storage.getItem(ANALYTICS_EXPIRATION_KEY)) > now) id = stored;
      else {
        storage.removeItem(ANALYTICS_ID_KEY);
        storage.removeItem(ANALYTICS_EXPIRATION_KEY);
      }
    }
  } catch {
    // Storage that throws on read is storage we do not have.
  }
  id ||= memory || newId();
  memory = id;
  if (store) {
    try {
      setCookies(document, [cookie(ANALYTICS_COOKIE, id, now, ANALYTICS_MAX_AGE_MS)]);
      storage?.setItem(ANALYTICS_ID_KEY, id);
      storage?.setItem(ANALYTICS_EXPIRATION_KEY, String(now + ANALYTICS_MAX_AGE_MS));
    } catch {
      console.warn(STORE_FAILED);
    }
  }
  return id;
}

/** @internal Tests start each case with no remembered id. */
export const forgetAnalyticsId = (): void => {
  memory = undefined;
};
