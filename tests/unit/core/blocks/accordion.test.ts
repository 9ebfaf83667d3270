// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init, ACCORDION_ANIMATION_MS } from '../../../../core/blocks/accordion.ts';
import { readPageFacts, type PageFacts } from '../../../../core/page.ts';
import { renderAccordion } from '../../../../server/render/blocks/accordion.ts';
import type { AccordionBlock } from '../../../../server/render/model.ts';
import { blockDeps, plainPage, setBody } from '../../../fixtures/dom.ts';

const block = (overrides: Partial<AccordionBlock> = {}): AccordionBlock => ({
  kind: 'accordion',
  id: 'faq',
  allowMultipleOpen: false,
  isExpandedFirstItem: false,
  items: [
    { title: 'One', descriptionHtml: '<p>First</p>' },
    { title: 'Two', descriptionHtml: '<p>Second</p>' },
    { title: 'Three', descriptionHtml: '<p>Third</p>' },
  ],
  ...overrides,
});

function mount(overrides: Partial<AccordionBlock> = {}, page: PageFacts = plainPage) {
  const data = block(overrides);
  setBody(renderAccordion(data));
  const root = document.getElementById('block-faq')!;
  const instance = init(root, blockDeps({ data: JSON.parse(root.getAttribute('data-block-json')!), page }));
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button')];
  const expanded = () => buttons.map((button) => button.getAttribute('aria-expanded') === 'true');
  const collapsed = () => buttons.map((button) => document.getElementById(button.getAttribute('aria-controls')!)!.hasAttribute('data-collapsed'));
  return { root, instance, buttons, expanded, collapsed };
}

let now = 0;
beforeEach(() => {
  now = 10_000;
  vi.spyOn(window.performance, 'now').mockImplementation(() => now);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.location.hash = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('accordion block', () => {
  it('links each button to its panel, the WAI-ARIA way', () => {
    const { buttons } = mount();
    for (const button of buttons) {
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
      expect(button.getAttribute('type')).toBe('button');
    }
  });

  it('toggles an item on click, and opening one closes the others', () => {
    const { buttons, expanded, collapsed } = mount();
    buttons[0]!.click();
    expect(expanded()).toEqual([true, false, false]);
    now += ACCORDION_ANIMATION_MS;
    buttons[1]!.click();
    expect(expanded()).toEqual([false, true, false]);
    vi.advanceTimersByTime(ACCORDION_ANIMATION_MS);
    expect(collapsed()).toEqual([true, false, true]);
    now += ACCORDION_ANIMATION_MS;
    buttons[1]!.click();
    vi.advanceTimersByTime(ACCORDION_ANIMATION_MS);
    expect(expanded()).toEqual([false, false, false]);
    expect(collapsed()).toEqual([true, true, true]);
  });

  it('keeps the others open when multiple open items are allowed', () => {
    const { buttons, expanded } = mount({ allowMultipleOpen: true });
    buttons[0]!.click();
    now += ACCORDION_ANIMATION_MS;
    buttons[2]!.click();
    expect(expanded()).toEqual([true, false, true]);
  });

  it('ignores clicks mid-animation (250 ms)', () => {
    const { buttons, expanded } = mount();
    buttons[0]!.click();
    now += ACCORDION_ANIMATION_MS - 1;
    buttons[1]!.click();
    expect(expanded()).toEqual([true, false, false]);
    now += 1;
    buttons[1]!.click();
    expect(expanded()).toEqual([false, true, false]);
  });

  it('starts with the first item expanded when flagged', () => {
    const { expanded, collapsed } = mount({ isExpandedFirstItem: true });
    expect(expanded()).toEqual([true, false, false]);
    expect(collapsed()).toEqual([false, true, true]);
  });

  it.each([
    ['#accordionItems/2', [false, false, true]],
    ['#accordionItemDescription', [true, false, false]],
    ['#somewhere-else', [false, false, false]],
  ])('applies the hash %s on start', (hash, expected) => {
    window.location.hash = hash;
    const { expanded } = mount({ isExpandedFirstItem: true });
    expect(expanded()).toEqual(expected);
  });

  it('follows hash changes, and stops after destroy', () => {
    const { instance, expanded } = mount();
    window.location.hash = '#accordionItems/1';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(expanded()).toEqual([false, true, false]);
    window.location.hash = '#elsewhere';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(expanded()).toEqual([false, false, false]);
    instance.destroy();
    window.location.hash = '#accordionItems/0';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(expanded()).toEqual([false, false, false]);
  });

  it('moves focus between headers with the arrow, Home and End keys', () => {
    const { buttons } = mount();
    buttons[0]!.focus();
    buttons[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(buttons[1]);
    buttons[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(document.activeElement).toBe(buttons[2]);
    buttons[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(buttons[0]);
    buttons[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    expect(document.activeElement).toBe(buttons[2]);
  });

  it('survives markup with no items, or a button whose panel is missing', () => {
    setBody('<div id="block-x" data-block-type="69"><button class="accordion-item__click-target" aria-controls="nowhere">?</button></div>');
    const root = document.getElementById('block-x')!;
    const instance = init(root, blockDeps());
    root.querySelector('button')!.click();
    instance.destroy();
  });
});

// Prefers-reduced-motion is treated like nomotion=true, and core/page.ts decides it once;
// the accordion takes that decision (deps.page), never matchMedia of its own.
describe('accordion block without motion (the page facts of core/page.ts)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each<[string, string, boolean, boolean]>([
    ['motion', '/', false, true],
    ['nomotion=false', '/?nomotion=false', false, true],
    ['nomotion=true', '/?nomotion=true', false, false],
    ['nomotion=true among others', '/?a=1&nomotion=true', false, false],
    ['prefers-reduced-motion', '/', true, false],
  ])('%s: animates %s', (_name, address, reduce, animates) => {
    window.history.replaceState(null, '', address);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    const { buttons, expanded, collapsed } = mount({}, readPageFacts(window));
    buttons[0]!.click();
    buttons[1]!.click();
    // With motion, the second click comes mid-animation and is ignored; without, it
    // applies at once and the closed panel collapses with no wait.
    expect(expanded()).toEqual(animates ? [true, false, false] : [false, true, false]);
    expect(collapsed()).toEqual(animates ? [false, true, true] : [true, false, true]);
  });
});
