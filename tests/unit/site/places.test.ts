// The demo's own places (site/places.ts): 10 to 20 US addresses, ids unique, ZIPs of 5 digits
//, each address one the checkout accepts; the search every word, any case.
import { describe, expect, it } from 'vitest';
import { PLACES, placeById, searchPlaces } from '../../../site/places.ts';
import { addressErrors, cleanAddress } from '../../../server/store/address.ts';

describe('the demo places', () => {
  it('hold 10 to 20 places with unique ids', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(10);
    expect(PLACES.length).toBeLessThanOrEqual(20);
    expect(new Set(PLACES.map((one) => one.placeId)).size).toBe(PLACES.length);
  });

  it.each(PLACES.map((one) => [one.placeId, one] as const))('%s: a US ZIP of 5 digits, an address the checkout takes', (_id, one) => {
    expect(one.postalCode).toMatch(/^\d{5}$/);
    const address = cleanAddress({ name: 'A', email: 'a@example.com', line1: one.addressLine1, city: one.city, region: one.region, zip: one.postalCode, country: one.country });
    expect(addressErrors(address)).toEqual({});
    expect(one.formattedAddress).toBe(`${one.addressLine1}, ${one.city}, ${one.region} ${one.postalCode}, USA`);
  });

  it('finds by id, or null', () => {
    expect(placeById('vp-003')?.city).toBe('Burlington');
    expect(placeById('vp-999')).toBeNull();
  });

  it.each([
    ['cedar', ['vp-010']],
    ['Ocean ca', ['vp-009']],
    ['street studio', ['vp-001', 'vp-006']],
    ['', []],
    [' , ', []],
  ])('search %j: %j', (input, ids) => {
    expect(searchPlaces(input, 20).map((one) => one.placeId)).toEqual(ids);
  });

  it('caps the matches', () => {
    expect(searchPlaces('usa', 3)).toHaveLength(3);
  });
});
