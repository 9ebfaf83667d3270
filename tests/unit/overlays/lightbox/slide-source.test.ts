// The lightbox's image address: a Vitrine image asks for the width step its box needs; a host page's
// own file (sizeFormat 'none', as bindLightbox reads a link) is asked for as it is, since its server
// may refuse or misread a width it does not know (a signed address, another service's ?format=).
import { describe, expect, it } from 'vitest';
import { slideSource } from '../../../../core/overlays/lightbox-rules.ts';

const box = { width: 800, height: 600 };

describe('slideSource', () => {
  it.each([
    ['a plain path', '/photos/dusk.jpg'],
    ['a signed address', 'https://cdn.example/p.jpg?X-Amz-Signature=abc&X-Amz-Expires=60'],
    ['an address with its own format', 'https://img.example/p.jpg?format=webp'],
  ])('sizeFormat none: %s is asked for as it is, with or without a size', (_name, src) => {
    expect(slideSource({ src, alt: '', sizeFormat: 'none' }, box, 2)).toBe(src);
    expect(slideSource({ src, alt: '', sizeFormat: 'none', width: 4000, height: 3000 }, box, 2)).toBe(src);
  });

  it('a Vitrine image still asks for a width step, in either size format', () => {
    expect(slideSource({ src: '/images/a.jpg', alt: '' }, box, 1)).toMatch(/^\/images\/a\.jpg\?format=\d+w$/);
    expect(slideSource({ src: '/images/a.jpg', alt: '', sizeFormat: 'filename' }, box, 1)).toMatch(/^\/images\/a-\d+w\.jpg$/);
  });
});
