// The registry's second level: every block type the runtime entry's registry does not name comes here
// (boot's `otherKinds`), so a kind costs the entry nothing. Each kind with a runtime is still its own
// chunk, fetched through this small one; a kind with no runtime is null, and fetches nothing more. For
// kinds that are not on a page's first screen as a rule; the registry's own lines stay for the rest.
import type { BlockModule } from '../block.ts';
import { format } from '../catalog/strings.ts';
import { kindsStrings } from '../catalog/strings/kinds.ts';

export const KINDS: Readonly<Record<number, (() => Promise<BlockModule>) | null>> = {
  33: () => import('./menu.ts'), // menu with tabs (docs/block-types.md)
  34: () => import('./reservation.ts'), // the OpenTable block (docs/block-types.md)
  37: () => import('./search.ts'), // the search block: searches as the visitor types
  38: null, // audio: server markup (native players), no runtime
  39: null, // calendar: server markup, no runtime
  40: null, // tour dates: server markup, no runtime
  41: () => import('./follow.ts'), // the follow button: the platform's script over a link
  42: () => import('./comment-count.ts'), // the post list: the comment-count script fills its links
  55: () => import('./summary.ts'), // summary v2: an events summary's fresh rendering (GetWidgetRendering)
  67: () => import('./pricing-toggle.ts'), // member area: the pricing toggle
  68: () => import('./reservation.ts'), // the Tock block
};

const unknown = new Set<number>();

/** The module for `type`, or null: a kind with no runtime, or one nobody knows (said once a type, at debug level). */
export function load(type: number, id: string): Promise<BlockModule | null> {
  const loader = Object.hasOwn(KINDS, type) ? KINDS[type] : undefined;
  if (loader === undefined && !unknown.has(type)) {
    unknown.add(type);
    console.debug(format(kindsStrings.kindUnknown, { type, id: id || '(no id)' }));
  }
  return loader ? loader() : Promise.resolve(null);
}
