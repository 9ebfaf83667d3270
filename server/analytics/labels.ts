// How the dashboard names what the rows hold: a country from its ISO code (Intl.DisplayNames), an
// unknown value as '(none)', a filter as "Country is France". Sources come named by the write path.
import type { FilterKey } from './params.ts';

const NOTHING = '(none)';

const countries = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A country's English name from its ISO 3166 code; an unknown code as itself, none as '(none)'. */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code === '' ? NOTHING : code;
  const name = countries.of(code);
  // A well-formed code no region has (ZZ, XX) is named 'Unknown Region': the code itself says more.
  return name === undefined || name === 'Unknown Region' ? code : name;
}

const FILTER_NAMES: Record<FilterKey, string> = {
  page: 'Page',
  entry: 'Entry page',
  exit: 'Exit page',
  source: 'Source',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  device: 'Device',
  browser: 'Browser',
  os: 'Operating system',
  country: 'Country',
  goal: 'Goal',
};

/** A row's value as the owner reads it, by the filter it sets. */
export function valueLabel(key: FilterKey, value: string): string {
  if (key === 'country') return countryName(value);
  return value === '' ? NOTHING : value;
}

/** "Country is France". */
export const filterLabel = (key: FilterKey, value: string): string => `${FILTER_NAMES[key]} is ${valueLabel(key, value)}`;
