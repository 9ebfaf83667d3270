// forms-commerce.md 7: POST /api/form/FormSubmissionKey and /api/form/SaveFormSubmission, backed by
// the embedded database. Replies are { status, body }; the pipeline sends them (form-routes.ts).
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { isValidEmail } from '../../core/catalog/validators.ts';
import { formStrings } from '../../core/catalog/strings.ts';
import { type FormField, isComposite } from '../../core/forms/fields.ts';
import type { FormValue } from '../../core/forms/shape.ts';
import { emailMessage, validateForm } from '../../core/forms/validate.ts';
import { formById, type FormLookup } from '../../site/forms.ts';
import type { Fields } from './body.ts';
import type { ApiReply } from './route.ts';

// docs/decisions.md "Form calls": the spec gives no wording for a missing, used or expired key.
export const FORM_KEY_EXPIRED = 'Your form session has expired. Please reload the page and try again.';
export const FORM_KEY_LIFETIME_MS = 60 * 60 * 1000;

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const isFormValue = (value: unknown): value is FormValue =>
  typeof value === 'string' || isStringList(value) || (isPlainObject(value) && Object.values(value).every((answer) => typeof answer === 'string'));

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

/**
 * True when `form` sends only the definition's fields, each in its type's shape (forms-commerce.md
 * 3): a list for composite fields and checkbox, likert's object, else text. Sections send nothing.
 */
export function fitsDefinition(fields: readonly FormField[], form: Record<string, FormValue>): boolean {
  const byId = new Map(fields.map((field) => [field.id, field]));
  return Object.entries(form).every(([id, value]) => {
    const field = byId.get(id);
    if (!field || field.type === 'section') return false;
    if (isComposite(field.type) || field.type === 'checkbox') return Array.isArray(value);
    if (field.type === 'likert') return isPlainObject(value);
    return typeof value === 'string';
  });
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
// Form-encoded bodies carry the flag as text.
const isTrue = (value: unknown): boolean => value === true || value === 'true';

export interface FormApiOptions {
  now?: () => number;
  newKey?: () => string;
  /** The form definitions by id; the demo site's by default. */
  forms?: FormLookup;
}

export interface FormApi {
  submissionKey(): ApiReply;
  saveSubmission(fields: Fields): ApiReply;
}

export function createFormApi(db: Database, { now = Date.now, newKey = () => randomBytes(24).toString('base64url'), forms = formById }: FormApiOptions = {}): FormApi {
  const sweepKeys = db.prepare('DELETE FROM form_keys WHERE expires_at <= ?');
  const insertKey = db.prepare('INSERT INTO form_keys (key, created_at, expires_at) VALUES (?, ?, ?)');
  const findKey = db.prepare('SELECT 1 FROM form_keys WHERE key = ? AND used_at IS NULL AND expires_at > ?');
  const spendKey = db.prepare('UPDATE form_keys SET used_at = ? WHERE key = ? AND used_at IS NULL AND expires_at > ?');
  const insertSubmission = db.prepare(
    `INSERT INTO form_submissions (form_id, collection_id, object_name, is_overlay, payload, page_path, created_at, submission_key)
     VALUES (@formId, @collectionId, @objectName, @isOverlay, @payload, @pagePath, @createdAt, @key)`,
  );
  const storedWith = db.prepare('SELECT 1 FROM form_submissions WHERE submission_key = ?');

  const expired: ApiReply = { status: 400, body: { error: FORM_KEY_EXPIRED } };
  const isLiveKey = (key: unknown, time: number): key is string => typeof key === 'string' && findKey.get(key, time) !== undefined;

  const success: ApiReply = { status: 200, body: { success: true } };
  // A key a stored submission spent: the same submission sent again (a lost answer, an offline replay).
  const isReplay = (key: unknown): boolean => typeof key === 'string' && storedWith.get(key) !== undefined;

  // The key is spent in the same transaction that stores the submission: one key, one submission.
  // 'replay' when another request stored this key's submission first.
  const store = db.transaction((key: string, row: Record<string, unknown>): 'stored' | 'replay' | 'expired' => {
    if (spendKey.run(row.createdAt, key, row.createdAt).changes !== 1) return isReplay(key) ? 'replay' : 'expired';
    insertSubmission.run({ ...row, key });
    return 'stored';
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
      if (!isLiveKey(key, time)) return isReplay(key) ? success : expired;
      const formId = optionalText(fields.formId);
      if (formId === null) return { status: 400, body: { error: formStrings.processingError } };
      const isOverlay = isTrue(fields.isOverlayForm);
      const definition = forms(formId);
      // The popup overlay's sign-up may have no definition of its own; any other form must have one.
      if (!definition && !isOverlay) return { status: 404, body: { error: formStrings.notConfigured } };
      const form = parseFormField(fields.form);
      if (form === null) return { status: 400, body: { error: formStrings.unparseableFields } };
      if (definition) {
        if (!fitsDefinition(definition.fields, form)) return { status: 400, body: { error: formStrings.unparseableFields } };
        // forms-commerce.md 5: each item is checked unless the owner turned validation off.
        const errors = definition.disableValidation ? {} : validateForm(definition.fields, form);
        if (Object.keys(errors).length > 0) return { status: 400, body: { errors } };
      } else {
        // forms-commerce.md 5: the overlay's sign-up needs a valid email address.
        const email = form.email;
        if (typeof email !== 'string' || !isValidEmail(email.trim())) return { status: 400, body: { errors: { email: emailMessage() } } };
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
      return stored === 'expired' ? expired : success;
    },
  };
}
