// Issue 33: the address a page view's country is read from follows the trusted-proxy rule: the
// X-Forwarded-For entry counts only when the socket's peer is a proxy VITRINE_TRUST_PROXY trusts.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestFacts, requestVisit } from '../../../../../server/api/tracking/request-facts.ts';
import { parseTrustProxy } from '../../../../../server/http/client-address.ts';
import { trustRequest } from '../../../../../server/http/request-client.ts';

const request = (peer: string, headers: Record<string, string>, trust?: string): IncomingMessage => {
  const req = { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
  if (trust !== undefined) trustRequest(req, parseTrustProxy(trust));
  return req;
};

describe('requestFacts', () => {
  it.each([
    ['no setting: the socket, whatever the header says', '203.0.113.9', '8.8.8.8', undefined, '203.0.113.9'],
    ['a trusted proxy: the entry it added', '10.0.0.2', '8.8.8.8', '10.0.0.0/8', '8.8.8.8'],
    ['a peer the setting does not trust: the socket', '198.51.100.7', '8.8.8.8', '10.0.0.0/8', '198.51.100.7'],
    ['a forged entry left of the trusted hop is never read', '10.0.0.2', '1.1.1.1, 8.8.8.8', '10.0.0.0/8', '8.8.8.8'],
    ['IPv6, as one spelling', '::ffff:10.0.0.2', '2001:DB8::1', '10.0.0.0/8', '2001:db8::1'],
  ])('%s', (_name, peer, forwarded, trust, address) => {
    expect(requestFacts(request(peer, { 'x-forwarded-for': forwarded }, trust)).address).toBe(address);
  });

  it('the user agent, host and visitor cookie as sent', () => {
    const req = request('203.0.113.9', { 'user-agent': 'UA/1', host: 'shop.example.com:8080', cookie: 'crumb=x; ss_cvr=vis-1%7C1%7C2%7C3%7C4' });
    expect(requestFacts(req)).toEqual({ userAgent: 'UA/1', address: '203.0.113.9', visitorCookie: 'vis-1|1|2|3|4', host: 'shop.example.com:8080' });
    expect(requestVisit(req)).toEqual({ visitorId: 'vis-1', sessionId: 'vis-1:3' });
    expect(requestFacts(request('203.0.113.9', {}))).toEqual({ userAgent: null, address: '203.0.113.9', visitorCookie: null, host: '' });
  });
});
