// @vitest-environment happy-dom
// The registry's second level: one loader in the runtime entry for the kinds it names, each started
// through its own chunk; an unnamed kind fails its start (boot's guard then logs it).
import { describe, expect, it } from 'vitest';
import { init, KINDS } from '../../../../core/blocks/kinds.ts';
import { blockRegistry } from '../../../../core/blocks/registry.ts';
import { renderMenu } from '../../../../server/render/blocks/menu.ts';
import { blocksPage } from '../../../../site/blocks-page.ts';
import type { MenuBlock } from '../../../../site/model.ts';
import { blockDeps } from '../../../fixtures/dom.ts';

describe('the second level', () => {
  it('every kind it names is in the registry, through the one loader', () => {
    const loaders = Object.keys(KINDS).map((type) => blockRegistry[Number(type)]);
    expect(loaders.every((load) => load === loaders[0] && typeof load === 'function')).toBe(true);
  });

  it("starts the block's own module and is ready when it is", async () => {
    document.body.innerHTML = renderMenu(blocksPage.blocks.find((block): block is MenuBlock => block.kind === 'menu')!);
    const element = document.querySelector<HTMLElement>('[data-block-type="33"]')!;
    const started = init(element, blockDeps());
    await started.ready;
    element.querySelectorAll<HTMLElement>('[role="tab"]')[1]!.click();
    expect(element.querySelectorAll('[role="tab"]')[1]!.getAttribute('aria-selected')).toBe('true');
    started.destroy();
  });

  it('a kind it does not name fails its start', async () => {
    document.body.innerHTML = '<div class="block" id="block-x" data-block-type="99"></div>';
    await expect(init(document.querySelector<HTMLElement>('#block-x')!, blockDeps()).ready).rejects.toThrow('99');
  });
});
