// /events (issue 20): the audio, calendar and tour dates blocks reachable from the navigation, their
// CSS only in a page that holds one, and every track a file the server generates.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../server/render/page.ts';
import { EVENT_BLOCKS_CSS } from '../../../../server/render/styles.ts';
import { demoAudio } from '../../../../server/audio/index.ts';
import { demoCollections } from '../../../../site/collections.ts';
import { eventsPage } from '../../../../site/events-page.ts';
import { homePage, pages } from '../../../../site/pages.ts';
import { website } from '../../../../site/website.ts';
import { AUDIO_PATH } from '../../../../site/audio.ts';
import type { AudioBlock } from '../../../../site/model.ts';

const render = (page: typeof homePage) => renderPage(page, { website, imageSizes: () => undefined, collections: demoCollections });

describe('/events', () => {
  it('is a page of the site, in the navigation', () => {
    expect(pages).toContain(eventsPage);
    expect(website.navigation).toContainEqual({ title: 'Events', path: '/events' });
    expect(eventsPage.title).toBe('Events');
  });

  it('holds an album, a month and tour dates, with their CSS', () => {
    const html = render(eventsPage);
    for (const type of [38, 39, 40]) expect(html).toContain(`data-block-type="${type}"`);
    expect(html).toContain(EVENT_BLOCKS_CSS);
  });

  it('a page without them carries none of their CSS', () => {
    expect(render(homePage)).not.toContain(EVENT_BLOCKS_CSS);
  });

  it('every track is a tone the server generates', () => {
    const album = eventsPage.blocks.find((block): block is AudioBlock => block.kind === 'audio')!;
    expect(album.tracks.length).toBeGreaterThan(0);
    for (const track of album.tracks) {
      expect(track.src.startsWith(AUDIO_PATH)).toBe(true);
      expect(demoAudio(track.src.slice(AUDIO_PATH.length))).not.toBeNull();
    }
  });
});
