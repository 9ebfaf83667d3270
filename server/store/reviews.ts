// Review requests (migration 6): one token per order item, open until it expires (reviewTtlMs after
// the order) or is used; a review is stored once, the UNIQUE token making a second one impossible.
import type { Database } from 'better-sqlite3';
import { commonStrings, formStrings, reviewsStrings } from '../../core/catalog/strings.ts';

/** The most characters of a review's comment. */
export const REVIEW_COMMENT_MAX = 2000;
/** How long a review request stays open after the order, by default. */
export const REVIEW_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type ReviewState = { state: 'open' | 'reviewed' | 'expired' | 'unknown'; productName?: string };

export type ReviewFailure = { status: 400 | 404 | 409 | 410; error: string; errors?: Record<string, string> };

export interface Reviews {
  state(token: string): ReviewState;
  submit(token: string, rating: unknown, comment: unknown): { message: string } | ReviewFailure;
}

interface TokenRow {
  expires_at: number;
  used_at: number | null;
  product_id: string;
  name: string;
}

export function createReviews(db: Database, now: () => number): Reviews {
  const select = db.prepare(`SELECT t.expires_at, t.used_at, i.product_id, i.name FROM review_tokens t JOIN order_items i ON i.id = t.order_item_id WHERE t.token = ?`);
  const spend = db.prepare('UPDATE review_tokens SET used_at = ? WHERE token = ? AND used_at IS NULL AND expires_at > ?');
  const insert = db.prepare('INSERT INTO reviews (token, product_id, rating, comment, created_at) VALUES (?, ?, ?, ?, ?)');

  const stateOf = (row: TokenRow | undefined, time: number): ReviewState['state'] => {
    if (!row) return 'unknown';
    if (row.used_at !== null) return 'reviewed';
    return row.expires_at <= time ? 'expired' : 'open';
  };
  const failure = {
    unknown: { status: 404, error: commonStrings.somethingWentWrong },
    reviewed: { status: 409, error: reviewsStrings.alreadyReviewed },
    expired: { status: 410, error: reviewsStrings.requestExpired },
  } as const satisfies Record<string, ReviewFailure>;

  const submit = db.transaction((token: string, rating: number, comment: string, time: number): { message: string } | ReviewFailure => {
    const row = select.get(token) as TokenRow | undefined;
    const state = stateOf(row, time);
    if (state !== 'open') return failure[state];
    spend.run(time, token, time);
    insert.run(token, row!.product_id, rating, comment, time);
    return { message: reviewsStrings.thanks };
  });

  return {
    state(token) {
      const row = typeof token === 'string' ? (select.get(token) as TokenRow | undefined) : undefined;
      const state = stateOf(row, now());
      return row ? { state, productName: row.name } : { state };
    },
    submit(token, rating, comment) {
      const time = now();
      const row = typeof token === 'string' ? (select.get(token) as TokenRow | undefined) : undefined;
      const state = stateOf(row, time);
      if (state !== 'open') return failure[state];
      if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
        return { status: 400, error: reviewsStrings.selectStarRating, errors: { rating: reviewsStrings.selectStarRating } };
      const text = typeof comment === 'string' ? comment.trim() : '';
      if (text.length > REVIEW_COMMENT_MAX) return { status: 400, error: formStrings.characterLimitExceeded, errors: { comment: formStrings.characterLimitExceeded } };
      // Checked again inside one write transaction: of two at once, the second sees the first's review.
      return submit.immediate(token, rating, text, time);
    },
  };
}
