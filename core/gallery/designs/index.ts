// Each design is one file and its own chunk, named after the design as the site stores it
// (SITE_NAMES, design-name.ts); the engine loads the one a gallery needs.
import type { DesignModule } from '../design.ts';
import { SITE_NAMES, type Design, type SiteDesignName } from '../design-name.ts';

const FILES: Record<SiteDesignName, () => Promise<DesignModule>> = {
  stacked: () => import('./stacked.ts'),
  slider: () => import('./slider.ts'),
  slideshow: () => import('./slideshow.ts'),
  grid: () => import('./grid.ts'),
  autogrid: () => import('./autogrid.ts'),
  autocolumns: () => import('./autocolumns.ts'),
  autorows: () => import('./autorows.ts'),
  carousel: () => import('./carousel.ts'),
  list: () => import('./list.ts'),
};

export const loadDesign = (design: Design): Promise<DesignModule> => FILES[SITE_NAMES[design]]();
