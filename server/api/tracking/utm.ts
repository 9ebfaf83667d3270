// The campaign tags of a page's address (utm_source, utm_medium, utm_campaign), trimmed and cut to a
// bound, '' when absent. Pure.

export interface UtmTags {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** The longest tag kept: a campaign name is a label, not a document. */
export const MAX_UTM = 200;

const tag = (query: URLSearchParams, name: string): string => (query.get(name) ?? '').trim().slice(0, MAX_UTM);

/** The tags of `queryString` (the address's query without its "?"), else of the query of `url`. */
export function utmTags(queryString: string | null | undefined, url: string | null | undefined): UtmTags {
  const text = queryString ?? (url && URL.canParse(url) ? new URL(url).search : '');
  const query = new URLSearchParams(text);
  return { utmSource: tag(query, 'utm_source'), utmMedium: tag(query, 'utm_medium'), utmCampaign: tag(query, 'utm_campaign') };
}
