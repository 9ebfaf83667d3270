// /config/notifications, in the owner area (config/area.ts): the owner sets or removes the webhook
// address, reads the signing secret, sees the newest deliveries and tries a failed one again. Its one
// form post (save, remove or retry) is a route of the one table: the crumb, a body limit, the owner only.
// A viewer, or an editor, is refused: the address receives every submission, and the secret signs for the site.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import type { Accounts, Session } from '../accounts/index.ts';
import { isSiteOwner } from '../api/owner-access.ts';
import { visitorCrumb } from '../api/crumb.ts';
import { defineRoute, type ApiRoute, type RawReply } from '../api/route.ts';
import { formatTime } from '../config/list.ts';
import { CONFIG_PATHS, type ConfigContent } from '../config/shell.ts';
import type { Db } from '../db/index.ts';
import { PRIVATE_NO_STORE } from '../http/send.ts';
import { escapeHtml } from '../render/escape.ts';
import { checkWebhookAddress, MAX_WEBHOOK_URL_LENGTH } from './address.ts';
import { createOutbox, type OutboxRow } from './outbox.ts';
import { readWebhook, removeWebhook, saveWebhookUrl } from './settings.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature.ts';

/** The form's fields: an address of at most 2,048 characters, percent-encoded (up to three bytes each), and the crumb. */
export const NOTIFICATIONS_BODY_LIMIT = 8 * 1024;
/** The most deliveries the page lists. */
export const DELIVERIES_SHOWN = 50;

export const notificationStrings = {
  title: 'Notifications',
  intro: 'Every new form submission and order is sent to this address as JSON in a POST request, signed so that your receiver can check it came from this site.',
  address: 'Webhook address',
  hint: `An https:// address of a public host, at most ${MAX_WEBHOOK_URL_LENGTH.toLocaleString('en')} characters.`,
  save: 'Save address',
  remove: 'Remove address',
  secretTitle: 'Signing secret',
  secretHelp: `Your receiver checks each delivery with this secret: the ${SIGNATURE_HEADER} header is sha256= and the HMAC-SHA256 of the ${TIMESTAMP_HEADER} header, a full stop and the body. Keep it private.`,
  deliveries: 'Deliveries',
  caption: `The newest ${DELIVERIES_SHOWN} deliveries`,
  none: 'No deliveries yet.',
  head: ['Event', 'Created', 'Attempts', 'Last result', 'Next attempt', 'Status', 'Action'],
  submission: 'Form submission {id}',
  order: 'Order {id}',
  pending: 'Waiting',
  delivered: 'Delivered {time}',
  failed: 'Failed',
  retry: 'Retry',
  retryLabel: 'Retry delivery {id}',
  saved: 'The webhook address is saved.',
  removed: 'The webhook address is removed; nothing more is sent.',
  retried: 'The delivery will be tried again in a moment.',
  expired: 'This form had expired. Please try again.',
  invalidForm: 'This form could not be read. Please try again.',
  ownerOnly: "Only the site's owner can see and change notifications.",
} as const;

const fill = (text: string, values: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const DONE = { saved: notificationStrings.saved, removed: notificationStrings.removed, retried: notificationStrings.retried } as const;
type Done = keyof typeof DONE;

const CSS = `.webhook label{display:block;font-weight:600;margin-bottom:.25rem}
.webhook input{box-sizing:border-box;width:100%;max-width:40rem;padding:.5rem;font:inherit;border:1px solid #6b6b6b;border-radius:4px;background:#fff}
.hint{color:#4a4a4a;margin:.25rem 0 .75rem}.secret{display:block;padding:.5rem;background:#fff;border:1px solid #d8d4cc;overflow-wrap:anywhere}
form.inline{margin:0}h2{font-size:1.25rem;margin:2rem 0 .5rem}`;

/** Draws a page of the area (area.ts): the bar, then the content; `crumb` the one every form of the page carries (else the request's); `alert` above the content. */
export type SendConfigPage = (req: IncomingMessage, res: ServerResponse, status: number, session: Session, content: ConfigContent, crumb?: string, alert?: string | null) => void;

export interface NotificationsPageOptions {
  db: Db;
  accounts: Accounts;
  now: () => number;
  /** Dev and tests: a receiver on this machine or a private network may be set (deliver.ts). */
  allowPrivate: boolean;
  send: SendConfigPage;
  /** The sign-in page in place, for a request without a session. */
  signIn: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface NotificationsPage {
  /** GET and HEAD for a signed-in session. */
  serve(req: IncomingMessage, res: ServerResponse, session: Session, url: URL): Promise<void>;
  /** POST /config/notifications, in the route table. */
  routes: ApiRoute[];
}

interface FormState {
  /** The address as typed, shown again with its error. */
  typed?: string;
  error?: string;
  done?: Done;
}

const hidden = (crumb: string, action: string): string => `<input type="hidden" name="crumb" value="${escapeHtml(crumb)}"><input type="hidden" name="action" value="${action}">`;

function deliveryRow(row: OutboxRow, crumb: string): string {
  const event = fill(row.type === 'order' ? notificationStrings.order : notificationStrings.submission, { id: row.eventId });
  const result = row.lastError ?? (row.lastStatus === null ? '—' : `HTTP ${row.lastStatus}`);
  const next = row.status === 'pending' ? formatTime(row.nextAttemptAt) : '—';
  const status = row.status === 'delivered' ? fill(notificationStrings.delivered, { time: formatTime(row.deliveredAt ?? row.createdAt) }) : notificationStrings[row.status];
  const action =
    row.status === 'failed'
      ? `<form class="inline" method="post" action="${CONFIG_PATHS.notifications}">${hidden(crumb, 'retry')}<input type="hidden" name="id" value="${row.id}"><button type="submit" aria-label="${escapeHtml(fill(notificationStrings.retryLabel, { id: row.id }))}">${escapeHtml(notificationStrings.retry)}</button></form>`
      : '';
  const cells = [event, formatTime(row.createdAt), String(row.attempts), result, next, status].map((cell) => `<td>${escapeHtml(cell)}</td>`).join('');
  return `<tr>${cells}<td>${action}</td></tr>`;
}

/** The deliveries, newest first: a table in a region the keyboard can scroll (as the area's lists). */
function deliveriesTable(rows: readonly OutboxRow[], crumb: string): string {
  if (rows.length === 0) return `<p>${escapeHtml(notificationStrings.none)}</p>`;
  const caption = escapeHtml(notificationStrings.caption);
  return `<div class="scroll" role="region" aria-label="${caption}" tabindex="0"><table><caption>${caption}</caption><thead><tr>${notificationStrings.head
    .map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`)
    .join('')}</tr></thead><tbody>${rows.map((row) => deliveryRow(row, crumb)).join('')}</tbody></table></div>`;
}

const doneOf = (value: string | null): Done | undefined => (value !== null && Object.hasOwn(DONE, value) ? (value as Done) : undefined);

const bodySchema = z.object({
  action: z.enum(['save', 'remove', 'retry']),
  url: z.string().optional(),
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

export function createNotificationsPage({ db, accounts, now, allowPrivate, send, signIn }: NotificationsPageOptions): NotificationsPage {
  const outbox = createOutbox(db);

  const content = async (crumb: string, state: FormState): Promise<ConfigContent> => {
    const hook = await readWebhook(db);
    const value = state.typed ?? hook?.url ?? '';
    const describedBy = state.error ? 'webhook-url-hint webhook-url-error' : 'webhook-url-hint';
    const form = `<form class="webhook" method="post" action="${CONFIG_PATHS.notifications}">${hidden(crumb, 'save')}
<label for="webhook-url">${escapeHtml(notificationStrings.address)}</label>
<input id="webhook-url" name="url" type="url" inputmode="url" autocomplete="off" spellcheck="false" required maxlength="${MAX_WEBHOOK_URL_LENGTH}" value="${escapeHtml(value)}" aria-describedby="${describedBy}"${state.error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="webhook-url-hint">${escapeHtml(notificationStrings.hint)}</p>
${state.error ? `<p class="error" id="webhook-url-error">${escapeHtml(state.error)}</p>` : ''}<button type="submit">${escapeHtml(notificationStrings.save)}</button>
</form>`;
    const secret = hook
      ? `<h2>${escapeHtml(notificationStrings.secretTitle)}</h2>
<p id="secret-help">${escapeHtml(notificationStrings.secretHelp)}</p>
<code class="secret" aria-describedby="secret-help">${escapeHtml(hook.secret)}</code>
<form method="post" action="${CONFIG_PATHS.notifications}">${hidden(crumb, 'remove')}<p><button type="submit">${escapeHtml(notificationStrings.remove)}</button></p></form>`
      : '';
    const done = state.done ? `<p class="note" role="status">${escapeHtml(DONE[state.done])}</p>` : '';
    const deliveries = `<h2>${escapeHtml(notificationStrings.deliveries)}</h2>\n${deliveriesTable(await outbox.newest(DELIVERIES_SHOWN), crumb)}`;
    return { title: notificationStrings.title, style: CSS, main: `${done}<p>${escapeHtml(notificationStrings.intro)}</p>\n${form}\n${secret}\n${deliveries}` };
  };

  const refusedContent: ConfigContent = { title: notificationStrings.title, main: `<p>${escapeHtml(notificationStrings.ownerOnly)}</p>` };

  /** The page for this request: the sign-in page without a session, the refusal for anyone but the owner. */
  const page = async (req: IncomingMessage, res: ServerResponse, status: number, state: FormState, alert: string | null = null, fresh = false): Promise<void> => {
    const session = await accounts.session(req);
    if (!session) return signIn(req, res);
    if (!isSiteOwner(session.websiteRoles)) return send(req, res, 403, session, refusedContent);
    // One crumb for every form of the page, the bar's Sign out among them: a new one after a refused post.
    const crumb = visitorCrumb(req, res, fresh);
    send(req, res, status, session, await content(crumb, state), crumb, alert);
  };

  const done = (res: ServerResponse, what: Done): void => {
    res.writeHead(303, { Location: `${CONFIG_PATHS.notifications}?done=${what}`, 'Cache-Control': PRIVATE_NO_STORE }).end();
  };

  const post = defineRoute({
    method: 'POST',
    path: CONFIG_PATHS.notifications,
    page: true,
    bodyLimit: NOTIFICATIONS_BODY_LIMIT,
    rateLimit: null, // the owner alone may post, and each post is one small write
    crumb: 'field',
    schema: bodySchema,
    refuse: (refusal): RawReply => ({
      send: (req, res) => (refusal.reason === 'crumb' ? page(req, res, 403, {}, notificationStrings.expired, true) : page(req, res, 400, {}, notificationStrings.invalidForm)),
    }),
    async handle({ value, req }): Promise<RawReply> {
      const session = await accounts.session(req);
      if (!session || !isSiteOwner(session.websiteRoles)) return { send: (req, res) => page(req, res, 403, {}) };
      if (value.action === 'remove') {
        await removeWebhook(db, now());
        return { send: (_req, res) => done(res, 'removed') };
      }
      if (value.action === 'retry') {
        if (value.id !== undefined) await outbox.retry(Number(value.id), now());
        return { send: (_req, res) => done(res, 'retried') };
      }
      const typed = value.url ?? '';
      const check = checkWebhookAddress(typed, { allowPrivate });
      if (!check.ok) return { send: (req, res) => page(req, res, 400, { typed: typed.slice(0, MAX_WEBHOOK_URL_LENGTH), error: check.error }) };
      await saveWebhookUrl(db, check.url, now());
      return { send: (_req, res) => done(res, 'saved') };
    },
  });

  return {
    async serve(req, res, _session, url) {
      await page(req, res, 200, { done: doneOf(url.searchParams.get('done')) });
    },
    routes: [post],
  };
}
