// Accordion. WAI-ARIA accordion pattern on the server's markup (buttons with aria-expanded and aria-controls).
import type { BlockDeps, BlockInstance } from '../block.ts';
import { accordionHashAction } from './accordion/hash.ts';
import { initialState, openItem, toggleItem, type OpenState } from './accordion/state.ts';

// Accordion animation 250 ms.
export const ACCORDION_ANIMATION_MS = 250;

const BUTTON = '.accordion-item__click-target';

interface Item {
  button: HTMLButtonElement;
  panel: HTMLElement;
}

function readItems(root: HTMLElement): Item[] {
  const items: Item[] = [];
  for (const button of root.querySelectorAll<HTMLButtonElement>(BUTTON)) {
    const id = button.getAttribute('aria-controls');
    const panel = id ? root.ownerDocument.getElementById(id) : null;
    if (panel) items.push({ button, panel });
  }
  return items;
}

function readExpandFirst(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>).isExpandedFirstItem === true;
}

export function init(root: HTMLElement, { data, scheduler, window, page }: BlockDeps): BlockInstance {
  const items = readItems(root);
  const allowMultiple = root.getAttribute('data-should-allow-multiple-open-items') === 'true';
  // The page's one decision (reduced motion or nomotion=true); without motion, no animation.
  const duration = page.animate ? ACCORDION_ANIMATION_MS : 0;
  const listening = new AbortController();
  const signal = listening.signal;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let state: OpenState = items.map((item) => item.button.getAttribute('aria-expanded') === 'true');
  let busyUntil = 0;

  const animate = (item: Item, opening: boolean): void => {
    const target = item.panel.firstElementChild ?? item.panel;
    if (duration > 0 && typeof target.animate === 'function') {
      const frames = [
        { opacity: 0, transform: 'translateY(-0.5rem)' },
        { opacity: 1, transform: 'none' },
      ];
      target.animate(opening ? frames : frames.reverse(), { duration, easing: 'ease-out' });
    }
  };

  const render = (next: OpenState, animated: boolean): void => {
    const previous = state;
    state = next;
    scheduler.write(() => {
      items.forEach((item, i) => {
        const open = next[i] === true;
        if (open === previous[i] && item.button.getAttribute('aria-expanded') === String(open)) return;
        item.button.setAttribute('aria-expanded', String(open));
        if (open) {
          item.panel.removeAttribute('data-collapsed');
          if (animated) animate(item, true);
        } else if (animated && duration > 0) {
          animate(item, false);
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (state[i] === false) item.panel.setAttribute('data-collapsed', '');
          }, duration);
          timers.add(timer);
        } else {
          item.panel.setAttribute('data-collapsed', '');
        }
      });
    });
  };

  const applyHash = (): boolean => {
    const action = accordionHashAction(window.location.hash, items.length);
    if (action.kind === 'none') return false;
    render(action.kind === 'open' ? openItem(state, action.index, allowMultiple) : initialState(items.length, false), true);
    return true;
  };

  items.forEach((item, index) => {
    item.button.addEventListener(
      'click',
      () => {
        // Clicks are ignored mid-animation.
        const now = window.performance.now();
        if (now < busyUntil) return;
        busyUntil = now + duration;
        render(toggleItem(state, index, allowMultiple), true);
      },
      { signal },
    );
    item.button.addEventListener(
      'keydown',
      (event: KeyboardEvent) => {
        // WAI-ARIA accordion: optional arrow, Home and End keys move between headers.
        const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
        const to = moves[event.key];
        if (to === undefined) return;
        event.preventDefault();
        items[(to + items.length) % items.length]?.button.focus();
      },
      { signal },
    );
  });
  window.addEventListener('hashchange', applyHash, { signal });

  if (!applyHash() && readExpandFirst(data) && !state.some(Boolean)) render(initialState(items.length, true), false);

  return {
    destroy() {
      listening.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
