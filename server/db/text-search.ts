// Issue 33: case-insensitive "contains" searches written once for both engines. The words are matched
// literally (LIKE's % and _ and the escape character itself are escaped), lower-cased on both sides;
// a value kept inside a JSON column is read with the engine's own JSON operators.
import { sql, type RawBuilder } from 'kysely';
import type { Engine } from './engine.ts';

/** The most characters of a search the owner's lists take; the rest is ignored. */
export const SEARCH_MAX = 200;

/** The search as asked, trimmed and bounded; '' when there is none. */
export const searchWords = (asked: string | null): string => (asked ?? '').trim().slice(0, SEARCH_MAX);

/** A LIKE pattern that holds `words` anywhere, with `\` as the escape character. */
export const containsPattern = (words: string): string => `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * True where a row's JSON text column `payload` (the submissions', the orders') holds, at `path`, a
 * string (or a list's or an object's string, at any depth) with the words of `pattern` (containsPattern),
 * whatever the case. A row whose column holds no JSON object matches nothing (rather than failing the
 * whole query).
 */
export function jsonHolds(engine: Engine, path: readonly string[], pattern: string): RawBuilder<boolean> {
  if (engine === 'postgres') {
    const steps = sql.join(
      path.map((key) => sql`-> ${key}::text`),
      sql` `,
    );
    return sql<boolean>`EXISTS (SELECT 1 FROM jsonb_path_query(CASE WHEN payload LIKE '{%}' THEN payload::jsonb ${steps} END, 'strict $.**') AS found WHERE jsonb_typeof(found) = 'string' AND lower(found #>> '{}') LIKE ${pattern} ESCAPE '\\')`;
  }
  // json_quote makes any key a path label, quotes and dots included.
  const label = sql.join(
    path.map((key) => sql`'.' || json_quote(${key})`),
    sql` || `,
  );
  return sql<boolean>`EXISTS (SELECT 1 FROM json_tree(CASE WHEN json_valid(payload) THEN payload END, '$' || ${label}) WHERE type = 'text' AND lower(value) LIKE ${pattern} ESCAPE '\\')`;
}

/** True where `text` holds the words (a pattern of containsPattern), whatever the case. */
export const holds = (text: RawBuilder<unknown>, pattern: string): RawBuilder<boolean> => sql<boolean>`lower(${text}) LIKE ${pattern} ESCAPE '\\'`;
