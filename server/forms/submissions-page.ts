// /config/forms lists the stored form submissions as an HTML table with a
// header row, newest first, 50 a page; /config/forms.csv all of them. Behind the session, with the
// rest of the owner area (server/config/area.ts). Empty values read 'N/A'.
import type { FormLookup } from '../../site/forms.ts';
import type { Db } from '../db/index.ts';
import { escapeHtml } from '../render/escape.ts';
import { csvLink, formatTime, htmlTable, type ConfigList } from '../config/list.ts';
import { pager, pageSlice } from '../config/paging.ts';
import { cellText, formColumns, formName, storedValues } from './columns.ts';

export const FORMS_CONFIG_PATH = '/config/forms';
export const FORMS_TITLE = 'Form submissions';
export const NO_SUBMISSIONS = 'No form submissions yet.';

interface Row {
  form_id: string;
  page_path: string | null;
  payload: string;
  created_at: number;
}

/**
 * The rows as a table: Date, Form, Page, then each stored form's own columns (columns.ts), one column
 * per field id across the forms present.
 */
function tableOf(rows: readonly Row[], forms: FormLookup): { head: string[]; body: string[][] } {
  const read = rows.map((row) => ({ ...row, form: storedValues(row.payload) }));
  const columns = new Map<string, string>();
  for (const formId of new Set(read.map((row) => row.form_id))) for (const { id, title } of formColumns(formId, forms)) if (!columns.has(id)) columns.set(id, title);
  return {
    head: ['Date', 'Form', 'Page', ...columns.values()],
    body: read.map((row) => [formatTime(row.created_at), formName(row.form_id, forms), cellText(row.page_path ?? ''), ...[...columns.keys()].map((id) => cellText(row.form[id]))]),
  };
}

/** The submissions, newest first: a page of them as HTML, or every one for the CSV. */
export function createSubmissionsList(db: Db, forms: FormLookup): ConfigList {
  const newestFirst = () => db.selectFrom('form_submissions').select(['form_id', 'page_path', 'payload', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc');
  return {
    async content(asked) {
      const { n } = await db
        .selectFrom('form_submissions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const total = Number(n);
      if (total === 0) return { title: FORMS_TITLE, main: `<p>${escapeHtml(NO_SUBMISSIONS)}</p>` };
      const at = pageSlice(asked, total);
      const { head, body } = tableOf(await newestFirst().limit(at.limit).offset(at.offset).execute(), forms);
      return {
        title: FORMS_TITLE,
        main: csvLink(`${FORMS_CONFIG_PATH}.csv`) + htmlTable('Every stored submission, newest first', head, body) + pager(FORMS_CONFIG_PATH, at),
      };
    },
    async rows() {
      const { head, body } = tableOf(await newestFirst().execute(), forms);
      return [head, ...body];
    },
  };
}
