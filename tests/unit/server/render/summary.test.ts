// The summary block (55): its imageAspectRatio frames every item's image; an events summary
// lists only the events still to come, soonest first; the content names what it shows (data-rendering),
// so the page's copy and GetWidgetRendering's agree until the events change.
import { describe, expect, it } from 'vitest';
import { summaryStrings } from '../../../../core/catalog/strings/summary.ts';
import { uploadStrings } from '../../../../core/catalog/strings/upload.ts';
import { parseAspectRatio, renderSummary, renderSummaryContent, summaryItems, SUMMARY_MAX_ITEMS } from '../../../../server/render/blocks/summary.ts';
import { demoCollections, EVENTS_COLLECTION_ID, PAGES_COLLECTION_ID } from '../../../../site/collections.ts';
import type { Collection, SummaryBlock } from '../../../../site/model.ts';

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY = 86_400_000;
const sizes = () => ({ width: 1500, height: 1000 });
const events = (now = NOW) => demoCollections(now).find((collection) => collection.id === EVENTS_COLLECTION_ID)!;
const block = (over: Partial<SummaryBlock> = {}): SummaryBlock => ({
  kind: 'summary',
  id: 'ev',
  title: 'Upcoming',
  design: 'list',
  collectionId: EVENTS_COLLECTION_ID,
  imageAspectRatio: '3:2',
  pageSize: 3,
  ...over,
});
/** Renders at `now` the collections as they were dated at NOW (the demo dates its events from the clock). */
const render = (b: SummaryBlock, now = NOW, eager = 0) => renderSummary(b, demoCollections(NOW), { now, locale: 'en-US', imageSizes: sizes, state: { eager, rendered: 0 } });
const rendering = (html: string) => /data-rendering="([0-9a-f]+)"/.exec(html)?.[1];

describe('imageAspectRatio', () => {
  it.each([
    ['4:3', { width: 4, height: 3 }],
    ['16 : 9', { width: 16, height: 9 }],
    ['1.5/1', { width: 1.5, height: 1 }],
    ['2x3', { width: 2, height: 3 }],
    ['0:1', null],
    ['4:', null],
    ['wide', null],
    ['', null],
    ['-4:3', null],
  ])('%j reads as %j', (text, size) => {
    expect(parseAspectRatio(text)).toEqual(size);
  });

  it('frames every image at the ratio, and a square one when it cannot be read', () => {
    expect(render(block({ imageAspectRatio: '3:2' }))).toContain('aspect-ratio:3/2');
    expect(render(block({ imageAspectRatio: 'tall' }))).toContain('aspect-ratio:1/1');
  });
});

describe('the items', () => {
  it('an events summary lists only those still to come, soonest first', () => {
    const titles = summaryItems(events(), NOW, 10).map((item) => item.title);
    expect(titles).toEqual(['Jazz in the café', 'Print club evening', 'Winter tasting menu']);
    // Five days on, the jazz night has passed.
    expect(summaryItems(events(NOW), NOW + 5 * DAY, 10).map((item) => item.title)).toEqual(['Print club evening', 'Winter tasting menu']);
  });

  it('shows at most pageSize, from 1 to the maximum', () => {
    const many: Collection = {
      id: 'c',
      type: 'pages',
      title: 'c',
      items: Array.from({ length: 40 }, (_, i) => ({ id: `${i}`, title: `${i}`, url: '/', image: 'a.jpg', alt: '', excerpt: '' })),
    };
    expect(summaryItems(many, NOW, 2)).toHaveLength(2);
    expect(summaryItems(many, NOW, 0)).toHaveLength(1);
    expect(summaryItems(many, NOW, 1000)).toHaveLength(SUMMARY_MAX_ITEMS);
  });

  it('an events summary with none to come says so', () => {
    expect(render(block(), NOW + 60 * DAY)).toContain(summaryStrings.noUpcomingEvents);
  });

  it('a collection that is not there is the catalogue\'s "Unable to locate content"', () => {
    expect(render(block({ collectionId: 'nope' }))).toContain(uploadStrings.unableToLocateContent);
  });
});

describe('the markup', () => {
  it('is block 55 with its JSON: imageAspectRatio, the settings, and refresh only for events', () => {
    const html = render(block());
    expect(html).toContain('data-block-type="55"');
    const json = JSON.parse(/data-block-json="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"'));
    expect(json).toEqual({
      imageAspectRatio: '3:2',
      value: { title: 'Upcoming', design: 'list', imageAspectRatio: '3:2', pageSize: 3 },
      collectionId: EVENTS_COLLECTION_ID,
      refresh: true,
    });
    const pages = JSON.parse(/data-block-json="([^"]*)"/.exec(render(block({ collectionId: PAGES_COLLECTION_ID })))![1]!.replaceAll('&quot;', '"'));
    expect(pages.refresh).toBe(false);
  });

  it('dates each event in a <time> and links each item', () => {
    const html = render(block());
    expect(html).toMatch(/<time class="summary-date" datetime="2026-11-29T20:00:00.000Z">Nov 29, 2026, 8:00\s?PM UTC<\/time>/);
    expect(html).toContain('href="/blocks#block-cafe-menu"');
  });

  it('names what it shows, not how its images were loaded: the page and the widget call agree until an event passes', () => {
    const settings = { title: 'Upcoming', design: 'list' as const, imageAspectRatio: '3:2', pageSize: 3 };
    const page = render(block(), NOW, 1);
    const call = renderSummaryContent(settings, { collection: events(), now: NOW, locale: 'en-US', imageSizes: sizes, state: { eager: 0, rendered: 1 } });
    expect(page).toContain('fetchpriority="high"');
    expect(call).not.toContain('fetchpriority');
    expect(call.match(/<img src=/g)?.length).toBe(call.match(/<noscript><img src=/g)?.length);
    expect(rendering(call)).toBe(rendering(page));
    expect(rendering(render(block(), NOW + 5 * DAY))).not.toBe(rendering(page));
  });

  it('escapes the title', () => {
    expect(render(block({ title: '<b>&' }))).toContain('&lt;b&gt;&amp;');
  });
});
