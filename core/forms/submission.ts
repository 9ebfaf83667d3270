// A form block's submission, a key (FormSubmissionKey) then SaveFormSubmission,
// through the data layer. The body is built once, so that a submission kept offline (outbox.ts) is
// sent later exactly as it would have been, with the same key.
import { formStrings } from '../catalog/strings/form.ts';
import type { DataLayer } from '../data/index.ts';
import { type FormFailure, formFailure } from './messages.ts';

export const KEY_PATH = '/api/form/FormSubmissionKey';
export const SAVE_PATH = '/api/form/SaveFormSubmission';

/** The SaveFormSubmission fields other than the key. */
export interface SubmissionBody {
  formId: string;
  collectionId: string;
  objectName: string;
  isOverlayForm: false;
  submitButtonText: string;
  /** The shaped values (shape.ts) as JSON text. */
  form: string;
  captchaKey?: string;
  /** The trap field's value (fields.ts HONEYPOT_FIELD), present only when something filled it in. */
  homepage?: string;
  pageTitle: string;
  pageId: string;
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: number;
  /** The census field: the visitor-record cookie, as tracking's census calls send it. */
  ss_cvr?: string;
}

export type SendResult =
  | { ok: true; key: string }
  /** `status` 0: no reply (a lost network); `key` is the key, when one was had. */
  | { ok: false; status: number; failure: FormFailure; key?: string; stage: 'key' | 'save' };

/** A new single-use key: a POST with an empty body (no fields, no content type), as the server hands keys out. */
export const requestKey = (layer: DataLayer): Promise<{ key?: unknown } | null> => layer.call(KEY_PATH, { method: 'POST' });

const statusOf = (error: unknown): number => Number((error as { status?: unknown } | null)?.status) || 0;

/** Gets a key when `key` is undefined, then saves. `onKey` hears a new key before the save is tried. */
export async function sendSubmission(layer: DataLayer, body: SubmissionBody, key?: string, onKey?: (key: string) => unknown): Promise<SendResult> {
  if (key === undefined) {
    try {
      const reply = await requestKey(layer);
      if (typeof reply?.key !== 'string' || !reply.key) return { ok: false, status: 200, failure: { message: formStrings.noSubmissionKey }, stage: 'key' };
      key = reply.key;
    } catch (error) {
      return { ok: false, status: statusOf(error), failure: formFailure(error, formStrings.noSubmissionKey), stage: 'key' };
    }
    await onKey?.(key);
  }
  try {
    await layer.call(SAVE_PATH, { method: 'POST', json: { key, ...body } });
    return { ok: true, key };
  } catch (error) {
    return { ok: false, status: statusOf(error), failure: formFailure(error, formStrings.processingError), key, stage: 'save' };
  }
}
