// The menu block with tabs (docs/block-types.md: 33), over the server's markup in
// the WAI-ARIA tabs pattern (role=tablist, tab, tabpanel). One tab is selected at a time, the first
// by default; a click or the keys of tabs/keys.ts select one, and only its panel shows.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { tabAfterKey } from './tabs/keys.ts';

export function init(root: HTMLElement, { scheduler }: BlockDeps): BlockInstance {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panels = tabs.map((tab) => root.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? ''));
  const listening = new AbortController();
  const signal = listening.signal;
  let selected = Math.max(
    0,
    tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
  );

  function select(index: number, focus: boolean): void {
    if (index === selected && !focus) return;
    selected = index;
    scheduler.write(() => {
      tabs.forEach((tab, i) => {
        tab.setAttribute('aria-selected', String(i === index));
        tab.tabIndex = i === index ? 0 : -1;
        panels[i]?.toggleAttribute('hidden', i !== index);
      });
      if (focus) tabs[index]?.focus();
    });
  }

  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(i, false), { signal });
    tab.addEventListener(
      'keydown',
      (event) => {
        const next = tabAfterKey(event.key, i, tabs.length);
        if (next === null) return;
        event.preventDefault();
        select(next, true);
      },
      { signal },
    );
  });
  select(selected, false);
  return { destroy: () => listening.abort() };
}
