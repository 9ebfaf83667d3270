// The owner area's pages: one look, the sign-in page's (login-page.ts):
// the links to each list, who is signed in, and the Sign out button, a form post with the crumb.
// With a frame (/config/?frameUrl=) the same links sit in a panel beside the
// site's page; the panel's `hidden` toggles on a message from this origin (docs/ARCHITECTURE.md 12).
import { CONFIG_PANEL_MESSAGE } from '../../core/catalog/owner.ts';
import { contentSecurityPolicy, scriptHash } from '../http/csp.ts';
import { escapeHtml } from '../render/escape.ts';
import { configDocument } from './document.ts';

export const CONFIG_PATHS = {
  home: '/config/',
  forms: '/config/forms',
  spam: '/config/spam',
  orders: '/config/orders',
  analytics: '/config/analytics',
  notifications: '/config/notifications',
  logout: '/config/logout',
} as const;

/** The message the runtime posts from the framed page (Escape key rule 3). */
export const TOGGLE_PANEL_MESSAGE = CONFIG_PANEL_MESSAGE;
export const PANEL_ID = 'config-panel';

export const ownerStrings = {
  area: 'Owner area',
  panel: 'Owner panel',
  home: 'Home',
  forms: 'Form submissions',
  spam: 'Spam',
  orders: 'Orders',
  analytics: 'Analytics',
  notifications: 'Notifications',
  signOut: 'Sign out',
  signedInAs: 'Signed in as {email}.',
  readOnly: 'Your account is a viewer: you can read these pages, not change the site.',
  signOutExpired: 'This sign-out form had expired. Please try again.',
  formExpired: 'This form had expired. Please try again.',
  downloadCsv: 'Download CSV',
  notFound: 'There is no such page in the owner area.',
  framedPage: 'The site page {path}',
} as const;

/** What each page of the area puts inside the common frame. */
export interface ConfigContent {
  title: string;
  /** The page's own CSS, after the common. */
  style?: string;
  /** The main content, after the page's one h1. */
  main: string;
}

export interface ConfigPageOptions {
  siteTitle: string;
  locale: string;
  crumb: string;
  /** The signed-in account: its email, and whether its roles are the viewer's alone. */
  email: string;
  readOnly: boolean;
  /** The path asked for, so its link is marked as the current page. */
  path: string;
  /** A message above the content, in role=alert. */
  alert?: string | null;
}

const LINKS: readonly [string, string][] = [
  [CONFIG_PATHS.home, ownerStrings.home],
  [CONFIG_PATHS.forms, ownerStrings.forms],
  [CONFIG_PATHS.spam, ownerStrings.spam],
  [CONFIG_PATHS.orders, ownerStrings.orders],
  [CONFIG_PATHS.analytics, ownerStrings.analytics],
  [CONFIG_PATHS.notifications, ownerStrings.notifications],
];

// The sign-in page's colours, AA on #fbfaf7 and white: text #1d1d1f, links and the button #0b57d0.
const CSS = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#fbfaf7}
a{color:#0b57d0}:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}button:focus-visible{outline-color:#1d1d1f}
header{display:flex;flex-wrap:wrap;align-items:center;gap:1rem;padding:.75rem 1.5rem;background:#fff;border-bottom:1px solid #d8d4cc}
header nav ul,aside nav ul{list-style:none;margin:0;padding:0}header nav ul{display:flex;flex-wrap:wrap;gap:1.25rem}
nav a[aria-current=page]{font-weight:700;color:#1d1d1f}
.who{margin:0 0 0 auto;color:#4a4a4a}
form.sign-out{margin:0}
button{padding:.5rem 1rem;border:0;border-radius:4px;font:inherit;font-weight:600;color:#fff;background:#0b57d0;cursor:pointer}button:hover{background:#0842a0}
main{max-width:72rem;margin:2rem auto;padding:0 1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
.note{padding:.75rem;border-left:4px solid #0b57d0;background:#eef3fc}
.error{padding:.75rem;border-left:4px solid #b3261e;background:#fdecea;color:#8c1d18}
.scroll{overflow-x:auto}table{border-collapse:collapse;margin:1rem 0;background:#fff}
th,td{padding:.375rem .75rem;text-align:left;vertical-align:top;border-bottom:1px solid #d8d4cc}
.pager{display:flex;gap:1rem;align-items:center;margin:1rem 0}
.split{display:flex;height:100vh}
aside{box-sizing:border-box;width:16rem;flex:none;padding:1.25rem;overflow:auto;background:#fff;border-right:1px solid #d8d4cc}
aside h1{font-size:1.25rem}aside nav ul{margin:1rem 0}aside li{margin:.5rem 0}
.frame{flex:1;min-width:0;max-width:none;margin:0;padding:0}iframe{display:block;width:100%;height:100%;border:0;background:#fff}`;

/** `{name}` in `text` replaced by `values[name]`. */
export const format = (text: string, values: Record<string, string>): string => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const links = (path: string): string =>
  `<ul>${LINKS.map(([href, text]) => `<li><a href="${href}"${href === path ? ' aria-current="page"' : ''}>${escapeHtml(text)}</a></li>`).join('')}</ul>`;

const signOutForm = (crumb: string): string =>
  `<form class="sign-out" method="post" action="${CONFIG_PATHS.logout}"><input type="hidden" name="crumb" value="${escapeHtml(crumb)}"><button type="submit">${escapeHtml(ownerStrings.signOut)}</button></form>`;

const notes = ({ readOnly, alert }: ConfigPageOptions): string =>
  (alert ? `<p class="error" role="alert">${escapeHtml(alert)}</p>` : '') + (readOnly ? `<p class="note">${escapeHtml(ownerStrings.readOnly)}</p>` : '');

const documentOf = (locale: string, title: string, siteTitle: string, style: string, body: string): string => configDocument({ locale, title, siteTitle, css: CSS + style, body });

/** A page of the area: the bar with the links, who is signed in and Sign out; then the content. */
export function renderConfigPage(options: ConfigPageOptions, content: ConfigContent): string {
  const who = `<p class="who">${escapeHtml(format(ownerStrings.signedInAs, { email: options.email }))}</p>`;
  const body = `<header><nav aria-label="${escapeHtml(ownerStrings.area)}">${links(options.path)}</nav>${who}${signOutForm(options.crumb)}</header>
<main>
<h1>${escapeHtml(content.title)}</h1>
${notes(options)}${content.main}
</main>`;
  return documentOf(options.locale, content.title, options.siteTitle, content.style ?? '', body);
}

// Escape key rule 3: the framed page's runtime posts the message; only this
// origin's is taken. No runtime here: the area's one other script is the analytics page's live count.
const TOGGLE_SOURCE = `addEventListener('message',function(e){if(e.origin!==location.origin||!e.data||e.data.type!=='${TOGGLE_PANEL_MESSAGE}')return;var p=document.getElementById('${PANEL_ID}');if(p)p.hidden=!p.hidden;});`;
const TOGGLE_SCRIPT = `<script>${TOGGLE_SOURCE}</script>`;
/** Issue 22: the framed home's policy allows its one inline script by its hash (server/http/csp.ts); it frames this site's pages only. */
export const FRAMED_HOME_CSP = contentSecurityPolicy({ scriptHashes: [scriptHash(TOGGLE_SOURCE)], frameSources: ["'self'"] });

/**
 * What the framed site page may do, and no more: run its scripts as this origin, post its forms, open
 * other sites in a new window (unsandboxed, as a plain visit), ask the fallback confirm of the cart, and
 * move the owner's window only on a click (in the frame, the checkout links act on the top window).
 * Never navigate the owner's window on its own.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-top-navigation-by-user-activation';

/** The home with a frame: the panel (the same links, who, Sign out) beside the site's page at `frameUrl`. */
export function renderFramedHome(options: ConfigPageOptions, frameUrl: string): string {
  const who = `<p>${escapeHtml(format(ownerStrings.signedInAs, { email: options.email }))}</p>`;
  const title = format(ownerStrings.framedPage, { path: frameUrl });
  const body = `<div class="split">
<aside id="${PANEL_ID}" aria-label="${escapeHtml(ownerStrings.panel)}">
<h1>${escapeHtml(ownerStrings.area)}</h1>
${notes(options)}${who}<nav aria-label="${escapeHtml(ownerStrings.area)}">${links(options.path)}</nav>${signOutForm(options.crumb)}
</aside>
<section class="frame" aria-label="${escapeHtml(title)}"><iframe src="${escapeHtml(frameUrl)}" title="${escapeHtml(title)}" sandbox="${FRAME_SANDBOX}"></iframe></section>
</div>
${TOGGLE_SCRIPT}`;
  return documentOf(options.locale, ownerStrings.area, options.siteTitle, '', body);
}

/** The home without a frame: the lists. */
export const homeContent: ConfigContent = {
  title: ownerStrings.area,
  main: `<ul>${LINKS.slice(1)
    .map(([href, text]) => `<li><a href="${href}">${escapeHtml(text)}</a></li>`)
    .join('')}</ul>`,
};

export const notFoundContent: ConfigContent = { title: ownerStrings.area, main: `<p>${escapeHtml(ownerStrings.notFound)}</p>` };
