// The visitor's country (ISO 3166-1 alpha-2) from an offline database passed in (geoip-country in the
// server); '' for an address that is private, local or reserved, or that the database does not place.
import { BlockList, isIP } from 'node:net';

/** What the database must give: the country's two letters, or nothing. */
export type LookupCountry = (address: string) => { country?: string } | null | undefined;

// Addresses no country owns: private networks, loopback, link-local, carrier NAT, unique-local IPv6.
const NOWHERE = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  NOWHERE.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NOWHERE.addSubnet(network, bits, 'ipv6');

const CODE = /^[A-Z]{2}$/;

export function createCountryLookup(lookup: LookupCountry): (address: string) => string {
  return (address) => {
    const family = isIP(address);
    if (family === 0 || NOWHERE.check(address, family === 6 ? 'ipv6' : 'ipv4')) return '';
    try {
      const country = lookup(address)?.country ?? '';
      return CODE.test(country) ? country : '';
    } catch {
      return '';
    }
  };
}
