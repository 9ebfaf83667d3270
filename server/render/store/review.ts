// docs/store.md "Pages": /reviews/{reviewToken} (page type 209). The product's name, the star rating
// as a radio group ('Rating (required)'), a comment and Submit. The form posts
// back to its own address without JavaScript; its data attributes let the runtime send it to
// POST /api/commerce/reviews instead. An expired or used request says so in role=alert, the thanks
// in role=status.
import { format } from '../../../core/catalog/strings.ts';
import { REVIEWS_PREFIX, SHOP_PATH } from '../../store/index.ts';
import { escapeHtml } from '../escape.ts';
import type { ReviewViewState } from '../model.ts';
import { storePageStrings } from './strings.ts';
import { storeWords, translated, type StoreWords } from './words.ts';

export const RATINGS = [1, 2, 3, 4, 5] as const;
/** The comment's most characters (the store refuses more: server/store/reviews.ts). */
export const COMMENT_MAX = 2000;

const starLabel = (n: number): string => format(n === 1 ? storePageStrings.starLabel : storePageStrings.starsLabel, { n });

function reviewForm(state: ReviewViewState, crumb: string, words: StoreWords): string {
  const errors = state.errors ?? {};
  const action = `${REVIEWS_PREFIX}${encodeURIComponent(state.token)}`;
  const ratingError = errors.rating ? `<p class="field-error" id="review-rating-error">${escapeHtml(translated(errors.rating, words))}</p>` : '';
  const commentError = errors.comment ? `<p class="field-error" id="review-comment-error">${escapeHtml(errors.comment)}</p>` : '';
  const stars = RATINGS.map(
    (n) =>
      `<label class="option star-option"><input type="radio" name="rating" value="${n}"${state.rating === n ? ' checked' : ''}${n === 1 ? ' required' : ''}` +
      `${errors.rating ? ' aria-invalid="true"' : ''}> ${escapeHtml(starLabel(n))}</label>`,
  ).join('');
  return (
    `<form class="review-form" method="post" action="${escapeHtml(action)}" data-review-form data-review-token="${escapeHtml(state.token)}">` +
    `<input type="hidden" name="crumb" value="${escapeHtml(crumb)}"><input type="hidden" name="token" value="${escapeHtml(state.token)}">` +
    `<fieldset class="review-rating${errors.rating ? ' error' : ''}"${errors.rating ? ' aria-describedby="review-rating-error"' : ''}><legend>${escapeHtml(words.reviews.ratingRequired)}</legend>${ratingError}${stars}</fieldset>` +
    `<div class="store-field${errors.comment ? ' error' : ''}"><label for="review-comment">${escapeHtml(storePageStrings.comment)} <span class="optional">${escapeHtml(storePageStrings.optional)}</span></label>${commentError}` +
    `<textarea id="review-comment" name="comment" rows="5" maxlength="${COMMENT_MAX}"${errors.comment ? ' aria-invalid="true" aria-describedby="review-comment-error"' : ''}>${escapeHtml(state.comment ?? '')}</textarea></div>` +
    `<p class="review-message" role="status"></p>` +
    `<button type="submit" class="store-button review-submit">${escapeHtml(storePageStrings.submit)}</button>` +
    `</form>`
  );
}

export function renderReview(state: ReviewViewState, context: { crumb: string; locale?: string }): string {
  const words = storeWords(context.locale);
  const name = state.request.productName;
  const heading = `<h1>${escapeHtml(name ? format(storePageStrings.reviewOf, { name }) : storePageStrings.reviewTitle)}</h1>`;
  let body: string;
  if (state.thanks)
    body = `<p class="store-status" role="status">${escapeHtml(translated(state.thanks, words))}</p><p><a href="${SHOP_PATH}">${escapeHtml(storePageStrings.continueShopping)}</a></p>`;
  else if (state.request.state === 'reviewed') body = `<p class="store-alert" role="alert">${escapeHtml(words.reviews.alreadyReviewed)}</p>`;
  else if (state.request.state === 'expired') body = `<p class="store-alert" role="alert">${escapeHtml(words.reviews.requestExpired)}</p>`;
  else if (state.request.state === 'unknown') body = `<p class="store-alert" role="alert">${escapeHtml(storePageStrings.reviewUnknown)}</p>`;
  else body = `${state.alert ? `<p class="store-alert" role="alert">${escapeHtml(translated(state.alert, words))}</p>` : ''}${reviewForm(state, context.crumb, words)}`;
  return `<div class="review-page">${heading}${body}</div>`;
}
