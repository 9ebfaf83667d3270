// Each rule and its message.
import { describe, expect, it } from 'vitest';
import { formStrings } from '../../../../core/catalog/strings/form.ts';
import type { FormField } from '../../../../core/forms/fields.ts';
import { emailMessage, fieldError, validateForm } from '../../../../core/forms/validate.ts';
import { EMAIL_EXAMPLE } from '../../../../core/forms/email-message.ts';

const field = (type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({ id: 'f', type, title: 'Title', ...extra });

describe('fieldError', () => {
  it("required and empty: '{title} (required)'; optional and empty: valid", () => {
    expect(fieldError(field('text', { required: true }), '  ')).toBe('Title (required)');
    expect(fieldError(field('address', { required: true }), ['', ''])).toBe('Title (required)');
    expect(fieldError(field('likert', { required: true, options: ['Q'] }), {})).toBe('Title (required)');
    expect(fieldError(field('text'), '')).toBeNull();
    expect(fieldError(field('email'), '')).toBeNull();
  });

  it('textarea: within the maximum valid, over it the character-limit message; no or zero maximum, no limit', () => {
    expect(fieldError(field('textarea', { maxLength: 5 }), '12345')).toBeNull();
    expect(fieldError(field('textarea', { maxLength: 5 }), '123456')).toBe(formStrings.characterLimitExceeded);
    expect(fieldError(field('textarea', { maxLength: 0 }), 'x'.repeat(999))).toBeNull();
    expect(fieldError(field('textarea'), 'x'.repeat(999))).toBeNull();
  });

  it.each([
    ['ann@example.com', true],
    ['a@b.co', true],
    ['ann@example.museum', false],
    ['ann@example', false],
    ['ann example@x.com', false],
    [`${'a'.repeat(250)}@x.com`, true], // 256 characters, the most
    [`${'a'.repeat(251)}@x.com`, false],
  ])('email %s valid: %s', (address, valid) => {
    expect(fieldError(field('email'), address)).toBe(valid ? null : emailMessage());
  });

  it("the email message names the example address in the spec's words", () => {
    expect(emailMessage()).toBe(`Email is not valid. Email addresses should follow the format ${EMAIL_EXAMPLE}.`);
  });

  it.each([
    ['12', true],
    ['-1.5', true],
    ['3,25', true],
    ['abc', false],
    ['1e5', false],
  ])('number %s valid: %s', (text, valid) => {
    expect(fieldError(field('number'), text)).toBe(valid ? null : 'Title must be a number.');
    expect(fieldError(field('currency'), text)).toBe(valid ? null : 'Title must be a number.');
  });

  it('radio, select and checkbox: only their options', () => {
    const options = ['Yes', 'No'];
    expect(fieldError(field('radio', { options }), 'Yes')).toBeNull();
    expect(fieldError(field('select', { options }), 'Maybe')).toBe('Maybe is not one of the expected options');
    expect(fieldError(field('checkbox', { options }), ['Yes', 'Other'])).toBe('Other is not one of the expected options');
  });

  it('likert: known statements and answers on the -2..2 scale only', () => {
    const likert = field('likert', { options: ['Q'] });
    expect(fieldError(likert, { Q: '-2' })).toBeNull();
    expect(fieldError(likert, { Q: '3' })).toBe('3 is not one of the expected options');
    expect(fieldError(likert, { Other: '1' })).toBe('1 is not one of the expected options');
  });

  it('section and hidden are never in error', () => {
    expect(fieldError(field('section', { required: true }), undefined)).toBeNull();
    expect(fieldError(field('hidden', { required: true }), '')).toBeNull();
  });
});

describe('validateForm', () => {
  it('each invalid field by id; an empty map when the form may be sent', () => {
    const fields: FormField[] = [
      { id: 'name', type: 'text', title: 'Name', required: true },
      { id: 'email', type: 'email', title: 'Email' },
      { id: 'ok', type: 'text', title: 'Ok' },
    ];
    expect(validateForm(fields, { name: '', email: 'nope', ok: 'x' })).toEqual({ name: 'Name (required)', email: emailMessage() });
    expect(validateForm(fields, { name: 'Ann', email: '', ok: '' })).toEqual({});
  });
});
