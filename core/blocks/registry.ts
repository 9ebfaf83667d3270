// The seam for the block kinds a first screen has: add one line here, and the build gives the block its
// own chunk. Every type not named here goes to the registry's second level (kinds.ts, through boot's
// `otherKinds`), which costs the entry nothing a kind.
// Numbers are the spec's block types; docs/block-types.md names the ones the spec leaves open.
import type { BlockRegistry } from '../block.ts';

/** The form and the newsletter block share one chunk (the entry also asks it to send a kept submission). */
export const loadForm = () => import('./form.ts');

export const blockRegistry: BlockRegistry = {
  2: null, // html: the server's markup is the whole block
  4: () => import('./map.ts'), // map
  5: () => import('./image.ts'), // image: its narrow state; the page-wide image loader loads the image
  8: () => import('./gallery.ts'), // gallery
  9: loadForm, // form
  32: () => import('./video.ts'), // video (docs/block-types.md: the spec gives no number)
  36: null, // chart (docs/block-types.md): server markup, no runtime
  43: () => import('./product.ts'), // product
  51: loadForm, // newsletter: a form block whose definition says newsletter
  53: null, // button: the server writes only a link that passed the link checks; its census is the tracking entry's
  69: () => import('./accordion.ts'), // accordion
};
