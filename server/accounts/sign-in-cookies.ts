// The cookies a successful sign-in sets, the same from the session call and from /config/login: the
// new session, the last-identity cookie, the browser's new device cookie, and a new crumb, so that a
// crumb known before signing in (planted, or read off a shared page) is worth nothing after it.
import { crumbCookie, newCrumb } from '../api/crumb.ts';
import type { CookieSpec } from '../http/cookies.ts';
import { deviceCookie } from './devices.ts';
import { lastIdentityCookie } from './last-identity.ts';
import { sessionCookie, type NewSession } from './sessions.ts';

export const signInCookies = ({ session, device }: { session: NewSession; device: string }, now: number): CookieSpec[] => [
  sessionCookie(session, now),
  lastIdentityCookie(session.accountId),
  deviceCookie(device),
  crumbCookie(newCrumb()),
];
