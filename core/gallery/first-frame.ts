// issue 21: what a lightbox gallery needs before its first tap, in one chunk fetched beside its
// lightbox chunk (core/gallery/lightbox.ts): the first frame the tap shows, and the watch for an
// intent that fetches the overlays.
import { showInstantFrame } from '../overlays/instant-frame.ts';

/** @public lightbox.ts keeps this module, imported at run time, and calls it through that: a use knip does not follow. */
export { showInstantFrame };
export { watchIntent } from './lightbox-intent.ts';
