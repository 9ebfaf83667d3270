// The form block (9) and the newsletter block (51), over the
// server's form (docs/forms.md). The composition root: the definition from the block JSON, the
// values (shape.ts), the checks (validate.ts), the phases (submit-state.ts), the DOM (form-dom.ts),
// the captcha seam (captcha.ts), the calls (submission.ts, through the data layer) and, with no
// connection, the outbox (outbox.ts). The data layer and the outbox are chunks of their own.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { FORM_SUBMIT_SUCCESS_EVENT, NEWSLETTER_SUBSCRIBE_EVENT } from '../catalog/events.ts';
import { format } from '../catalog/strings.ts';
import { formBlockStrings, formOfflineStrings, formStrings } from '../catalog/strings/form.ts';
import { readCookie, type VISITOR_COOKIE } from '../dom/cookies.ts';
import { type CaptchaWidget, captchaProvider, captchaSize } from '../forms/captcha.ts';
import { isFormDefinition } from '../forms/fields.ts';
import { clearErrors, formParts, lockForm, readValues, showFieldErrors, showFormError, showSuccess } from '../forms/form-dom.ts';
import type { FormFailure } from '../forms/messages.ts';
import { HONEYPOT_FIELD } from '../forms/spam.ts';
import { createSubmitState, successAction } from '../forms/submit-state.ts';
import type { SubmissionBody } from '../forms/submission.ts';
import { validateForm } from '../forms/validate.ts';

const loadData = () => import('../data/index.ts');
const loadOutbox = () => import('../forms/outbox.ts');
// Unique within this browser's outbox; the fallback is for pages served over plain http (no randomUUID).
const newId = (): string => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

/** The runtime entry's after-load call when the outbox's hint says a kept submission waits. */
export const sendKept = (window: Window): Promise<unknown> => loadOutbox().then((outbox) => outbox.flushOutbox(window));

export function init(element: HTMLElement, { data, context, window, scheduler }: BlockDeps): BlockInstance {
  const parts = formParts(element);
  const names = { id: element.id || '(no id)', type: element.getAttribute('data-block-type') ?? '' };
  // No definition (or one with a malformed item), or no form: the server's form posts as it is
  // (JavaScript-off behaviour); boot logs this.
  if (!isFormDefinition(data) || !parts) throw new Error(format(formBlockStrings.definitionMissing, names));
  const definition = data;
  // A newsletter block (51) is a newsletter whether or not its definition says so.
  const newsletter = !!definition.newsletter || names.type === '51';
  const { form, button, captcha: captchaBox } = parts;
  const submitText = definition.submitButtonText || button?.textContent || '';
  const listening = new AbortController();
  const on = (target: EventTarget, type: string, listener: (event: Event) => void): void => target.addEventListener(type, listener, { signal: listening.signal });
  form.noValidate = true;

  let captcha: CaptchaWidget | undefined;
  // After a failure a captcha-bound button waits for the captcha again.
  let waitingForCaptcha = false;
  if (definition.captcha && captchaBox) {
    // The width is read in the scheduler's read phase (read, then write).
    new Promise<number>((resolve) => scheduler.read(() => resolve(captchaBox.getBoundingClientRect().width || form.getBoundingClientRect().width || window.innerWidth)))
      .then((width) =>
        captchaProvider(window).render(captchaBox, {
          size: captchaSize(width),
          onComplete: () => {
            if (waitingForCaptcha && button) button.disabled = false;
            waitingForCaptcha = false;
          },
        }),
      )
      .then(
        (widget) => {
          if (listening.signal.aborted) widget.destroy();
          else captcha = widget;
        },
        // A form render failure is logged; the form stays.
        (error: unknown) => console.error(format(formBlockStrings.renderFailed, { id: definition.id }), error),
      );
  }
  // docs/forms.md: the newsletter's small layout under 320 px of its container.
  const Observer = (window as Window & typeof globalThis).ResizeObserver;
  if (newsletter && Observer) {
    const observer = new Observer(([entry]) => element.classList.toggle('newsletter-small', (entry?.contentRect.width ?? 0) < 320));
    observer.observe(element);
    listening.signal.addEventListener('abort', () => observer.disconnect());
  }
  // Nothing lost offline: the chunks a submission needs come with the visitor's first focus.
  on(form, 'focusin', () => void Promise.all([loadData(), loadOutbox()]).catch(() => {}));

  const state = createSubmitState();
  let unlock = (): void => {};
  /** The kept submission of this form, while it waits for the connection: a new submit replaces it. */
  let keptId: string | undefined;

  const body = (values: ReturnType<typeof readValues>): SubmissionBody => {
    const captchaKey = captcha?.getResponse();
    // The literal the compiler holds to VISITOR_COOKIE: the constant, imported across chunks, stays a variable and costs bytes.
    const visitor = readCookie(window.document.cookie, 'ss_cvr' satisfies typeof VISITOR_COOKIE);
    return {
      formId: definition.id,
      collectionId: context.collection?.id ?? '',
      objectName: element.id,
      isOverlayForm: false,
      submitButtonText: submitText,
      form: JSON.stringify(values),
      captchaKey: captchaKey || undefined,
      // The trap field, sent only when filled in (JSON leaves undefined out): the server refuses such a post as spam.
      [HONEYPOT_FIELD]: (form as unknown as Record<string, HTMLInputElement | undefined>)[HONEYPOT_FIELD]?.value || undefined,
      pageTitle: window.document.title,
      pageId: context.pageId,
      contentSource: context.item ? 'i' : 'c',
      pagePath: window.location.pathname,
      pagePermissionTypeValue: context.pagePermissionTypeValue ?? 1,
      ss_cvr: visitor || undefined,
    };
  };

  const succeed = (): void => {
    keptId = undefined;
    state.succeed();
    unlock();
    const { document } = window;
    document.dispatchEvent(new CustomEvent(FORM_SUBMIT_SUCCESS_EVENT, { detail: { formId: definition.id, newsletter } }));
    if (newsletter) document.dispatchEvent(new CustomEvent(NEWSLETTER_SUBSCRIBE_EVENT, { detail: { formId: definition.id } }));
    const action = successAction(definition, window.location.href);
    if (action.kind === 'redirect') window.location.assign(action.url);
    else showSuccess(parts, action);
  };

  const fail = ({ message, errors }: FormFailure): void => {
    state.fail();
    unlock();
    const first = errors ? showFieldErrors(parts, errors) : null;
    showFormError(parts, message, !!errors && Object.keys(errors).length > 0, newsletter);
    if (captcha) {
      captcha.reset();
      if (button) button.disabled = waitingForCaptcha = true;
    }
    first?.focus();
  };

  /** No connection: the submission is kept, and sent when the connection returns (outbox.ts). */
  const keep = async (submission: SubmissionBody, key?: string): Promise<void> => {
    const { pageOutbox } = await loadOutbox();
    const outbox = pageOutbox(window);
    keptId ??= newId();
    const id = keptId;
    await outbox.keep({ id, key, body: submission, kept: Date.now() }, () => keptId === id && succeed());
    if (window.navigator.onLine && (await outbox.flush()).includes(id)) return;
    if (keptId !== id || state.phase !== 'submitting') return;
    state.fail();
    unlock();
    showFormError(parts, formOfflineStrings.kept, false, newsletter);
  };

  const send = async (submission: SubmissionBody): Promise<void> => {
    if (keptId !== undefined || !window.navigator.onLine) return keep(submission);
    const { pageDataLayer } = await loadData();
    const { sendSubmission } = await import('../forms/submission.ts');
    const result = await sendSubmission(pageDataLayer(window), submission);
    if (result.ok) succeed();
    else if (result.status === 0) await keep(submission, result.key);
    else fail(result.failure);
  };

  on(form, 'submit', (event) => {
    event.preventDefault();
    if (state.phase === 'submitting') return;
    clearErrors(parts);
    if (definition.captcha && captcha && !captcha.getResponse()) return showFormError(parts, formStrings.captchaIncomplete, false, newsletter);
    // The values are read before the lock: FormData leaves disabled controls out.
    const values = readValues(form, definition, window.location.search);
    if (!definition.disableValidation) {
      const errors = validateForm(definition.fields, values);
      if (Object.keys(errors).length > 0) {
        const first = showFieldErrors(parts, errors);
        showFormError(parts, formStrings.fieldsInvalid, true, newsletter);
        first?.focus();
        return;
      }
    }
    const submission = body(values);
    if (!state.begin()) return;
    unlock = lockForm(parts, submitText);
    send(submission).catch(() => {
      // A chunk that could not load (the network went before the visitor's first focus).
      if (state.phase === 'submitting') fail({ message: formStrings.unknownError });
    });
  });

  return {
    destroy() {
      listening.abort();
      captcha?.destroy();
      unlock();
    },
  };
}
