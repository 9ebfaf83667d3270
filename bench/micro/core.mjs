// The core's pure functions, for node (bundled by bench/lib/bundle-import.mjs).
import { importBundled } from '../lib/bundle-import.mjs';

const ENTRY = `
export { justifiedLayout } from './core/gallery/layout/justified.ts';
export { masonryLayout, columnCount } from './core/gallery/layout/masonry.ts';
export { pickWidth, neededWidth } from './core/image-loader/width.ts';
export { IMAGE_WIDTHS } from './core/catalog/image-widths.ts';
export { normalizeIndex, stepIndex } from './core/gallery/index-state.ts';
export { readConsent, analyticsAllowed } from './core/consent/consent.ts';
export { readCookie } from './core/dom/cookies.ts';
export { visit, VISITOR_COOKIE, VISIT_COOKIE } from './tracking/visits.ts';
`;

export const loadCore = () => importBundled(ENTRY, 'micro-core');
