// The demo site's collections, which summary blocks (55) show: the café's events, and the site's own
// pages. The events are dated from the clock the server hands in, so that some are always still to
// come and one has always passed (an events summary lists only those to come: docs/decisions.md).
import type { Collection } from './model.ts';

export const EVENTS_COLLECTION_ID = '66f0a1b2c3d4e5f6a7b8c9e1';
export const PAGES_COLLECTION_ID = '66f0a1b2c3d4e5f6a7b8c9e2';

const DAY_MS = 86_400_000;

/** Midnight UTC of `now`'s day, plus `days` days and `hour` hours, as ISO 8601. */
function dayFrom(now: number, days: number, hour: number): string {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  return new Date(midnight + days * DAY_MS + hour * 3_600_000).toISOString();
}

export function demoCollections(now: number): Collection[] {
  return [
    {
      id: EVENTS_COLLECTION_ID,
      type: 'events',
      title: 'Café events',
      items: [
        {
          id: 'ev-past',
          title: 'Autumn harvest supper',
          url: '/blocks#block-cafe-menu',
          image: 'orchard.jpg',
          alt: 'An orchard in autumn light',
          excerpt: 'Five courses from the orchard.',
          startDate: dayFrom(now, -3, 19),
        },
        {
          id: 'ev-jazz',
          title: 'Jazz in the café',
          url: '/blocks#block-cafe-menu',
          image: 'harbor.jpg',
          alt: 'A harbour at dusk',
          excerpt: 'A trio plays from eight; the kitchen stays open late.',
          startDate: dayFrom(now, 4, 20),
        },
        {
          id: 'ev-print',
          title: 'Print club evening',
          url: '/blocks#block-print-club',
          image: 'coast.jpg',
          alt: 'A rocky coast',
          excerpt: 'Members pull prints from the new plates.',
          startDate: dayFrom(now, 11, 18),
        },
        {
          id: 'ev-tasting',
          title: 'Winter tasting menu',
          url: '/blocks#block-cafe-menu',
          image: 'glacier.jpg',
          alt: 'A glacier under a grey sky',
          excerpt: 'Seven small plates and a rhubarb soda to finish.',
          startDate: dayFrom(now, 25, 19),
        },
      ],
    },
    {
      id: PAGES_COLLECTION_ID,
      type: 'pages',
      title: 'Around the studio',
      items: [
        { id: 'pg-films', title: 'Films', url: '/media', image: 'lake.jpg', alt: 'A lake at dawn', excerpt: 'Short films from the studio, and where we shot them.' },
        {
          id: 'pg-galleries',
          title: 'Galleries',
          url: '/gallery/stacked',
          image: 'forest.jpg',
          alt: 'A forest path',
          excerpt: 'Every gallery design, from the grid to the slideshow.',
        },
        { id: 'pg-shop', title: 'Shop', url: '/shop', image: 'meadow.jpg', alt: 'A meadow in summer', excerpt: 'Prints and postcards, sent from the studio.' },
      ],
    },
  ];
}
