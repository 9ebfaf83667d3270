// The visitor's words as an FTS5 MATCH expression. Raw input never reaches MATCH: each word (letters,
// digits and their marks) is quoted as a string, so `"`, `*`, `-`, `:`, `^`, `(` and NEAR, AND, OR,
// NOT are only text or separators; the last word is a prefix, as the visitor may still be typing it.
import { SEARCH_QUERY_MAX } from '../../core/catalog/search.ts';

/** The most words one query searches for. */
export const MAX_TERMS = 8;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Every word must match (FTS5's implicit AND); null when the query holds no word. */
export function matchExpression(query: string): string | null {
  const words = (query.slice(0, SEARCH_QUERY_MAX).match(WORD) ?? []).slice(0, MAX_TERMS);
  if (words.length === 0) return null;
  return words.map((word, i) => `"${word.replaceAll('"', '""')}"${i === words.length - 1 ? '*' : ''}`).join(' ');
}
