// The browser's cookie module, its reading half: every cookie the page's code reads (the consent
// record, the crumb, the cart flag, the tracking cookies) is read here, from document.cookie or, on
// the server, a Cookie header. Writing is set-cookie.ts, a file apart so that a chunk that only
// reads (the tracking entry, the site overlays) carries no writer. Another script's cookie may hold
// a bare '%'; it reads as written rather than throwing. Pure.

/** The crumb cookie: the server sets it, the data layer and tracking send it back as the crumb (and the data layer takes a new one from a crumbFail reply). */
export const CRUMB_COOKIE = 'crumb';
/** The visitor-record cookie: tracking writes it (tracking/visits.ts); form posts and census calls send it as their ss_cvr field. */
export const VISITOR_COOKIE = 'ss_cvr';

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
