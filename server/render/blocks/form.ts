// The form block (9) and the newsletter block (51), in the markup of
// docs/forms.md. A real form that posts to /forms/submit, so it works with JavaScript off; the
// block's JSON is the definition the runtime's form block reads. Every form carries the hidden trap
// field (core/forms/spam.ts) that the server refuses as spam when filled in.
import { BlockType } from '../../../core/catalog/enums.ts';
import { FIELD_PART_MAX_LENGTH, type FormDefinition, type FormField, LIKERT_SCALE, likertName, partsOf } from '../../../core/forms/fields.ts';
import type { FormValue } from '../../../core/forms/shape.ts';
import { REQUIRED_MESSAGE } from '../../../core/forms/validate.ts';
import { format } from '../../../core/catalog/strings.ts';
import { formSpamStrings, formStrings } from '../../../core/catalog/strings/form.ts';
import { HONEYPOT_FIELD } from '../../../core/forms/spam.ts';
import { formErrorLines } from '../../../core/forms/error-lines.ts';
import { likertStrings } from '../../../core/catalog/strings/likert.ts';
import type { FormBlock, FormRenderState } from '../model.ts';

export type { FormRenderState } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export const FORM_ACTION = '/forms/submit';
/** The words after a required field's title: REQUIRED_MESSAGE without its title. */
export const REQUIRED_WORDS = format(REQUIRED_MESSAGE, { title: '' }).trim();

const LIKERT_LABELS = [likertStrings.stronglyDisagree, likertStrings.disagree, likertStrings.neutral, likertStrings.agree, likertStrings.stronglyAgree];

export interface FormRenderContext {
  /** The visitor's crumb, written into the hidden crumb field. */
  crumb: string;
  /** The address of the page the form is on, posted back so the answer can show that page. */
  pagePath: string;
  state?: FormRenderState;
}

const attr = (name: string, value: string | undefined): string => (value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`);
const flag = (name: string, on: boolean): string => (on ? ` ${name}` : '');

const textOf = (value: FormValue | undefined): string => (typeof value === 'string' ? value : '');
const listOf = (value: FormValue | undefined): string[] => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);

// docs/decisions.md "Forms: the server": number and currency are text inputs, so a value the
// browser cannot parse as a number is still sent, kept and named by the server's message.
const INPUT_TYPES: Partial<Record<FormField['type'], string>> = { email: 'email', website: 'url', password: 'password' };

function labelText(field: FormField): string {
  return `${escapeHtml(field.title)}${field.required ? ` <span class="required">${escapeHtml(REQUIRED_WORDS)}</span>` : ''}`;
}

function fieldInput(field: FormField, value: FormValue | undefined, describedBy: string, invalid: string): string {
  const common = `${attr('aria-describedby', describedBy)}${invalid}${attr('placeholder', field.placeholder)}`;
  if (field.type === 'textarea') {
    const max = field.maxLength !== undefined && field.maxLength > 0 ? attr('data-max-length', String(field.maxLength)) : '';
    return `<textarea id="${escapeHtml(field.id)}" name="${escapeHtml(field.id)}" rows="5"${common}${max}>${escapeHtml(textOf(value))}</textarea>`;
  }
  const type = INPUT_TYPES[field.type] ?? 'text';
  const mode = field.type === 'number' || field.type === 'currency' ? ' inputmode="decimal"' : '';
  const autocomplete = field.type === 'email' ? ' autocomplete="email"' : '';
  const input = `<input id="${escapeHtml(field.id)}" name="${escapeHtml(field.id)}" type="${type}"${mode}${autocomplete}${common}${attr('value', textOf(value) || undefined)}>`;
  if (field.type !== 'currency') return input;
  return `<div class="currency-input"><span class="currency-symbol" aria-hidden="true">${escapeHtml(field.currencySymbol ?? '')}</span>${input}</div>`;
}

function renderField(field: FormField, value: FormValue | undefined, error: string | undefined): string {
  const id = escapeHtml(field.id);
  const described = [`${field.id}-error`, ...(field.description ? [`${field.id}-description`] : [])].join(' ');
  const invalid = error === undefined ? '' : ' aria-invalid="true"';
  const errorText = `<p class="field-error" id="${id}-error"${flag('hidden', error === undefined)}>${escapeHtml(error ?? '')}</p>`;
  const description = field.description ? `<p class="field-description" id="${id}-description">${escapeHtml(field.description)}</p>` : '';
  const item = (tag: 'div' | 'fieldset', inner: string, extra = ''): string =>
    `<${tag} class="form-item field-${field.type}${error === undefined ? '' : ' error'}" id="${id}-field" data-field-id="${id}" data-field-type="${field.type}"${extra}>${inner}</${tag}>`;
  const group = (inner: string): string => item('fieldset', `${errorText}<legend>${labelText(field)}</legend>${description}${inner}`, attr('aria-describedby', described));

  switch (field.type) {
    case 'hidden':
      return `<input type="hidden" name="${id}"${attr('value', field.value ?? '')} data-field-type="hidden" data-field-id="${id}"${attr('data-query-key', field.key ?? field.id)}>`;
    case 'section':
      return item('div', `<h2 class="section-title">${escapeHtml(field.title)}</h2>${description}${field.underline ? '<hr>' : ''}`);
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone': {
      const parts = partsOf(field);
      // A phone without its country part is sent with an empty one first (shape.ts): its inputs are the last ones.
      const values = listOf(value);
      const offset = Math.max(0, values.length - parts.length);
      const inputs = parts
        .map((part, index) => {
          const partId = `${field.id}-${index}`;
          return (
            `<div class="field-part"><label for="${escapeHtml(partId)}">${escapeHtml(part)}</label>` +
            `<input id="${escapeHtml(partId)}" name="${id}" type="text" maxlength="${FIELD_PART_MAX_LENGTH}"${attr('aria-describedby', described)}${invalid}${attr('value', values[offset + index] || undefined)}></div>`
          );
        })
        .join('');
      return group(`<div class="field-parts">${inputs}</div>`);
    }
    case 'radio':
    case 'checkbox': {
      const chosen = listOf(value);
      const options = (field.options ?? [])
        .map((option, index) => {
          const optionId = `${field.id}-${index}`;
          return (
            `<div class="option"><input id="${escapeHtml(optionId)}" name="${id}" type="${field.type}"${attr('value', option)}${invalid}${flag('checked', chosen.includes(option))}>` +
            `<label for="${escapeHtml(optionId)}">${escapeHtml(option)}</label></div>`
          );
        })
        .join('');
      return group(options);
    }
    case 'likert': {
      const answers = value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};
      const statements = (field.options ?? [])
        .map((statement, index) => {
          const name = likertName(field.id, index);
          const radios = LIKERT_SCALE.map((answer, step) => {
            const radioId = `${name}-${step}`;
            return (
              `<div class="option"><input id="${escapeHtml(radioId)}" name="${escapeHtml(name)}" type="radio" value="${answer}"${invalid}${flag('checked', answers[statement] === answer)}>` +
              `<label for="${escapeHtml(radioId)}">${escapeHtml(LIKERT_LABELS[step]!)}</label></div>`
            );
          }).join('');
          return `<fieldset class="likert-statement"><legend>${escapeHtml(statement)}</legend><div class="likert-answers">${radios}</div></fieldset>`;
        })
        .join('');
      return group(statements);
    }
    case 'select': {
      const chosen = textOf(value);
      const empty = field.required ? '' : '<option value=""></option>';
      const options = (field.options ?? []).map((option) => `<option${attr('value', option)}${flag('selected', chosen === option)}>${escapeHtml(option)}</option>`).join('');
      const select = `<select id="${id}" name="${id}"${attr('aria-describedby', described)}${invalid}>${empty}${options}</select>`;
      return item('div', `${errorText}<label for="${id}">${labelText(field)}</label>${description}${select}`);
    }
    default:
      return item('div', `${errorText}<label for="${id}">${labelText(field)}</label>${description}${fieldInput(field, value, described, invalid)}`);
  }
}

/** The form markup inside a block's wrapper (docs/forms.md "The markup"). */
export function renderFormMarkup(form: FormDefinition, context: FormRenderContext): string {
  const state = context.state ?? {};
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const fieldsMarked = Object.keys(errors).length > 0;
  const failed = !state.submitted && (state.message !== undefined || fieldsMarked);
  // The block's own rule, so that the page without JavaScript says what the block says.
  const [above, below] = failed ? formErrorLines(state.message ?? formStrings.fieldsInvalid, fieldsMarked, form.newsletter === true) : ['', ''];
  const items = form.fields.map((field) => renderField(field, values[field.id], errors[field.id])).join('');
  const captcha = form.captcha ? '<div class="form-captcha" data-captcha></div>' : '';
  // Issue 29: the trap field, off-screen and out of the tab order and the accessibility tree, so only a bot fills it.
  const trapId = escapeHtml(`form-${form.id}-${HONEYPOT_FIELD}`);
  const trap =
    `<div class="form-trap" aria-hidden="true"><label for="${trapId}">${escapeHtml(formSpamStrings.trapLabel)}</label>` +
    `<input id="${trapId}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off"></div>`;
  const submission = state.submitted ? (form.submissionHtml ?? escapeHtml(form.submissionMessage ?? '')) : '';
  return (
    `<div class="form-wrapper">` +
    `<p class="form-error form-error-above" role="alert"${flag('hidden', above === '')}>${escapeHtml(above)}</p>` +
    `<form class="form" id="form-${escapeHtml(form.id)}" method="post" action="${FORM_ACTION}" novalidate${flag('hidden', state.submitted === true)}>` +
    `<input type="hidden" name="formId"${attr('value', form.id)}>` +
    `<input type="hidden" name="crumb"${attr('value', context.crumb)}>` +
    `<input type="hidden" name="pagePath"${attr('value', context.pagePath)}>` +
    items +
    trap +
    captcha +
    `<div class="form-button-wrapper"><button type="submit" class="form-submit">${escapeHtml(form.submitButtonText)}</button></div>` +
    `<p class="form-error form-error-below"${flag('hidden', below === '')}>${escapeHtml(below)}</p>` +
    `</form>` +
    `<div class="form-submission" role="status"${flag('hidden', !state.submitted)}>${submission}</div>` +
    `</div>`
  );
}

/** A form block (9), or a newsletter block (51) when the definition is a newsletter's. */
export function renderForm(block: FormBlock, context: FormRenderContext): string {
  const newsletter = block.form.newsletter === true;
  return blockWrapper(newsletter ? BlockType.NEWSLETTER : BlockType.FORM, block.id, newsletter ? 'newsletter-block' : 'form-block', renderFormMarkup(block.form, context), {
    json: block.form,
    animation: block.animation,
  });
}
