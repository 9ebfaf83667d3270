// The session id (sessionStorage, and a session
// cookie created when absent), the first-session flag and the has-landed flag (browser storage).
import { readCookie } from '../core/dom/cookies.ts';
import { cookie, setCookies } from '../core/dom/set-cookie.ts';

export const SESSION_COOKIE = 'ss_cvisit';
export const SESSION_ID_KEY = 'SS_SESSION_ID';
export const FIRST_SESSION_KEY = 'SS_IS_FIRST_SESSION';
export const HAS_LANDED_KEY = 'SS_HAS_LANDED';
export const MARKETING_ID_KEY = 'SS_MID';

export interface Session {
  id: string;
  /** This page is the session's first. */
  landing: boolean;
  /** The visitor had never landed before this session. */
  firstSession: boolean;
  /** The marketing id, when a campaign left one. */
  marketingId?: string;
}

const get = (storage: Storage | null, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const set = (storage: Storage | null, key: string, value: string): void => {
  try {
    storage?.setItem(key, value);
  } catch {
    // Without storage the session lasts as long as the page.
  }
};

export function session(doc: Pick<Document, 'cookie'>, local: Storage | null, perTab: Storage | null, newId: () => string, store: boolean, now: number): Session {
  const cookieId = readCookie(doc.cookie, SESSION_COOKIE);
  const known = get(perTab, SESSION_ID_KEY) || cookieId;
  const id = known || newId();
  const firstSession = known ? get(perTab, FIRST_SESSION_KEY) === 'true' : get(local, HAS_LANDED_KEY) !== 'true';
  if (store) {
    set(perTab, SESSION_ID_KEY, id);
    set(perTab, FIRST_SESSION_KEY, String(firstSession));
    set(local, HAS_LANDED_KEY, 'true');
    if (!cookieId) setCookies(doc, [cookie(SESSION_COOKIE, id, now)]);
  }
  const marketingId = readCookie(doc.cookie, MARKETING_ID_KEY) || get(local, MARKETING_ID_KEY) || undefined;
  return { id, landing: !known, firstSession, ...(marketingId && { marketingId }) };
}
