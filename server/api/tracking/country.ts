// The visitor's country (ISO 3166-1 alpha-2) from an offline database passed in (geoip-country in the
// server); '' for an address that is private, local or reserved, or that the database does not place.
import { isPrivateAddress } from '../../http/public-address.ts';

/** What the database must give: the country's two letters, or nothing. */
export type LookupCountry = (address: string) => { country?: string } | null | undefined;

const CODE = /^[A-Z]{2}$/;

export function createCountryLookup(lookup: LookupCountry): (address: string) => string {
  return (address) => {
    // No country owns an address outside the public internet (and none is asked about one).
    if (isPrivateAddress(address)) return '';
    try {
      const country = lookup(address)?.country ?? '';
      return CODE.test(country) ? country : '';
    } catch {
      return '';
    }
  };
}
