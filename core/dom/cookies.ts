// Reads one cookie from a document.cookie string: the consent record, the crumb, the tracking
// cookies. Another script's cookie may hold a bare '%'; it reads as written rather than throwing.

export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(/;\s*/)) if (pair.startsWith(`${name}=`)) return decode(pair.slice(name.length + 1));
  return undefined;
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
