// The tables as the query layer (Kysely) sees them, one interface a table, kept in step with
// migrations.ts. Times are epoch milliseconds (BIGINT on PostgreSQL, read back as numbers: see
// postgres.ts); flags are 0 or 1 on both engines; JSON is kept as TEXT.
import type { Generated } from 'kysely';

type Id = Generated<number>;

export interface FormSubmissionsTable {
  id: Id;
  form_id: string;
  payload: string;
  created_at: number;
  collection_id: string | null;
  object_name: string | null;
  is_overlay: Generated<number>;
  page_path: string | null;
  submission_key: string | null;
}

/** A refused post (server/forms/spam.ts): its form, why it was refused, what it sent but its key. */
export interface FormSpamTable {
  id: Id;
  form_id: string;
  reason: string;
  payload: string;
  page_path: string | null;
  created_at: number;
}

export interface EventsTable {
  id: Id;
  kind: string;
  payload: string;
  created_at: number;
}

export interface OrdersTable {
  id: Id;
  cart_id: string;
  payload: string;
  created_at: number;
  token: string | null;
  currency: string | null;
  subtotal_cents: number | null;
  shipping_name: string | null;
  /** Issue 33: new, paid, shipped or cancelled (server/config/order-status.ts). */
  status: Generated<string>;
}

export interface FormKeysTable {
  key: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface TrackingCallsTable {
  id: Id;
  eid: string;
  path: string;
  created_at: number;
}

export interface PageViewsTable {
  id: Id;
  day: string;
  path: string;
  visitor_id: string | null;
  payload: string;
  created_at: number;
  // Migration 11: the page view enriched at write time (server/api/tracking/enrich.ts); '' is unknown.
  session_id: Generated<string>;
  referrer_domain: Generated<string>;
  source: Generated<string>;
  source_kind: Generated<string>;
  utm_source: Generated<string>;
  utm_medium: Generated<string>;
  utm_campaign: Generated<string>;
  device: Generated<string>;
  browser: Generated<string>;
  os: Generated<string>;
  country: Generated<string>;
}

/** One visit: its first page view's dimensions, its span and its page count (a bounce has 1). */
export interface VisitsTable {
  id: Id;
  session_id: string;
  visitor_id: string;
  started_at: number;
  ended_at: number;
  entry_path: string;
  exit_path: string;
  pageviews: number;
  source: Generated<string>;
  source_kind: Generated<string>;
  referrer_domain: Generated<string>;
  utm_source: Generated<string>;
  utm_medium: Generated<string>;
  utm_campaign: Generated<string>;
  device: Generated<string>;
  browser: Generated<string>;
  os: Generated<string>;
  country: Generated<string>;
}

/** A conversion: a custom event or a form submission, with who made it ('' when unknown). */
export interface GoalsTable {
  id: Id;
  kind: string;
  name: string;
  visitor_id: Generated<string>;
  session_id: Generated<string>;
  path: Generated<string>;
  created_at: number;
}

/** How far the one-time enrichment of the rows stored before migration 11 has gone, per table. */
export interface BackfillsTable {
  name: string;
  next_id: number;
  upto: number;
}

export interface PageSpeedMetricsTable {
  id: Id;
  page_load_id: string;
  path: string;
  code: string;
  value: number;
  created_at: number;
  /** phone, tablet or desktop, from the record's context; '' when it named none (migration 11). */
  device: Generated<string>;
  /** The visit of the page load, from the request's visitor cookie; '' when it sent none (migration 11). */
  session_id: Generated<string>;
}

export interface InterfaceErrorsTable {
  id: Id;
  app: string;
  message: string;
  stack: string | null;
  url: string;
  payload: string;
  created_at: number;
}

export interface AccountsTable {
  id: Id;
  email: string;
  display_name: string;
  password_hash: string;
  website_roles: string;
  created_at: number;
  updated_at: number;
  /** Counts the hashes the account has had: a session of an older one opens nothing. */
  password_version: Generated<number>;
}

export interface SessionsTable {
  id_hash: string;
  account_id: number;
  xsrf_token: string;
  remember: number;
  created_at: number;
  expires_at: number;
  /** The account's password version at sign-in. */
  password_version: number;
}

export interface SignInFailuresTable {
  id: Id;
  key: string;
  at: number;
}

export interface SignInDevicesTable {
  token_hash: string;
  account_id: number;
  created_at: number;
  expires_at: number;
}

export interface SignInLockTable {
  id: number;
  at: number;
}

export interface StockTable {
  sku: string;
  product_id: string;
  qty: number;
  updated_at: number;
}

export interface CartsTable {
  id: Id;
  public_id: string;
  token_hash: string;
  created_at: number;
  updated_at: number;
  purchased: Generated<number>;
}

export interface CartItemsTable {
  id: Id;
  cart_id: number;
  product_id: string;
  sku: string;
  quantity: number;
  added_at: number;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  position: number;
  product_id: string;
  sku: string;
  name: string;
  option_values: string;
  quantity: number;
  unit_price_cents: number;
}

export interface ReviewTokensTable {
  token: string;
  order_item_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ReviewsTable {
  id: Id;
  token: string;
  product_id: string;
  rating: number;
  comment: string;
  created_at: number;
}

export interface LanguagesTable {
  code: string;
  name: string;
  is_default: number;
  enabled: number;
  position: number;
}

export interface HeaderFooterTable {
  id: number;
  header: string;
  footer: string;
  updated_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** The owner's webhook address and its signing secret (server/notifications/settings.ts): one row or none. */
export interface WebhookSettingsTable {
  id: number;
  url: string;
  secret: string;
  updated_at: number;
}

/** A notification to send (server/notifications/outbox.ts): its body as sent, its state and its last attempt. */
export interface WebhookOutboxTable {
  id: Id;
  event_type: 'submission' | 'order';
  event_id: number;
  payload: string;
  created_at: number;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: number;
  lease_until: number | null;
  lease_token: string | null;
  last_attempt_at: number | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: number | null;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string | null;
  applied_at: number | null;
}

/** The visit dimensions a facts row holds (server/analytics/facts.ts). */
interface FactDimensions {
  source: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  browser: string;
  os: string;
  country: string;
}

/** A settled day's page views, one row a visitor, page and dimensions (server/analytics/facts.ts). */
export interface AnalyticsViewsTable extends FactDimensions {
  day: number;
  seq: number;
  /** The visitor's number in the day; a page view without the cookie has a negative one of its own. */
  visitor: number;
  path: string;
  /** The page view's visit's entry and exit pages, and its key (start day and id); null without a visit. */
  entry_path: string | null;
  exit_path: string | null;
  visit_day: number | null;
  visit: number | null;
  pageviews: number;
}

/** A settled day's visits, one row each (server/analytics/facts.ts). */
export interface AnalyticsVisitsTable extends FactDimensions {
  day: number;
  /** The visit's raw row's id. */
  visit: number;
  visitor: number;
  entry_path: string;
  exit_path: string;
  pageviews: number;
  duration_ms: number;
}

/** The goals a visit (by its day and id) reached, once each (server/analytics/facts.ts). */
export interface AnalyticsVisitGoalsTable {
  name: string;
  day: number;
  visit: number;
}

/** The pages a visit (by its day and id) viewed, once each (server/analytics/facts.ts). */
export interface AnalyticsVisitPagesTable {
  path: string;
  day: number;
  visit: number;
}

/** A visit's dimensions beside a goal or a reading: null when it has no visit. */
interface VisitOf {
  entry_path: string | null;
  exit_path: string | null;
  source: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
}

/** A settled day's goals, one row each, with its visit's dimensions (server/analytics/facts.ts). */
export interface AnalyticsGoalsTable extends VisitOf {
  day: number;
  seq: number;
  /** The visitor's number in the day; null for a goal without a visitor. */
  visitor: number | null;
  name: string;
  kind: string;
  /** The goal's visit, as analytics_visits keys it (its start day and id); null without a visit. */
  visit_day: number | null;
  visit: number | null;
  device: string | null;
}

/** A settled day's vitals readings, one row each, with its visit's dimensions (server/analytics/facts.ts). */
export interface AnalyticsVitalsTable extends VisitOf {
  day: number;
  /** The reading's place in the day, by (created_at, id). */
  seq: number;
  id: number;
  created_at: number;
  page_load_id: string;
  path: string;
  code: string;
  value: number;
  /** The reading's own device class. */
  device: string;
  /** The reading's visit (its start day and id); null without a visit. */
  visit_day: number | null;
  visit: number | null;
}

/** A settled month's pages under one visit-dimension filter value (server/analytics/facts.ts). */
export interface AnalyticsMonthlyPagesTable {
  /** The month's first day, epoch milliseconds (UTC). */
  month: number;
  /** The filter's key (a visit dimension: country, source, …) and its value. */
  filter: string;
  filter_value: string;
  path: string;
  /** Unique visitors counted a day at a time, summed over the month's days. */
  visitors: number;
  pageviews: number;
}

/** The settled months whose monthly pages are written (server/analytics/rollup.ts). */
export interface AnalyticsMonthsTable {
  month: number;
  built_at: number;
}

/** A settled day's figures for one dashboard dimension's value (server/analytics/rollup.ts); the totals are dimension '' and value ''. */
export interface AnalyticsDailyTable {
  day: number;
  dimension: string;
  value: string;
  visitors: number;
  visits: number;
  pageviews: number;
  bounces: number;
  duration_ms: number;
}

/** A day whose rollup rows are written (server/analytics/rollup.ts). */
export interface AnalyticsDaysTable {
  day: number;
  built_at: number;
}

export interface Schema {
  form_submissions: FormSubmissionsTable;
  form_spam: FormSpamTable;
  events: EventsTable;
  orders: OrdersTable;
  form_keys: FormKeysTable;
  tracking_calls: TrackingCallsTable;
  page_views: PageViewsTable;
  visits: VisitsTable;
  goals: GoalsTable;
  backfills: BackfillsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_days: AnalyticsDaysTable;
  analytics_views: AnalyticsViewsTable;
  analytics_visits: AnalyticsVisitsTable;
  analytics_visit_pages: AnalyticsVisitPagesTable;
  analytics_visit_goals: AnalyticsVisitGoalsTable;
  analytics_goals: AnalyticsGoalsTable;
  analytics_vitals: AnalyticsVitalsTable;
  analytics_monthly_pages: AnalyticsMonthlyPagesTable;
  analytics_months: AnalyticsMonthsTable;
  page_speed_metrics: PageSpeedMetricsTable;
  interface_errors: InterfaceErrorsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  sign_in_devices: SignInDevicesTable;
  sign_in_lock: SignInLockTable;
  stock: StockTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  order_items: OrderItemsTable;
  review_tokens: ReviewTokensTable;
  reviews: ReviewsTable;
  languages: LanguagesTable;
  header_footer: HeaderFooterTable;
  rate_limits: RateLimitsTable;
  webhook_settings: WebhookSettingsTable;
  webhook_outbox: WebhookOutboxTable;
  schema_migrations: SchemaMigrationsTable;
}
