// contract.md "Accounts, forms and the store": /config/forms lists the stored form submissions as an
// HTML table with a header row. Until sign-in exists it is served with VITRINE_DEV=1 only, like
// /config/analytics (docs/decisions.md "Forms: the server"). Newest first; empty values 'N/A'.
import type { Database } from 'better-sqlite3';
import { formStrings } from '../../core/catalog/strings/form.ts';
import { type FormValue, summaryText } from '../../core/forms/shape.ts';
import type { FormLookup } from '../../site/forms.ts';
import { escapeHtml } from '../render/escape.ts';

export const FORMS_CONFIG_PATH = '/config/forms';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1a1a1a}
.scroll{overflow-x:auto}table{border-collapse:collapse;margin:1rem 0 2rem}th,td{padding:.25rem .75rem;text-align:left;vertical-align:top;border-bottom:1px solid #ddd}`;

interface Row {
  form_id: string;
  page_path: string | null;
  payload: string;
  created_at: number;
}

const formatTime = (time: number): string => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const cell = (value: FormValue | undefined): string => escapeHtml(summaryText(value, formStrings.notApplicable));

/** The table of every stored submission: Date, Form, Page and one column per field, newest first. */
export function createSubmissionsPage(db: Database, forms: FormLookup): () => string {
  const select = db.prepare('SELECT form_id, page_path, payload, created_at FROM form_submissions ORDER BY created_at DESC, id DESC');
  return () => {
    const rows = (select.all() as Row[]).map((row) => ({
      ...row,
      form: ((JSON.parse(row.payload) as { form?: Record<string, FormValue> }).form ?? {}) as Record<string, FormValue>,
    }));
    // One column per field: the definitions' fields in their order (sections have no value), then
    // any other id a stored form holds (a form with no definition, the popup overlay's sign-up).
    const columns = new Map<string, string>();
    for (const formId of new Set(rows.map((row) => row.form_id)))
      for (const field of forms(formId)?.fields ?? []) if (field.type !== 'section' && !columns.has(field.id)) columns.set(field.id, field.title);
    for (const row of rows) for (const id of Object.keys(row.form)) if (!columns.has(id)) columns.set(id, id);
    const head = ['Date', 'Form', 'Page', ...columns.values()].map((title) => `<th scope="col">${escapeHtml(title)}</th>`).join('');
    const body = rows
      .map((row) => {
        const name = forms(row.form_id)?.name ?? row.form_id;
        const fields = [...columns.keys()].map((id) => `<td>${cell(row.form[id])}</td>`).join('');
        return `<tr><td>${escapeHtml(formatTime(row.created_at))}</td><td>${escapeHtml(name)}</td><td>${cell(row.page_path ?? '')}</td>${fields}</tr>`;
      })
      .join('');
    const table =
      rows.length === 0
        ? '<p>No form submissions yet.</p>'
        : `<div class="scroll"><table><caption>Every stored submission, newest first</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
    return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Form submissions</title><style>${STYLE}</style></head>
<body><main>
<h1>Form submissions</h1>
${table}
</main></body>
</html>
`;
  };
}
