// The comment-count script is an external one, which no machine here reaches. The demo
// serves this test double of it: like a comment platform's count script, it finds each link with a
// thread id in data-comment-count where its script tag stands (the block) and writes the thread's
// count as the link's words; a thread it does not know keeps the server's words. The counts are the
// platform's data, not the site's.
export const COMMENT_COUNTS: Readonly<Record<string, number>> = {
  'winter-light': 12,
  'new-paper': 1,
  'framing-notes': 0,
  'lake-series': 7,
};

export const COMMENT_COUNT_SCRIPT = `(() => {
  const counts = ${JSON.stringify(COMMENT_COUNTS)};
  const box = document.currentScript && document.currentScript.parentElement;
  if (!box) return;
  for (const link of box.querySelectorAll('[data-comment-count]')) {
    const count = counts[link.getAttribute('data-comment-count')];
    if (typeof count === 'number') link.textContent = count === 1 ? '1 comment' : count + ' comments';
  }
})();
`;
