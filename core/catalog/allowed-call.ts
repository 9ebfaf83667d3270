// Pure validators of the spec: the secure-call rule (re-exported by validators.ts).
// "Cross-origin secure calls are made only to the site's own domain over https.
// The internal hosts list decides same-domain calls." A call to the page's own origin is same-origin;
// any other goes only over https to a host on the list (the page's host and the site's own domains).
// Anything else (another host, plain http, another scheme) is refused before a request is made.
export function isAllowedCall(url: string, page: string, internalHosts: readonly string[]): boolean {
  if (!URL.canParse(url, page)) return false;
  const target = new URL(url, page);
  if (target.origin === new URL(page).origin) return /^https?:$/.test(target.protocol);
  return target.protocol === 'https:' && internalHosts.includes(target.hostname);
}
