// The site's search: its documents, its FTS5 index and the MATCH rule (docs/decisions.md "Search").
export { createSearchIndex, type SearchIndex } from './search-index.ts';
export { siteDocuments } from './documents.ts';
export { searchView } from './view.ts';
