// @vitest-environment happy-dom
// The registry's second level: every type the runtime entry's registry does not name comes here; each
// kind it names starts through its own chunk, a kind with no runtime fetches nothing, an unknown kind is
// said once, at debug level.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KINDS, load } from '../../../../core/blocks/kinds.ts';
import { blockRegistry } from '../../../../core/blocks/registry.ts';
import { format } from '../../../../core/catalog/strings.ts';
import { kindsStrings } from '../../../../core/catalog/strings/kinds.ts';
import { renderMenu } from '../../../../server/render/blocks/menu.ts';
import { blocksPage } from '../../../../site/blocks-page.ts';
import type { MenuBlock } from '../../../../site/model.ts';
import { blockDeps } from '../../../fixtures/dom.ts';

afterEach(() => vi.restoreAllMocks());

describe('the second level', () => {
  it('names no kind the registry names (the registry would win, and the line here would be dead)', () => {
    expect(Object.keys(KINDS).filter((type) => Object.hasOwn(blockRegistry, type))).toEqual([]);
  });

  it("starts the block's own module", async () => {
    document.body.innerHTML = renderMenu(blocksPage.blocks.find((block): block is MenuBlock => block.kind === 'menu')!);
    const element = document.querySelector<HTMLElement>('[data-block-type="33"]')!;
    const module = await load(33, element.id);
    const started = module!.init(element, blockDeps());
    await started.ready;
    element.querySelectorAll<HTMLElement>('[role="tab"]')[1]!.click();
    expect(element.querySelectorAll('[role="tab"]')[1]!.getAttribute('aria-selected')).toBe('true');
    started.destroy();
  });

  it('a kind with no runtime is null, and says nothing', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const none = Object.entries(KINDS).find(([, loader]) => loader === null);
    if (none) expect(await load(Number(none[0]), 'x')).toBeNull();
    expect(debug).not.toHaveBeenCalled();
  });

  it('a kind nobody knows is null, said once a type at debug level', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(await load(991, 'a')).toBeNull();
    expect(await load(991, 'b')).toBeNull();
    expect(await load(992, 'c')).toBeNull();
    expect(debug.mock.calls.map((call) => call[0])).toEqual([format(kindsStrings.kindUnknown, { type: 991, id: 'a' }), format(kindsStrings.kindUnknown, { type: 992, id: 'c' })]);
  });
});
