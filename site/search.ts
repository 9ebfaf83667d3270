// /search: the search page, page type 102, where no page view is recorded. Its search
// block (37) shows the results of ?q=, which the server draws for each request (RenderOptions.search);
// the block's runtime searches as the visitor types.
import { PageType } from '../core/catalog/enums.ts';
import { SEARCH_PATH } from '../core/catalog/search.ts';
import type { Page } from './model.ts';

export const searchPage: Page = {
  path: SEARCH_PATH,
  pageType: PageType.SEARCH,
  id: '64a1f0c2e4b0a1b2c3d4e5fa',
  title: 'Search',
  description: 'Search the studio site.',
  blocks: [
    { kind: 'text', id: 'search-heading', html: '<h1>Search</h1><p>Search the pages and the shop of the studio.</p>' },
    { kind: 'search', id: 'search' },
  ],
};
