// The server's user-agent parser (bowser) and offline country database (geoip-country, built on the
// free GeoLite data), adapted to what enrich.ts asks of them. The database is read into memory on its
// first use, so that a process that never places an address (a test, a tool) never reads it.
import { createRequire } from 'node:module';
import Bowser from 'bowser';
import { createCountryLookup, type LookupCountry } from './country.ts';
import { createEnricher, type Enricher } from './enrich.ts';
import { createUserAgentParser } from './user-agent.ts';

const require = createRequire(import.meta.url);
let database: LookupCountry | null = null;
/** geoip-country's lookup, loaded once. */
export const geoipLookup: LookupCountry = (address) => {
  database ??= (require('geoip-country') as { lookup: LookupCountry }).lookup;
  return database(address);
};

export const parseWithBowser = (userAgent: string) => {
  const { browser, os, platform } = Bowser.parse(userAgent);
  return { browser: browser.name, os: os.name, type: platform.type };
};

/** The enricher the server stores page views with. */
export const createServerEnricher = (): Enricher =>
  createEnricher({ userAgent: createUserAgentParser(parseWithBowser), country: createCountryLookup(geoipLookup) });
