// Issue 33: a form's own columns, one rule for its inbox, its CSV and the list of every submission:
// the definition's fields in their order (a section holds no value), or for a form with no definition
// (the popup overlay's sign-up) the overlay's, headed by its id. An id a stored row holds beyond
// those is no column, so a table is as wide as the form, whatever was stored.
import { formStrings } from '../../core/catalog/strings/form.ts';
import { OVERLAY_SIGNUP_FIELDS } from '../../core/forms/fields.ts';
import { type FormValue, summaryText } from '../../core/forms/shape.ts';
import type { FormLookup } from '../../site/forms.ts';

export interface FormColumn {
  id: string;
  title: string;
}

export function formColumns(formId: string, forms: FormLookup): FormColumn[] {
  const declared = forms(formId)?.fields;
  if (!declared) return OVERLAY_SIGNUP_FIELDS.map((field) => ({ id: field.id, title: field.id }));
  return declared.filter((field) => field.type !== 'section').map((field) => ({ id: field.id, title: field.title }));
}

/** The form's name as the site names it, else its id. */
export const formName = (formId: string, forms: FormLookup): string => forms(formId)?.name ?? formId;

/** A stored submission's values by field id, from its payload; none when the payload is not the stored shape. */
export function storedValues(payload: string): Record<string, FormValue> {
  try {
    const form = (JSON.parse(payload) as { form?: unknown }).form;
    return form !== null && typeof form === 'object' && !Array.isArray(form) ? (form as Record<string, FormValue>) : {};
  } catch {
    return {};
  }
}

/** One value as a cell: a list joined, an empty value 'N/A'. */
export const cellText = (value: FormValue | undefined): string => summaryText(value, formStrings.notApplicable);
