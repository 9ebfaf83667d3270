// A page view's dimensions, figured once when it is stored so that the dashboard groups plain
// columns: where it came from, its campaign tags, its device, browser and system, and its country.
// The user-agent parser and the country database are passed in; the rest is pure.
import { deviceClass, type DeviceClass } from './device.ts';
import { classifySource, siteHost, type SourceFields } from './referrer.ts';
import type { UserAgentInfo } from './user-agent.ts';
import { utmTags, type UtmTags } from './utm.ts';

/** What the request itself tells, beside its body. */
export interface RequestFacts {
  /** The User-Agent header. */
  userAgent: string | null;
  /** The client's address under the trusted-proxy rule. */
  address: string;
  /** The visitor-record cookie sent with the request. */
  visitorCookie: string | null;
  /** The address the request was made to (its Host), for telling the site's own referrers. */
  host: string;
}

export interface PageViewDimensions extends SourceFields, UtmTags {
  device: DeviceClass;
  browser: string;
  os: string;
  country: string;
}

export interface Enricher {
  pageView(payload: unknown, request: RequestFacts): PageViewDimensions;
}

export interface EnricherDeps {
  userAgent: (userAgent: string | null | undefined) => UserAgentInfo;
  country: (address: string) => string;
}

const field = (payload: unknown, name: string): unknown => (payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>)[name] : undefined);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function createEnricher({ userAgent, country }: EnricherDeps): Enricher {
  return {
    pageView(payload, request) {
      const url = text(field(payload, 'url'));
      const tags = utmTags(text(field(payload, 'queryString')), url);
      const pageHost = siteHost(url) || siteHost(`http://${request.host}`);
      // The page's own report of the browser, as stored in the payload; the header when it has none.
      const agent = userAgent(text(field(payload, 'userAgent')) || request.userAgent);
      return {
        ...classifySource(text(field(payload, 'referrer')), pageHost, tags.utmSource),
        ...tags,
        device: deviceClass(field(payload, 'screenWidth'), field(payload, 'screenHeight'), agent.type),
        browser: agent.browser,
        os: agent.os,
        // No address (a stored row enriched later) is no country.
        country: request.address === '' ? '' : country(request.address),
      };
    },
  };
}

/** Without a parser or a database: browser, system and country unknown (tests, and stores built without them). */
export const PLAIN_ENRICHER: Enricher = createEnricher({ userAgent: () => ({ browser: '', os: '', type: '' }), country: () => '' });
