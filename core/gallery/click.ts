// Click on a slide, the rules in order. Pure: what a click means; the gallery acts.
import { isSafeClickThrough } from '../catalog/validators.ts';
import type { ClickBehavior } from './options.ts';

export type ClickAction =
  | { kind: 'ignore' }
  | { kind: 'play'; index: number }
  | { kind: 'navigate'; url: string }
  | { kind: 'bypass'; url: string }
  | { kind: 'refuse'; url: string }
  | { kind: 'lightbox'; index: number }
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'select'; index: number };

export interface ClickInput {
  index: number;
  current: number;
  video: boolean;
  clickThrough: string;
  behavior: ClickBehavior;
  /** Which half of the slide was clicked, for the by-side behaviour. */
  side: 'left' | 'right';
  lightbox: boolean;
  /** Inside the site editor's frame. */
  editor: boolean;
  /** A design whose slides are all in view (grid and the like): a click opens, never steps. */
  allInView: boolean;
}

/**
 * 1. A video slide lets its video play: the current one's own overlay plays it (the click is the
 * video's); another becomes current and plays. 2. A click-through address is followed (when it passes the
 * link checks; in the editor the bypass event is raised instead). 3. The lightbox opens, when on.
 * 4. The current slide steps by the click behaviour. 5. Any other slide becomes current.
 */
export function clickAction({ index, current, video, clickThrough, behavior, side, lightbox, editor, allInView }: ClickInput): ClickAction {
  if (video) return index === current ? { kind: 'ignore' } : { kind: 'play', index };
  const url = clickThrough.trim();
  if (url !== '') {
    if (!isSafeClickThrough(url)) return { kind: 'refuse', url };
    return editor ? { kind: 'bypass', url } : { kind: 'navigate', url };
  }
  if (lightbox) return { kind: 'lightbox', index };
  if (index !== current || allInView) return { kind: 'select', index };
  if (behavior === 'side') return side === 'left' ? { kind: 'previous' } : { kind: 'next' };
  return behavior === 'previous' ? { kind: 'previous' } : { kind: 'next' };
}
