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
 * The text of the value at `path` inside a row's JSON text column `payload` (the submissions', the
 * orders'): a string as itself, a list or an object as its JSON text; NULL when there is none, or when
 * the column holds no JSON object (a row older than its JSON would otherwise fail the whole query).
 */
export function jsonText(engine: Engine, path: readonly string[]): RawBuilder<string | null> {
  if (engine === 'postgres') {
    const steps = path.map((key, index) => (index === path.length - 1 ? sql`->> ${key}::text` : sql`-> ${key}::text`));
    return sql<string | null>`(CASE WHEN payload LIKE '{%}' THEN payload::jsonb ${sql.join(steps, sql` `)} END)`;
  }
  // json_quote makes any key a path label, quotes and dots included.
  const label = sql.join(
    path.map((key) => sql`'.' || json_quote(${key})`),
    sql` || `,
  );
  return sql<string | null>`(CASE WHEN json_valid(payload) THEN json_extract(payload, '$' || ${label}) END)`;
}

/** True where `text` holds the words (a pattern of containsPattern), whatever the case. */
export const holds = (text: RawBuilder<unknown>, pattern: string): RawBuilder<boolean> => sql<boolean>`lower(${text}) LIKE ${pattern} ESCAPE '\\'`;
