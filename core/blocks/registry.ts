// The seam for every block kind: add one line here, and the build gives the block its own chunk.
// Numbers are tracking.md's block types; docs/block-types.md names the ones the spec leaves open.
import type { BlockRegistry } from '../block.ts';

/** forms-commerce.md 4: the form and the newsletter block share one chunk (the entry also asks it to send a kept submission). */
export const loadForm = () => import('./form.ts');

export const blockRegistry: BlockRegistry = {
  2: null, // html: the server's markup is the whole block
  4: () => import('./map.ts'), // map
  5: () => import('./image.ts'), // image: its narrow state; the page-wide image loader loads the image
  8: () => import('./gallery.ts'), // gallery
  9: loadForm, // form
  32: () => import('./video.ts'),
  43: () => import('./product.ts'), // product // video (docs/block-types.md: the spec gives no number)
  51: loadForm, // newsletter: a form block whose definition says newsletter
  69: () => import('./accordion.ts'), // accordion
};
