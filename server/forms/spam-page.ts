// Issue 29: /config/spam lists the refused form posts (spam.ts), newest first, 50 a page, and
// /config/spam.csv every kept one: when, which form, why, from which page, and what was sent, so the
// owner can find a person's post among them. Nothing here deletes: only newer spam pushes old out.
import { formStrings } from '../../core/catalog/strings/form.ts';
import { HONEYPOT_FIELD } from '../../core/forms/spam.ts';
import { type FormValue, summaryText } from '../../core/forms/shape.ts';
import type { FormLookup } from '../../site/forms.ts';
import { parseFormField } from '../api/form.ts';
import type { Db } from '../db/index.ts';
import { escapeHtml } from '../render/escape.ts';
import { csvLink, formatTime, htmlTable, type ConfigList } from '../config/list.ts';
import { pager, pageSlice } from '../config/paging.ts';
import { CONFIG_PATHS } from '../config/shell.ts';
import { SPAM_KEPT, SPAM_REASON_TEXT, type SpamReason } from './spam.ts';

export const SPAM_TITLE = 'Spam';
export const NO_SPAM = 'No refused form posts.';
export const SPAM_NOTE = `Posts the server refused: a hidden field filled in, or a captcha that was missing or not vouched for. They are not in the form submissions or their CSV. The newest ${SPAM_KEPT} are kept.`;
/** The most characters of what a post sent that one cell shows; the rest is cut with an ellipsis. */
export const SENT_SHOWN = 500;

const HEAD = ['Date', 'Form', 'Reason', 'Page', 'Sent'];

interface Row {
  form_id: string;
  reason: string;
  payload: string;
  page_path: string | null;
  created_at: number;
}

const cut = (text: string): string => (text.length > SENT_SHOWN ? `${text.slice(0, SENT_SHOWN)}…` : text);

/** What the post sent, as one line: each field's title (or id) and value, then the hidden field's value when it held one. */
export function sentText(payload: Record<string, unknown>, formId: string, forms: FormLookup): string {
  const titles = new Map((forms(formId)?.fields ?? []).map((field) => [field.id, field.title]));
  const form = parseFormField(payload.form);
  const parts =
    form === null
      ? [String(payload.form ?? '')]
      : Object.entries(form).map(([id, value]: [string, FormValue]) => `${titles.get(id) ?? id}: ${summaryText(value, formStrings.notApplicable)}`);
  const trap = payload[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== '') parts.push(`hidden field: ${String(trap)}`);
  return cut(parts.join('; '));
}

function cellsOf(row: Row, forms: FormLookup): string[] {
  let payload: Record<string, unknown> = {};
  try {
    payload = JSON.parse(row.payload) as Record<string, unknown>;
  } catch {}
  return [
    formatTime(row.created_at),
    forms(row.form_id)?.name ?? row.form_id,
    SPAM_REASON_TEXT[row.reason as SpamReason] ?? row.reason,
    row.page_path ?? formStrings.notApplicable,
    sentText(payload, row.form_id, forms),
  ];
}

export function createSpamList(db: Db, forms: FormLookup): ConfigList {
  const newestFirst = () => db.selectFrom('form_spam').select(['form_id', 'reason', 'payload', 'page_path', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc');
  return {
    async content(asked) {
      const { n } = await db
        .selectFrom('form_spam')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const total = Number(n);
      const note = `<p>${escapeHtml(SPAM_NOTE)}</p>`;
      if (total === 0) return { title: SPAM_TITLE, main: `${note}<p>${escapeHtml(NO_SPAM)}</p>` };
      const at = pageSlice(asked, total);
      const rows = await newestFirst().limit(at.limit).offset(at.offset).execute();
      return {
        title: SPAM_TITLE,
        main:
          note +
          csvLink(`${CONFIG_PATHS.spam}.csv`) +
          htmlTable(
            'Every refused post kept, newest first',
            HEAD,
            rows.map((row) => cellsOf(row, forms)),
          ) +
          pager(CONFIG_PATHS.spam, at),
      };
    },
    async rows() {
      return [HEAD, ...(await newestFirst().execute()).map((row) => cellsOf(row, forms))];
    },
  };
}
