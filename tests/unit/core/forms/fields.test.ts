// core/forms/fields.ts: the check of a form definition read from block JSON (issue 22, found by
// fuzzing): every property the values and the checks read has its type, or the block leaves the
// form as the server sent it.
import { describe, expect, it } from 'vitest';
import { isFormDefinition, isFormField } from '../../../../core/forms/fields.ts';
import { contactForm, forms } from '../../../../site/forms.ts';

describe('isFormDefinition', () => {
  it.each(forms.map((form) => [form.id, form] as const))('the demo form %s, through JSON, is one', (_id, form) => {
    expect(isFormDefinition(JSON.parse(JSON.stringify(form)))).toBe(true);
  });

  it('absent texts may be null, as JSON writes them', () => {
    expect(isFormDefinition({ id: 'f', fields: [{ id: 'a', type: 'text', title: null, options: null, maxLength: null }], successRedirect: null, submissionHtml: null })).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a list', []],
    ['no id', { fields: [] }],
    ['no fields', { id: 'f' }],
    ['fields that are not a list', { id: 'f', fields: {} }],
    ['a submit text that is not text', { id: 'f', fields: [], submitButtonText: 5 }],
    ['a success redirect that is not text', { id: 'f', fields: [], successRedirect: {} }],
    ['a submission message that is not text', { id: 'f', fields: [], submissionMessage: ['x'] }],
    ['a malformed item', { ...contactForm, fields: [...contactForm.fields, { id: 'x', type: 'text', title: { toString: 0 } }] }],
  ])('%s is not one', (_what, value) => {
    expect(isFormDefinition(value)).toBe(false);
  });
});

describe('isFormField', () => {
  it.each([
    ['null', null],
    ['text', 'name'],
    ['no id', { type: 'text', title: 'A' }],
    ['an id that is not text', { id: 1, type: 'text', title: 'A' }],
    ['no type', { id: 'a', title: 'A' }],
    ['a title that is an object', { id: 'a', type: 'text', title: { toString: 0 } }],
    ['a query key that is not text', { id: 'a', type: 'hidden', title: '', key: {} }],
    ['a value that is not text', { id: 'a', type: 'hidden', title: '', value: 5 }],
    ['options that are text', { id: 'a', type: 'radio', title: 'A', options: 'ab' }],
    ['options holding other than text', { id: 'a', type: 'radio', title: 'A', options: ['a', null] }],
    ['a maxLength that is not a number', { id: 'a', type: 'textarea', title: 'A', maxLength: '20' }],
  ])('%s is not one', (_what, value) => {
    expect(isFormField(value)).toBe(false);
  });
});
