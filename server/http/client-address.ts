// VITRINE_TRUST_PROXY and the one rule that decides a request's client address, which every rate
// limit keys on (and any log that names a client should), and whether X-Forwarded-Proto counts. Pure: the socket's address,
// the header and the parsed setting go in. The rule is Express's `trust proxy`: walk X-Forwarded-For
// from the right, past each hop that is trusted, and stop at the first that is not.
import { BlockList, isIP } from 'node:net';

/** Whom the server believes about the hops before it: nobody, the nearest `hops` proxies, or the proxies at these addresses. */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList };

/** The default: the socket's address is the client's, and forwarding headers are the client's own words. */
export const TRUST_NOTHING: TrustProxy = { kind: 'none' };

/** More hops than any real chain of proxies: a larger count is a typo, not a setting. */
export const MAX_TRUSTED_HOPS = 10;

/** What a socket without an address (a closed one) counts as. */
export const UNKNOWN_CLIENT = 'unknown';

const SETTING_FORMAT = 'a number of proxies (such as 1) or a comma-separated list of proxy addresses and CIDR ranges (such as 127.0.0.1,10.0.0.0/8)';

// ::ffff:a.b.c.d, written with the IPv4 part in dotted form or as two hex groups (the URL parser's form).
const MAPPED_DOTTED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/;
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * One address in one spelling, or null when `text` is none: IPv6 compressed and in lower case, an
 * IPv4-mapped IPv6 address as its IPv4 address, and a port or brackets some proxies add removed, so
 * that one client is one limiter bucket however a hop wrote it.
 */
export function canonicalAddress(text: string): string | null {
  let value = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d{1,5}$/.test(value)) value = value.slice(0, value.indexOf(':'));
  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return null;
  // A zone id (fe80::1%eth0) is not in the URL parser's grammar: that address keeps its own spelling.
  if (value.includes('%')) return value.toLowerCase();
  const compressed = new URL(`http://[${value}]/`).hostname.slice(1, -1);
  const dotted = MAPPED_DOTTED.exec(compressed);
  if (dotted) return dotted[1]!;
  const hex = MAPPED_HEX.exec(compressed);
  if (!hex) return compressed;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** VITRINE_TRUST_PROXY: unset or empty trusts nothing; a whole number trusts that many hops; else a list of addresses and ranges. Throws a clear error for anything else. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return TRUST_NOTHING;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_TRUSTED_HOPS) throw new Error(`VITRINE_TRUST_PROXY must be at most ${MAX_TRUSTED_HOPS} proxies (got '${text}')`);
    return hops === 0 ? TRUST_NOTHING : { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const canonical = rest.length === 0 && isIP(address) !== 0 ? canonicalAddress(address) : null;
    if (canonical === null) throw new Error(`VITRINE_TRUST_PROXY must be ${SETTING_FORMAT}; '${entry}' is neither (got '${text}')`);
    const type = isIP(canonical) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      list.addAddress(canonical, type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    if (!(bits <= (type === 'ipv6' ? 128 : 32)))
      throw new Error(`VITRINE_TRUST_PROXY: '${entry}' has a prefix length that ${type === 'ipv6' ? 'IPv6' : 'IPv4'} does not allow (got '${text}')`);
    list.addSubnet(canonical, bits, type);
  }
  return { kind: 'list', list };
}

/** Whether `address`, the hop `index` places from this server (0 is the socket's peer), is a proxy the setting trusts. */
function trusts(trust: TrustProxy, address: string, index: number): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return index < trust.hops;
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the socket's peer, unless the setting trusts it; then the X-Forwarded-For
 * entry that peer added (the rightmost), and so on leftwards while each is trusted. An entry that is
 * not an address ends the walk at the hop that passed it on. Entries left of the first untrusted
 * hop are the client's own words, and are never read.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | readonly string[] | undefined, trust: TrustProxy): string {
  let client = (socketAddress && canonicalAddress(socketAddress)) ?? UNKNOWN_CLIENT;
  if (trust.kind === 'none' || forwardedFor === undefined) return client;
  const hops = (typeof forwardedFor === 'string' ? forwardedFor : forwardedFor.join(',')).split(',').reverse();
  for (const [index, hop] of hops.entries()) {
    if (!trusts(trust, client, index)) break;
    const next = canonicalAddress(hop);
    if (next === null) break;
    client = next;
  }
  return client;
}

/**
 * The scheme a trusted proxy says the request came in on (X-Forwarded-Proto, its first value, as
 * Express reads it), in lower case; null when the socket's peer is not trusted or sent none.
 */
export function forwardedProto(socketAddress: string | undefined, header: string | readonly string[] | undefined, trust: TrustProxy): string | null {
  const peer = (socketAddress && canonicalAddress(socketAddress)) ?? UNKNOWN_CLIENT;
  if (header === undefined || !trusts(trust, peer, 0)) return null;
  const first = (typeof header === 'string' ? header : (header[0] ?? '')).split(',')[0]!.trim().toLowerCase();
  return first === '' ? null : first;
}
