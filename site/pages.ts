// The demo site's pages. Later issues add the gallery, media, forms and shop pages here.
import { PageType } from '../core/catalog/enums.ts';
import type { Page } from './model.ts';
import { blocksPage } from './blocks-page.ts';
import { journalPage } from './journal-page.ts';
import { eventsPage } from './events-page.ts';
import { imageGridPage } from './image-grid.ts';
import { heavyPage } from './bench-heavy.ts';
import { mediaPage } from './media.ts';
import { promoPage } from './promo.ts';
import { searchPage } from './search.ts';
import { galleryPages, heroGallery } from './galleries.ts';
import { formsPage } from './forms-pages.ts';

export const homePage: Page = {
  path: '/',
  pageType: PageType.PAGE,
  id: '64a1f0c2e4b0a1b2c3d4e5f6',
  title: 'Home',
  description: 'A published demo page brought to life by the Vitrine runtime.',
  // A phone's first screen holds the hero slideshow's first slide and the lake below it.
  firstScreenImages: 2,
  blocks: [
    {
      kind: 'text',
      id: 'intro',
      html: '<h1>Slow mornings on the lake</h1><p>A small studio making prints of quiet places. Browse the collection, ask us anything below or <a href="/forms">write to the studio</a>, and come back for new work each season.</p>',
    },
    heroGallery,
    { kind: 'image', id: 'hero-image', image: 'lake.jpg', alt: 'A still lake at dawn under a pale sky', caption: 'Lake at dawn, our best-selling print.' },
    {
      kind: 'image',
      id: 'detail-image',
      image: 'harbor.jpg',
      alt: 'Boats moored in a quiet harbour',
      caption: 'Harbour, cropped to its boats.',
      span: 'half',
      aspectRatio: [1, 1],
      crop: 'cover',
      focalPoint: [0.3, 0.6],
    },
    {
      kind: 'image',
      id: 'panorama-image',
      image: 'dunes.jpg',
      alt: 'Wind-shaped dunes under a wide sky',
      caption: 'Dunes, the whole panorama.',
      span: 'half',
      aspectRatio: [1, 1],
      crop: 'contain',
      alignment: 'center',
    },
    { kind: 'text', id: 'faq-heading', html: '<h2>Questions, answered</h2>' },
    {
      kind: 'accordion',
      id: 'faq',
      allowMultipleOpen: false,
      isExpandedFirstItem: true,
      items: [
        { title: 'How are the prints made?', descriptionHtml: '<p>Each print is made on archival cotton paper with pigment inks, and signed by hand.</p>' },
        { title: 'How long does shipping take?', descriptionHtml: '<p>Orders leave the studio within three working days. Delivery takes two to five more.</p>' },
        { title: 'Can I return a print?', descriptionHtml: '<p>Yes. Send it back within thirty days, in its tube, for a full refund.</p>' },
        { title: 'Do you frame prints?', descriptionHtml: '<p>Not yet. We list framers we trust on the <a href="/#accordionItems/3">framing notes</a>.</p>' },
      ],
    },
    { kind: 'image', id: 'studio-image', image: 'forest.jpg', alt: 'Tall pines in soft morning fog', caption: 'Where the next series is being shot.' },
    // The search block (37): searches the site as the visitor types; Enter opens the search page.
    { kind: 'search', id: 'home-search' },
  ],
};

export const pages: Page[] = [homePage, mediaPage, formsPage, promoPage, searchPage, blocksPage, journalPage, eventsPage, ...galleryPages, imageGridPage, heavyPage];

export function notFoundPage(path: string): Page {
  return {
    path,
    pageType: PageType.NOT_FOUND,
    id: 'not-found',
    title: 'Page not found',
    description: 'The page you asked for is not here.',
    blocks: [
      {
        kind: 'text',
        id: 'not-found',
        html: '<div class="not-found"><h1>Page not found</h1><p>We could not find that page. It may have moved.</p><p><a href="/">Go to the home page</a></p></div>',
      },
    ],
  };
}
