// /config/forms lists the stored form submissions as an HTML table with a
// header row, newest first, 50 a page; /config/forms.csv all of them. Behind the session, with the
// rest of the owner area (server/config/area.ts). Empty values read 'N/A'.
import { formStrings } from '../../core/catalog/strings/form.ts';
import { OVERLAY_SIGNUP_FIELDS } from '../../core/forms/fields.ts';
import { type FormValue, summaryText } from '../../core/forms/shape.ts';
import type { FormLookup } from '../../site/forms.ts';
import type { Db } from '../db/index.ts';
import { escapeHtml } from '../render/escape.ts';
import { csvLink, formatTime, htmlTable, type ConfigList } from '../config/list.ts';
import { pager, pageSlice } from '../config/paging.ts';

export const FORMS_CONFIG_PATH = '/config/forms';
export const FORMS_TITLE = 'Form submissions';
export const NO_SUBMISSIONS = 'No form submissions yet.';

interface Row {
  form_id: string;
  page_path: string | null;
  payload: string;
  created_at: number;
}

const text = (value: FormValue | undefined): string => summaryText(value, formStrings.notApplicable);

/**
 * The rows as a table: Date, Form, Page, then one column per declared field: the definitions' fields
 * in their order (sections have no value), and for a form with no definition (the popup overlay's
 * sign-up) the overlay's, headed by its id. An id a stored form holds beyond those (a row kept
 * before the server refused them, issue 29) is not a column, so the table is as wide as the
 * site's forms, whatever was stored.
 */
function tableOf(rows: readonly Row[], forms: FormLookup): { head: string[]; body: string[][] } {
  const read = rows.map((row) => ({ ...row, form: ((JSON.parse(row.payload) as { form?: Record<string, FormValue> }).form ?? {}) as Record<string, FormValue> }));
  const columns = new Map<string, string>();
  for (const formId of new Set(read.map((row) => row.form_id))) {
    const declared = forms(formId)?.fields;
    if (declared) for (const field of declared) if (field.type !== 'section' && !columns.has(field.id)) columns.set(field.id, field.title);
    if (!declared) for (const field of OVERLAY_SIGNUP_FIELDS) if (!columns.has(field.id)) columns.set(field.id, field.id);
  }
  return {
    head: ['Date', 'Form', 'Page', ...columns.values()],
    body: read.map((row) => [
      formatTime(row.created_at),
      forms(row.form_id)?.name ?? row.form_id,
      text(row.page_path ?? ''),
      ...[...columns.keys()].map((id) => text(row.form[id])),
    ]),
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
