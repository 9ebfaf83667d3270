// The form block's DOM (docs/forms.md "The markup"): reading the values, the lock while submitting,
// the errors, and what a success shows. The decisions are submit-state.ts's and the block's.
import { formStrings } from '../catalog/strings/form.ts';
import { formErrorLines } from './error-lines.ts';
import type { FormDefinition } from './fields.ts';
import { type FormValue, shapeForm } from './shape.ts';
import type { SuccessAction } from './submit-state.ts';

export interface FormParts {
  block: HTMLElement;
  form: HTMLFormElement;
  above: HTMLElement | null;
  below: HTMLElement | null;
  submission: HTMLElement | null;
  button: HTMLButtonElement | null;
  captcha: HTMLElement | null;
}

export function formParts(block: HTMLElement): FormParts | null {
  const form = block.querySelector<HTMLFormElement>('form.form');
  if (!form) return null;
  return {
    block,
    form,
    above: block.querySelector('.form-error-above'),
    below: form.querySelector('.form-error-below'),
    submission: block.querySelector('.form-submission'),
    button: form.querySelector('button[type="submit"], .form-submit'),
    captcha: form.querySelector('.form-captcha'),
  };
}

/** Each field's value, shaped from the inputs as they are now, hidden fields from the address. */
export const readValues = (form: HTMLFormElement, definition: FormDefinition, search: string): Record<string, FormValue> => {
  const data = new FormData(form);
  return shapeForm(definition.fields, (name) => data.getAll(name).filter((value): value is string => typeof value === 'string'), new URLSearchParams(search));
};

const CONTROLS = 'input, select, textarea, button, fieldset';

/**
 * The form locked while submitting (every control disabled, aria-busy, the
 * button saying 'Submitting…'), and unlocked as it was. Values stay: disabling clears nothing.
 */
export function lockForm(parts: FormParts, submitText: string): () => void {
  const { form, button } = parts;
  const locked = [...form.querySelectorAll<HTMLInputElement>(CONTROLS)].filter((control) => !control.disabled);
  for (const control of locked) control.disabled = true;
  form.setAttribute('aria-busy', 'true');
  if (button) button.textContent = formStrings.submitting;
  return () => {
    for (const control of locked) control.disabled = false;
    form.removeAttribute('aria-busy');
    if (button) button.textContent = submitText;
  };
}

const show = (element: HTMLElement | null, text: string): void => {
  if (!element) return;
  element.textContent = text;
  element.hidden = text === '';
};

const inputsOf = (item: Element) => item.querySelectorAll<HTMLElement>('input, select, textarea');

export function clearErrors(parts: FormParts): void {
  show(parts.above, '');
  show(parts.below, '');
  for (const item of parts.form.querySelectorAll<HTMLElement>('.form-item.error')) {
    item.classList.remove('error');
    show(item.querySelector('.field-error'), '');
    for (const input of inputsOf(item)) input.removeAttribute('aria-invalid');
  }
}

/**
 * Marks each field in error (class error, aria-invalid on its inputs, its message in .field-error
 * above its title) and returns the first marked field's first input, in page order.
 */
export function showFieldErrors(parts: FormParts, errors: Record<string, string>): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const item of parts.form.querySelectorAll<HTMLElement>('.form-item[data-field-id]')) {
    const message = errors[item.getAttribute('data-field-id') ?? ''];
    if (message === undefined) continue;
    item.classList.add('error');
    show(item.querySelector('.field-error'), message);
    for (const input of inputsOf(item)) {
      input.setAttribute('aria-invalid', 'true');
      first ??= input;
    }
  }
  return first;
}

/** docs/forms.md "Errors, as the block shows them": the lines of error-lines.ts in .form-error-above (role alert) and .form-error-below, beside the button. */
export function showFormError(parts: FormParts, message: string, fieldsMarked: boolean, newsletter: boolean): void {
  const [above, below] = formErrorLines(message, fieldsMarked, newsletter);
  show(parts.above, above);
  show(parts.below, below);
}

/**
 * The owner's HTML in the submission element. Scripts that innerHTML inserts never run, so each
 * <script> of that HTML, and only of that HTML, is made again as a new element, which runs.
 */
export function insertOwnerHtml(target: HTMLElement, html: string): void {
  const doc = target.ownerDocument;
  const template = doc.createElement('template');
  template.innerHTML = html;
  target.replaceChildren(template.content);
  for (const old of target.querySelectorAll('script')) {
    const fresh = doc.createElement('script');
    for (const { name, value } of old.attributes) fresh.setAttribute(name, value);
    fresh.textContent = old.textContent;
    old.replaceWith(fresh);
  }
}

/** The form hidden, the message or the owner's HTML shown and scrolled into view. */
export function showSuccess(parts: FormParts, action: Exclude<SuccessAction, { kind: 'redirect' }>): void {
  const { form, submission } = parts;
  clearErrors(parts);
  form.hidden = true;
  if (!submission) return;
  if (action.kind === 'html') insertOwnerHtml(submission, action.html);
  else submission.textContent = action.text;
  submission.hidden = false;
  submission.scrollIntoView?.({ block: 'nearest' });
}
