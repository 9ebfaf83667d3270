// Every column the dashboard's SQL names by a value (a table, a panel, a filter), each written out:
// the server builds no SQL text from a value (tests/unit/server/db/prepared-only.test.ts), so a
// column is looked up here, never spliced from its name.
import { sql, type RawBuilder } from 'kysely';
import type { FilterKey } from './params.ts';

export type TrackedTable = 'page_views' | 'visits';

/** The filters whose column both tables hold under the same name: a visit's dimensions. */
export const SHARED: Partial<Record<FilterKey, string>> = {
  source: 'source',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  device: 'device',
  browser: 'browser',
  os: 'os',
  country: 'country',
};

const PAGE_VIEWS: Record<string, RawBuilder<unknown>> = {
  time: sql.ref('page_views.created_at'),
  path: sql.ref('page_views.path'),
  session_id: sql.ref('page_views.session_id'),
  source: sql.ref('page_views.source'),
  utm_source: sql.ref('page_views.utm_source'),
  utm_medium: sql.ref('page_views.utm_medium'),
  utm_campaign: sql.ref('page_views.utm_campaign'),
  device: sql.ref('page_views.device'),
  browser: sql.ref('page_views.browser'),
  os: sql.ref('page_views.os'),
  country: sql.ref('page_views.country'),
};

const VISITS: Record<string, RawBuilder<unknown>> = {
  time: sql.ref('visits.started_at'),
  entry_path: sql.ref('visits.entry_path'),
  exit_path: sql.ref('visits.exit_path'),
  session_id: sql.ref('visits.session_id'),
  source: sql.ref('visits.source'),
  utm_source: sql.ref('visits.utm_source'),
  utm_medium: sql.ref('visits.utm_medium'),
  utm_campaign: sql.ref('visits.utm_campaign'),
  device: sql.ref('visits.device'),
  browser: sql.ref('visits.browser'),
  os: sql.ref('visits.os'),
  country: sql.ref('visits.country'),
};

/** A column of a tracked table ('time' is its row's time: created_at, started_at); throws for a name it does not hold. */
export function columnOf(table: TrackedTable, name: string): RawBuilder<unknown>;
/** Or, not required, undefined for such a name. */
export function columnOf(table: TrackedTable, name: string, required: false): RawBuilder<unknown> | undefined;
export function columnOf(table: TrackedTable, name: string, required = true): RawBuilder<unknown> | undefined {
  const column = (table === 'page_views' ? PAGE_VIEWS : VISITS)[name];
  if (!column && required) throw new Error(`No column ${name} in ${table}`);
  return column;
}

/** The table itself, for a FROM. */
export const tableOf = (table: TrackedTable): RawBuilder<unknown> => (table === 'page_views' ? sql`page_views` : sql`visits`);

/** The daily facts' tables (facts.ts). */
export type FactsTable = 'analytics_views' | 'analytics_visits' | 'analytics_goals' | 'analytics_vitals';

const FACTS: Record<FactsTable, Record<string, RawBuilder<unknown>>> = {
  analytics_views: {
    day: sql.ref('analytics_views.day'),
    visitor: sql.ref('analytics_views.visitor'),
    path: sql.ref('analytics_views.path'),
    entry_path: sql.ref('analytics_views.entry_path'),
    exit_path: sql.ref('analytics_views.exit_path'),
    source: sql.ref('analytics_views.source'),
    utm_source: sql.ref('analytics_views.utm_source'),
    utm_medium: sql.ref('analytics_views.utm_medium'),
    utm_campaign: sql.ref('analytics_views.utm_campaign'),
    device: sql.ref('analytics_views.device'),
    browser: sql.ref('analytics_views.browser'),
    os: sql.ref('analytics_views.os'),
    country: sql.ref('analytics_views.country'),
  },
  analytics_visits: {
    day: sql.ref('analytics_visits.day'),
    visitor: sql.ref('analytics_visits.visitor'),
    entry_path: sql.ref('analytics_visits.entry_path'),
    exit_path: sql.ref('analytics_visits.exit_path'),
    source: sql.ref('analytics_visits.source'),
    utm_source: sql.ref('analytics_visits.utm_source'),
    utm_medium: sql.ref('analytics_visits.utm_medium'),
    utm_campaign: sql.ref('analytics_visits.utm_campaign'),
    device: sql.ref('analytics_visits.device'),
    browser: sql.ref('analytics_visits.browser'),
    os: sql.ref('analytics_visits.os'),
    country: sql.ref('analytics_visits.country'),
  },
  analytics_goals: {
    day: sql.ref('analytics_goals.day'),
    visitor: sql.ref('analytics_goals.visitor'),
    entry_path: sql.ref('analytics_goals.entry_path'),
    exit_path: sql.ref('analytics_goals.exit_path'),
    source: sql.ref('analytics_goals.source'),
    utm_source: sql.ref('analytics_goals.utm_source'),
    utm_medium: sql.ref('analytics_goals.utm_medium'),
    utm_campaign: sql.ref('analytics_goals.utm_campaign'),
    device: sql.ref('analytics_goals.device'),
    browser: sql.ref('analytics_goals.browser'),
    os: sql.ref('analytics_goals.os'),
    country: sql.ref('analytics_goals.country'),
  },
  analytics_vitals: {
    day: sql.ref('analytics_vitals.day'),
    path: sql.ref('analytics_vitals.path'),
    entry_path: sql.ref('analytics_vitals.entry_path'),
    exit_path: sql.ref('analytics_vitals.exit_path'),
    source: sql.ref('analytics_vitals.source'),
    utm_source: sql.ref('analytics_vitals.utm_source'),
    utm_medium: sql.ref('analytics_vitals.utm_medium'),
    utm_campaign: sql.ref('analytics_vitals.utm_campaign'),
    device: sql.ref('analytics_vitals.device'),
    browser: sql.ref('analytics_vitals.browser'),
    os: sql.ref('analytics_vitals.os'),
    country: sql.ref('analytics_vitals.country'),
  },
};

/** The key of the visit a facts row names (its start day and id), for the pages it viewed and the goals it reached. */
export const VISIT_KEY: Record<FactsTable, { day: RawBuilder<unknown>; visit: RawBuilder<unknown> }> = {
  analytics_views: { day: sql.ref('analytics_views.visit_day'), visit: sql.ref('analytics_views.visit') },
  analytics_visits: { day: sql.ref('analytics_visits.day'), visit: sql.ref('analytics_visits.visit') },
  analytics_goals: { day: sql.ref('analytics_goals.visit_day'), visit: sql.ref('analytics_goals.visit') },
  analytics_vitals: { day: sql.ref('analytics_vitals.visit_day'), visit: sql.ref('analytics_vitals.visit') },
};

/** A column of a facts table, by the raw table's name for it; undefined for one it does not hold. */
export const factColumnOf = (table: FactsTable, name: string): RawBuilder<unknown> | undefined => FACTS[table][name];

/** The facts table that holds a tracked table's settled days. */
export const factsOf = (table: TrackedTable): FactsTable => (table === 'page_views' ? 'analytics_views' : 'analytics_visits');

const FACTS_FROM: Record<FactsTable, RawBuilder<unknown>> = {
  analytics_views: sql`analytics_views`,
  analytics_visits: sql`analytics_visits`,
  analytics_goals: sql`analytics_goals`,
  analytics_vitals: sql`analytics_vitals`,
};

/** A facts table itself, for a FROM. */
export const factsTableOf = (table: FactsTable): RawBuilder<unknown> => FACTS_FROM[table];
