// The follow button's script comes from a social platform,
// which no machine here reaches. The demo serves this test double of it: like a platform's widget
// script, it makes each follow link where its script tag stands (the block, core/dom/load-script.ts)
// the platform's button, the link itself kept inside it, with a follower count beside it.
export const FOLLOW_BUTTON_SCRIPT = `(() => {
  const box = document.currentScript && document.currentScript.parentElement;
  if (!box) return;
  for (const link of box.querySelectorAll('a.follow-link')) {
    if (link.closest('.follow-widget')) continue;
    const widget = document.createElement('span');
    widget.className = 'follow-widget';
    const count = document.createElement('span');
    count.className = 'follow-count';
    count.textContent = '1,204 followers';
    link.replaceWith(widget);
    widget.append(link, count);
  }
})();
`;
