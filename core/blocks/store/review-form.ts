// The reviews request page (page type 209), over the server's form (it posts
// without JavaScript): the star rating is checked before sending ('Please select a star rating'), the
// review goes to POST /api/commerce/reviews, and the answer shows in the spec's words (section 8: Reviews).
import { commonStrings } from '../../catalog/strings/common.ts';
import { reviewsStrings } from '../../catalog/strings/reviews.ts';
import { shopStrings } from '../../catalog/strings/shop.ts';
import { REVIEWS_PATH } from '../../catalog/store.ts';
import type { Words } from '../../catalog/strings/locale.ts';
import type { FeatureDeps } from '../../feature.ts';
import { wordsIn } from './words.ts';

type Failure = { status?: number; body?: { error?: unknown; errors?: { rating?: unknown } } | null };

/** What a failed review call says: the request is over (used or expired), the rating is wrong, or try again. */
export function reviewFailure(error: unknown, words: Words<typeof reviewsStrings> = reviewsStrings): { final: boolean; text: string; rating?: string } {
  const { status, body } = (error ?? {}) as Failure;
  if (status === 409) return { final: true, text: words.alreadyReviewed };
  if (status === 410) return { final: true, text: words.requestExpired };
  // The server's rating message is the catalogue's, said here in the page's language.
  if (status === 400 && typeof body?.errors?.rating === 'string') return { final: false, text: '', rating: words.selectStarRating };
  if (status === 0) return { final: false, text: words.trySubmittingAgain };
  return { final: false, text: `${commonStrings.somethingWentWrong}. ${words.trySubmittingAgain}` };
}

export function start({ document, window }: FeatureDeps): { destroy(): void } {
  const listening = new AbortController();
  const form = document.querySelector<HTMLFormElement>('form[data-review-form]');
  if (!form) return { destroy: () => listening.abort() };
  const token = form.getAttribute('data-review-token') ?? '';
  const fieldset = form.querySelector('fieldset');
  const stars = [...form.querySelectorAll<HTMLInputElement>('input[name="rating"]')];
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>('.review-message');
  let sending = false;
  // The reviews' words in the page's language; they are first needed when the visitor submits.
  let words: Words<typeof reviewsStrings> = reviewsStrings;
  void wordsIn(document, reviewsStrings, (french) => french.reviewsStringsFrFR).then((found) => (words = found));
  // The rating's required mark is for the form without JavaScript; here the spec's own message says it.
  form.noValidate = true;

  function ratingError(text: string): void {
    let note = form!.querySelector<HTMLElement>('#review-rating-error');
    if (text && !note) {
      note = Object.assign(document.createElement('p'), { className: 'field-error', id: 'review-rating-error' });
      fieldset?.querySelector('legend')?.after(note);
    }
    if (note) note.textContent = text;
    fieldset?.classList.toggle('error', !!text);
    for (const star of stars) star.toggleAttribute('aria-invalid', !!text);
    if (text) fieldset?.setAttribute('aria-describedby', 'review-rating-error');
    else fieldset?.removeAttribute('aria-describedby');
  }
  // The request is over (thanked, used, expired): the form gives way to the answer.
  function finish(text: string, role: 'status' | 'alert'): void {
    const answer = Object.assign(document.createElement('p'), { className: role === 'status' ? 'store-status' : 'store-alert', textContent: text });
    answer.setAttribute('role', role);
    form!.replaceWith(answer);
  }

  form.addEventListener(
    'submit',
    async (event) => {
      event.preventDefault();
      if (sending) return;
      const rating = Number(stars.find((star) => star.checked)?.value);
      if (!rating) {
        ratingError(words.selectStarRating);
        return stars[0]?.focus();
      }
      ratingError('');
      sending = true;
      if (button) button.disabled = true;
      if (status) status.textContent = shopStrings.sending;
      const comment = (form.elements.namedItem('comment') as HTMLTextAreaElement | null)?.value ?? '';
      try {
        const { pageDataLayer } = await import('../../data/index.ts');
        await pageDataLayer(window).call(REVIEWS_PATH, { method: 'POST', json: { token, rating, comment } });
        // The server thanks in the catalogue's English; the page says it in its own language.
        finish(words.thanks, 'status');
      } catch (error) {
        const failure = reviewFailure(error, words);
        if (failure.final) return finish(failure.text, 'alert');
        if (failure.rating) ratingError(failure.rating);
        if (status) status.textContent = failure.text;
      } finally {
        sending = false;
        if (button) button.disabled = false;
      }
    },
    { signal: listening.signal },
  );
  return { destroy: () => listening.abort() };
}
