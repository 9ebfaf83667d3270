// The request target as the server reads it. Only origin-form ("/path?query") is served, read as a
// path of this site: a target whose path starts with "//" once normalised ("//x", "/\x", "/..//x")
// would be read by the URL parser as another host, or refused outright, so it is refused here with
// absolute-form, "*" and anything else; the caller answers 400.
const ORIGIN = 'http://localhost';

/** The target's address on this site, or null when it is not one the server serves. */
export function parseTarget(target: string | undefined): URL | null {
  if (target === undefined || !target.startsWith('/')) return null;
  let url: URL;
  try {
    // Appended to the origin, never resolved against it, so nothing in the target can name a host.
    url = new URL(ORIGIN + target);
  } catch {
    return null;
  }
  return url.pathname.startsWith('//') ? null : url;
}
