// The Escape key (27), rules 2 to 5, decided without the DOM. Rule 1 (the topmost
// closable closes) stays in escape.ts and wins first: these rules see only an Escape no closable took.
import { isPlainViewer } from '../catalog/roles.ts';

export type EscapeAction = { kind: 'none' } | { kind: 'logout' } | { kind: 'toggleConfigPanel' } | { kind: 'goToConfig'; url: string } | { kind: 'showLogin' };

/** The address parts the rules read (the page's `location`). */
export interface EscapeLocation {
  protocol: string;
  host: string;
  pathname: string;
  search: string;
}

export interface EscapeFacts {
  shiftKey: boolean;
  /** Focus is in an input, a textarea, a select or contenteditable: Escape belongs to the field. */
  editable: boolean;
  /** The context's authenticatedAccount is an account (not null). */
  signedIn: boolean;
  /** The context's websiteRoles. */
  roles: readonly number[];
  /** The page is framed by the owner area's /config/?frameUrl= (same origin). */
  inConfigFrame: boolean;
  useEscapeKeyToLogin: boolean;
  /** The site's own sub-domain (a host, with its port when it has one), or null for this origin. */
  appDomain: string | null;
  location: EscapeLocation;
}

/** The config page's path (/config/ on the site's own sub-domain). */
export const CONFIG_PATH = '/config/';

// A host name or address with an optional port; anything else (a path, a scheme, user info) is refused.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** /config/ on appDomain (else this origin), with frameUrl the current path plus search. */
export function configUrl(location: EscapeLocation, appDomain: string | null): string {
  const host = appDomain && HOST.test(appDomain) ? appDomain : location.host;
  return `${location.protocol}//${host}${CONFIG_PATH}?frameUrl=${encodeURIComponent(location.pathname + location.search)}`;
}

/** The first rule that applies wins. Pure. */
export function escapeAction(facts: EscapeFacts): EscapeAction {
  if (facts.editable) return { kind: 'none' };
  // 2. With shift held, log out (only an account can).
  if (facts.shiftKey && facts.signedIn) return { kind: 'logout' };
  // 3. In the config backend, toggle the config panel.
  if (facts.inConfigFrame) return { kind: 'toggleConfigPanel' };
  // 4. A signed-in owner goes to the config page; an account whose roles are only viewer does not (section 6).
  if (facts.signedIn) return isPlainViewer(true, facts.roles) ? { kind: 'none' } : { kind: 'goToConfig', url: configUrl(facts.location, facts.appDomain) };
  // 5. Escape login, where the site allows it: for a visitor (an account is signed in already).
  return facts.useEscapeKeyToLogin ? { kind: 'showLogin' } : { kind: 'none' };
}
