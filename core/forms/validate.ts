// "Form submit" validation. One rule for the form block (before it sends) and
// the server (SaveFormSubmission, and the form posted with JavaScript off). Pure.
import { format } from '../catalog/strings.ts';
import { formStrings } from '../catalog/strings/form.ts';
import { isValidEmail } from '../catalog/email.ts';
import { type FormField, LIKERT_SCALE } from './fields.ts';
import { type FormValue, isEmptyValue } from './shape.ts';
import { emailMessage } from './email-message.ts';

export { emailMessage } from './email-message.ts';

// docs/decisions.md "Form validation": the spec words neither a missing required value nor a
// number or option that is not one; these follow its 'Rating (required)' and its option message.
export const REQUIRED_MESSAGE = '{title} (required)';
export const NOT_A_NUMBER_MESSAGE = '{title} must be a number.';
export const NOT_AN_OPTION_MESSAGE = '{val} is not one of the expected options';

const NUMBER = /^\s*[-+]?(\d+([.,]\d*)?|[.,]\d+)\s*$/;

const listOf = (value: FormValue | undefined): string[] => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);

/** The message for one field's value, or null when it is valid. */
export function fieldError(field: FormField, value: FormValue | undefined): string | null {
  if (field.type === 'section' || field.type === 'hidden') return null;
  if (isEmptyValue(value)) return field.required ? format(REQUIRED_MESSAGE, { title: field.title }) : null;
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'textarea':
      return field.maxLength !== undefined && field.maxLength > 0 && text.length > field.maxLength ? formStrings.characterLimitExceeded : null;
    case 'email':
      return isValidEmail(text.trim()) ? null : emailMessage();
    case 'number':
    case 'currency':
      return NUMBER.test(text) ? null : format(NOT_A_NUMBER_MESSAGE, { title: field.title });
    case 'radio':
    case 'select':
    case 'checkbox': {
      const stray = listOf(value).find((choice) => !(field.options ?? []).includes(choice));
      return stray === undefined ? null : format(NOT_AN_OPTION_MESSAGE, { val: stray });
    }
    case 'likert': {
      const answers = typeof value === 'object' && !Array.isArray(value) ? value : {};
      const stray = Object.entries(answers).find(([statement, answer]) => !(field.options ?? []).includes(statement) || !(LIKERT_SCALE as readonly string[]).includes(answer));
      return stray === undefined ? null : format(NOT_AN_OPTION_MESSAGE, { val: stray[1] });
    }
    default:
      return null;
  }
}

/** Each invalid field's message by field id; empty when the form may be sent. */
export function validateForm(fields: readonly FormField[], values: Record<string, FormValue>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = fieldError(field, values[field.id]);
    if (message !== null) errors[field.id] = message;
  }
  return errors;
}
