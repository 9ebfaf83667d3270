// Who may change the site through the API (docs/decisions.md "Multilingual and the site header and
// footer"): a signed-in account with the admin or editor website role. Without a
// session the reply is 401 loginRequired, which the data layer turns into its login-required event
//; a session without those roles (a viewer) is 403
// authorizationFail. The handler asks after the pipeline's crumb and schema steps.
import type { IncomingMessage } from 'node:http';
import { WebsiteRole } from '../../core/catalog/enums.ts';
import { OWNER_ROLES, type Accounts } from '../accounts/index.ts';
import type { ApiReply } from './route.ts';

export const SITE_EDITOR_ROLES: readonly number[] = [WebsiteRole.ADMIN, WebsiteRole.EDITOR];

export const OWNER_ACCESS_STRINGS = {
  signInRequired: 'Sign in to change the site.',
  notAllowed: 'Your account cannot change the site.',
} as const;

export const canEditSite = (roles: readonly number[]): boolean => roles.some((role) => SITE_EDITOR_ROLES.includes(role));

/** The site's owner: an account holding the owner's role (the admin), not an editor or a viewer. */
export const isSiteOwner = (roles: readonly number[]): boolean => roles.some((role) => OWNER_ROLES.includes(role));

/** The refusal for a request that may not change the site, or null when it may. */
export async function refuseNonEditor(accounts: Accounts, req: IncomingMessage): Promise<ApiReply | null> {
  const session = await accounts.session(req);
  if (!session) return { status: 401, body: { loginRequired: true, error: OWNER_ACCESS_STRINGS.signInRequired } };
  if (!canEditSite(session.websiteRoles)) return { status: 403, body: { authorizationFail: true, error: OWNER_ACCESS_STRINGS.notAllowed } };
  return null;
}
