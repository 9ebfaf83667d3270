// @vitest-environment happy-dom
// The menu block with tabs over the server's own markup: one tab selected at a
// time, the first by default; a click or the tabs pattern's keys select another, and only its panel shows.
import { afterEach, describe, expect, it } from 'vitest';
import { init } from '../../../../core/blocks/menu.ts';
import { renderMenu } from '../../../../server/render/blocks/menu.ts';
import { blocksPage } from '../../../../site/blocks-page.ts';
import type { MenuBlock } from '../../../../site/model.ts';
import { blockDeps } from '../../../fixtures/dom.ts';

const menu = blocksPage.blocks.find((block): block is MenuBlock => block.kind === 'menu')!;
let started: { destroy(): void } | undefined;

function open() {
  document.body.innerHTML = renderMenu(menu);
  started = init(document.querySelector<HTMLElement>('[data-block-type="33"]')!, blockDeps());
}
const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const selected = () => tabs().map((tab) => tab.getAttribute('aria-selected') === 'true');
const shown = () => [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].map((panel) => !panel.hidden);
const press = (index: number, key: string) => tabs()[index]!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

afterEach(() => started?.destroy());

describe('the menu block', () => {
  it('starts on the first tab, the only one in the tab order, with only its panel shown', () => {
    open();
    expect(selected()).toEqual([true, false, false]);
    expect(shown()).toEqual([true, false, false]);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('a click selects its tab and shows its panel alone', () => {
    open();
    tabs()[2]!.click();
    expect(selected()).toEqual([false, false, true]);
    expect(shown()).toEqual([false, false, true]);
  });

  it.each([
    ['ArrowRight', 0, [false, true, false]],
    ['ArrowLeft', 0, [false, false, true]],
    ['End', 0, [false, false, true]],
    ['Home', 2, [true, false, false]],
  ] as const)('%s from tab %i selects and focuses the next one', (key, from, expected) => {
    open();
    tabs()[from]!.click();
    press(from, key);
    expect(selected()).toEqual(expected);
    expect(shown()).toEqual(expected);
    expect(document.activeElement).toBe(tabs()[expected.indexOf(true)]);
  });

  it('other keys leave the tabs alone; destroyed, it listens no more', () => {
    open();
    press(0, 'Enter');
    expect(selected()).toEqual([true, false, false]);
    started!.destroy();
    tabs()[1]!.click();
    expect(selected()).toEqual([true, false, false]);
  });
});
