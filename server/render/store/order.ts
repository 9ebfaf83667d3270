// docs/store.md "Pages": /commerce/order-confirmed/{orderToken} (page type 202): the order number,
// its lines and subtotal, where it ships, the test payment, and a review link per line.
import { REVIEWS_PREFIX, SHOP_PATH } from '../../store/index.ts';
import { escapeHtml } from '../escape.ts';
import { relativeTimeHtml } from '../relative-time.ts';
import type { StoreMoney } from './price.ts';
import { linesTable } from './checkout.ts';
import type { OrderViewState } from '../model.ts';
import { storePageStrings } from './strings.ts';

/** The order's number as shown: its id, five digits at least. */
export const orderNumber = (id: number): string => String(id).padStart(5, '0');

export function renderOrder({ order, now = order.createdAt }: OrderViewState, context: StoreMoney): string {
  // The order's own currency: what it was bought in.
  const money = { ...context, currency: order.currency };
  const { shipping } = order;
  const place = [shipping.city, [shipping.region, shipping.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [shipping.name, shipping.line1, shipping.line2, place, shipping.country].filter(Boolean).map(escapeHtml).join('<br>');
  const reviews = order.lines
    .map(
      (line) =>
        `<li><span class="order-review-name">${escapeHtml(line.name)}</span> ` +
        `<a href="${REVIEWS_PREFIX}${encodeURIComponent(line.reviewToken)}">${escapeHtml(storePageStrings.reviewItem)}<span class="visually-hidden">: ${escapeHtml(line.name)}</span></a></li>`,
    )
    .join('');
  return (
    `<div class="order-page">` +
    `<h1>${escapeHtml(storePageStrings.orderConfirmedTitle)}</h1>` +
    `<p class="order-thanks">${escapeHtml(storePageStrings.orderThanks)}</p>` +
    `<p class="order-number">${escapeHtml(storePageStrings.orderNumber)}: <strong>${escapeHtml(orderNumber(order.id))}</strong></p>` +
    `<p class="order-placed">${escapeHtml(storePageStrings.placed)} ${relativeTimeHtml(order.createdAt, now, context.locale)}</p>` +
    `<section aria-labelledby="order-items-title"><h2 id="order-items-title">${escapeHtml(storePageStrings.orderSummary)}</h2>${linesTable(order.lines, money, storePageStrings.orderSummary)}</section>` +
    `<section aria-labelledby="order-reviews-title"><h2 id="order-reviews-title">${escapeHtml(storePageStrings.reviewsHeading)}</h2><ul class="order-reviews">${reviews}</ul></section>` +
    `<section aria-labelledby="order-shipping-title"><h2 id="order-shipping-title">${escapeHtml(storePageStrings.shipTo)}</h2><address class="order-address">${address}<br>${escapeHtml(shipping.email)}</address></section>` +
    `<section aria-labelledby="order-payment-title"><h2 id="order-payment-title">${escapeHtml(storePageStrings.payment)}</h2><p class="test-payment">${escapeHtml(storePageStrings.testPayment)}</p></section>` +
    `<p><a href="${SHOP_PATH}">${escapeHtml(storePageStrings.continueShopping)}</a></p>` +
    `</div>`
  );
}
