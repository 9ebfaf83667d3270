// @vitest-environment happy-dom
// The follow button (41) and the post list's comment counts
// (42) over the server's own markup: the platform's script into the block, loaded or not; on an error
// or the timeout (the follow script's 10,000 ms) the link stays as the server wrote it, with a debug line only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init as initCommentCount } from '../../../../core/blocks/comment-count.ts';
import { init as initFollow } from '../../../../core/blocks/follow.ts';
import { KINDS } from '../../../../core/blocks/kinds.ts';
import { format } from '../../../../core/catalog/strings.ts';
import { externalLoadStrings } from '../../../../core/catalog/strings/external-loads.ts';
import { journalStrings } from '../../../../core/catalog/strings/journal.ts';
import { renderFollow } from '../../../../server/render/blocks/follow.ts';
import { renderPostList } from '../../../../server/render/blocks/post-list.ts';
import { journalPage } from '../../../../site/journal-page.ts';
import type { FollowBlock, PostListBlock } from '../../../../site/model.ts';
import { keptScripts } from '../../../fixtures/kept-scripts.ts';
import { blockDeps } from '../../../fixtures/dom.ts';

const follow = journalPage.blocks.find((block): block is FollowBlock => block.kind === 'follow')!;
const posts = journalPage.blocks.find((block): block is PostListBlock => block.kind === 'post-list')!;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  keptScripts.clear();
});

const CASES = [
  {
    name: 'the follow button',
    type: 41,
    init: initFollow,
    html: () => renderFollow(follow),
    script: follow.script,
    // The follow script's timeout is 10,000 ms.
    timeout: 10_000,
    what: externalLoadStrings.followScript,
    link: 'a.follow-link',
  },
  {
    name: 'the comment counts',
    type: 42,
    init: initCommentCount,
    html: () => renderPostList(posts, 'en-US', Date.UTC(2026, 10, 25)),
    script: posts.script,
    // The comment counts wait as long (docs/decisions.md).
    timeout: 10_000,
    what: externalLoadStrings.commentCountScript,
    link: 'a[data-comment-count]',
  },
];

function open(kase: (typeof CASES)[number], data?: unknown) {
  document.body.innerHTML = kase.html();
  const root = document.querySelector<HTMLElement>(`[data-block-type="${kase.type}"]`)!;
  const json = data === undefined ? JSON.parse(root.getAttribute('data-block-json')!) : data;
  const started = kase.init(root, blockDeps({ data: json }));
  return { root, started, state: () => root.getAttribute('data-script-state'), script: () => keptScripts.in(root) ?? undefined };
}

describe.each(CASES)('$name ($type)', (kase) => {
  it('is wired in the registry second level', async () => {
    const module = await KINDS[kase.type]!();
    expect(module.init).toBe(kase.init);
  });

  it('loads the script the block data names, into the block: loading, then loaded', async () => {
    const { started, state, script } = open(kase);
    expect(state()).toBe('loading');
    expect(script()!.getAttribute('src')).toBe(kase.script);
    script()!.onload!(new Event('load'));
    await started.ready;
    expect(state()).toBe('loaded');
  });

  it('a script that fails: the link stays as it was, a debug line and no error', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const { root, started, state, script } = open(kase);
    const before = root.querySelector(kase.link)!.outerHTML;
    script()!.onerror!(new Event('error'));
    await started.ready;
    expect(state()).toBe('failed');
    expect(root.querySelector(kase.link)!.outerHTML).toBe(before);
    expect(debug).toHaveBeenCalledWith(format(externalLoadStrings.scriptFailed, { what: kase.what, reason: `did not load: ${kase.script}` }));
    expect(error).not.toHaveBeenCalled();
  });

  it(`a script that never arrives fails at ${kase.timeout} ms, not before`, async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { started, state } = open(kase);
    await vi.advanceTimersByTimeAsync(kase.timeout - 1);
    expect(state()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await started.ready;
    expect(state()).toBe('failed');
  });

  it('block data with no script: failed at once, said at debug level', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { state, script } = open(kase, 'nonsense');
    expect(state()).toBe('failed');
    expect(script()).toBeUndefined();
    expect(debug).toHaveBeenCalledOnce();
  });
});

describe('the server markup', () => {
  it('the follow button is a plain link to the profile, in our words', () => {
    document.body.innerHTML = renderFollow(follow);
    const link = document.querySelector<HTMLAnchorElement>('[data-block-type="41"] a.follow-link')!;
    expect(link.getAttribute('href')).toBe(follow.profileUrl);
    expect(link.textContent).toBe(format(journalStrings.followOn, { handle: follow.handle, platform: follow.platform }));
  });

  it('each post: its title, its date as a relative time, and a comments link with its thread id', () => {
    document.body.innerHTML = renderPostList(posts, 'en-US', Date.UTC(2026, 10, 25));
    const articles = [...document.querySelectorAll('[data-block-type="42"] article')];
    expect(articles).toHaveLength(posts.posts.length);
    articles.forEach((article, index) => {
      const post = posts.posts[index]!;
      expect(article.querySelector('h3')!.textContent).toBe(post.title);
      expect(article.querySelector('time')!.getAttribute('datetime')).toBe(`${post.date}T00:00:00.000Z`);
      expect(article.querySelector('time')!.hasAttribute('data-relative-time')).toBe(true);
      const comments = article.querySelector<HTMLAnchorElement>('a[data-comment-count]')!;
      expect([comments.getAttribute('data-comment-count'), comments.getAttribute('href'), comments.textContent]).toEqual([
        post.threadId,
        post.commentsUrl,
        journalStrings.comments,
      ]);
    });
    // Older than a minute, the formatted date.
    expect(articles[0]!.querySelector('time')!.textContent).toBe('Jun 12, 2025');
  });
});
