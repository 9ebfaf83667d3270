// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { counterText, isOverLimit, parseMaxLength } from '../../../../core/forms/counter.ts';
import { start } from '../../../../core/forms/textarea-counter.ts';
import { immediateScheduler, noOverlays } from '../../../fixtures/dom.ts';

describe('parseMaxLength: an invalid or zero maximum disables the counter', () => {
  it.each([
    ['200', 200],
    [' 5 ', 5],
    ['0', null],
    ['-3', null],
    ['2.5', null],
    ['lots', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (value, max) => {
    expect(parseMaxLength(value)).toBe(max);
  });
});

describe('the counter text and the error', () => {
  it.each([
    [0, 10, '0 / 10', false],
    [10, 10, '10 / 10', false],
    [11, 10, '11 / 10', true],
  ])('%d of %d -> %s, over: %s', (length, max, text, over) => {
    expect(counterText(length, max)).toBe(text);
    expect(isOverLimit(length, max)).toBe(over);
  });
});

describe('textarea counters on the page', () => {
  const page = () => {
    document.body.innerHTML = `
      <div class="form-item" id="a-field"><textarea id="a" data-max-length="5"></textarea></div>
      <div class="form-item" id="b-field"><textarea id="b" data-max-length="0"></textarea></div>
      <div class="form-item" id="c-field"><textarea id="c" data-max-length="many"></textarea></div>`;
    return start({ document, window, scheduler: immediateScheduler, page: { animate: true, editMode: false, mobile: false }, overlays: noOverlays });
  };
  const type = (id: string, value: string) => {
    const area = document.getElementById(id) as HTMLTextAreaElement;
    area.value = value;
    area.dispatchEvent(new Event('input'));
  };

  it('shows current / max, and marks the field as an error while over the maximum', () => {
    const counters = page();
    const counter = document.querySelector('#a-field .textarea-counter')!;
    expect(counter.textContent).toBe('0 / 5');
    type('a', 'hello');
    expect(counter.textContent).toBe('5 / 5');
    expect(document.getElementById('a-field')!.classList.contains('error')).toBe(false);
    type('a', 'hello!');
    expect(counter.textContent).toBe('6 / 5');
    expect(document.getElementById('a-field')!.classList.contains('error')).toBe(true);
    expect(document.getElementById('a')!.getAttribute('aria-invalid')).toBe('true');
    type('a', 'hi');
    expect(document.getElementById('a-field')!.classList.contains('error')).toBe(false);
    expect(document.getElementById('a')!.hasAttribute('aria-invalid')).toBe(false);
    counters.destroy();
    expect(document.querySelector('.textarea-counter')).toBeNull();
  });

  it('an invalid or zero maximum gets no counter', () => {
    page();
    expect(document.querySelector('#b-field .textarea-counter')).toBeNull();
    expect(document.querySelector('#c-field .textarea-counter')).toBeNull();
  });
});
