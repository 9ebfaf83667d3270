// /bench/heavy: the reference heavy page of the performance team's bench (issue 9).
// 8 galleries of mixed designs, 50 photographs each (400 distinct images), the lightbox on every
// one, video slides in the sliding designs, the popup overlay, and, as on every page, the cookie
// banner and tracking. Everything comes from the site data below, so the page is the same on every
// machine and every run.
import { PageType } from '../core/catalog/enums.ts';
import type { GalleryBlock, GallerySlide, Page } from './model.ts';
import { photoName } from './images.ts';
import { studioListPopup } from './promo.ts';

export const HEAVY_SLIDES = 50;

const VIDEO = { providerName: 'YouTube', html: '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="Morning on the coast"></iframe>' };

/** Each gallery by the names a site stores; `videos`: which slides are video slides. */
const GALLERIES: { title: string; data: Record<string, unknown>; videos?: number[] }[] = [
  {
    title: 'Slideshow',
    data: { design: 'slideshow', lightbox: true, autoplay: true, 'autoplay-duration': 5, aspectRatio: '16:9', transition: 'fade' },
    videos: [3, 17],
  },
  { title: 'Grid', data: { design: 'grid', lightbox: true, perRow: 3, padding: 8, 'square-thumbs': true } },
  { title: 'Carousel', data: { design: 'carousel', lightbox: true, slidesPerRow: 2, gutter: 8, aspectRatio: '4:3' }, videos: [5] },
  { title: 'Rows', data: { design: 'autorows', lightbox: true, rowHeight: 160, gutter: 8 } },
  { title: 'Strip', data: { design: 'slider', lightbox: true, 'active-alignment': 'center', vSize: 10 }, videos: [8] },
  { title: 'Columns', data: { design: 'autocolumns', lightbox: true, columnWidth: 160, gutter: 8 } },
  { title: 'Auto grid', data: { design: 'autogrid', lightbox: true } },
  { title: 'List', data: { design: 'list', lightbox: true, imageWidth: 40 } },
];

function heavySlides(gallery: number, videos: number[] = []): GallerySlide[] {
  return Array.from({ length: HEAVY_SLIDES }, (_, i) => {
    const n = gallery * HEAVY_SLIDES + i + 1;
    const alt = `Photo ${n}`;
    return {
      id: `heavy-${n}`,
      url: `photo-${n}`,
      image: photoName(n),
      alt,
      title: alt,
      ...(videos.includes(i) ? { video: VIDEO } : {}),
    };
  });
}

export const heavyGalleries: GalleryBlock[] = GALLERIES.map(({ title, data, videos }, g) => ({
  kind: 'gallery',
  id: `heavy-${g + 1}`,
  title: `${title}: fifty photographs`,
  data,
  slides: heavySlides(g, videos),
}));

export const heavyPage: Page = {
  path: '/bench/heavy',
  pageType: PageType.PAGE,
  id: '64a1f0c2e4b0a1b2c3d4e5fa',
  title: 'Four hundred photographs',
  description: 'The reference heavy page: eight galleries of mixed designs, four hundred photographs.',
  // A phone's first screen holds the title and the slideshow's first slide.
  firstScreenImages: 1,
  blocks: heavyGalleries.flatMap((gallery, g) => [
    { kind: 'text' as const, id: `heavy-heading-${g + 1}`, html: g === 0 ? '<h1>Four hundred photographs</h1>' : `<h2>${GALLERIES[g]!.title}</h2>` },
    gallery,
  ]),
  // The popup overlay is on here, as on /promo.
  popupOverlaySettings: studioListPopup('popup-overlay-heavy'),
};
