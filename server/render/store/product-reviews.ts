// The product page's reviews, drawn by the server: how many, their mean rating, and the newest few,
// each with its rating, its date and its comment. A comment is the visitor's own text: escaped, and
// its line breaks kept by the stylesheet, never turned into markup.
import { format } from '../../../core/catalog/strings.ts';
import type { ProductReviews } from '../../store/index.ts';
import { escapeHtml } from '../escape.ts';
import type { StoreWords } from './words.ts';

const outOfFive = (n: number, words: StoreWords, locale: string): string =>
  format(words.reviews.outOfFive, { n: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n) });

export function renderProductReviews({ count, average, latest }: ProductReviews, words: StoreWords, locale: string): string {
  const t = words.reviews;
  const title = `<h2 id="product-reviews-title">${escapeHtml(t.reviewsTitle)}</h2>`;
  if (count === 0) return `<section class="product-reviews" aria-labelledby="product-reviews-title">${title}<p>${escapeHtml(t.noReviews)}</p></section>`;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const summary = `${outOfFive(average, words, locale)} · ${count === 1 ? t.oneReview : format(t.nReviews, { n: count })}`;
  const items = latest.map(
    (review) =>
      `<li class="product-review"><p class="review-rating">${escapeHtml(outOfFive(review.rating, words, locale))}</p>` +
      `<p class="review-date"><time datetime="${new Date(review.createdAt).toISOString()}">${escapeHtml(day.format(review.createdAt))}</time></p>` +
      (review.comment ? `<p class="review-comment">${escapeHtml(review.comment)}</p>` : '') +
      `</li>`,
  );
  return `<section class="product-reviews" aria-labelledby="product-reviews-title">${title}<p class="reviews-summary">${escapeHtml(summary)}</p><ul class="product-review-list">${items.join('')}</ul></section>`;
}
