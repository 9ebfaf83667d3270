// The address the demo site is reached at: the site context's `website.baseUrl`, whose host is also
// the default `appDomain` (the owner's /config/ on the site's own domain).
// `VITRINE_PUBLIC_URL` names it when a proxy or another name stands in front; otherwise it is the
// address the server listens on, so a server on any port sends its owner to itself.

/** The origin of `VITRINE_PUBLIC_URL` when set, else `http://<host>:<port>` (a wildcard host reads as loopback). */
export function publicBaseUrl(env: Record<string, string | undefined>, host: string, port: number): string {
  const named = env.VITRINE_PUBLIC_URL?.trim();
  if (named) {
    const url = URL.canParse(named) ? new URL(named) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
      throw new Error(`VITRINE_PUBLIC_URL must be an http or https address, such as https://www.example.com (got '${named}')`);
    return url.origin;
  }
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = wildcard ? '127.0.0.1' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
}
