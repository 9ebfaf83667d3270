// The lightbox set a gallery opens: each slide's image (content) and its title and
// description (meta), read from the server's markup. Slides with no image are left out, so the
// gallery keeps the map between its slide indices and the lightbox's.
import type { LightboxItem } from '../overlays/port.ts';
import type { Slide } from './slides.ts';

export interface LightboxSet {
  items: LightboxItem[];
  /** The slide index of each item. */
  slides: number[];
}

export function lightboxSet(slides: Slide[]): LightboxSet {
  const set: LightboxSet = { items: [], slides: [] };
  slides.forEach((slide, i) => {
    const image = slide.element.querySelector('img');
    const src = image?.getAttribute('data-src') || image?.getAttribute('src') || '';
    if (!image || !src) return;
    // 'WxH', read here rather than with the image loader's parser, which would put that module
    // in a chunk of its own between the gallery and the loader.
    const [width = 0, height = 0] = (image.getAttribute('data-image-dimensions') ?? '').split('x').map(Number);
    const meta = slide.element.querySelector('.slide-meta');
    set.items.push({
      src,
      ...(width > 0 && height > 0 ? { width, height } : {}),
      alt: image.getAttribute('alt') ?? '',
      title: meta?.querySelector('.slide-title')?.textContent ?? undefined,
      description: meta?.querySelector('p:not(.slide-title)')?.textContent ?? undefined,
      id: slide.id,
      url: slide.url,
    });
    set.slides.push(i);
  });
  return set;
}
