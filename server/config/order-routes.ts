// Issue 33: POST /config/orders/<id>/status, a route of the one table (the pipeline reads the body and
// checks the crumb): the owner sets the order's status to one of ORDER_STATUSES. Without a session the
// sign-in page (401); a viewer 403 with the site editors' refusal; a stale crumb 403 with the order's
// page again and a new crumb; a status not on the list 400 with the order's page. Then 303 to the order.
import type { IncomingMessage } from 'node:http';
import * as z from 'zod';
import type { Accounts, Session } from '../accounts/index.ts';
import { canEditSite, OWNER_ACCESS_STRINGS } from '../api/owner-access.ts';
import { defineRoute, type ApiRoute, type RawReply } from '../api/route.ts';
import { ORDER_STATUS_TEXT, isOrderStatus, orderStrings } from './order-status.ts';
import { orderPath, readOrderPath, type OrderList } from './orders.ts';
import { type OwnerPages, seeOther } from './owner-pages.ts';
import { CONFIG_PATHS, format, notFoundContent, ownerStrings } from './shell.ts';

/** A crumb and a status. */
export const ORDER_STATUS_BODY_LIMIT = 1024;

export function orderRoutes(accounts: Accounts, orders: OrderList, pages: OwnerPages): ApiRoute[] {
  // The order's page again, with why the post was refused.
  const again = (session: Session, id: number, status: number, alert: string, fresh: boolean): RawReply => ({
    async send(req, res) {
      const readOnly = !canEditSite(session.websiteRoles);
      await pages.send(req, res, status, session, orderPath(id), async (crumb) => (await orders.order(id, crumb, readOnly, null)) ?? notFoundContent, alert, fresh);
    },
  });
  const refusal = async (req: IncomingMessage, url: URL, status: number, alert: string, fresh: boolean): Promise<RawReply> => {
    const session = await accounts.session(req);
    const at = readOrderPath(url.pathname);
    const back = at === null ? CONFIG_PATHS.orders : orderPath(at.id);
    if (!session || at === null) return { send: (req, res) => pages.signIn(req, res, back) };
    return again(session, at.id, status, alert, fresh);
  };

  return [
    defineRoute({
      method: 'POST',
      path: `${CONFIG_PATHS.orders}/`,
      prefix: true,
      // The order's page answers GET and HEAD at these addresses.
      page: true,
      bodyLimit: ORDER_STATUS_BODY_LIMIT,
      rateLimit: null,
      crumb: 'field',
      schema: z.unknown(),
      refuse: (_refusal, { req, url }) => refusal(req, url, 403, ownerStrings.formExpired, true),
      async handle({ req, url, value }): Promise<RawReply> {
        const session = await accounts.session(req);
        if (!session || !canEditSite(session.websiteRoles)) return refusal(req, url, 403, OWNER_ACCESS_STRINGS.notAllowed, false);
        const at = readOrderPath(url.pathname);
        const status = (value as { status?: unknown } | null)?.status;
        if (at === null || at.rest !== 'status') return { send: (req, res) => pages.send(req, res, 404, session, url.pathname, async () => notFoundContent) };
        if (!isOrderStatus(status)) return again(session, at.id, 400, orderStrings.unknownStatus, false);
        if (!(await orders.setStatus(at.id, status))) return { send: (req, res) => pages.send(req, res, 404, session, url.pathname, async () => notFoundContent) };
        return seeOther(`${orderPath(at.id)}?changed=${status}`);
      },
    }),
  ];
}

/** The note an order's page shows after its status changed (?changed=<status>). */
export const statusNotice = (changed: string | null): string | null => (isOrderStatus(changed) ? format(orderStrings.statusChanged, { status: ORDER_STATUS_TEXT[changed] }) : null);
