// Issue 33: the visitor's country from the address; none for addresses no country owns.
import { describe, expect, it } from 'vitest';
import { createCountryLookup } from '../../../../../server/api/tracking/country.ts';

describe('createCountryLookup', () => {
  const everywhereFrance = createCountryLookup(() => ({ country: 'FR' }));

  it.each(['81.2.69.142', '2a01:e0a::1', '8.8.8.8'])('a public address %s is placed', (address) => {
    expect(everywhereFrance(address)).toBe('FR');
  });

  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    // The same rule as a webhook's (server/http/public-address.ts): a private address inside IPv6, documentation, multicast.
    '::ffff:10.0.0.1',
    '192.0.2.7',
    '2001:db8::1',
    '224.0.0.1',
    'unknown',
    '',
    'not an address',
  ])('a private, local or unreadable address %j is nowhere', (address) => {
    expect(everywhereFrance(address)).toBe('');
  });

  it('what the database does not place, or places oddly, is nowhere', () => {
    expect(createCountryLookup(() => null)('8.8.8.8')).toBe('');
    expect(createCountryLookup(() => ({}))('8.8.8.8')).toBe('');
    expect(createCountryLookup(() => ({ country: 'fr' }))('8.8.8.8')).toBe('');
    expect(createCountryLookup(() => ({ country: 'EUR' }))('8.8.8.8')).toBe('');
    expect(
      createCountryLookup(() => {
        throw new Error('corrupt');
      })('8.8.8.8'),
    ).toBe('');
  });
});
