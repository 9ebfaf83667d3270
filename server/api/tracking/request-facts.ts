// What a tracking call's request tells beside its body: the browser's user agent, the client's
// address under the trusted-proxy rule (VITRINE_TRUST_PROXY: X-Forwarded-For counts only from a
// proxy the setting trusts), the visitor-record cookie and the host it was sent to.
import type { IncomingMessage } from 'node:http';
import { VISITOR_COOKIE } from '../../../core/dom/cookies.ts';
import { readCookie } from '../../http/cookies.ts';
import { requestClientAddress } from '../../http/request-client.ts';
import type { RequestFacts } from './enrich.ts';
import { visitIdentity, type VisitIdentity } from './visitor.ts';

export const requestFacts = (req: IncomingMessage): RequestFacts => ({
  userAgent: req.headers['user-agent'] ?? null,
  address: requestClientAddress(req),
  visitorCookie: readCookie(req, VISITOR_COOKIE) ?? null,
  host: req.headers.host ?? '',
});

/** The visitor and visit the request's visitor-record cookie names, or null. */
export const requestVisit = (req: IncomingMessage): VisitIdentity | null => visitIdentity(readCookie(req, VISITOR_COOKIE));
