// POST /api/form/FormSubmissionKey and /api/form/SaveFormSubmission, backed by
// the database (SQLite or PostgreSQL, issue 23), so a key minted by one server process is spent
// through any other. Replies are { status, body }; the pipeline sends them (form-routes.ts).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { isValidEmail } from '../../core/catalog/validators.ts';
import { formStrings } from '../../core/catalog/strings.ts';
import { type FormField, isComposite, LIKERT_SCALE, listBounds, OVERLAY_SIGNUP_FIELDS } from '../../core/forms/fields.ts';
import type { FormValue } from '../../core/forms/shape.ts';
import { emailMessage, validateForm } from '../../core/forms/validate.ts';
import type { FormLookup } from '../../site/forms.ts';
import { type CaptchaVerifier, noCaptchaVerifier } from '../forms/captcha.ts';
import { keepSpam, SPAM_REPLIES, spamReason } from '../forms/spam.ts';
import { enqueueNotification } from '../notifications/outbox.ts';
import type { Fields } from './body.ts';
import type { ApiReply } from './route.ts';
import { formGoal, goalRow, recordGoal } from './tracking/goals.ts';
import type { VisitIdentity } from './tracking/visitor.ts';

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

const LIKERT_ANSWER_MAX = Math.max(...LIKERT_SCALE.map((answer) => answer.length));

/**
 * True when `form` sends only the definition's fields, each in its type's shape (the spec
 * 3): a list for composite fields and checkbox, likert's object, else text. Sections send nothing.
 * A list or likert object holds no more values, nor longer ones, than the rendered form can send
 * (listBounds), whether or not the owner turned validation off.
 */
export function fitsDefinition(fields: readonly FormField[], form: Record<string, FormValue>): boolean {
  const byId = new Map(fields.map((field) => [field.id, field]));
  return Object.entries(form).every(([id, value]) => {
    const field = byId.get(id);
    if (!field || field.type === 'section') return false;
    const { count, length } = listBounds(field);
    if (isComposite(field.type) || field.type === 'checkbox') return Array.isArray(value) && value.length <= count && value.every((item) => item.length <= length);
    if (field.type === 'likert') {
      if (!isPlainObject(value)) return false;
      const answers = Object.entries(value);
      return answers.length <= count && answers.every(([statement, answer]) => statement.length <= length && answer.length <= LIKERT_ANSWER_MAX);
    }
    return typeof value === 'string';
  });
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
// Form-encoded bodies carry the flag as text.
const isTrue = (value: unknown): boolean => value === true || value === 'true';

export interface FormApiOptions {
  now?: () => number;
  newKey?: () => string;
  /** The form definitions by id: the site's. */
  forms: FormLookup;
  /** Checks a captcha form's captchaKey with the provider (forms/captcha.ts); none configured refuses every one. */
  verifyCaptcha?: CaptchaVerifier;
}

export interface FormApi {
  submissionKey(): Promise<ApiReply>;
  /** `remoteip`: the visitor's address, passed on to the captcha provider; `visit`: whose submission it is, for the goals it counts in. */
  saveSubmission(fields: Fields, remoteip?: string, visit?: VisitIdentity | null): Promise<ApiReply>;
}

/** A submission's row but its key. */
interface SubmissionRow {
  form_id: string;
  collection_id: string | null;
  object_name: string | null;
  is_overlay: number;
  payload: string;
  page_path: string | null;
  created_at: number;
}

/** What a webhook receiver gets of a submission: its form, where it came from, and what the visitor sent but the spent key. */
const submissionData = (row: SubmissionRow): Record<string, unknown> => ({
  formId: row.form_id,
  collectionId: row.collection_id,
  objectName: row.object_name,
  isOverlay: row.is_overlay === 1,
  pagePath: row.page_path,
  fields: JSON.parse(row.payload) as unknown,
});

export function createFormApi(db: Db, { now = Date.now, newKey = () => randomBytes(24).toString('base64url'), forms, verifyCaptcha = noCaptchaVerifier }: FormApiOptions): FormApi {
  const expired: ApiReply = { status: 400, body: { error: FORM_KEY_EXPIRED } };
  const isLiveKey = async (key: string, time: number): Promise<boolean> =>
    (await db.selectFrom('form_keys').select('key').where('key', '=', key).where('used_at', 'is', null).where('expires_at', '>', time).executeTakeFirst()) !== undefined;

  const success: ApiReply = { status: 200, body: { success: true } };
  // A key a stored submission spent: the same submission sent again (a lost answer, an offline replay).
  const isReplay = async (key: unknown, on: Db = db): Promise<boolean> =>
    typeof key === 'string' && (await on.selectFrom('form_submissions').select('id').where('submission_key', '=', key).executeTakeFirst()) !== undefined;

  // The key is spent in the same transaction that stores the submission: one key, one submission,
  // whichever server process each request reaches. 'replay' when another request stored this key's
  // submission first.
  const store = (key: string, row: SubmissionRow, visit: VisitIdentity | null): Promise<'stored' | 'replay' | 'expired'> =>
    db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('form_keys')
        .set({ used_at: row.created_at })
        .where('key', '=', key)
        .where('used_at', 'is', null)
        .where('expires_at', '>', row.created_at)
        .executeTakeFirst();
      if (spent.numUpdatedRows !== 1n) return (await isReplay(key, trx)) ? 'replay' : 'expired';
      const { id } = await trx
        .insertInto('form_submissions')
        .values({ ...row, submission_key: key })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Issue 33: a stored submission is a goal of the dashboard's, once, as the submission is.
      const goal = formGoal(row.form_id, row.page_path);
      if (goal) await recordGoal(trx, goalRow(goal, visit, row.created_at));
      // Its notification in the same transaction: both are kept, or neither.
      await enqueueNotification(trx, { type: 'submission', id: Number(id), createdAt: row.created_at, data: submissionData(row) });
      return 'stored';
    });

  return {
    async submissionKey() {
      const time = now();
      const key = newKey();
      await db.deleteFrom('form_keys').where('expires_at', '<=', time).execute();
      await db
        .insertInto('form_keys')
        .values({ key, created_at: time, expires_at: time + FORM_KEY_LIFETIME_MS })
        .execute();
      return { status: 200, body: { key } };
    },

    async saveSubmission(fields, remoteip, visit = null) {
      const time = now();
      const { key, ...rest } = fields;
      if (typeof key !== 'string' || !(await isLiveKey(key, time))) return (await isReplay(key)) ? success : expired;
      const formId = optionalText(fields.formId);
      if (formId === null) return { status: 400, body: { error: formStrings.processingError } };
      const isOverlay = isTrue(fields.isOverlayForm);
      const definition = forms(formId);
      // The popup overlay's sign-up may have no definition of its own; any other form must have one.
      if (!definition && !isOverlay) return { status: 404, body: { error: formStrings.notConfigured } };
      // Issue 29: the trap field and the captcha are the server's to check; a refused post is kept as spam, the key unspent.
      const spam = await spamReason(fields, definition?.captcha === true, verifyCaptcha, remoteip);
      if (spam !== null) {
        await keepSpam(db, { form_id: formId, reason: spam, payload: JSON.stringify(rest), page_path: optionalText(fields.pagePath), created_at: time });
        return SPAM_REPLIES[spam];
      }
      const form = parseFormField(fields.form);
      if (form === null) return { status: 400, body: { error: formStrings.unparseableFields } };
      if (definition) {
        if (!fitsDefinition(definition.fields, form)) return { status: 400, body: { error: formStrings.unparseableFields } };
        // Each item is checked unless the owner turned validation off.
        const errors = definition.disableValidation ? {} : validateForm(definition.fields, form);
        if (Object.keys(errors).length > 0) return { status: 400, body: { errors } };
      } else {
        // The overlay's sign-up needs a valid email address.
        const email = form.email;
        if (typeof email !== 'string' || !isValidEmail(email.trim())) return { status: 400, body: { errors: { email: emailMessage() } } };
        // And sends nothing else: a field it does not declare is refused, as a defined form's is.
        if (!fitsDefinition(OVERLAY_SIGNUP_FIELDS, form)) return { status: 400, body: { error: formStrings.unparseableFields } };
      }
      const stored = await store(
        key,
        {
          form_id: formId,
          collection_id: optionalText(fields.collectionId),
          object_name: optionalText(fields.objectName),
          is_overlay: isOverlay ? 1 : 0,
          // Everything the visitor sent except the spent key, with the form as an object.
          payload: JSON.stringify({ ...rest, form }),
          page_path: optionalText(fields.pagePath),
          created_at: time,
        },
        visit,
      );
      return stored === 'expired' ? expired : success;
    },
  };
}
