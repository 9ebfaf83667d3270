// forms-commerce.md 7: POST /api/form/FormSubmissionKey and /api/form/SaveFormSubmission, backed by
// the embedded database. Replies are { status, body }; the pipeline sends them (form-routes.ts).
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { isValidEmail } from '../../core/catalog/validators.ts';
import { format, formStrings } from '../../core/catalog/strings.ts';
import type { Fields } from './body.ts';
import type { ApiReply } from './route.ts';

// docs/decisions.md "Form calls": the spec gives no wording for a missing, used or expired key.
export const FORM_KEY_EXPIRED = 'Your form session has expired. Please reload the page and try again.';
/** What the spec's {email} stands for in the email message. */
export const EMAIL_EXAMPLE = 'user@domain.com';
export const FORM_KEY_LIFETIME_MS = 60 * 60 * 1000;

/** forms-commerce.md 3: Form submission value shapes: text, a list (address, checkbox…), or likert's object. */
export type FormValue = string | string[] | Record<string, string | string[]>;

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const isFormValue = (value: unknown): value is FormValue =>
  typeof value === 'string' || isStringList(value) || (isPlainObject(value) && Object.values(value).every((answer) => typeof answer === 'string' || isStringList(answer)));

/** The `form` field: JSON text of an object mapping form-item ids to values; null when it is anything else. */
export function parseFormField(text: unknown): Record<string, FormValue> | null {
  if (typeof text !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPlainObject(value) || !Object.values(value).every(isFormValue)) return null;
  return value as Record<string, FormValue>;
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
// Form-encoded bodies carry the flag as text.
const isTrue = (value: unknown): boolean => value === true || value === 'true';

export interface FormApiOptions {
  now?: () => number;
  newKey?: () => string;
}

export interface FormApi {
  submissionKey(): ApiReply;
  saveSubmission(fields: Fields): ApiReply;
}

export function createFormApi(db: Database, { now = Date.now, newKey = () => randomBytes(24).toString('base64url') }: FormApiOptions = {}): FormApi {
  const sweepKeys = db.prepare('DELETE FROM form_keys WHERE expires_at <= ?');
  const insertKey = db.prepare('INSERT INTO form_keys (key, created_at, expires_at) VALUES (?, ?, ?)');
  const findKey = db.prepare('SELECT 1 FROM form_keys WHERE key = ? AND used_at IS NULL AND expires_at > ?');
  const spendKey = db.prepare('UPDATE form_keys SET used_at = ? WHERE key = ? AND used_at IS NULL AND expires_at > ?');
  const insertSubmission = db.prepare(
    `INSERT INTO form_submissions (form_id, collection_id, object_name, is_overlay, payload, page_path, created_at)
     VALUES (@formId, @collectionId, @objectName, @isOverlay, @payload, @pagePath, @createdAt)`,
  );

  const expired: ApiReply = { status: 400, body: { error: FORM_KEY_EXPIRED } };
  const isLiveKey = (key: unknown, time: number): key is string => typeof key === 'string' && findKey.get(key, time) !== undefined;

  // The key is spent in the same transaction that stores the submission: one key, one submission.
  const store = db.transaction((key: string, row: Record<string, unknown>): boolean => {
    if (spendKey.run(row.createdAt, key, row.createdAt).changes !== 1) return false;
    insertSubmission.run(row);
    return true;
  });

  return {
    submissionKey() {
      const time = now();
      const key = newKey();
      sweepKeys.run(time);
      insertKey.run(key, time, time + FORM_KEY_LIFETIME_MS);
      return { status: 200, body: { key } };
    },

    saveSubmission(fields) {
      const time = now();
      const { key, ...rest } = fields;
      if (!isLiveKey(key, time)) return expired;
      const formId = optionalText(fields.formId);
      if (formId === null) return { status: 400, body: { error: formStrings.processingError } };
      const form = parseFormField(fields.form);
      if (form === null) return { status: 400, body: { error: formStrings.unparseableFields } };
      const isOverlay = isTrue(fields.isOverlayForm);
      // forms-commerce.md 5: the overlay's sign-up needs a valid email address.
      if (isOverlay) {
        const email = form.email;
        if (typeof email !== 'string' || !isValidEmail(email.trim())) {
          return { status: 400, body: { errors: { email: format(formStrings.emailNotValid, { email: EMAIL_EXAMPLE }) } } };
        }
      }
      const stored = store(key, {
        formId,
        collectionId: optionalText(fields.collectionId),
        objectName: optionalText(fields.objectName),
        isOverlay: isOverlay ? 1 : 0,
        // Everything the visitor sent except the spent key, with the form as an object.
        payload: JSON.stringify({ ...rest, form }),
        pagePath: optionalText(fields.pagePath),
        createdAt: time,
      });
      return stored ? { status: 200, body: { success: true } } : expired;
    },
  };
}
