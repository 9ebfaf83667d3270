// What a failed form call tells the visitor. One rule for the
// form block and the popup overlay's sign-up. Pure: it reads only the failure's status and body.
import { formStrings } from '../catalog/strings/form.ts';
import { textOf } from '../catalog/text.ts';

/** The message to show, and the per-field messages of a 400 reply's data.errors (by field id). */
export interface FormFailure {
  message: string;
  errors?: Record<string, string>;
}

// "By HTTP status".
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: formStrings.unauthorized,
  404: formStrings.notConfigured,
  429: formStrings.rateLimited,
  500: formStrings.sendFailed,
};

/**
 * A rejected call (a DataError, or anything else) as the visitor reads it: a 400 with a data.errors
 * map is per field (with the fields-invalid message); 401, 404, 429 and 500 their status message;
 * another reply's own data.error; no reply at all (status 0) the unknown error; else `fallback`.
 */
export function formFailure(error: unknown, fallback: string): FormFailure {
  const { status = 0, body = null } = (error ?? {}) as { status?: number; body?: Record<string, unknown> | null };
  const map = body?.errors;
  if (status === 400 && map && typeof map === 'object' && !Array.isArray(map)) {
    const errors: Record<string, string> = {};
    for (const [field, text] of Object.entries(map)) if (text != null && text !== '') errors[field] = textOf(text);
    if (Object.keys(errors).length > 0) return { message: formStrings.fieldsInvalid, errors };
  }
  if (STATUS_MESSAGES[status]) return { message: STATUS_MESSAGES[status] };
  if (typeof body?.error === 'string' && body.error) return { message: body.error };
  return { message: status === 0 ? formStrings.unknownError : fallback };
}

/**
 * Whether the server refused a submission for good (a 4xx other than 408 and 429), so that a kept
 * submission may be dropped: sending the same again would be refused again.
 */
export const definiteRefusal = (status: number): boolean => status >= 400 && status < 500 && status !== 408 && status !== 429;
