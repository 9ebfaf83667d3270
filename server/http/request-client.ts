// A request's client address and https-ness under the app's VITRINE_TRUST_PROXY setting. The app
// records its setting on each request as it arrives (trustRequest), so that every rate limit, the
// sign-in limit and every cookie writer asks the one rule (client-address.ts) without each taking
// the setting as an argument. A request the app has not seen (a unit test's) trusts nothing.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { clientAddress, forwardedProto, TRUST_NOTHING, type TrustProxy } from './client-address.ts';

const settings = new WeakMap<IncomingMessage, TrustProxy>();

/** Records the setting the request's forwarding headers are read under. */
export const trustRequest = (req: IncomingMessage, trust: TrustProxy): void => {
  settings.set(req, trust);
};

const trustOf = (req: IncomingMessage): TrustProxy => settings.get(req) ?? TRUST_NOTHING;

/** The address the request's limits count. */
export const requestClientAddress = (req: IncomingMessage): string => clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustOf(req));

/** The scheme a trusted proxy says the request came in on, or null. */
export const requestForwardedProto = (req: IncomingMessage): string | null => forwardedProto(req.socket.remoteAddress, req.headers['x-forwarded-proto'], trustOf(req));

/** True when the request came over https: the socket itself, or a trusted proxy's X-Forwarded-Proto (VITRINE_TRUST_PROXY). */
export function isHttps(req: IncomingMessage): boolean {
  return requestForwardedProto(req) === 'https' || (req.socket as TLSSocket).encrypted === true;
}
