// Each design that moves is one file and its own chunk, named after the design as the site stores it
// (SITE_NAMES, design-name.ts); the five the server lays out whole share one (laid-out.ts). The engine
// loads the one a gallery needs.
import type { DesignModule } from '../design.ts';
import { SITE_NAMES, type Design, type SiteDesignName } from '../design-name.ts';

const FILES: Record<SiteDesignName, () => Promise<DesignModule>> = {
  stacked: () => import('./stacked.ts'),
  slider: () => import('./slider.ts'),
  slideshow: () => import('./slideshow.ts'),
  grid: () => import('./laid-out.ts'),
  autogrid: () => import('./laid-out.ts'),
  autocolumns: () => import('./laid-out.ts'),
  autorows: () => import('./laid-out.ts'),
  carousel: () => import('./carousel.ts'),
  list: () => import('./laid-out.ts'),
};

export const loadDesign = (design: Design): Promise<DesignModule> => FILES[SITE_NAMES[design]]();
