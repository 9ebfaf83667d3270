// Issue 21: the server-rendered cookie banner's form, for a visitor without JavaScript (or one who
// chooses before the page's script has started): POST /consent with `consent` true or false, the
// crumb as the `crumb` field, and `back`, the page to return to. It records the choice as the banners
// do (core/consent: the ss_cookieAllowed cookie for 30 days, the listed cookies cleared where analytics
// may not run) and answers 303 to `back`, a path of this site, else the home page. No event: no script
// runs here; tracking reads the cookie on the next page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { analyticsAllowed, CONSENT_ACTION, CONSENT_COOKIE, CONSENT_MAX_AGE_MS, consentPolicy, RESTRICTED_COOKIES } from '../../core/consent/consent.ts';
import { expiredCookie, setCookies, type CookieSpec } from '../http/cookies.ts';
import { sitePath } from '../http/redirect.ts';
import { defineRoute, type ApiRoute, type RawReply } from './route.ts';

/** Three short fields: the choice, the crumb and a path. */
export const CONSENT_BODY_LIMIT = 4 * 1024;

const schema = z.object({ consent: z.enum(['true', 'false']), back: z.string().max(2048).optional() });

export function consentRoute(settings: Record<string, unknown> | null | undefined, now: () => number): ApiRoute {
  return defineRoute({
    method: 'POST',
    path: CONSENT_ACTION,
    bodyLimit: CONSENT_BODY_LIMIT,
    rateLimit: 'form',
    crumb: 'field',
    schema,
    handle({ value }): RawReply {
      const accepted = value.consent === 'true';
      // The choice as the banners write it (the page's script reads it), for 30 days; the tracking cookies cleared where analytics may not run.
      const cookies: CookieSpec[] = [{ name: CONSENT_COOKIE, value: String(accepted), httpOnly: false, expires: now() + CONSENT_MAX_AGE_MS }];
      if (!analyticsAllowed(accepted ? 'accepted' : 'declined', consentPolicy(settings))) cookies.push(...RESTRICTED_COOKIES.map((name) => expiredCookie(name, false)));
      const back = sitePath(value.back, '/');
      return {
        send(req: IncomingMessage, res: ServerResponse) {
          setCookies(req, res, cookies);
          res.writeHead(303, { Location: back, 'Cache-Control': 'no-store' }).end();
        },
      };
    },
  });
}
