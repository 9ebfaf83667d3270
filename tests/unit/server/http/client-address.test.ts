import { describe, expect, it } from 'vitest';
import { canonicalAddress, clientAddress, forwardedProto, MAX_TRUSTED_HOPS, parseTrustProxy, TRUST_NOTHING } from '../../../../server/http/client-address.ts';

const trust = parseTrustProxy;

describe('clientAddress: who the client is, by VITRINE_TRUST_PROXY', () => {
  it.each([
    // [case, socket address, X-Forwarded-For, setting, client]
    ['trust nothing: the socket, whatever the header says', '10.0.0.9', '203.0.113.7', '', '10.0.0.9'],
    ['trust nothing: a forged chain changes nothing', '198.51.100.4', '127.0.0.1, 10.0.0.1', '', '198.51.100.4'],
    ['trust nothing: no header', '10.0.0.9', undefined, '', '10.0.0.9'],
    ['0 hops is trust nothing', '10.0.0.9', '203.0.113.7', '0', '10.0.0.9'],
    ['1 hop: the entry the proxy added', '10.0.0.9', '203.0.113.7', '1', '203.0.113.7'],
    ['1 hop: a spoofed leftmost entry is not read', '10.0.0.9', '6.6.6.6, 203.0.113.7', '1', '203.0.113.7'],
    ['1 hop: many spoofed entries', '10.0.0.9', '1.1.1.1, 2.2.2.2, 3.3.3.3, 203.0.113.7', '1', '203.0.113.7'],
    ['2 hops: the entry the outer proxy added', '10.0.0.9', '6.6.6.6, 203.0.113.7, 10.0.0.2', '2', '203.0.113.7'],
    ['2 hops behind one proxy only: the leftmost there is', '10.0.0.9', '203.0.113.7', '2', '203.0.113.7'],
    ['1 hop, no header: the socket (the proxy itself)', '10.0.0.9', undefined, '1', '10.0.0.9'],
    ['1 hop, an empty header: the proxy itself', '10.0.0.9', '', '1', '10.0.0.9'],
    ['1 hop, an entry that is no address: the proxy itself', '10.0.0.9', 'not-an-ip', '1', '10.0.0.9'],
    ['2 hops, the inner entry is no address: the walk stops at the hop that passed it on', '10.0.0.9', '203.0.113.7, garbage', '2', '10.0.0.9'],
    ['list: the socket is the trusted proxy', '127.0.0.1', '203.0.113.7', '127.0.0.1', '203.0.113.7'],
    ['list: a socket outside the list is the client, its header ignored', '198.51.100.4', '127.0.0.1', '127.0.0.1', '198.51.100.4'],
    ['list: walks past every trusted hop', '10.1.2.3', '6.6.6.6, 203.0.113.7, 10.9.9.9', '10.0.0.0/8', '203.0.113.7'],
    ['list: stops at the first untrusted hop, even with trusted ones left of it', '10.1.2.3', '10.0.0.5, 203.0.113.7', '10.0.0.0/8', '203.0.113.7'],
    ['list: every hop trusted: the leftmost', '10.1.2.3', '10.0.0.5, 10.0.0.6', '10.0.0.0/8', '10.0.0.5'],
    ['list: an IPv6 range', '2001:db8::1', '203.0.113.7', '2001:db8::/32', '203.0.113.7'],
    ['list: an IPv6 proxy outside the range', '2001:db9::1', '203.0.113.7', '2001:db8::/32', '2001:db9::1'],
    ['list: IPv6 written another way still matches', '2001:DB8:0:0:0:0:0:1', '203.0.113.7', '2001:db8::1', '203.0.113.7'],
    ['list: an IPv6 client behind an IPv4 proxy', '127.0.0.1', '2001:DB8::0:42', '127.0.0.1', '2001:db8::42'],
    ['list: several entries, mixed families', '::1', '203.0.113.7, 192.0.2.1', '::1, 192.0.2.0/24', '203.0.113.7'],
    ['IPv4-mapped socket: matches an IPv4 entry, and is named as IPv4', '::ffff:127.0.0.1', '203.0.113.7', '127.0.0.1', '203.0.113.7'],
    ['IPv4-mapped socket, trust nothing: named as IPv4', '::ffff:127.0.0.1', '203.0.113.7', '', '127.0.0.1'],
    ['IPv4-mapped socket in a range', '::ffff:10.0.0.3', '203.0.113.7', '10.0.0.0/8', '203.0.113.7'],
    ['IPv4-mapped client entry is named as IPv4', '10.0.0.9', '::ffff:203.0.113.7', '1', '203.0.113.7'],
    ['an entry with a port (some proxies add one) counts as its address', '10.0.0.9', '203.0.113.7:51234', '1', '203.0.113.7'],
    ['a bracketed IPv6 entry with a port', '10.0.0.9', '[2001:db8::42]:443', '1', '2001:db8::42'],
    ['spaces around entries', '10.0.0.9', ' 6.6.6.6 ,   203.0.113.7  ', '1', '203.0.113.7'],
  ])('%s', (_name, socket, header, setting, client) => {
    expect(clientAddress(socket, header, trust(setting))).toBe(client);
  });

  it('a socket without an address is unknown', () => {
    expect(clientAddress(undefined, '203.0.113.7', TRUST_NOTHING)).toBe('unknown');
    expect(clientAddress(undefined, '203.0.113.7', trust('127.0.0.1'))).toBe('unknown');
  });

  it('reads a header sent twice (Node keeps both when given a list) as one chain', () => {
    expect(clientAddress('10.0.0.9', ['6.6.6.6', '203.0.113.7'], trust('1'))).toBe('203.0.113.7');
  });
});

describe('forwardedProto: only a trusted proxy says https', () => {
  it.each([
    ['trust nothing: ignored', '10.0.0.9', 'https', '', null],
    ['1 hop: the proxy says https', '10.0.0.9', 'https', '1', 'https'],
    ['1 hop: the first value, in lower case', '10.0.0.9', 'HTTPS, http', '1', 'https'],
    ['1 hop: http', '10.0.0.9', 'http', '1', 'http'],
    ['list: a trusted proxy', '127.0.0.1', 'https', '127.0.0.1', 'https'],
    ['list: an IPv4-mapped trusted proxy', '::ffff:127.0.0.1', 'https', '127.0.0.0/8', 'https'],
    ['list: a client outside the list claims https', '198.51.100.4', 'https', '127.0.0.1', null],
    ['no header', '127.0.0.1', undefined, '127.0.0.1', null],
    ['an empty header', '127.0.0.1', '', '127.0.0.1', null],
  ])('%s', (_name, socket, header, setting, proto) => {
    expect(forwardedProto(socket, header, trust(setting))).toBe(proto);
  });
});

describe('parseTrustProxy: the setting', () => {
  it('unset, empty or 0 trusts nothing', () => {
    for (const value of [undefined, '', '  ', '0']) expect(parseTrustProxy(value)).toEqual(TRUST_NOTHING);
  });

  it('a whole number is a hop count', () => {
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy(' 2 ')).toEqual({ kind: 'hops', hops: 2 });
  });

  it.each([
    ['true', /VITRINE_TRUST_PROXY must be a number of proxies/],
    ['yes', /'yes' is neither/],
    ['-1', /'-1' is neither/],
    ['1.5', /'1.5' is neither/],
    [String(MAX_TRUSTED_HOPS + 1), /at most 10 proxies/],
    ['127.0.0.1,', /'' is neither/],
    ['127.0.0.1, example.com', /'example.com' is neither/],
    ['10.0.0.0/33', /prefix length that IPv4 does not allow/],
    ['2001:db8::/129', /prefix length that IPv6 does not allow/],
    ['10.0.0.0/', /prefix length/],
    ['10.0.0.0/8/8', /'10.0.0.0\/8\/8' is neither/],
    ['10.0.0.0/abc', /prefix length/],
    ['256.0.0.1', /'256.0.0.1' is neither/],
  ])('refuses %j with an error naming the variable', (value, message) => {
    expect(() => parseTrustProxy(value)).toThrow(/VITRINE_TRUST_PROXY/);
    expect(() => parseTrustProxy(value)).toThrow(message);
  });
});

describe('canonicalAddress', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['2001:DB8:0000:0:0::1', '2001:db8::1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:7f00:1', '127.0.0.1'],
    ['[::1]', '::1'],
    ['[::1]:8080', '::1'],
    ['192.0.2.1:80', '192.0.2.1'],
    ['fe80::1%eth0', 'fe80::1%eth0'],
    ['unknown', null],
    ['', null],
    ['1.2.3', null],
    ['192.0.2.1:80:80', null],
  ])('%j is %j', (text, canonical) => {
    expect(canonicalAddress(text)).toBe(canonical);
  });
});
