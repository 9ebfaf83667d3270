// @vitest-environment happy-dom
// The member area's pricing toggle over the server's own markup: a left and a
// right button swap the visible prices and join buttons; the option already selected does nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from '../../../../core/blocks/pricing-toggle.ts';
import { renderMemberArea } from '../../../../server/render/blocks/member-area.ts';
import { blocksPage } from '../../../../site/blocks-page.ts';
import type { MemberAreaBlock } from '../../../../site/model.ts';
import { blockDeps, immediateScheduler } from '../../../fixtures/dom.ts';

const club = blocksPage.blocks.find((block): block is MemberAreaBlock => block.kind === 'member-area')!;
let started: { destroy(): void } | undefined;

function open(scheduler = immediateScheduler) {
  document.body.innerHTML = renderMemberArea(club);
  started = init(document.querySelector<HTMLElement>('[data-block-type="67"]')!, blockDeps({ scheduler }));
}
const option = (key: string) => document.querySelector<HTMLButtonElement>(`.pricing-option[data-pricing="${key}"]`)!;
const pressed = () => ['monthly', 'yearly'].map((key) => option(key).getAttribute('aria-pressed'));
const visible = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].filter((part) => !part.closest('[hidden]')).map((part) => part.textContent);

afterEach(() => started?.destroy());

describe('the pricing toggle', () => {
  it('starts on the left option: its prices and join buttons show', () => {
    open();
    expect(pressed()).toEqual(['true', 'false']);
    expect(visible('.pricing-price')).toEqual(['Monthly: $4 a month', 'Monthly: $25 a month']);
    expect(visible('.pricing-join').map((text) => text?.startsWith('Join'))).toEqual([true, true]);
  });

  it('the right option swaps the prices and the join buttons', () => {
    open();
    option('yearly').click();
    expect(pressed()).toEqual(['false', 'true']);
    expect(visible('.pricing-price')).toEqual(['Yearly: $40 a year', 'Yearly: $250 a year']);
    expect([...document.querySelectorAll('.pricing-join')].filter((join) => !join.closest('[hidden]')).map((join) => join.getAttribute('href'))).toEqual([
      '/forms?plan=reader-yearly',
      '/forms?plan=collector-yearly',
    ]);
    option('monthly').click();
    expect(visible('.pricing-price')).toEqual(['Monthly: $4 a month', 'Monthly: $25 a month']);
  });

  it('the option already selected does nothing', () => {
    const write = vi.fn((task: () => void) => task());
    open({ ...immediateScheduler, write });
    write.mockClear();
    option('monthly').click();
    expect(write).not.toHaveBeenCalled();
    expect(pressed()).toEqual(['true', 'false']);
  });
});
