// The popup overlay's sign-up: forms-commerce.md 7, a submission key, then SaveFormSubmission as
// an overlay form. Every call carries the crumb; a crumb failure is retried once with the new crumb
// (forms-commerce.md 4: Data call). Replies become the catalogue's messages.
import { format } from '../../core/catalog/strings.ts';
import { formStrings } from '../../core/catalog/strings/form.ts';
import { readCookie } from '../../core/dom/cookies.ts';

export interface SignupPage {
  collectionId: string;
  pagePath: string;
  pageTitle: string;
}

export type SignupResult = { ok: true } | { ok: false; message: string; field?: string };

type Reply = { status: number; data: Record<string, unknown> };

const BY_STATUS: Record<number, string> = {
  401: formStrings.unauthorized,
  404: formStrings.notConfigured,
  429: formStrings.rateLimited,
  500: formStrings.sendFailed,
};

const readCrumb = (document: Document): string => readCookie(document.cookie, 'crumb') ?? '';

async function post(document: Document, path: string, body: Record<string, unknown>, retried = false): Promise<Reply> {
  const response = await fetch(`${path}?crumb=${encodeURIComponent(readCrumb(document))}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 403 && data.crumbFail === true && !retried) {
    if (typeof data.crumb === 'string') document.cookie = `crumb=${data.crumb}; Path=/; SameSite=Lax`;
    return post(document, path, body, true);
  }
  return { status: response.status, data };
}

const failure = ({ status, data }: Reply, fallback: string): SignupResult => {
  const errors = data.errors as Record<string, string> | undefined;
  const [field, message] = Object.entries(errors ?? {})[0] ?? [];
  if (message) return { ok: false, message, field };
  return { ok: false, message: BY_STATUS[status] ?? ((typeof data.error === 'string' && data.error) || fallback) };
};

export async function signUp(document: Document, email: string, formId: string, buttonText: string, page: SignupPage): Promise<SignupResult> {
  try {
    const keyReply = await post(document, '/api/form/FormSubmissionKey', {});
    const key = keyReply.data.key;
    if (typeof key !== 'string') return failure(keyReply, formStrings.noSubmissionKey);
    const reply = await post(document, '/api/form/SaveFormSubmission', {
      key,
      formId,
      collectionId: page.collectionId,
      objectName: 'popup-overlay',
      isOverlayForm: true,
      submitButtonText: buttonText,
      form: JSON.stringify({ email }),
      pagePath: page.pagePath,
      pageTitle: page.pageTitle,
    });
    return reply.status === 200 ? { ok: true } : failure(reply, formStrings.processingError);
  } catch {
    // A lost network: the visitor's address stays in the field, to send again.
    return { ok: false, message: formStrings.unknownError };
  }
}

export const emailMessage = (): string => format(formStrings.emailNotValid, { email: 'name@example.com' });
