// The registry's second level: block kinds the runtime entry names with one shared loader (a few
// bytes each there), each still its own chunk, fetched through this small one. For kinds that are
// not on a page's first screen as a rule; the registry's own lines stay for the rest.
import type { BlockDeps, BlockInstance, BlockModule } from '../block.ts';
import { format } from '../catalog/strings.ts';
import { kindsStrings } from '../catalog/strings/kinds.ts';

export const KINDS: Readonly<Record<number, () => Promise<BlockModule>>> = {
  33: () => import('./menu.ts'), // menu with tabs (docs/block-types.md)
  34: () => import('./reservation.ts'), // the OpenTable block (docs/block-types.md)
  67: () => import('./pricing-toggle.ts'), // member area: the pricing toggle
  68: () => import('./reservation.ts'), // the Tock block
};

export function init(element: HTMLElement, deps: BlockDeps): BlockInstance {
  const type = element.getAttribute('data-block-type') ?? '';
  const load = KINDS[Number(type)];
  let started: BlockInstance | undefined;
  let destroyed = false;
  const ready = (load ? load() : Promise.reject(new Error(format(kindsStrings.kindUnknown, { type, id: element.id || '(no id)' })))).then((module) => {
    if (destroyed) return;
    started = module.init(element, deps);
    return started.ready;
  });
  return {
    destroy() {
      destroyed = true;
      started?.destroy();
    },
    ready,
  };
}
