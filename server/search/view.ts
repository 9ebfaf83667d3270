// The search page's results for its address (docs/decisions.md "Search"): none without words in ?q=;
// else the first SEARCH_QUERY_MAX characters, searched, as the search block shows them.
import { SEARCH_QUERY_MAX } from '../../core/catalog/search.ts';
import type { SearchView } from '../render/model.ts';
import type { SearchIndex } from './search-index.ts';

export function searchView(index: SearchIndex, params: URLSearchParams): SearchView | undefined {
  const query = (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX);
  if (query.trim() === '') return undefined;
  return { query, items: index.search(query) };
}
