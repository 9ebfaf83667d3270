// /events (issue 20): the audio block (an album of the demo's generated tones), a calendar month and
// the tour dates, all server markup with no runtime (docs/block-types.md 38 to 40). In the navigation.
import { PageType } from '../core/catalog/enums.ts';
import { DEMO_TONES, audioPath } from './audio.ts';
import type { Page } from './model.ts';

const TRACK_TITLES: Record<string, string> = {
  'morning-a.wav': 'Morning on the lake',
  'harbour-c.wav': 'Harbour lights',
  'dunes-e.wav': 'Over the dunes',
  'pines-g.wav': 'Under the pines',
};

export const eventsPage: Page = {
  path: '/events',
  pageType: PageType.PAGE,
  id: '66f0a1b2c3d4e5f6a7b8c9c1',
  title: 'Events',
  description: 'Listen to the studio sessions, see what is on this month and where the prints go on tour.',
  blocks: [
    { kind: 'text', id: 'events-intro', html: '<h1>Events</h1><p>Sounds from the studio, what is on this month, and where the print show travels next.</p>' },
    {
      kind: 'audio',
      id: 'studio-sessions',
      title: 'Studio sessions',
      artist: 'The lake studio',
      tracks: DEMO_TONES.map((tone) => ({ title: TRACK_TITLES[tone.name] ?? tone.name, src: audioPath(tone.name), durationSeconds: tone.seconds })),
    },
    {
      kind: 'calendar',
      id: 'studio-calendar',
      month: '2026-09',
      events: [
        { date: '2026-09-05', title: 'Open studio', url: '/blocks' },
        { date: '2026-09-12', title: 'Print sale', url: '/shop' },
        { date: '2026-09-12', title: 'Café tasting', url: '/blocks' },
        { date: '2026-09-19', title: 'Framing workshop', url: '/forms?subject=workshop' },
        { date: '2026-09-30', title: 'New season preview' },
      ],
    },
    {
      kind: 'tour-dates',
      id: 'print-tour',
      title: 'The print show on tour',
      dates: [
        { date: '2026-10-02', venue: 'Harbour Hall', city: 'Portland', ticketUrl: '/forms?subject=tickets-portland' },
        { date: '2026-10-09', venue: 'The Dune Room', city: 'Santa Cruz', soldOut: true },
        { date: '2026-10-16', venue: 'Pine Street Gallery', city: 'Seattle', ticketUrl: '/forms?subject=tickets-seattle' },
      ],
    },
  ],
};
