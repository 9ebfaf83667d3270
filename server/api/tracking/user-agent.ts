// A user agent's browser, operating system and platform type, from the parser passed in (bowser in
// the server), remembered for the most recent user agents: a site's visitors send few distinct ones,
// and each page view of a visit sends the same.
import type { PlatformType } from './device.ts';
import { createLru } from './lru.ts';

export interface UserAgentInfo {
  browser: string;
  os: string;
  type: PlatformType;
}

/** What the parser must give: names as it spells them, '' or undefined when it cannot tell. */
export type ParseUserAgent = (userAgent: string) => { browser?: string; os?: string; type?: string };

/** The distinct user agents remembered. */
export const USER_AGENT_CACHE = 1000;
/** The longest user agent parsed; a longer one is no browser's (and would cost the parser). */
export const MAX_USER_AGENT = 512;
/** The longest name kept. */
const MAX_NAME = 64;

const UNKNOWN: UserAgentInfo = { browser: '', os: '', type: '' };
const TYPES: readonly string[] = ['mobile', 'tablet', 'desktop'];

export function createUserAgentParser(parse: ParseUserAgent, size = USER_AGENT_CACHE): (userAgent: string | null | undefined) => UserAgentInfo {
  const cache = createLru<string, UserAgentInfo>(size);
  return (userAgent) => {
    if (!userAgent || userAgent.length > MAX_USER_AGENT) return UNKNOWN;
    let info = cache.get(userAgent);
    if (info === undefined) {
      const parsed = parse(userAgent);
      const type = (parsed.type ?? '').toLowerCase();
      info = { browser: (parsed.browser ?? '').slice(0, MAX_NAME), os: (parsed.os ?? '').slice(0, MAX_NAME), type: TYPES.includes(type) ? (type as PlatformType) : '' };
      cache.set(userAgent, info);
    }
    return info;
  };
}
