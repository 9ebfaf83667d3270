// The video block: the server renders the overlay (a thumbnail and a play button) and carries the
// embed in data-html; the video loader inserts it only when the visitor plays.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { videoStrings } from '../catalog/strings.ts';
import { createVideoLoader } from '../video/loader.ts';

// The gallery's video slides use the same loader, from this chunk.
export { createVideoLoader } from '../video/loader.ts';

export function init(root: HTMLElement, { window, images }: BlockDeps): BlockInstance {
  const wrapper = root.querySelector<HTMLElement>('.video-wrapper');
  if (!wrapper) throw new Error(videoStrings.videoLoaderNotFound);
  const loader = createVideoLoader(wrapper, { window });
  // The thumbnail is the image loader's. Without it (a lost network), show the original.
  images().catch(() => {
    console.error(videoStrings.loader2NotFound);
    for (const image of root.querySelectorAll<HTMLImageElement>('.video-overlay img[data-src]:not([src])')) image.src = image.dataset.src ?? '';
  });
  return { destroy: () => loader.destroy() };
}
