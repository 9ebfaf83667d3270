// One row per type.
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../../core/forms/fields.ts';
import { isEmptyValue, shapeForm, shapeValue, summaryText } from '../../../../core/forms/shape.ts';

const inputs = (values: Record<string, string[]>) => (name: string) => values[name] ?? [];
const noQuery = new URLSearchParams();
const field = (type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({ id: 'f', type, title: 'T', ...extra });

describe('shapeValue: the value each type sends', () => {
  it.each(['address', 'date', 'name', 'time'] as const)('%s: the list of its inputs, in order, blanks kept', (type) => {
    expect(shapeValue(field(type), inputs({ f: ['a', '', 'c'] }), noQuery)).toEqual(['a', '', 'c']);
  });

  it('phone with 4 parts: the list as it is', () => {
    expect(shapeValue(field('phone'), inputs({ f: ['44', '20', '7946', '0000'] }), noQuery)).toEqual(['44', '20', '7946', '0000']);
  });

  it("phone with 3 parts (no country code): '' prepended", () => {
    expect(shapeValue(field('phone'), inputs({ f: ['555', '123', '4567'] }), noQuery)).toEqual(['', '555', '123', '4567']);
  });

  it('checkbox: the checked values; none checked is an empty list', () => {
    expect(shapeValue(field('checkbox'), inputs({ f: ['Red', 'Blue'] }), noQuery)).toEqual(['Red', 'Blue']);
    expect(shapeValue(field('checkbox'), inputs({}), noQuery)).toEqual([]);
  });

  it.each(['radio', 'select'] as const)("%s: the one value, '' when none", (type) => {
    expect(shapeValue(field(type), inputs({ f: ['Yes'] }), noQuery)).toBe('Yes');
    expect(shapeValue(field(type), inputs({}), noQuery)).toBe('');
  });

  it('likert: an object keyed by statement, holding only the answered ones', () => {
    const likert = field('likert', { options: ['Fast', 'Kind', 'Cheap'] });
    expect(shapeValue(likert, inputs({ 'f-0': ['2'], 'f-2': ['-1'] }), noQuery)).toEqual({ Fast: '2', Cheap: '-1' });
  });

  it('hidden: the query parameter named by its key, else its default, else empty', () => {
    const hidden = field('hidden', { key: 'utm', value: 'none' });
    expect(shapeValue(hidden, inputs({ f: ['typed'] }), new URLSearchParams('utm=mail'))).toBe('mail');
    expect(shapeValue(hidden, inputs({ f: ['typed'] }), noQuery)).toBe('none');
    expect(shapeValue(field('hidden'), inputs({}), new URLSearchParams('f=by-id'))).toBe('by-id');
    expect(shapeValue(field('hidden'), inputs({}), noQuery)).toBe('');
  });

  it('section: skipped', () => {
    expect(shapeValue(field('section'), inputs({ f: ['x'] }), noQuery)).toBeUndefined();
  });

  it.each(['text', 'textarea', 'email', 'number', 'website', 'currency', 'password', 'twitter'] as const)("%s: the single input's value", (type) => {
    expect(shapeValue(field(type), inputs({ f: ['v', 'second'] }), noQuery)).toBe('v');
    expect(shapeValue(field(type), inputs({}), noQuery)).toBe('');
  });
});

describe('shapeForm: each field by id, sections left out', () => {
  it('keys by field id and skips sections', () => {
    const fields: FormField[] = [
      { id: 'a', type: 'text', title: 'A' },
      { id: 's', type: 'section', title: 'Part 2' },
      { id: 'b', type: 'checkbox', title: 'B', options: ['x'] },
    ];
    expect(shapeForm(fields, inputs({ a: ['1'], b: ['x'], s: ['?'] }), noQuery)).toEqual({ a: '1', b: ['x'] });
  });
});

describe('isEmptyValue and summaryText (N/A for an empty value)', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['  ', true],
    ['x', false],
    [['', ' '], true],
    [['', 'a'], false],
    [{}, true],
    [{ Q: '0' }, false],
  ])('%j empty: %s', (value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
  });

  it('N/A for empty, lists joined, likert answers in words', () => {
    expect(summaryText('', 'N/A')).toBe('N/A');
    expect(summaryText(['a', '', 'c'], 'N/A')).toBe('a, c');
    expect(summaryText({ Fast: '2', Kind: '-2' }, 'N/A')).toBe('Fast: Strongly Agree; Kind: Strongly Disagree');
  });
});
