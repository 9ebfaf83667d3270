// The cookies a successful sign-in sets, the same from the session call and from /config/login: the
// new session, the last-identity cookie, the browser's new device cookie, and a new crumb, so that a
// crumb known before signing in (planted, or read off a shared page) is worth nothing after it.
import type { IncomingMessage } from 'node:http';
import { crumbCookie, newCrumb } from '../api/crumb.ts';
import { deviceCookie } from './devices.ts';
import { lastIdentityCookie } from './last-identity.ts';
import { sessionCookie, type NewSession } from './sessions.ts';

export const signInCookies = (req: IncomingMessage, { session, device }: { session: NewSession; device: string }, now: number): string[] => [
  sessionCookie(req, session, now),
  lastIdentityCookie(req, session.accountId),
  deviceCookie(req, device),
  crumbCookie(newCrumb()),
];
