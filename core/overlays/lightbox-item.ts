// A lightbox item as any page hands it to the overlays entry's openLightbox, a host page's among them.
// Types only, so the overlays' published declarations need no package.

/** A lightbox set item: its content (an image) and meta (title, description). */
export interface LightboxItem {
  /** The image's address; unless sizeFormat is 'none', the lightbox asks for the width it draws at. */
  src: string;
  /**
   * The original's width in pixels, when known: with height, the lightbox never asks for more than the original.
   * @defaultValue unknown (the width step the screen needs)
   */
  width?: number;
  /**
   * The original's height in pixels, when known (see width).
   * @defaultValue unknown
   */
  height?: number;
  /**
   * How the address asks for a width: `?format=750w` (querystring), `name-750w.jpg` (filename), or not at all (none: src as it is).
   * @defaultValue 'querystring'
   */
  sizeFormat?: 'querystring' | 'filename' | 'none';
  /** The image's text alternative, read by screen readers. */
  alt: string;
  /**
   * A caption's first line, shown under the image.
   * @defaultValue none
   */
  title?: string;
  /**
   * A caption's text, shown under the title.
   * @defaultValue none
   */
  description?: string;
  /**
   * The item's id in the address (`itemId`), for a negative index.
   * @defaultValue none
   */
  id?: string;
  /**
   * The item's own address, matched against the address for a negative index.
   * @defaultValue none
   */
  url?: string;
}
