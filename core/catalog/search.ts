// The search page ('/search', page type 102) and its call, the server's and the
// runtime's. The call's path is not in the spec (docs/decisions.md "Search").
import { format } from './strings.ts';
import { searchStrings } from './strings/search.ts';

export const SEARCH_PATH = '/search';
export const SEARCH_API_PATH = '/api/search';
/** The most characters of a query that are searched; the field's maxlength, and the call's limit on q. */
export const SEARCH_QUERY_MAX = 100;
/** The most results one search answers. */
export const SEARCH_RESULTS_MAX = 20;
/** The search block searches this long after the visitor's last keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;
/** A search call that has not answered by then has failed. */
export const SEARCH_TIMEOUT_MS = 8000;

/** One result, as the call answers it and the page shows it: `snippet` is HTML, its text escaped and its hits in <mark>. */
export interface SearchItem {
  title: string;
  url: string;
  kind: 'page' | 'product';
  snippet: string;
}

/** The line above the results: how many there are for the words searched (the page's and the block's). */
export function resultsStatus(count: number, query: string): string {
  return format(count === 0 ? searchStrings.noResults : count === 1 ? searchStrings.oneResult : searchStrings.results, { count, query });
}
