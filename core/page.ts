// Facts about the page that every block and feature shares, decided once by the runtime.
import { isEditMode } from './dom/edit-mode.ts';
import { isMobile } from './dom/mobile.ts';
import { motionAllowed } from './dom/motion.ts';

export interface PageFacts {
  /** False under prefers-reduced-motion or with nomotion=true: moves happen at once. */
  animate: boolean;
  /** Inside the site editor's frame. */
  editMode: boolean;
  /** The spec's "mobile": a coarse pointer on a viewport up to 926 px. */
  mobile: boolean;
}

export function readPageFacts(window: Window): PageFacts {
  return { animate: motionAllowed(window), editMode: isEditMode(window.document), mobile: isMobile(window) };
}
