// The search block (docs/block-types.md: 37): a search form (role=search, GET /search, a labelled q),
// and its results region (aria-live polite). On the search page the server draws the results of ?q=
// there itself, so a search works with JavaScript off; the runtime (core/blocks/search.ts) draws the
// same markup as the visitor types.
import { ChosenBlockType } from '../../../core/catalog/enums.ts';
import { resultsStatus, SEARCH_PATH, SEARCH_QUERY_MAX } from '../../../core/catalog/search.ts';
import { searchStrings } from '../../../core/catalog/strings/search.ts';
import type { SearchBlock, SearchView } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

/** The results region's inside: the status line, then the list (none when nothing was found). */
export function resultsHtml({ query, items }: SearchView): string {
  const status = `<p class="search-status">${escapeHtml(resultsStatus(items.length, query))}</p>`;
  if (items.length === 0) return status;
  const list = items
    .map(
      (item) =>
        `<li class="search-item"><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a> <span class="search-kind">${escapeHtml(searchStrings[item.kind])}</span>` +
        // The index escaped the snippet and marked its hits (server/search/snippet.ts).
        `<p class="search-snippet">${item.snippet}</p></li>`,
    )
    .join('');
  return `${status}<ol class="search-list">${list}</ol>`;
}

export function renderSearch(block: SearchBlock, view: SearchView | undefined): string {
  const input = `block-${block.id}-q`;
  const form =
    `<form class="search-form" role="search" action="${SEARCH_PATH}" method="get">` +
    `<label for="${escapeHtml(input)}">${escapeHtml(searchStrings.label)}</label>` +
    `<input id="${escapeHtml(input)}" type="search" name="q" maxlength="${SEARCH_QUERY_MAX}" autocomplete="off" value="${escapeHtml(view?.query ?? '')}">` +
    `<button type="submit">${escapeHtml(searchStrings.submit)}</button></form>`;
  return blockWrapper(ChosenBlockType.SEARCH, block.id, 'search-block', `${form}<div class="search-results" aria-live="polite">${view ? resultsHtml(view) : ''}</div>`);
}
