// /search (tracking.md 2): the search page, page type 102. Search results arrive with a later
// issue; the page exists so that tracking can be seen to record no page view there.
import type { Page } from './model.ts';

export const searchPage: Page = {
  path: '/search',
  pageType: 102,
  id: '64a1f0c2e4b0a1b2c3d4e5fa',
  title: 'Search',
  description: 'Search the studio site.',
  blocks: [{ kind: 'text', id: 'search-heading', html: '<h1>Search</h1><p>Search is coming soon. Until then, the menu above leads to every page.</p>' }],
};
