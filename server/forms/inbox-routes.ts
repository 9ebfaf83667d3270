// Issue 33: the forms inbox's posts, routes of the one table (the pipeline reads the body within its
// limit and checks the crumb): delete chosen submissions, delete chosen refused posts, and move one
// refused post into the submissions ("Not spam"). For the owner only: without a session the sign-in
// page (401), a viewer 403 with the site editors' refusal, a stale crumb 403 with the page again and a
// new crumb. Each answers 303 back to the list it came from, which says what was done.
import type { IncomingMessage } from 'node:http';
import * as z from 'zod';
import type { Accounts, Session } from '../accounts/index.ts';
import { canEditSite, OWNER_ACCESS_STRINGS } from '../api/owner-access.ts';
import { defineRoute, type ApiRoute, type RawReply } from '../api/route.ts';
import { CONFIG_PATHS, notFoundContent, ownerStrings } from '../config/shell.ts';
import { type OwnerPages, seeOther } from '../config/owner-pages.ts';
import { idsOf, type FormsInbox } from './inbox.ts';
import { inboxPaths, readInboxPath } from './inbox-page.ts';

/** A crumb and at most a hundred ids. */
export const INBOX_BODY_LIMIT = 8 * 1024;

export function inboxRoutes(accounts: Accounts, inbox: FormsInbox, pages: OwnerPages): ApiRoute[] {
  // The page a refused post answers with: the list it was posted from, with the refusal in role=alert.
  const refusal = async ({ req, url }: { req: IncomingMessage; url: URL }, status: number, alert: string, fresh: boolean): Promise<RawReply> => {
    const session = await accounts.session(req);
    const at = readInboxPath(url.pathname);
    const back = at === null ? CONFIG_PATHS.forms : at.rest.startsWith('spam') ? inboxPaths(at.formId).spam : inboxPaths(at.formId).inbox;
    return {
      async send(req, res) {
        if (!session) return pages.signIn(req, res, back);
        const readOnly = !canEditSite(session.websiteRoles);
        await pages.send(
          req,
          res,
          status,
          session,
          back,
          async (crumb) => {
            const answer = at === null ? null : await inbox.page(back, { url: new URL(back, url), crumb, readOnly });
            return answer !== null && 'content' in answer ? answer.content : notFoundContent;
          },
          alert,
          fresh,
        );
      },
    };
  };
  const notFound = (session: Session, path: string): RawReply => ({ send: (req, res) => pages.send(req, res, 404, session, path, async () => notFoundContent) });

  const post = defineRoute({
    method: 'POST',
    path: `${CONFIG_PATHS.forms}/`,
    prefix: true,
    // The inbox's own pages answer GET and HEAD at these addresses.
    page: true,
    bodyLimit: INBOX_BODY_LIMIT,
    rateLimit: null,
    crumb: 'field',
    schema: z.unknown(),
    refuse: (_refusal, { req, url }) => refusal({ req, url }, 403, ownerStrings.formExpired, true),
    async handle({ req, url, body }): Promise<RawReply> {
      const session = await accounts.session(req);
      if (!session || !canEditSite(session.websiteRoles)) return refusal({ req, url }, 403, OWNER_ACCESS_STRINGS.notAllowed, false);
      const at = readInboxPath(url.pathname);
      if (at === null || !(await inbox.exists(at.formId))) return notFound(session, url.pathname);
      const paths = inboxPaths(at.formId);
      const ids = idsOf(new URLSearchParams(body?.toString('utf8') ?? ''));
      if (at.rest === 'delete') return seeOther(`${paths.inbox}?deleted=${await inbox.store.remove(at.formId, ids)}`);
      if (at.rest === 'spam/delete') return seeOther(`${paths.spam}?deleted=${await inbox.store.removeSpam(at.formId, ids)}`);
      if (at.rest === 'spam/not-spam' && ids.length === 1) return seeOther(`${paths.spam}?${(await inbox.store.notSpam(at.formId, ids[0]!)) === 'moved' ? 'moved' : 'gone'}=1`);
      return notFound(session, url.pathname);
    },
  });
  return [post];
}
