// Review requests (migration 6): one token per order item, open until it expires (reviewTtlMs after
// the order) or is used; a review is stored once, the UNIQUE token making a second one impossible.
import { commonStrings, formStrings, reviewsStrings } from '../../core/catalog/strings.ts';
import type { Db } from '../db/index.ts';

/** The most characters of a review's comment. */
export const REVIEW_COMMENT_MAX = 2000;
/** How long a review request stays open after the order, by default. */
export const REVIEW_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type ReviewState = { state: 'open' | 'reviewed' | 'expired' | 'unknown'; productName?: string };

export type ReviewFailure = { status: 400 | 404 | 409 | 410; error: string; errors?: Record<string, string> };

/** The most reviews a product page shows, newest first; the count and the average cover them all. */
export const REVIEWS_SHOWN = 20;

export interface ProductReview {
  rating: number;
  comment: string;
  createdAt: number;
}

export interface ProductReviews {
  count: number;
  /** The mean rating, 0 when there is none. */
  average: number;
  latest: ProductReview[];
}

export interface Reviews {
  state(token: string): Promise<ReviewState>;
  /** A product's reviews as its page shows them. */
  ofProduct(productId: string): Promise<ProductReviews>;
  submit(token: string, rating: unknown, comment: unknown): Promise<{ message: string } | ReviewFailure>;
}

interface TokenRow {
  expires_at: number;
  used_at: number | null;
  product_id: string;
  name: string;
}

export function createReviews(db: Db, now: () => number): Reviews {
  const select = (q: Db, token: string): Promise<TokenRow | undefined> =>
    q
      .selectFrom('review_tokens as t')
      .innerJoin('order_items as i', 'i.id', 't.order_item_id')
      .select(['t.expires_at', 't.used_at', 'i.product_id', 'i.name'])
      .where('t.token', '=', token)
      .executeTakeFirst();

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

  const submit = (token: string, rating: number, comment: string, time: number): Promise<{ message: string } | ReviewFailure> =>
    db.transaction().execute(async (trx) => {
      const row = await select(trx, token);
      const state = stateOf(row, time);
      if (state !== 'open') return failure[state];
      // Spent only while still open: of two submissions at once, the second updates no row (on
      // PostgreSQL it waits for the first, then finds used_at set) and is told what the first made it.
      const spent = await trx
        .updateTable('review_tokens')
        .set({ used_at: time })
        .where('token', '=', token)
        .where('used_at', 'is', null)
        .where('expires_at', '>', time)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) {
        const after = stateOf(await select(trx, token), time);
        return failure[after === 'open' ? 'reviewed' : after];
      }
      await trx.insertInto('reviews').values({ token, product_id: row!.product_id, rating, comment, created_at: time }).execute();
      return { message: reviewsStrings.thanks };
    });

  return {
    async ofProduct(productId) {
      const [totals, rows] = await Promise.all([
        db
          .selectFrom('reviews')
          .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.avg<number | string | null>('rating').as('average')])
          .where('product_id', '=', productId)
          .executeTakeFirst(),
        db
          .selectFrom('reviews')
          .select(['rating', 'comment', 'created_at'])
          .where('product_id', '=', productId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(REVIEWS_SHOWN)
          .execute(),
      ]);
      // PostgreSQL answers count and avg as text (bigint, numeric); SQLite as numbers.
      return {
        count: Number(totals?.count ?? 0),
        average: Number(totals?.average ?? 0),
        latest: rows.map((row) => ({ rating: Number(row.rating), comment: row.comment, createdAt: Number(row.created_at) })),
      };
    },
    async state(token) {
      const row = typeof token === 'string' ? await select(db, token) : undefined;
      const state = stateOf(row, now());
      return row ? { state, productName: row.name } : { state };
    },
    async submit(token, rating, comment) {
      const time = now();
      const row = typeof token === 'string' ? await select(db, token) : undefined;
      const state = stateOf(row, time);
      if (state !== 'open') return failure[state];
      if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
        return { status: 400, error: reviewsStrings.selectStarRating, errors: { rating: reviewsStrings.selectStarRating } };
      const text = typeof comment === 'string' ? comment.trim() : '';
      if (text.length > REVIEW_COMMENT_MAX) return { status: 400, error: formStrings.characterLimitExceeded, errors: { comment: formStrings.characterLimitExceeded } };
      // Checked again inside one transaction: of two at once, the second sees the first's review.
      return submit(token, rating, text, time);
    },
  };
}
