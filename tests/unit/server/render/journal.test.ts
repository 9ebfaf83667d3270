// /journal (issue 20) as the server serves it: in the navigation, the follow link and the posts with
// relative times and comments links; the font stylesheet non-blocking on every page; the test
// doubles of the external loads served at the addresses the site data gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_COUNTS } from '../../../../server/doubles/comment-count.ts';
import { DOUBLES } from '../../../../server/doubles/index.ts';
import { COMMENT_COUNT_SCRIPT_PATH, FOLLOW_SCRIPT_PATH, journalPage } from '../../../../site/journal-page.ts';
import type { PostListBlock } from '../../../../site/model.ts';
import { FONT_STYLESHEET_PATH, website } from '../../../../site/website.ts';
import { startApp, type TestApp } from '../harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

const posts = journalPage.blocks.find((block): block is PostListBlock => block.kind === 'post-list')!;

describe('/journal', () => {
  it('is in the navigation, titled Journal', async () => {
    expect(website.navigation).toContainEqual({ title: 'Journal', path: '/journal' });
    const html = await (await fetch(`${app.base}/journal`)).text();
    expect(html).toContain('<title>Journal · ');
    expect(html).toContain('<a href="/journal" aria-current="page">Journal</a>');
  });

  it('holds the follow button (41) and the post list (42), each with its script in its data', async () => {
    const html = await (await fetch(`${app.base}/journal`)).text();
    expect(html).toMatch(/data-block-type="41" data-block-json="[^"]*doubles\/follow-button\.js/);
    expect(html).toMatch(/data-block-type="42" data-block-json="[^"]*doubles\/comment-count\.js/);
    for (const post of posts.posts) {
      // A relative time: days old, so the formatted date, refreshed in view.
      const iso = new Date(`${post.date}T00:00:00Z`).toISOString();
      const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
      expect(html).toMatch(new RegExp(`<time class="relative-time" datetime="${iso}" title="[^"]+" data-relative-time>${date}</time>`));
      expect(html).toContain(`data-comment-count="${post.threadId}">Comments</a>`);
    }
  });

  it('every post thread has a count in the comment platform double', () => {
    for (const post of posts.posts) expect(COMMENT_COUNTS[post.threadId]).toBeTypeOf('number');
  });
});

describe('the font stylesheet', () => {
  it.each(['/', '/journal'])('%s: the stylesheet for no screen, before the context', async (path) => {
    const html = await (await fetch(`${app.base}${path}`)).text();
    expect(html).toContain(`<link rel="stylesheet" href="${FONT_STYLESHEET_PATH}" media="print" data-font-stylesheet>`);
  });
});

describe('the test doubles', () => {
  it.each([
    [FOLLOW_SCRIPT_PATH, 'text/javascript; charset=utf-8', 'follow-widget'],
    [COMMENT_COUNT_SCRIPT_PATH, 'text/javascript; charset=utf-8', 'data-comment-count'],
    [FONT_STYLESHEET_PATH, 'text/css; charset=utf-8', '.font-display{font-family:'],
    ['/doubles/booking-widget.js', 'text/javascript; charset=utf-8', 'booking-widget-double'],
  ])('%s', async (path, type, holds) => {
    expect(DOUBLES.has(path)).toBe(true);
    const response = await fetch(`${app.base}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(holds);
  });
});
