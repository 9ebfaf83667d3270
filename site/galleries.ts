// /gallery/{design}: one page per gallery design, each with the lightbox on, and a
// linked thumbnail strip where the design has one (the slideshow).
import { PageType } from '../core/catalog/enums.ts';
import type { GalleryBlock, GallerySlide, Page } from './model.ts';
import { DESIGNS, type Design } from '../core/gallery/design-name.ts';

const PICTURES: [image: string, alt: string][] = [
  ['lake.jpg', 'A still lake at dawn'],
  ['dunes.jpg', 'Wind-shaped dunes under a wide sky'],
  ['forest.jpg', 'Tall pines in soft morning fog'],
  ['harbor.jpg', 'Boats moored in a quiet harbour'],
  ['city.jpg', 'A city skyline at dusk'],
  ['meadow.jpg', 'A meadow of tall grass'],
  ['glacier.jpg', 'A glacier meeting the sea'],
  ['canyon.jpg', 'Red walls of a narrow canyon'],
  ['orchard.jpg', 'Rows of trees in an orchard'],
  ['reef.jpg', 'Shallow water over a reef'],
  ['aurora.jpg', 'Green light over a dark ridge'],
  ['valley.jpg', 'A valley between low hills'],
];

export const gallerySlides = (count = PICTURES.length): GallerySlide[] =>
  PICTURES.slice(0, count).map(([image, alt], i) => ({
    id: `slide-${i + 1}`,
    url: image.replace(/\.jpg$/, ''),
    image,
    alt,
    title: alt,
  }));

/** The block data each design's page uses, by the names a site stores. */
const DATA: Record<Design, Record<string, unknown>> = {
  base: { design: 'stacked', lightbox: true },
  stacked: { design: 'slideshow', lightbox: true, thumbnails: true, autoplay: true, 'autoplay-duration': 5, history: true, transition: 'fade' },
  strip: { design: 'slider', lightbox: true, 'active-alignment': 'center', vSize: 10 },
  grid: { design: 'grid', lightbox: true, lightboxTheme: 'light', perRow: 4, padding: 20, 'square-thumbs': true },
  autogrid: { design: 'autogrid', lightbox: true },
  autocolumns: { design: 'autocolumns', lightbox: true, columnWidth: 250, gutter: 20 },
  autorows: { design: 'autorows', lightbox: true, rowHeight: 250, gutter: 20 },
  carousel: { design: 'carousel', lightbox: true, slidesPerRow: 3, gutter: 8, aspectRatio: '4:3' },
  list: { design: 'list', lightbox: true, imageWidth: 40 },
};

function galleryPage(design: Design, index: number): Page {
  const slides = gallerySlides();
  if (design === 'stacked')
    slides[2] = { ...slides[2]!, video: { providerName: 'YouTube', html: '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="Morning on the coast"></iframe>' } };
  const block: GalleryBlock = {
    kind: 'gallery',
    id: `${design}-gallery`,
    title: `Photographs, ${design} design`,
    data: DATA[design],
    slides,
    collectionUrl: `/gallery/${design}`,
  };
  return {
    path: `/gallery/${design}`,
    pageType: PageType.PAGE,
    id: `64a1f0c2e4b0a1b2c3d4e6${String(index).padStart(2, '0')}`,
    title: `Gallery: ${design}`,
    description: `The ${design} gallery design.`,
    itemPaths: design === 'stacked',
    blocks: [{ kind: 'text', id: 'intro', html: `<h1>Gallery: ${design}</h1>` }, block],
  };
}

export const galleryPages: Page[] = DESIGNS.map(galleryPage);

/** The home page's hero: a slideshow that plays by itself. */
export const heroGallery: GalleryBlock = {
  kind: 'gallery',
  id: 'hero',
  title: 'Recent prints',
  data: { design: 'slideshow', autoplay: true, 'autoplay-duration': 5, lightbox: true, aspectRatio: '16:9' },
  slides: gallerySlides(6),
};
