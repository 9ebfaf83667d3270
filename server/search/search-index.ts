// The site's search (docs/decisions.md "Search"): an FTS5 table in an in-memory SQLite database of its
// own, built once at start from the site's data (code, so there is nothing to migrate and the index is
// always in step with the pages). Prepared statements only; the visitor's words reach MATCH only as
// matchExpression quotes them. Ranked by bm25, a title hit weighing ten times a body hit.
import Database from 'better-sqlite3';
import { SEARCH_RESULTS_MAX, type SearchItem } from '../../core/catalog/search.ts';
import type { SearchDocument } from './documents.ts';
import { matchExpression } from './match.ts';
import { HIT_END, HIT_START, snippetHtml, withoutMarkers } from './snippet.ts';

/** bm25's weights for the title and body columns. */
export const TITLE_WEIGHT = 10;
export const BODY_WEIGHT = 1;
/** The most words of a snippet. */
export const SNIPPET_WORDS = 16;

export interface SearchIndex {
  /** The results for the visitor's words, best first, at most `limit` (SEARCH_RESULTS_MAX); none for a query without words. */
  search(query: string, limit?: number): SearchItem[];
  destroy(): void;
}

interface Row {
  title: string;
  url: string;
  kind: SearchItem['kind'];
  snippet: string;
}

export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const db = new Database(':memory:');
  db.exec(`CREATE VIRTUAL TABLE documents USING fts5(title, body, url UNINDEXED, kind UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')`);
  const insert = db.prepare('INSERT INTO documents (title, body, url, kind) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const doc of documents) insert.run(withoutMarkers(doc.title), withoutMarkers(doc.body), doc.url, doc.kind);
  })();
  const select = db.prepare<[string, string, string, number], Row>(
    `SELECT title, url, kind, snippet(documents, 1, ?, ?, '…', ${SNIPPET_WORDS}) AS snippet FROM documents
     WHERE documents MATCH ? ORDER BY bm25(documents, ${TITLE_WEIGHT}, ${BODY_WEIGHT}), rowid LIMIT ?`,
  );

  return {
    search(query, limit = SEARCH_RESULTS_MAX) {
      const match = matchExpression(query);
      if (match === null) return [];
      const count = Math.max(1, Math.min(SEARCH_RESULTS_MAX, Math.trunc(limit)));
      return select.all(HIT_START, HIT_END, match, count).map((row) => ({ title: row.title, url: row.url, kind: row.kind, snippet: snippetHtml(row.snippet) }));
    },
    destroy: () => db.close(),
  };
}
