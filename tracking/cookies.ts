// Reads and writes the tracking cookies: path /, SameSite=Lax (tracking.md 9).

export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(/;\s*/)) if (pair.startsWith(`${name}=`)) return decode(pair.slice(name.length + 1));
  return undefined;
}

// Another script's cookie may hold a bare '%'; it reads as written rather than stopping tracking.
const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The cookie string that stores `value` for `maxAge` ms (a session cookie without one). */
export const cookie = (name: string, value: string, now: number, maxAge?: number): string =>
  `${name}=${encodeURIComponent(value).replace(/%7C/g, '|')}${maxAge ? `; Expires=${new Date(now + maxAge).toUTCString()}` : ''}; Path=/; SameSite=Lax`;
