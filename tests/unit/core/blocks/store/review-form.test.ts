// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/reviews/t1"}
// The reviews request page (page type 209) over the server's own markup
// (server/render/store/review.ts): the star rating is required, and each answer of section 8 shows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewFailure, start } from '../../../../../core/blocks/store/review-form.ts';
import { reviewsStringsFrFR } from '../../../../../core/catalog/strings/fr-FR.ts';
import { commonStrings } from '../../../../../core/catalog/strings/common.ts';
import { reviewsStrings } from '../../../../../core/catalog/strings/reviews.ts';
import { REVIEWS_PATH } from '../../../../../core/catalog/store.ts';
import { renderReview } from '../../../../../server/render/store/review.ts';
import { immediateScheduler, noOverlays, plainPage } from '../../../../fixtures/dom.ts';

type Reply = { status: number; body?: unknown } | Error;
let replies: Reply[] = [];
let fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let started: { destroy(): void } | undefined;

function open() {
  document.body.innerHTML = renderReview({ view: 'review', token: 't1', request: { state: 'open', productName: 'Mug' } }, { crumb: 'k' });
  fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const reply = replies.shift() ?? { status: 500 };
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
  });
  window.fetch = fetch as unknown as typeof window.fetch;
  started = start({ document, window, scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
}
const form = () => document.querySelector<HTMLFormElement>('form[data-review-form]');
const star = (n: number) => document.querySelector<HTMLInputElement>(`input[name="rating"][value="${n}"]`)!;
const send = () => form()!.requestSubmit();
const ratingError = () => document.querySelector('#review-rating-error')?.textContent;
const answer = (role: string) => document.querySelector(`[role="${role}"]`)?.textContent;

afterEach(() => {
  started?.destroy();
  replies = [];
});

describe('the review form', () => {
  it('without a star says "Please select a star rating" on the rating, and sends nothing', async () => {
    open();
    send();
    expect(ratingError()).toBe(reviewsStrings.selectStarRating);
    expect(star(1).getAttribute('aria-invalid')).not.toBeNull();
    expect(document.querySelector('fieldset')!.getAttribute('aria-describedby')).toBe('review-rating-error');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a fr-FR page, asks for the rating and thanks in French', async () => {
    await import('../../../../../core/catalog/strings/fr-FR.ts');
    document.documentElement.lang = 'fr-FR';
    try {
      open();
      await new Promise((resolve) => setTimeout(resolve, 0));
      send();
      expect(ratingError()).toBe(reviewsStringsFrFR.selectStarRating);
      star(5).checked = true;
      replies = [{ status: 200, body: { message: reviewsStrings.thanks } }];
      send();
      await vi.waitFor(() => expect(answer('status')).toBe(reviewsStringsFrFR.thanks));
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('sends the token, rating and comment, then thanks in role=status', async () => {
    open();
    star(4).checked = true;
    (form()!.elements.namedItem('comment') as HTMLTextAreaElement).value = 'Lovely mug';
    replies = [{ status: 200, body: { message: reviewsStrings.thanks } }];
    send();
    await vi.waitFor(() => expect(answer('status')).toBe(reviewsStrings.thanks));
    expect(form()).toBeNull();
    const [url, init] = fetch.mock.calls[0]!;
    expect(new URL(url).pathname).toBe(REVIEWS_PATH);
    expect(JSON.parse(init!.body as string)).toEqual({ token: 't1', rating: 4, comment: 'Lovely mug' });
  });

  it.each([
    [409, reviewsStrings.alreadyReviewed],
    [410, reviewsStrings.requestExpired],
  ])('a %i ends the request with its words in role=alert', async (status, words) => {
    open();
    star(5).checked = true;
    replies = [{ status, body: { error: words } }];
    send();
    await vi.waitFor(() => expect(answer('alert')).toBe(words));
    expect(form()).toBeNull();
  });

  it('a lost connection keeps the form and what was chosen, and asks to try again', async () => {
    open();
    star(3).checked = true;
    replies = [new TypeError('Failed to fetch')];
    send();
    await vi.waitFor(() => expect(document.querySelector('.review-message')!.textContent).toBe(reviewsStrings.trySubmittingAgain));
    expect(star(3).checked).toBe(true);
    expect(form()!.querySelector('button')!.disabled).toBe(false);
  });
});

describe('reviewFailure', () => {
  it.each([
    [{ status: 409 }, { final: true, text: reviewsStrings.alreadyReviewed }],
    [{ status: 410 }, { final: true, text: reviewsStrings.requestExpired }],
    [
      { status: 400, body: { errors: { rating: reviewsStrings.selectStarRating } } },
      { final: false, text: '', rating: reviewsStrings.selectStarRating },
    ],
    [{ status: 0 }, { final: false, text: reviewsStrings.trySubmittingAgain }],
    [{ status: 500 }, { final: false, text: `${commonStrings.somethingWentWrong}. ${reviewsStrings.trySubmittingAgain}` }],
    [null, { final: false, text: `${commonStrings.somethingWentWrong}. ${reviewsStrings.trySubmittingAgain}` }],
  ])('%j', (error, expected) => {
    expect(reviewFailure(error)).toEqual(expected);
  });
});
