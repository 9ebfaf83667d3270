// The popup overlay's sign-up: a submission key, then SaveFormSubmission as
// an overlay form, through the data layer (core/data: the crumb, its one retry, the spec's
// errors). Every failure is handled here, so none shows the system error overlay: replies become
// the catalogue's form messages, and the visitor's address stays in the field.
import { formStrings } from '../catalog/strings/form.ts';
import type { DataLayer } from '../data/index.ts';
import { textOf } from '../catalog/text.ts';
import { contextObject } from '../context/field.ts';
import { readSiteContextJsonQuietly } from '../context/read.ts';
import { formFailure } from '../forms/messages.ts';
import { requestKey, SAVE_PATH } from '../forms/submission.ts';

export { emailMessage } from '../forms/email-message.ts';

export interface SignupPage {
  collectionId: string;
  pagePath: string;
  pageTitle: string;
}

export type SignupResult = { ok: true } | { ok: false; message: string; field?: string };

// The one status-to-message rule (core/forms/messages.ts); a field's own message comes first. The host's sign-up (host-signup.ts) says its replies by it too.
export const signupFailure = (error: unknown, fallback: string): SignupResult => {
  const { message, errors } = formFailure(error, fallback);
  const [field, text] = Object.entries(errors ?? {})[0] ?? [];
  return text ? { ok: false, message: text, field } : { ok: false, message };
};

export async function signUp(layer: DataLayer, email: string, formId: string, buttonText: string, page: SignupPage): Promise<SignupResult> {
  let key: unknown;
  try {
    key = (await requestKey(layer))?.key;
  } catch (error) {
    return signupFailure(error, formStrings.noSubmissionKey);
  }
  if (typeof key !== 'string') return { ok: false, message: formStrings.noSubmissionKey };
  try {
    await layer.call(SAVE_PATH, {
      method: 'POST',
      json: {
        key,
        formId,
        collectionId: page.collectionId,
        objectName: 'popup-overlay',
        isOverlayForm: true,
        submitButtonText: buttonText,
        form: JSON.stringify({ email }),
        pagePath: page.pagePath,
        pageTitle: page.pageTitle,
      },
    });
    return { ok: true };
  } catch (error) {
    return signupFailure(error, formStrings.processingError);
  }
}

/** The sign-up on this page's data layer, whose chunk comes with the first sign-up; a chunk that cannot be had is a lost network. */
export const signUpOnPage = (window: Window, email: string, formId: string, buttonText: string, page: SignupPage): Promise<SignupResult> =>
  import('../data/index.ts').then(
    ({ pageDataLayer }) => signUp(pageDataLayer(window), email, formId, buttonText, page),
    () => ({ ok: false, message: formStrings.unknownError }),
  );

/** The sign-up's page fields, from the page context when there is one (a page not ours goes without). */
export function signupPage(document: Document): SignupPage {
  // textOf: a context's id that String() cannot read ({"toString": 0}) is its tag, never a throw (issue 22).
  const collectionId = textOf(contextObject(readSiteContextJsonQuietly(document), 'collection')?.id ?? '');
  return { collectionId, pagePath: document.location?.pathname ?? '', pageTitle: document.title };
}
