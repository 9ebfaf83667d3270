// The one rule for an address that comes from a request and is sent back as a redirect (Location) or
// put in a frame: a path on this site. The value is normalised first (as a browser will resolve it),
// then checked, so a path that only becomes `//host` once its dots are resolved is refused.

/** A base no request names: only a relative path can resolve to it. */
const BASE = 'http://vitrine.invalid';
/** A backslash (read as a slash by browsers) or a control character (stripped or refused by them). */
const FORBIDDEN = /[\\\u0000-\u001f\u007f-\u009f]/;
/** The longest address taken; longer ones are not this site's. */
export const MAX_SITE_PATH = 2048;

/**
 * `value` as a path of this site: normalised, kept with its query and hash, starting with exactly one
 * '/' and resolving to this origin, with no backslash or control character before or after
 * normalising. Anything else (not a string, another origin, `//host`, `/..//host`) is `fallback`.
 * Never throws.
 */
export function sitePath<T>(value: unknown, fallback: T): string | T {
  if (typeof value !== 'string' || value.length > MAX_SITE_PATH || !value.startsWith('/') || FORBIDDEN.test(value)) return fallback;
  if (!URL.canParse(value, BASE)) return fallback;
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('/') && !path.startsWith('//') && !FORBIDDEN.test(path) ? path : fallback;
}
