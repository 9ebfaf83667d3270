// The demo server's own places (the place lookups), in place of a maps service
// no machine here reaches: a few US addresses, each with its ZIP of 5 digits.
import type { PlaceDetails } from '../core/catalog/places.ts';

const place = (placeId: string, name: string, addressLine1: string, city: string, region: string, postalCode: string, lat: number, lng: number): PlaceDetails => ({
  placeId,
  name,
  formattedAddress: `${addressLine1}, ${city}, ${region} ${postalCode}, USA`,
  addressLine1,
  city,
  region,
  postalCode,
  country: 'United States',
  lat,
  lng,
});

export const PLACES: readonly PlaceDetails[] = [
  place('vp-001', 'Harbor Print Studio', '12 Harbor Street', 'Portland', 'ME', '04101', 43.6562, -70.2522),
  place('vp-002', 'Lakeside Gallery', '480 Lake Shore Drive', 'Chicago', 'IL', '60611', 41.8916, -87.6133),
  place('vp-003', 'Pine Hill Frames', '77 Pine Hill Road', 'Burlington', 'VT', '05401', 44.4759, -73.2121),
  place('vp-004', 'Dune Road Books', '2150 Dune Road', 'Westhampton Beach', 'NY', '11978', 40.8043, -72.6201),
  place('vp-005', 'Market Street Paper', '901 Market Street', 'San Francisco', 'CA', '94103', 37.7825, -122.4084),
  place('vp-006', 'Canal Street Studio', '315 Canal Street', 'New Orleans', 'LA', '70130', 29.9537, -90.0701),
  place('vp-007', 'Maple Avenue Post', '45 Maple Avenue', 'Madison', 'WI', '53703', 43.0766, -89.3845),
  place('vp-008', 'River Road Workshop', '1200 River Road', 'Austin', 'TX', '78701', 30.2638, -97.7482),
  place('vp-009', 'Ocean Avenue Prints', '88 Ocean Avenue', 'Santa Monica', 'CA', '90401', 34.0142, -118.4973),
  place('vp-010', 'Cedar Lane Studio', '16 Cedar Lane', 'Asheville', 'NC', '28801', 35.5951, -82.5515),
  place('vp-011', 'Union Square Framers', '3 Union Square West', 'New York', 'NY', '10003', 40.7359, -73.9911),
  place('vp-012', 'Pike Place Paper', '1501 Pike Place', 'Seattle', 'WA', '98101', 47.6097, -122.3422),
  place('vp-013', 'Larimer Street Gallery', '1430 Larimer Street', 'Denver', 'CO', '80202', 39.7479, -104.9994),
  place('vp-014', 'Harbor Lights Studio', '240 Harbor Drive', 'San Diego', 'CA', '92101', 32.7137, -117.1747),
];

/** The place with this id, or null. */
export const placeById = (placeId: string): PlaceDetails | null => PLACES.find((one) => one.placeId === placeId) ?? null;

/** The places whose name or address holds every word of `input` (any case), at most `max`, in the data's order. */
export function searchPlaces(input: string, max: number): PlaceDetails[] {
  const words = input
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  return PLACES.filter((one) => {
    const text = `${one.name} ${one.formattedAddress}`.toLowerCase();
    return words.every((word) => text.includes(word));
  }).slice(0, max);
}
