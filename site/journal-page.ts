// /journal (issue 20): the studio's journal, blog-like: a follow button (41) and the posts with their
// dates and comment counts (42). The follow button's and the comment counts' scripts are external
//: here the server's test doubles, at these addresses.
import { PageType } from '../core/catalog/enums.ts';
import type { Page } from './model.ts';

/** The social platform's follow-button script: the server's test double (server/doubles/follow-button.ts). */
export const FOLLOW_SCRIPT_PATH = '/doubles/follow-button.js';
/** The comment platform's count script: the server's test double (server/doubles/comment-count.ts). */
export const COMMENT_COUNT_SCRIPT_PATH = '/doubles/comment-count.js';

const post = (threadId: string, title: string, date: string, summary: string) => ({ threadId, title, date, summary, commentsUrl: `/journal#post-${threadId}` });

export const journalPage: Page = {
  path: '/journal',
  pageType: PageType.PAGE,
  id: '66f0a1b2c3d4e5f6a7b8c9c1',
  title: 'Journal',
  description: 'Notes from the studio: new series, paper and framing.',
  blocks: [
    { kind: 'text', id: 'journal-intro', html: '<h1 class="font-display">Journal</h1><p>Notes from the studio, a few times a season.</p>' },
    { kind: 'follow', id: 'journal-follow', platform: 'Mastodon', handle: '@vitrine_studio', profileUrl: 'https://mastodon.social/@vitrine_studio', script: FOLLOW_SCRIPT_PATH },
    {
      kind: 'post-list',
      id: 'journal-posts',
      title: 'Latest posts',
      script: COMMENT_COUNT_SCRIPT_PATH,
      posts: [
        post('winter-light', 'Winter light on the lake', '2025-06-12', 'Four mornings of low sun, and the prints that came of them.'),
        post('new-paper', 'A new cotton paper', '2025-05-28', 'Why the spring editions are printed on a heavier, warmer sheet.'),
        post('framing-notes', 'Framing notes', '2025-05-03', 'The framers we trust, and what to ask them for.'),
        post('lake-series', 'The lake series, one year on', '2025-04-18', 'What sold, what did not, and what comes next.'),
      ],
    },
  ],
};
