// The Escape key's rules 2 to 5 on the page, a chunk of the overlays build. The
// runtime entry's one listener (on window) asks the overlays entry's `escape` on an Escape; rule 1's
// stack (escape.ts, on document) stops an Escape that closed something, so only the others get here.
import { CONFIG_PANEL_MESSAGE, SIGN_IN_PATH } from '../catalog/owner.ts';
import type { OverlaysModule } from '../overlays/port.ts';
import { inConfigFrame } from '../dom/config-frame.ts';
import { escapeAction, type EscapeAction, type EscapeFacts } from './escape-rules.ts';

/** What the actions ask of the overlays: the login dialog, and the alert for a failed logout. */
export type Overlays = Pick<OverlaysModule, 'showLogin' | 'alert'>;

/** Focus in an input, a textarea, a select or editable content: Escape is the field's. */
export function isEditable(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName;
  return (
    tag === 'INPUT' ||
    tag === 'TEXTAREA' ||
    tag === 'SELECT' ||
    (element as HTMLElement).isContentEditable === true ||
    element.closest('[contenteditable]:not([contenteditable="false"])') !== null
  );
}

/** The facts the rules read, from the event, the page and the raw context (the checked context drops appDomain). */
export function escapeFacts(event: Pick<KeyboardEvent, 'shiftKey'>, window: Window, context: unknown): EscapeFacts {
  const raw = (context ?? {}) as Record<string, unknown>;
  const roles = Array.isArray(raw.websiteRoles) ? raw.websiteRoles.filter((role): role is number => typeof role === 'number') : [];
  return {
    shiftKey: event.shiftKey,
    editable: isEditable(window.document.activeElement),
    signedIn: raw.authenticatedAccount !== null && typeof raw.authenticatedAccount === 'object',
    roles,
    inConfigFrame: inConfigFrame(window),
    useEscapeKeyToLogin: raw.useEscapeKeyToLogin === true,
    appDomain: typeof raw.appDomain === 'string' ? raw.appDomain : null,
    location: window.location,
  };
}

/**
 * Where the browser goes after logout: the site root with logout=true,
 * or, inside the owner area's frame (whose pages now need a session), the framed page with logout=true.
 */
export function loggedOutUrl(location: Pick<Location, 'href' | 'origin'>, framed: boolean): string {
  const url = new URL(framed ? location.href : '/', location.origin);
  url.hash = '';
  url.searchParams.set('logout', 'true');
  return url.pathname + url.search;
}

/** And 7: the DELETE of the session through the data layer (it retries once on crumbFail), then away. */
export async function logout(window: Window, load: () => Promise<Overlays>): Promise<void> {
  try {
    const { pageDataLayer, SESSION_PATH } = await import('../data/index.ts');
    await pageDataLayer(window).call(`${SESSION_PATH}?cloneCart=false`, { method: 'DELETE' });
  } catch (error) {
    // The session may still be live: say why, and stay.
    await load().then(
      (overlays) => overlays.alert(String((error as Error)?.message ?? error)),
      () => {},
    );
    return;
  }
  const framed = inConfigFrame(window);
  (framed ? window.parent : window).location.assign(loggedOutUrl(window.location, framed));
}

/** Escape login (rule 5): the login dialog; where the overlays cannot load, the sign-in page, coming back here. */
export function showLogin(window: Window, load: () => Promise<Overlays>): Promise<unknown> {
  const { pathname, search } = window.location;
  return load()
    .then((overlays) => overlays.showLogin())
    .catch(() => window.location.assign(`${SIGN_IN_PATH}?next=${encodeURIComponent(pathname + search)}`));
}

export function act(action: EscapeAction, window: Window, load: () => Promise<Overlays>): Promise<unknown> {
  switch (action.kind) {
    case 'logout':
      return logout(window, load);
    case 'toggleConfigPanel':
      // Same origin only: the owner area listens for this origin's messages alone.
      window.parent.postMessage({ type: CONFIG_PANEL_MESSAGE }, window.location.origin);
      break;
    case 'goToConfig':
      window.location.assign(action.url);
      break;
    case 'showLogin':
      return showLogin(window, load);
  }
  return Promise.resolve();
}

let busy = false;

/** The entry's hook: an Escape keydown (on window). One action at a time: a held or repeated Escape starts nothing more. */
export function onEscape(event: KeyboardEvent, window: Window, context: unknown, load: () => Promise<Overlays>): Promise<unknown> {
  if (busy || event.defaultPrevented) return Promise.resolve();
  busy = true;
  return act(escapeAction(escapeFacts(event, window, context)), window, load).finally(() => (busy = false));
}
