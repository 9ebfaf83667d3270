// The checkout's shipping address: every field trimmed text; name, email, line1, city, zip and
// country required; the email by the catalogue's rule; a US zip exactly 5
// digits. Failures are messages by field.
import { validationStrings } from '../../core/catalog/strings.ts';
import { format } from '../../core/catalog/strings.ts';
import { isValidEmail } from '../../core/catalog/validators.ts';
import { storeMessages } from './strings.ts';

export interface ShippingAddress {
  name: string;
  email: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  zip: string;
  country: string;
}

export const ADDRESS_FIELDS = ['name', 'email', 'line1', 'line2', 'city', 'region', 'zip', 'country'] as const;
/** The most characters of any one field. */
export const ADDRESS_FIELD_MAX = 200;

const US_ZIP = /^\d{5}$/;
const US = new Set(['us', 'usa', 'united states', 'united states of america']);

/** True when the country names the United States (its code or its name, any case). */
export const isUnitedStates = (country: string): boolean => US.has(country.trim().toLowerCase());

const REQUIRED: Partial<Record<keyof ShippingAddress, string>> = {
  name: storeMessages.nameRequired,
  email: validationStrings.enterValidEmail,
  line1: storeMessages.line1Required,
  city: storeMessages.cityRequired,
  zip: storeMessages.zipRequired,
  country: storeMessages.countryRequired,
};

/** The address with every field trimmed text (missing fields empty). */
export function cleanAddress(raw: Partial<Record<keyof ShippingAddress, unknown>>): ShippingAddress {
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(raw[field])])) as unknown as ShippingAddress;
}

/** The message of each field in error; empty when the address is good. */
export function addressErrors(address: ShippingAddress): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    if (value.length > ADDRESS_FIELD_MAX) errors[field] = format(storeMessages.fieldTooLong, { max: ADDRESS_FIELD_MAX });
    else if (value === '' && REQUIRED[field]) errors[field] = REQUIRED[field];
  }
  if (!errors.email && !isValidEmail(address.email)) errors.email = validationStrings.enterValidEmail;
  if (!errors.zip && !errors.country && isUnitedStates(address.country) && !US_ZIP.test(address.zip)) errors.zip = storeMessages.zipInvalid;
  return errors;
}
