// issue 21: what a lightbox gallery needs before its first tap, in one chunk fetched beside its
// lightbox chunk (core/gallery/lightbox.ts): the first frame the tap shows, and the watch for an
// intent that fetches the overlays.
export { showInstantFrame } from '../overlays/instant-frame.ts';
export { watchIntent } from './lightbox-intent.ts';
