// The gallery block (type 8): its data, checked once; a gallery for each .gallery inside (the
// thumbnail strip is the second, linked to the first); rebuilt when a re-render attribute changes.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { blockData, readOptions, thumbnailOptions } from '../gallery/data.ts';
import { createGallery, RERENDER_ATTRIBUTES, type Gallery } from '../gallery/gallery.ts';

// A re-render attribute (data-v-size) sets the block data field it names (vSize).
const value = (text: string): unknown => (text === 'true' ? true : text === 'false' ? false : text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

function overrides(element: HTMLElement): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(RERENDER_ATTRIBUTES)) {
    const text = element.getAttribute(`data-${name}`);
    if (text !== null) found[field] = value(text);
  }
  return found;
}

export function init(root: HTMLElement, deps: BlockDeps): BlockInstance {
  const data = blockData(root, deps.data);
  if (!data) return { destroy() {} };
  const containers = [...root.querySelectorAll<HTMLElement>('.gallery')];
  // A gallery with a missing container throws.
  if (containers.length === 0) throw new Error('[Gallery] The gallery block has no .gallery container.');
  let galleries: Promise<Gallery>[] = [];
  // The thumbnail strip takes the strip settings of the slideshow it belongs to.
  const main = containers.find((container) => !container.classList.contains('gallery-thumbnails')) ?? containers[0]!;
  // Autoplay pauses under the pointer over the slideshow or its controls, its thumbnail strip among them.
  const optionsFor = (container: HTMLElement) =>
    container.classList.contains('gallery-thumbnails')
      ? thumbnailOptions({ ...data, ...overrides(main), ...overrides(container) })
      : { ...readOptions({ ...data, ...overrides(container) }), pauseOnMouseover: containers };
  // A re-render is given the slides the galleries showed: the visitor stays where they were.
  const build = (shown?: Promise<number>[]): void => {
    galleries = containers.map(async (container, i) => {
      const options = optionsFor(container);
      // Only a re-render draws the track again: its own chunk, off the first paint's path.
      if (shown) {
        options.currentIndex = await shown[i]!;
        (await import('../gallery/restyle.ts')).restyle(container, options, deps.scheduler);
      }
      return createGallery(container, options, deps);
    });
    for (const gallery of galleries) gallery.catch((error: unknown) => console.error(error));
  };
  const teardown = (): void => {
    for (const gallery of galleries)
      void gallery.then(
        (g) => g.destroy(),
        () => {},
      );
  };
  // Unknown designs and transitions throw here, so boot marks the block failed.
  readOptions({ ...data, ...overrides(main) });
  build();
  const rerender = (): void => {
    // Read before the teardown destroys them (promise callbacks run in the order they were added).
    const shown = galleries.map((gallery) =>
      gallery.then(
        (g) => g.index(),
        () => 0,
      ),
    );
    teardown();
    build(shown);
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
