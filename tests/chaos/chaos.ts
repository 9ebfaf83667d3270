// Issue 22 (5), "Every call failing in turn": the failures a network call can meet, made with
// Playwright's route interception (no failure switch in the product), the database the
// chaos server writes, and the table's rows (scripts/chaos.mjs prints them).
import { appendFileSync, mkdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import { expect, type Locator, type Page, type Route } from '../e2e/test.ts';

export const DB_FILE = '.data/chaos/vitrine.db';
export const ROWS_FILE = '.chaos-results/rows.jsonl';

export type Failure = 'abort' | '500' | 'hang';
export const FAILURES: readonly Failure[] = ['abort', '500', 'hang'];
/** How each failure reads in the table. */
export const FAILURE_NAMES: Record<Failure, string> = {
  abort: "aborted (route.abort('failed'))",
  '500': 'HTTP 500 (an HTML error page)',
  hang: 'no answer (held while the test acts and checks, then released)',
};

export interface Fault {
  /** The addresses of the requests this fault took. */
  readonly hits: string[];
  /** The network returns: later requests go through, and held ones go on to the server. */
  release(): Promise<void>;
}

/**
 * Makes every request `match` takes fail as `failure`. A held request (hang) is never answered
 * until `release`, which lets it go on as if the network had come back late; the 30 s of the brief
 * are shortened to however long the test needs to act and check while it hangs. A released route
 * falls back to the handlers under it (a test double, or the network).
 */
export async function breakCalls(page: Page, match: (url: URL) => boolean, failure: Failure): Promise<Fault> {
  const hits: string[] = [];
  const held: Route[] = [];
  let broken = true;
  await page.route(match, async (route) => {
    if (!broken) return route.fallback();
    hits.push(route.request().url());
    if (failure === 'abort') return route.abort('failed');
    // A proxy's or a crashed server's 500: HTML, not the JSON our own server answers.
    if (failure === '500') return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500 Internal Server Error</h1>' });
    held.push(route);
  });
  return {
    hits,
    async release() {
      broken = false;
      // A request the page gave up on (its own time-out, a newer call) can no longer go on.
      await Promise.all(held.splice(0).map((route) => route.fallback().catch(() => {})));
    },
  };
}

/** A path test on the request's address. */
export const pathStarts =
  (...prefixes: string[]) =>
  (url: URL): boolean =>
    prefixes.some((prefix) => url.pathname.startsWith(prefix));

/** Uncaught errors and unhandled rejections of the page (Playwright's `pageerror`); CHAOS_STACKS=1 keeps each stack, to find a minified frame. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(process.env.CHAOS_STACKS ? String(error.stack) : error.message));
  return errors;
}

/** Reads the chaos server's database (read-only, as the e2e specs read theirs). */
export function rows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const count = (sql: string, ...params: unknown[]): number => rows<{ n: number }>(sql, ...params)[0]?.n ?? 0;

/** Form submissions stored whose payload holds `marker` (each marker is one visitor's entry). */
export const storedSubmissions = (marker: string): number => count('SELECT COUNT(*) AS n FROM form_submissions WHERE payload LIKE ?', `%${marker}%`);

export interface Row {
  call: string;
  page: string;
  failure: Failure;
  saw: string;
  /** Entries lost (made but neither stored nor kept for the visitor): must be 0. */
  lost: number;
  /** Entries stored more than once. */
  duplicates?: number;
  errors: string[];
}

/** Appends one row for the table; scripts/chaos.mjs empties the file before the run. */
export function record(row: Row): void {
  mkdirSync('.chaos-results', { recursive: true });
  appendFileSync(ROWS_FILE, `${JSON.stringify(row)}\n`);
}

/** The visible text of a message, trimmed and on one line, for the table. */
// biome-ignore lint/performance/useDomNodeTextContent: the text as a person sees it (innerText), hidden parts left out.
export const said = async (locator: Locator): Promise<string> => (await locator.first().innerText()).replace(/\s+/g, ' ').trim();

/** The home page's FAQ answers a click: the accordion works (a block other than the failing call's). */
export async function accordionOpens(page: Page, block = '#block-faq'): Promise<void> {
  // The second item: the home page's first is open from the start.
  const target = page.locator(`${block} .accordion-item__click-target`).nth(1);
  await target.scrollIntoViewIfNeeded();
  await target.click();
  await expect(page.locator(`${block} .accordion-item__dropdown`).nth(1)).toBeVisible();
}
