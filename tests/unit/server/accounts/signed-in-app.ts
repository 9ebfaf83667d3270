// The demo server (harness.ts) with an owner and a viewer account, and the few reads the sign-in
// tests share: cookies, the page context.
import { ensureAccounts } from '../../../../server/accounts/index.ts';
import type { AppOptions } from '../../../../server/app.ts';
import { startApp, type TestApp } from '../harness.ts';

export const OWNER = { email: 'owner@example.com', password: 'owner-password-1' };
export const VIEWER = { email: 'viewer@example.com', password: 'viewer-password-1' };

export async function startSignedInApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const app = await startApp(options);
  await ensureAccounts(app.db, { VITRINE_OWNER_PASSWORD: OWNER.password, VITRINE_VIEWER_EMAIL: VIEWER.email, VITRINE_VIEWER_PASSWORD: VIEWER.password }, () => {});
  return app;
}

/** The Set-Cookie line for `name`, if the response set it. */
export const setCookie = (response: Response, name: string): string | undefined => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

/** The session id a response set. */
export const sessionIdOf = (response: Response): string => /^vitrine_session=([A-Za-z0-9_-]{43});/.exec(setCookie(response, 'vitrine_session') ?? '')![1]!;

/** The page context a page carries. */
export async function contextOf(response: Response): Promise<Record<string, unknown>> {
  const html = await response.text();
  return JSON.parse(/<script id="site-context" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
}

/** Signs in through the session call; the Cookie header a browser then sends (crumb and session). */
export async function signInAs(app: TestApp, who: { email: string; password: string }): Promise<{ cookie: string; crumb: string; session: string }> {
  const crumb = await app.crumb();
  const response = await fetch(`${app.base}/api/site-users/account/session?crumb=${crumb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}` },
    body: JSON.stringify(who),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  const session = sessionIdOf(response);
  return { cookie: `crumb=${crumb}; vitrine_session=${session}`, crumb, session };
}
