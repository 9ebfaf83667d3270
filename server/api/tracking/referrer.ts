// Where a page view came from: the referring site's domain, and the source it is counted under (a
// named search engine or social network, else that domain, else the campaign's utm_source when there
// is no referrer, else direct). A referrer on the page's own site is no referrer. Pure.
import { DIRECT_SOURCE, namedCampaignSource, namedSource, type SourceKind } from './sources.ts';

export interface SourceFields {
  referrerDomain: string;
  source: string;
  sourceKind: SourceKind;
}

/** The longest host name DNS allows; a longer referrer host is no real site's. */
const MAX_HOST = 253;
/** The longest campaign source kept as a source name. */
export const MAX_SOURCE = 200;

/** A host in lower case without a leading www., or '' when `address` names none. */
export function siteHost(address: string | null | undefined): string {
  if (!address || !URL.canParse(address)) return '';
  const host = new URL(address).hostname.toLowerCase().replace(/\.$/, '');
  const site = host.startsWith('www.') ? host.slice(4) : host;
  return site.length <= MAX_HOST ? site : '';
}

export function classifySource(referrer: string | null | undefined, pageHost: string, utmSource: string): SourceFields {
  const host = siteHost(referrer);
  if (host !== '' && host !== pageHost) {
    const named = namedSource(host);
    return named ? { referrerDomain: host, source: named.name, sourceKind: named.kind } : { referrerDomain: host, source: host, sourceKind: 'referral' };
  }
  const campaign = utmSource.trim().slice(0, MAX_SOURCE);
  if (campaign === '') return { referrerDomain: '', source: DIRECT_SOURCE, sourceKind: 'direct' };
  const named = namedCampaignSource(campaign);
  return named ? { referrerDomain: '', source: named.name, sourceKind: named.kind } : { referrerDomain: '', source: campaign, sourceKind: 'referral' };
}
