// Which stored tracking events are conversions the owner counts, and under what name: an event of
// the newer schema (its object type and action), a legacy or census event (its name; a page view is
// no goal), a button click (its text, else its id). Render, overlay, timing and trace calls are not.
// Pure.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { VisitIdentity } from './visitor.ts';

export interface Goal {
  kind: 'event' | 'button' | 'form';
  name: string;
  /** The page it happened on, when the event says; '' otherwise. */
  path: string;
}

/** The longest goal name kept. */
export const MAX_GOAL_NAME = 200;
/** The longest path kept, as long as a record's path may be. */
const MAX_PATH = 2048;
// The legacy tracker also receives every page view as an event named so; page views are counted apart.
const PAGE_VIEW_EVENT = 'pageview';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const field = (value: unknown, name: string): unknown => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined);

const goal = (kind: Goal['kind'], name: string, path: unknown): Goal | null => {
  const cut = name.slice(0, MAX_GOAL_NAME);
  const page = text(path);
  return cut === '' ? null : { kind, name: cut, path: page.startsWith('/') ? page.slice(0, MAX_PATH) : '' };
};

/** The goal an event row of `kind` is, or null. */
export function goalOf(kind: string, payload: unknown): Goal | null {
  switch (kind) {
    case 'analytics-event': {
      const common = field(payload, 'commonData');
      const type = text(field(common, 'object_type'));
      const action = text(field(common, 'action'));
      return type && action ? goal('event', `${type}.${action}`, field(common, 'page_path')) : null;
    }
    case 'legacy-event':
    case 'census-hit': {
      const name = text(field(payload, 'event'));
      const data = field(payload, 'data');
      return name === PAGE_VIEW_EVENT ? null : goal('event', name, field(data, kind === 'legacy-event' ? 'pagePath' : 'path'));
    }
    case 'button-click':
      return goal('button', text(field(payload, 'buttonText')) || text(field(payload, 'id')), undefined);
    default:
      return null;
  }
}

/** A stored form submission is a goal named by its form's id. */
export const formGoal = (formId: string, pagePath: string | null): Goal | null => goal('form', formId, pagePath);

/** A goals row: the goal, who made it ('' when the call named no visitor) and when. */
export const goalRow = (goal: Goal, who: VisitIdentity | null, time: number) => ({
  kind: goal.kind,
  name: goal.name,
  path: goal.path,
  visitor_id: who?.visitorId ?? '',
  session_id: who?.sessionId ?? '',
  created_at: time,
});

/** Writes a goals row inside the caller's transaction: one statement written out (visits.ts says why). */
export async function recordGoal(trx: Db, row: ReturnType<typeof goalRow>): Promise<void> {
  await sql`INSERT INTO goals (kind, name, path, visitor_id, session_id, created_at) VALUES (${row.kind}, ${row.name}, ${row.path}, ${row.visitor_id}, ${row.session_id}, ${row.created_at})`.execute(
    trx,
  );
}
