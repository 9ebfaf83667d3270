// Issue 33: the forms inbox's GET answers for the owner area (area.ts): the list of forms, one form's
// inbox, its CSV, its spam folder and the two confirmation pages. What each address shows is in
// inbox-page.ts; what it reads, in inbox-store.ts.
import type { FormLookup } from '../../site/forms.ts';
import { searchWords, type Db, type Engine } from '../db/index.ts';
import { pageSlice } from '../config/paging.ts';
import { format, type ConfigContent } from '../config/shell.ts';
import { formColumns } from './columns.ts';
import { confirmContent, formsListContent, inboxContent, readInboxPath, spamContent, submissionCells } from './inbox-page.ts';
import { createInboxStore, EXPORT_MAX, type InboxStore } from './inbox-store.ts';
import { inboxStrings } from './inbox-strings.ts';

export interface FormsInboxOptions {
  db: Db;
  engine: Engine;
  forms: FormLookup;
  /** The site's forms, in its order: listed even before anything is stored for them. */
  formIds: readonly string[];
}

/** What the owner asked for: a page (its status and content), a CSV, or null when the address names no form. */
export type InboxAnswer = { status: number; content: ConfigContent } | { csv: string[][]; filename: string } | null;

export interface InboxRequest {
  url: URL;
  /** The crumb the page's forms carry. */
  crumb: string;
  readOnly: boolean;
}

export interface FormsInbox {
  store: InboxStore;
  forms: FormLookup;
  list(): Promise<ConfigContent>;
  /** A GET below /config/forms/. */
  page(path: string, request: InboxRequest): Promise<InboxAnswer>;
  /** True when the form is the site's or has anything stored. */
  exists(formId: string): Promise<boolean>;
}

/** The `id` values of a query or a posted form, as row ids (anything else is dropped). */
export const idsOf = (params: URLSearchParams): number[] =>
  params
    .getAll('id')
    .filter((id) => /^[1-9]\d{0,14}$/.test(id))
    .map(Number);

const notice = (query: URLSearchParams): string | null => {
  const deleted = query.get('deleted');
  if (deleted !== null && /^\d{1,3}$/.test(deleted)) return format(inboxStrings.deleted, { count: deleted });
  if (query.has('moved')) return inboxStrings.moved;
  if (query.has('gone')) return inboxStrings.gone;
  return null;
};

export function createFormsInbox({ db, engine, forms, formIds }: FormsInboxOptions): FormsInbox {
  const store = createInboxStore(db, engine);
  const fieldsOf = (formId: string): string[] => formColumns(formId, forms).map((column) => column.id);
  const exists = async (formId: string): Promise<boolean> =>
    forms(formId) !== undefined || formIds.includes(formId) || (await store.count(formId, [], '')) > 0 || (await store.spamCount(formId)) > 0;

  return {
    store,
    forms,
    exists,
    list: async () => formsListContent(await store.forms(formIds), forms),
    async page(path, { url, crumb, readOnly }) {
      const at = readInboxPath(path);
      if (at === null || !(await exists(at.formId))) return null;
      const { formId, rest } = at;
      const query = url.searchParams;
      const words = searchWords(query.get('q'));
      const fields = fieldsOf(formId);
      if (rest === '') {
        const [total, all, spam] = await Promise.all([store.count(formId, fields, words), store.count(formId, fields, ''), store.spamCount(formId)]);
        const slice = pageSlice(query.get('page'), total);
        const rows = await store.submissions(formId, fields, words, slice.limit, slice.offset);
        return { status: 200, content: inboxContent({ formId, forms, rows, all, spam, at: slice, words, readOnly, notice: notice(query) }) };
      }
      if (rest === 'submissions.csv') {
        const { head, cells } = submissionCells(formId, forms);
        const rows = await store.submissions(formId, fields, words, EXPORT_MAX, 0);
        return { csv: [head, ...rows.map(cells)], filename: `${formId.replace(/[^\w-]/g, '_')}-submissions.csv` };
      }
      if (rest === 'spam') {
        const [submissions, total] = await Promise.all([store.count(formId, fields, ''), store.spamCount(formId)]);
        const slice = pageSlice(query.get('page'), total);
        const rows = await store.spam(formId, slice.limit, slice.offset);
        return { status: 200, content: spamContent({ formId, forms, rows, submissions, total, at: slice, crumb, readOnly, notice: notice(query) }) };
      }
      // A viewer may read the question's page, but its form is refused (inbox-routes.ts).
      if (rest === 'delete') return { status: 200, content: confirmContent({ formId, forms, crumb, kind: 'submissions', rows: await store.chosen(formId, idsOf(query)) }) };
      if (rest === 'spam/delete') return { status: 200, content: confirmContent({ formId, forms, crumb, kind: 'spam', rows: await store.chosenSpam(formId, idsOf(query)) }) };
      return null;
    },
  };
}
