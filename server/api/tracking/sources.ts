// The named search engines and social networks a referring host (or a campaign's utm_source) is
// shown as. A host matches an entry when one of the entry's domains is the host or the host ends in
// "." and it; a domain ending in "." (google.) matches any country ending (google.fr, google.co.uk).
// Pure data and one lookup.

export type SourceKind = 'search' | 'social' | 'referral' | 'direct';

/** What a page view without a referrer or campaign source is counted as. */
export const DIRECT_SOURCE = 'Direct / None';

interface NamedSource {
  name: string;
  kind: 'search' | 'social';
  domains: readonly string[];
}

export const NAMED_SOURCES: readonly NamedSource[] = [
  { name: 'Google', kind: 'search', domains: ['google.'] },
  { name: 'Bing', kind: 'search', domains: ['bing.com', 'cn.bing.com'] },
  { name: 'DuckDuckGo', kind: 'search', domains: ['duckduckgo.com', 'ddg.gg'] },
  { name: 'Yahoo', kind: 'search', domains: ['yahoo.'] },
  { name: 'Baidu', kind: 'search', domains: ['baidu.'] },
  { name: 'Yandex', kind: 'search', domains: ['yandex.', 'ya.ru'] },
  { name: 'Ecosia', kind: 'search', domains: ['ecosia.org'] },
  { name: 'Facebook', kind: 'social', domains: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'] },
  { name: 'Instagram', kind: 'social', domains: ['instagram.com'] },
  { name: 'X', kind: 'social', domains: ['twitter.com', 'x.com', 't.co'] },
  { name: 'LinkedIn', kind: 'social', domains: ['linkedin.com', 'lnkd.in'] },
  { name: 'Pinterest', kind: 'social', domains: ['pinterest.', 'pin.it'] },
  { name: 'Reddit', kind: 'social', domains: ['reddit.com', 'redd.it'] },
  { name: 'YouTube', kind: 'social', domains: ['youtube.com', 'youtu.be'] },
  { name: 'TikTok', kind: 'social', domains: ['tiktok.com'] },
];

// A country ending: one label (fr, com) or two (co.uk, com.br).
const COUNTRY_ENDING = /^[a-z]{2,3}(\.[a-z]{2})?$/;

const matches = (host: string, domain: string): boolean => {
  if (!domain.endsWith('.')) return host === domain || host.endsWith(`.${domain}`);
  const inside = host.indexOf(`.${domain}`);
  const start = host.startsWith(domain) ? 0 : inside === -1 ? -1 : inside + 1;
  return start !== -1 && COUNTRY_ENDING.test(host.slice(start + domain.length));
};

/** The named source a host (lower case, no port) belongs to, or null. */
export function namedSource(host: string): NamedSource | null {
  for (const source of NAMED_SOURCES) if (source.domains.some((domain) => matches(host, domain))) return source;
  return null;
}

/** The named source a campaign's utm_source names (google, Facebook, t.co), or null. */
export function namedCampaignSource(utmSource: string): NamedSource | null {
  const text = utmSource.trim().toLowerCase();
  if (text === '') return null;
  return NAMED_SOURCES.find((source) => source.name.toLowerCase() === text) ?? namedSource(text);
}
