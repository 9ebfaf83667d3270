// "Value shape by form-item type". One rule for the form block (reading
// FormData) and the server (reading a form posted with JavaScript off). Pure: the inputs are read
// through `read(name)`, every value of the inputs of that name in page order (FormData.getAll or
// URLSearchParams.getAll), and hidden fields read the page's query.
import { likertStrings } from '../catalog/strings/likert.ts';
import { type FormField, LIKERT_SCALE, likertName } from './fields.ts';

/** A field's cleaned value: text, a list (address, checkbox…), or likert's answers by statement. */
export type FormValue = string | string[] | Record<string, string>;

export type ReadInputs = (name: string) => string[];

/** The value one field sends, or undefined for a section, which sends nothing. */
export function shapeValue(field: FormField, read: ReadInputs, query: URLSearchParams): FormValue | undefined {
  const values = read(field.id);
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden':
      return query.get(field.key || field.id) ?? field.value ?? '';
    case 'address':
    case 'date':
    case 'name':
    case 'time':
    case 'checkbox':
      return values;
    case 'phone':
      // A 3-part phone (no country code) gets an empty country part first.
      return values.length === 3 ? ['', ...values] : values;
    case 'likert': {
      const answers: Record<string, string> = {};
      (field.options ?? []).forEach((statement, index) => {
        const answer = read(likertName(field.id, index))[0];
        if (answer !== undefined) answers[statement] = answer;
      });
      return answers;
    }
    default:
      // radio, select and every single-input type: the one value, or empty.
      return values[0] ?? '';
  }
}

/** The `form` field of SaveFormSubmission: each field's value by its id, sections left out. */
export function shapeForm(fields: readonly FormField[], read: ReadInputs, query: URLSearchParams): Record<string, FormValue> {
  const form: Record<string, FormValue> = {};
  for (const field of fields) {
    const value = shapeValue(field, read, query);
    if (value !== undefined) form[field.id] = value;
  }
  return form;
}

/** True when a value holds nothing the visitor gave: '', a list of blanks, or no answer. */
export function isEmptyValue(value: FormValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  return Object.keys(value).length === 0;
}

/** The scale's words, -2 to 2. */
const LIKERT_LABELS = [likertStrings.stronglyDisagree, likertStrings.disagree, likertStrings.neutral, likertStrings.agree, likertStrings.stronglyAgree];

/** The form summary shows 'N/A' for an empty value. */
export const summaryText = (value: FormValue | undefined, notApplicable: string): string => {
  if (isEmptyValue(value)) return notApplicable;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((part) => part.trim() !== '').join(', ');
  return Object.entries(value as Record<string, string>)
    .map(([statement, answer]) => `${statement}: ${LIKERT_LABELS[LIKERT_SCALE.indexOf(answer as (typeof LIKERT_SCALE)[number])] ?? answer}`)
    .join('; ');
};
