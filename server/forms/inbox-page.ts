// Issue 33: the forms inbox's pages in the owner area. /config/forms lists the site's forms with their
// counts; /config/forms/<formId> is one form's submissions in its own columns, newest first, 50 a page,
// with a search (?q=) and its CSV; /config/forms/<formId>/spam its refused posts. Deleting asks first on a
// page of its own (a GET, so it works without script), whose form posts to the route (inbox-routes.ts).
import type { FormLookup } from '../../site/forms.ts';
import { SEARCH_MAX } from '../db/index.ts';
import { escapeHtml } from '../render/escape.ts';
import { csvLink, formatTime, htmlTable, type Cell } from '../config/list.ts';
import { pager, type PageSlice } from '../config/paging.ts';
import { CONFIG_PATHS, format, type ConfigContent } from '../config/shell.ts';
import { cellText, formColumns, formName, storedValues } from './columns.ts';
import type { FormCount, SpamRow, SubmissionRow } from './inbox-store.ts';
import { inboxStrings as words } from './inbox-strings.ts';
import { SPAM_REASON_TEXT, type SpamReason } from './spam.ts';
import { sentText } from './spam-page.ts';

/** Every address of one form's inbox. */
export function inboxPaths(formId: string) {
  const inbox = `${CONFIG_PATHS.forms}/${encodeURIComponent(formId)}`;
  return { inbox, csv: `${inbox}/submissions.csv`, remove: `${inbox}/delete`, spam: `${inbox}/spam`, removeSpam: `${inbox}/spam/delete`, notSpam: `${inbox}/spam/not-spam` };
}

/** A path below /config/forms/ as its form id and what follows ('' for the inbox itself); null when it names none. */
export function readInboxPath(path: string): { formId: string; rest: string } | null {
  const prefix = `${CONFIG_PATHS.forms}/`;
  if (!path.startsWith(prefix)) return null;
  const [encoded = '', ...rest] = path.slice(prefix.length).split('/');
  try {
    const formId = decodeURIComponent(encoded);
    return formId === '' ? null : { formId, rest: rest.join('/') };
  } catch {
    return null;
  }
}

export const INBOX_CSS = `.tabs{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;list-style:none;margin:0 0 1rem;padding:0}
.tabs a[aria-current=page]{font-weight:700;color:#1d1d1f}
form.search{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:0 0 1rem}
form.search label{flex:1 0 100%}
input[type=search],select{box-sizing:border-box;min-width:0;flex:1 1 12rem;padding:.5rem;font:inherit;border:1px solid #6b6b6b;border-radius:4px;background:#fff;color:#1d1d1f}
form.inline{display:inline}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
button.danger{background:#b3261e}button.danger:hover{background:#8c1d18}
button.quiet{color:#0b57d0;background:#fff;border:1px solid #0b57d0}button.quiet:hover{background:#eef3fc}
input[type=checkbox]{width:1.25rem;height:1.25rem}
[role=status]{padding:.75rem;border-left:4px solid #0b7a3a;background:#e9f6ee}`;

const link = (href: string, text: string, current = false): string => `<a href="${escapeHtml(href)}"${current ? ' aria-current="page"' : ''}>${escapeHtml(text)}</a>`;
const hidden = (name: string, value: string): string => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
const status = (text: string | null): string => (text ? `<p role="status">${escapeHtml(text)}</p>` : '');

/** /config/forms: each form with its counts, linked to its inbox. */
export function formsListContent(counts: readonly FormCount[], forms: FormLookup): ConfigContent {
  const rows: Cell[][] = counts.map((form) => [
    { html: link(inboxPaths(form.formId).inbox, formName(form.formId, forms)) },
    String(form.submissions),
    form.spam === 0 ? '0' : { html: link(inboxPaths(form.formId).spam, String(form.spam)) },
    form.newest === null ? words.never : formatTime(form.newest),
  ]);
  return {
    title: words.formsTitle,
    style: INBOX_CSS,
    main: `${htmlTable(words.formsCaption, words.formsHead, rows)}<p>${link(`${CONFIG_PATHS.forms}.csv`, words.allSubmissionsCsv)}</p>`,
  };
}

/** The form's inbox and spam folder, one a tab. */
const tabs = (formId: string, submissions: number, spam: number, current: 'inbox' | 'spam'): string => {
  const paths = inboxPaths(formId);
  return `<ul class="tabs"><li>${link(CONFIG_PATHS.forms, words.formsTitle)}</li><li>${link(paths.inbox, format(words.submissions, { count: String(submissions) }), current === 'inbox')}</li><li>${link(paths.spam, format(words.spam, { count: String(spam) }), current === 'spam')}</li></ul>`;
};

/** The form's columns as the table's head and a row's cells: Date, Page, then each field. */
export function submissionCells(formId: string, forms: FormLookup): { head: string[]; cells: (row: SubmissionRow) => string[] } {
  const columns = formColumns(formId, forms);
  return {
    head: ['Date', 'Page', ...columns.map((column) => column.title)],
    cells: (row) => {
      const values = storedValues(row.payload);
      return [formatTime(row.created_at), cellText(row.page_path ?? ''), ...columns.map((column) => cellText(values[column.id]))];
    },
  };
}

export interface InboxView {
  formId: string;
  forms: FormLookup;
  rows: readonly SubmissionRow[];
  /** The form's submissions, and in the spam folder. */
  all: number;
  spam: number;
  at: PageSlice;
  words: string;
  readOnly: boolean;
  notice: string | null;
}

/** /config/forms/<formId>: the search, the submissions with a box each to choose them for deleting, the pager, the CSV. */
export function inboxContent(view: InboxView): ConfigContent {
  const { formId, forms, rows, at, readOnly } = view;
  const paths = inboxPaths(formId);
  const { head, cells } = submissionCells(formId, forms);
  const search = `<form class="search" method="get" action="${escapeHtml(paths.inbox)}" role="search"><label for="inbox-q">${escapeHtml(words.searchLabel)}</label><input type="search" id="inbox-q" name="q" value="${escapeHtml(view.words)}" maxlength="${SEARCH_MAX}"><button type="submit">${escapeHtml(words.search)}</button>${view.words === '' ? '' : link(paths.inbox, words.clearSearch)}</form>`;
  const keep: Record<string, string> = { q: view.words };
  const csv = csvLink(view.words === '' ? paths.csv : `${paths.csv}?${new URLSearchParams(keep)}`);
  const empty = view.words === '' ? words.noSubmissions : format(words.noMatch, { words: view.words });
  const caption = view.words === '' ? words.inboxCaption : format(words.matchCaption, { words: view.words });
  let body: string;
  if (rows.length === 0) body = `<p>${escapeHtml(empty)}</p>`;
  else if (readOnly) body = htmlTable(caption, head, rows.map(cells)) + pager(paths.inbox, at, keep);
  else {
    // A viewer reads; the owner also chooses rows, then confirms on the next page.
    const table = htmlTable(
      caption,
      [words.select, ...head, words.actions],
      rows.map((row) => {
        const date = formatTime(row.created_at);
        return [
          { html: `<input type="checkbox" name="id" value="${row.id}" aria-label="${escapeHtml(format(words.selectOne, { date }))}">` },
          ...cells(row),
          { html: `<a href="${escapeHtml(`${paths.remove}?id=${row.id}`)}" aria-label="${escapeHtml(format(words.deleteOneLabel, { date }))}">${escapeHtml(words.deleteOne)}</a>` },
        ];
      }),
    );
    body = `<form method="get" action="${escapeHtml(paths.remove)}">${table}<p><button type="submit" class="quiet">${escapeHtml(words.deleteSelected)}</button></p></form>${pager(paths.inbox, at, keep)}`;
  }
  return {
    title: formName(formId, forms),
    style: INBOX_CSS,
    main: tabs(formId, view.all, view.spam, 'inbox') + status(view.notice) + search + (rows.length === 0 ? '' : csv) + body,
  };
}

export interface ConfirmView {
  formId: string;
  forms: FormLookup;
  crumb: string;
  kind: 'submissions' | 'spam';
  rows: readonly SubmissionRow[] | readonly SpamRow[];
}

/** The question before a delete: the chosen rows, then a form that posts their ids with the crumb, and Cancel. */
export function confirmContent({ formId, forms, crumb, kind, rows }: ConfirmView): ConfigContent {
  const paths = inboxPaths(formId);
  const form = formName(formId, forms);
  const back = kind === 'spam' ? paths.spam : paths.inbox;
  const title = kind === 'spam' ? words.confirmSpamTitle : words.confirmTitle;
  if (rows.length === 0)
    return { title, style: INBOX_CSS, main: `<p>${escapeHtml(kind === 'spam' ? words.noSpamChosen : words.noneChosen)}</p><p>${link(back, words.cancel)}</p>` };
  const question =
    kind === 'spam'
      ? format(words.confirmSpamQuestion, { count: String(rows.length), form })
      : rows.length === 1
        ? format(words.confirmQuestionOne, { form })
        : format(words.confirmQuestion, { count: String(rows.length), form });
  const table =
    kind === 'spam'
      ? htmlTable(
          words.spamCaption,
          words.spamHead.slice(0, -1),
          (rows as readonly SpamRow[]).map((row) => spamCells(row, formId, forms)),
        )
      : (() => {
          const { head, cells } = submissionCells(formId, forms);
          return htmlTable(words.inboxCaption, head, rows.map(cells));
        })();
  const action = kind === 'spam' ? paths.removeSpam : paths.remove;
  return {
    title,
    style: INBOX_CSS,
    main: `<p id="confirm-question">${escapeHtml(question)}</p>${table}<form method="post" action="${escapeHtml(action)}" aria-describedby="confirm-question" class="actions">${hidden('crumb', crumb)}${rows
      .map((row) => hidden('id', String(row.id)))
      .join('')}<button type="submit" class="danger">${escapeHtml(words.confirmDelete)}</button>${link(back, words.cancel)}</form>`,
  };
}

const spamCells = (row: SpamRow, formId: string, forms: FormLookup): string[] => {
  let payload: Record<string, unknown> = {};
  try {
    payload = JSON.parse(row.payload) as Record<string, unknown>;
  } catch {}
  return [formatTime(row.created_at), SPAM_REASON_TEXT[row.reason as SpamReason] ?? row.reason, cellText(row.page_path ?? ''), sentText(payload, formId, forms)];
};

export interface SpamView {
  formId: string;
  forms: FormLookup;
  rows: readonly SpamRow[];
  submissions: number;
  total: number;
  at: PageSlice;
  crumb: string;
  readOnly: boolean;
  notice: string | null;
}

/** /config/forms/<formId>/spam: the form's refused posts, why each was refused, with Not spam and Delete. */
export function spamContent({ formId, forms, rows, submissions, total, at, crumb, readOnly, notice }: SpamView): ConfigContent {
  const paths = inboxPaths(formId);
  const head = readOnly ? words.spamHead.slice(0, -1) : words.spamHead;
  const table = htmlTable(
    words.spamCaption,
    head,
    rows.map((row) => {
      const cells: Cell[] = spamCells(row, formId, forms);
      if (readOnly) return cells;
      const date = formatTime(row.created_at);
      return [
        ...cells,
        {
          html: `<div class="actions"><form class="inline" method="post" action="${escapeHtml(paths.notSpam)}">${hidden('crumb', crumb)}${hidden('id', String(row.id))}<button type="submit" class="quiet" aria-label="${escapeHtml(format(words.notSpamLabel, { date }))}">${escapeHtml(words.notSpam)}</button></form><a href="${escapeHtml(`${paths.removeSpam}?id=${row.id}`)}" aria-label="${escapeHtml(format(words.deleteSpamLabel, { date }))}">${escapeHtml(words.deleteOne)}</a></div>`,
        },
      ];
    }),
  );
  return {
    title: format(words.spamTitle, { form: formName(formId, forms) }),
    style: INBOX_CSS,
    main:
      tabs(formId, submissions, total, 'spam') +
      status(notice) +
      `<p>${escapeHtml(words.spamNote)}</p>` +
      (rows.length === 0 ? `<p>${escapeHtml(words.noSpam)}</p>` : table + pager(paths.spam, at)),
  };
}
