// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { containFocus, type FocusContainment } from '../../../../core/dom/focus.ts';

const tab = (shiftKey = false) => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));
const active = () => (document.activeElement as HTMLElement | null)?.id;

let trap: FocusContainment | undefined;

beforeEach(() => {
  document.body.innerHTML = `
    <button id="outside">Outside</button>
    <div id="dialog" role="dialog">
      <button id="first">First</button>
      <input id="field">
      <button id="disabled" disabled>Off</button>
      <a id="last" href="#x">Last</a>
    </div>
    <div id="empty"><p>No controls</p></div>`;
  document.getElementById('outside')!.focus();
});

afterEach(() => {
  trap?.release();
  trap = undefined;
});

describe('containFocus: exactly one of container or predicate', () => {
  it.each([
    ['neither', {}],
    ['both', { container: document.body, predicate: () => true }],
    ['a container that is not an element', { container: '#dialog' }],
    ['a predicate that is not a function', { predicate: 'button' }],
    ['nothing at all', undefined],
  ])('%s is an error', (_name, target) => {
    expect(() => containFocus(document, target as never)).toThrow(new TypeError('[Focus] Give exactly one of container or predicate.'));
  });

  it('moves focus inside, cycles Tab and Shift+Tab over what can take focus, and gives it back on release', () => {
    trap = containFocus(document, { container: document.getElementById('dialog')! });
    expect(active()).toBe('first');
    tab();
    expect(active()).toBe('field');
    tab();
    expect(active()).toBe('last');
    tab();
    expect(active()).toBe('first');
    tab(true);
    expect(active()).toBe('last');
    trap.release();
    trap = undefined;
    expect(active()).toBe('outside');
  });

  it('brings escaping focus back inside', () => {
    trap = containFocus(document, { container: document.getElementById('dialog')! });
    document.getElementById('outside')!.focus();
    expect(active()).toBe('first');
  });

  it('with a predicate, contains focus to the elements it accepts', () => {
    trap = containFocus(document, { predicate: (element) => element.id === 'first' || element.id === 'last' });
    expect(active()).toBe('first');
    tab();
    expect(active()).toBe('last');
    tab();
    expect(active()).toBe('first');
  });

  it('a container with nothing to focus takes focus itself', () => {
    trap = containFocus(document, { container: document.getElementById('empty')! });
    expect(active()).toBe('empty');
    expect(document.getElementById('empty')!.getAttribute('tabindex')).toBe('-1');
  });

  it('gives focus back to the trigger it was handed, not to what had focus when it began', () => {
    const trigger = document.getElementById('outside')!;
    document.getElementById('field')!.focus();
    trap = containFocus(document, { container: document.getElementById('dialog')! }, trigger);
    trap.release();
    trap = undefined;
    expect(active()).toBe('outside');
  });

  it('never gives focus back to an element of its own container (a Tab taken before it began)', () => {
    document.getElementById('first')!.focus();
    trap = containFocus(document, { container: document.getElementById('dialog')! });
    const focused = document.activeElement;
    trap.release();
    trap = undefined;
    expect(focused?.id).toBe('first');
    expect(document.getElementById('dialog')!.contains(document.activeElement)).toBe(true);
  });
});
