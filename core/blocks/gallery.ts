// The gallery block (type 8): its data, checked once; a gallery for each .gallery inside (the
// thumbnail strip is the second, linked to the first); rebuilt when a re-render attribute changes.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { blockData, readOptions } from '../gallery/data.ts';
import { createGallery, RERENDER_ATTRIBUTES, type Gallery } from '../gallery/gallery.ts';

// A re-render attribute (data-v-size) sets the block data field it names (vSize).
const camel = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const value = (text: string): unknown => (text === 'true' ? true : text === 'false' ? false : text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

function overrides(element: HTMLElement): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const name of RERENDER_ATTRIBUTES) {
    const text = element.getAttribute(`data-${name}`);
    if (text !== null) found[name.startsWith('autoplay') ? name : camel(name)] = value(text);
  }
  return found;
}

export function init(root: HTMLElement, deps: BlockDeps): BlockInstance {
  const data = blockData(root, deps.data);
  if (!data) return { destroy() {} };
  const containers = [...root.querySelectorAll<HTMLElement>('.gallery')];
  // media.md 8: a gallery with a missing container throws.
  if (containers.length === 0) throw new Error('[Gallery] The gallery block has no .gallery container.');
  let galleries: Promise<Gallery>[] = [];
  const build = (): void => {
    galleries = containers.map((container) =>
      createGallery(
        container,
        container.classList.contains('gallery-thumbnails')
          ? readOptions({ design: 'strip', 'active-alignment': 'center', keyboard: false })
          : readOptions({ ...data, ...overrides(container) }),
        deps,
      ),
    );
    for (const gallery of galleries) gallery.catch((error: unknown) => console.error(error));
  };
  const teardown = (): void => {
    for (const gallery of galleries) void gallery.then((g) => g.destroy(), () => {});
  };
  // Unknown designs and transitions throw here, so boot marks the block failed.
  readOptions({ ...data, ...overrides(containers[0]!) });
  build();
  const rerender = (): void => {
    teardown();
    build();
  };
  root.addEventListener('galleryRerender', rerender);
  return {
    destroy() {
      root.removeEventListener('galleryRerender', rerender);
      teardown();
    },
    // Ready once every gallery has its design and listeners.
    ready: Promise.all(galleries),
  };
}
