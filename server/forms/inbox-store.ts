// Issue 33: the forms inbox's reads and writes over form_submissions and form_spam, on either engine.
// A form's search looks in its own fields' values only (columns.ts), case-insensitively, in SQL; a
// delete removes exactly the chosen rows of that form in one transaction; "Not spam" moves one refused
// post into the form's submissions in one transaction, so it is in one table or the other, never both.
import { HONEYPOT_FIELD } from '../../core/forms/spam.ts';
import { parseFormField } from '../api/form.ts';
import { containsPattern, jsonHolds, type Db, type Engine } from '../db/index.ts';
import { sql } from 'kysely';

/** The most forms the list shows beyond the site's own (ids only the stored rows name: the popup's sign-ups). */
export const OTHER_FORMS_SHOWN = 50;
/** The most rows one export writes, newest first. */
export const EXPORT_MAX = 10_000;
/** The most rows one delete takes. */
export const DELETE_MAX = 100;

export interface FormCount {
  formId: string;
  submissions: number;
  spam: number;
  /** The newest submission's or refused post's time; null when the form has none. */
  newest: number | null;
}

export interface SubmissionRow {
  id: number;
  page_path: string | null;
  payload: string;
  created_at: number;
}

export interface SpamRow extends SubmissionRow {
  reason: string;
}

export interface InboxStore {
  /** Every form of the site and each form id stored beyond them, with its counts, newest first (a form with none last, in the site's order). */
  forms(siteForms: readonly string[]): Promise<FormCount[]>;
  count(formId: string, fields: readonly string[], words: string): Promise<number>;
  /** A page of the form's submissions, newest first; `limit` bounded by the caller (paging.ts). */
  submissions(formId: string, fields: readonly string[], words: string, limit: number, offset: number): Promise<SubmissionRow[]>;
  /** The chosen submissions of this form that still exist, newest first. */
  chosen(formId: string, ids: readonly number[]): Promise<SubmissionRow[]>;
  /** Deletes the chosen submissions of this form; how many were there to delete. */
  remove(formId: string, ids: readonly number[]): Promise<number>;
  spamCount(formId: string): Promise<number>;
  spam(formId: string, limit: number, offset: number): Promise<SpamRow[]>;
  chosenSpam(formId: string, ids: readonly number[]): Promise<SpamRow[]>;
  removeSpam(formId: string, ids: readonly number[]): Promise<number>;
  /** Moves one refused post into the form's submissions: 'moved', or 'gone' when it is no longer in the spam folder. */
  notSpam(formId: string, id: number): Promise<'moved' | 'gone'>;
}

export function createInboxStore(db: Db, engine: Engine): InboxStore {
  // A form's search: any of its fields' values holds the words.
  const matching = (fields: readonly string[], words: string) => {
    const pattern = containsPattern(words);
    return sql<boolean>`(${sql.join(
      fields.map((field) => jsonHolds(engine, ['form', field], pattern)),
      sql` OR `,
    )})`;
  };
  const ofForm = (formId: string, fields: readonly string[], words: string) => {
    const query = db.selectFrom('form_submissions').where('form_id', '=', formId);
    return words === '' || fields.length === 0 ? query : query.where(matching(fields, words));
  };
  const bounded = (ids: readonly number[]): number[] => [...new Set(ids)].slice(0, DELETE_MAX);
  // Each form's counts: the site's forms all, other ids (newest first) at most OTHER_FORMS_SHOWN.
  const countsBy = async (table: 'form_submissions' | 'form_spam', siteForms: readonly string[]) => {
    const query = db
      .selectFrom(table)
      .select((eb) => ['form_id', eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('newest')])
      .groupBy('form_id');
    const site = siteForms.length === 0 ? [] : await query.where('form_id', 'in', siteForms).execute();
    const others = await (siteForms.length === 0 ? query : query.where('form_id', 'not in', siteForms)).orderBy(sql`max(created_at)`, 'desc').limit(OTHER_FORMS_SHOWN).execute();
    return [...site, ...others];
  };

  return {
    async forms(siteForms) {
      const counts = new Map<string, FormCount>();
      const at = (formId: string): FormCount => {
        const known = counts.get(formId);
        if (known) return known;
        const made = { formId, submissions: 0, spam: 0, newest: null };
        counts.set(formId, made);
        return made;
      };
      for (const formId of siteForms) at(formId);
      const later = (a: number | null, b: unknown): number | null => (b === null || b === undefined ? a : Math.max(a ?? 0, Number(b)));
      for (const row of await countsBy('form_submissions', siteForms))
        Object.assign(at(row.form_id), { submissions: Number(row.n), newest: later(at(row.form_id).newest, row.newest) });
      for (const row of await countsBy('form_spam', siteForms)) Object.assign(at(row.form_id), { spam: Number(row.n), newest: later(at(row.form_id).newest, row.newest) });
      const site = new Set(siteForms);
      const all = [...counts.values()];
      const others = all.filter((form) => !site.has(form.formId)).slice(0, OTHER_FORMS_SHOWN);
      // Sorting is stable: forms with nothing stay in the site's order, after the rest.
      return [...all.filter((form) => site.has(form.formId)), ...others].sort((a, b) => (b.newest ?? -1) - (a.newest ?? -1));
    },
    async count(formId, fields, words) {
      const { n } = await ofForm(formId, fields, words)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    submissions: (formId, fields, words, limit, offset) =>
      ofForm(formId, fields, words).select(['id', 'page_path', 'payload', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    async chosen(formId, ids) {
      const wanted = bounded(ids);
      if (wanted.length === 0) return [];
      return db
        .selectFrom('form_submissions')
        .select(['id', 'page_path', 'payload', 'created_at'])
        .where('form_id', '=', formId)
        .where('id', 'in', wanted)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async remove(formId, ids) {
      const wanted = bounded(ids);
      if (wanted.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('form_submissions').where('form_id', '=', formId).where('id', 'in', wanted).executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
    async spamCount(formId) {
      const { n } = await db
        .selectFrom('form_spam')
        .where('form_id', '=', formId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    spam: (formId, limit, offset) =>
      db
        .selectFrom('form_spam')
        .select(['id', 'reason', 'page_path', 'payload', 'created_at'])
        .where('form_id', '=', formId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    async chosenSpam(formId, ids) {
      const wanted = bounded(ids);
      if (wanted.length === 0) return [];
      return db
        .selectFrom('form_spam')
        .select(['id', 'reason', 'page_path', 'payload', 'created_at'])
        .where('form_id', '=', formId)
        .where('id', 'in', wanted)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async removeSpam(formId, ids) {
      const wanted = bounded(ids);
      if (wanted.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('form_spam').where('form_id', '=', formId).where('id', 'in', wanted).executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
    notSpam: (formId, id) =>
      db.transaction().execute(async (trx) => {
        // The delete decides: of two moves at once, only the one that took the row stores it.
        const taken = await trx.deleteFrom('form_spam').where('form_id', '=', formId).where('id', '=', id).returning(['payload', 'page_path', 'created_at']).executeTakeFirst();
        if (!taken) return 'gone';
        await trx
          .insertInto('form_submissions')
          .values({ form_id: formId, payload: submissionPayload(taken.payload), page_path: taken.page_path, created_at: taken.created_at })
          .execute();
        return 'moved';
      }),
  };
}

/**
 * A refused post as a submission is stored: what it sent, with the form as an object of its values
 * (an unreadable form as none) and without the trap field, which only a refusal reads.
 */
export function submissionPayload(spamPayload: string): string {
  let sent: Record<string, unknown> = {};
  try {
    const value = JSON.parse(spamPayload) as unknown;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) sent = value as Record<string, unknown>;
  } catch {}
  const { [HONEYPOT_FIELD]: _trap, ...rest } = sent;
  return JSON.stringify({ ...rest, form: parseFormField(sent.form) ?? {} });
}
