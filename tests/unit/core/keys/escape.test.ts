// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { escapeStack } from '../../../../core/keys/escape.ts';

const press = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};
const escape = (target?: EventTarget) => press({ key: 'Escape' }, target);

const removers: (() => void)[] = [];
const register = (close: () => void = vi.fn()) => {
  removers.push(escapeStack(document).push(close));
  return close;
};

afterEach(() => {
  removers.splice(0).forEach((remove) => remove());
});

describe('escapeStack: Escape key (key code 27), 1. Close the topmost registered closable target.', () => {
  it('closes the topmost first, one a press', () => {
    const closed: string[] = [];
    register(() => closed.push('menu'));
    register(() => closed.push('lightbox'));
    register(() => closed.push('dialog'));
    expect(escapeStack(document).size()).toBe(3);

    escape();
    expect(closed).toEqual(['dialog']);
    escape();
    expect(closed).toEqual(['dialog', 'lightbox']);
    escape();
    expect(closed).toEqual(['dialog', 'lightbox', 'menu']);
    expect(escapeStack(document).size()).toBe(0);
    escape();
    expect(closed).toEqual(['dialog', 'lightbox', 'menu']);
  });

  it.each([
    ["key 'Escape'", { key: 'Escape' }],
    ['key code 27', { keyCode: 27 }],
    ["key 'Esc' with key code 27", { key: 'Esc', keyCode: 27 }],
  ])('%s closes and is prevented', (_name, init) => {
    const close = register();
    const event = press(init);
    expect(close).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    ['Enter', { key: 'Enter', keyCode: 13 }],
    ['Space', { key: ' ', keyCode: 32 }],
    ['left', { key: 'ArrowLeft', keyCode: 37 }],
    ["'Esc' without key code 27", { key: 'Esc' }],
  ])('%s closes nothing and is not prevented', (_name, init) => {
    const close = register();
    const event = press(init);
    expect(close).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    expect(escapeStack(document).size()).toBe(1);
  });

  it('with no closables, Escape is not prevented and goes on to the other rules', () => {
    const later = vi.fn();
    window.addEventListener('keydown', later);
    const event = escape();
    window.removeEventListener('keydown', later);
    expect(escapeStack(document).size()).toBe(0);
    expect(event.defaultPrevented).toBe(false);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a press that closes stops there: the later rules do not see it', () => {
    register();
    const later = vi.fn();
    window.addEventListener('keydown', later);
    escape();
    window.removeEventListener('keydown', later);
    expect(later).not.toHaveBeenCalled();
  });

  it('hears Escape from inside the page and on the document itself', () => {
    document.body.innerHTML = '<div><input id="field"></div>';
    const inner = register();
    escape(document.getElementById('field')!);
    expect(inner).toHaveBeenCalledTimes(1);
    const outer = register();
    escape(document);
    expect(outer).toHaveBeenCalledTimes(1);
  });
});

describe('removal', () => {
  it('a removed closable is skipped, wherever it sits', () => {
    const bottom = register();
    const middle = vi.fn();
    const removeMiddle = escapeStack(document).push(middle);
    const top = register();
    removeMiddle();
    expect(escapeStack(document).size()).toBe(2);
    escape();
    escape();
    escape();
    expect(top).toHaveBeenCalledTimes(1);
    expect(bottom).toHaveBeenCalledTimes(1);
    expect(middle).not.toHaveBeenCalled();
  });

  it('removing twice, or after Escape closed it, changes nothing', () => {
    const bottom = register();
    const top = vi.fn();
    const removeTop = escapeStack(document).push(top);
    escape();
    expect(top).toHaveBeenCalledTimes(1);
    removeTop();
    removeTop();
    expect(escapeStack(document).size()).toBe(1);
    escape();
    expect(bottom).toHaveBeenCalledTimes(1);
  });

  it('a close that removes itself leaves the rest in place', () => {
    const bottom = register();
    let removeSelf = () => {};
    const self = vi.fn(() => removeSelf());
    removeSelf = escapeStack(document).push(self);
    escape();
    expect(self).toHaveBeenCalledTimes(1);
    expect(escapeStack(document).size()).toBe(1);
    escape();
    expect(bottom).toHaveBeenCalledTimes(1);
  });

  it('one function pushed twice is removed once, from the top', () => {
    const close = vi.fn();
    const removeFirst = escapeStack(document).push(close);
    const removeSecond = escapeStack(document).push(close);
    removeSecond();
    expect(escapeStack(document).size()).toBe(1);
    escape();
    expect(close).toHaveBeenCalledTimes(1);
    removeFirst();
    expect(escapeStack(document).size()).toBe(0);
  });
});

describe('one stack a document', () => {
  it('the same document gives the same stack, and one press closes one', () => {
    expect(escapeStack(document)).toBe(escapeStack(document));
    const close = register();
    escapeStack(document);
    escapeStack(document);
    escape();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('another document has its own stack', () => {
    const other = document.implementation.createHTMLDocument('frame');
    const stack = escapeStack(other);
    expect(stack).not.toBe(escapeStack(document));
    const here = register();
    const there = vi.fn();
    const remove = stack.push(there);
    expect(stack.size()).toBe(1);
    expect(escapeStack(document).size()).toBe(1);

    escape(other);
    expect(there).toHaveBeenCalledTimes(1);
    expect(here).not.toHaveBeenCalled();
    escape();
    expect(here).toHaveBeenCalledTimes(1);
    remove();
  });
});
