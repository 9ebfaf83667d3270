// The post list with comment counts (42, docs/block-types.md). Each post: its title, its
// date as a relative time (server/render/relative-time.ts), its summary, and a comments link
// holding the thread id in data-comment-count. The link reads 'Comments' until the comment-count
// script (the runtime, core/blocks/comment-count.ts) fills in the count; with JavaScript off it stays so.
import { ChosenBlockType } from '../../../core/catalog/enums.ts';
import { journalStrings } from '../../../core/catalog/strings/journal.ts';
import type { PostListBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { relativeTimeHtml } from '../relative-time.ts';
import { blockWrapper } from './block.ts';

/** The follow button (41) and the post list (42), on the pages that have one; `.follow-widget` is what the platform's script draws. */
export const JOURNAL_CSS =
  '.follow-link{display:inline-block;padding:.5rem 1rem;border:1px solid currentColor;border-radius:999px;font-weight:600}' +
  '.follow-widget{display:inline-flex;gap:.75rem;align-items:center}.follow-widget .follow-link{background:#1f3b57;color:#fff;border-color:#1f3b57}.follow-count{color:#555}' +
  '.post-list{list-style:none;padding:0;display:grid;gap:1.5rem}.post-list h3{margin:0}.post-date{margin:.25rem 0;color:#555}.post-comments{margin:.25rem 0 0}';

/**
 * A YYYY-MM-DD date as a relative time ('just now', 'about N seconds ago', else
 * the date in the site's locale, refreshed by the runtime while in view); the text itself when it is
 * not such a date.
 */
export function postDate(date: string, locale: string, now: number): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  return Number.isNaN(time) ? `<time>${escapeHtml(date)}</time>` : relativeTimeHtml(time, now, locale);
}

export function renderPostList(block: PostListBlock, locale: string, now: number): string {
  const posts = block.posts
    .map((post) => {
      const id = `post-${escapeHtml(post.threadId)}`;
      return (
        `<li><article id="${id}" aria-labelledby="${id}-title">` +
        `<h3 id="${id}-title" class="font-display">${escapeHtml(post.title)}</h3>` +
        `<p class="post-date">${postDate(post.date, locale, now)}</p>` +
        `<p>${escapeHtml(post.summary)}</p>` +
        `<p class="post-comments"><a href="${escapeHtml(post.commentsUrl)}" data-comment-count="${escapeHtml(post.threadId)}">${escapeHtml(journalStrings.comments)}</a></p>` +
        `</article></li>`
      );
    })
    .join('');
  const inner = `<h2 class="font-display">${escapeHtml(block.title)}</h2><ol class="post-list">${posts}</ol>`;
  return blockWrapper(ChosenBlockType.POST_LIST, block.id, 'post-list-block', inner, { json: { script: block.script } });
}
