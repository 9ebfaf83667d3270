// docs/store.md "Pages": /checkout, /checkout/subscribe and /checkout/giftcard (page type 201). The
// lines and subtotal, a shipping address form with visible labels and autocomplete, and a payment
// section that says it is a test; the form posts back to its own address. After a refusal the page
// shows again with what the visitor typed, each field's message and the order's alert.
import type { CartEntry } from '../../../core/commerce/cart.ts';
import { escapeHtml } from '../escape.ts';
import type { ShippingAddress } from '../../store/index.ts';
import { CART_PATH, SHOP_PATH } from '../../store/index.ts';
import { money, type StoreMoney } from './price.ts';
import { optionsText } from './cart.ts';
import type { CheckoutViewState } from '../model.ts';
import { storePageStrings } from './strings.ts';
import { storeWords, translated } from './words.ts';

export interface CheckoutRenderContext extends StoreMoney {
  crumb: string;
}

interface AddressField {
  name: keyof ShippingAddress;
  label: string;
  autocomplete: string;
  type?: 'email';
  required: boolean;
}

/** The shipping address's fields in order, as the store reads them (server/store/address.ts). */
export const ADDRESS_FORM: readonly AddressField[] = [
  { name: 'name', label: storePageStrings.name, autocomplete: 'shipping name', required: true },
  { name: 'email', label: storePageStrings.email, autocomplete: 'email', type: 'email', required: true },
  { name: 'line1', label: storePageStrings.line1, autocomplete: 'shipping address-line1', required: true },
  { name: 'line2', label: storePageStrings.line2, autocomplete: 'shipping address-line2', required: false },
  { name: 'city', label: storePageStrings.city, autocomplete: 'shipping address-level2', required: true },
  { name: 'region', label: storePageStrings.region, autocomplete: 'shipping address-level1', required: false },
  { name: 'zip', label: storePageStrings.zip, autocomplete: 'shipping postal-code', required: true },
  { name: 'country', label: storePageStrings.country, autocomplete: 'shipping country-name', required: true },
];

/** The most characters a field takes (the store refuses more: server/store/address.ts). */
const FIELD_MAX = 200;

function field(spec: AddressField, value: string, error: string | undefined): string {
  const id = `checkout-${spec.name}`;
  const errorId = `${id}-error`;
  const optional = spec.required ? '' : ` <span class="optional">${escapeHtml(storePageStrings.optional)}</span>`;
  return (
    `<div class="store-field${error ? ' error' : ''}">` +
    `<label for="${id}">${escapeHtml(spec.label)}${optional}</label>` +
    (error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : '') +
    `<input id="${id}" name="${spec.name}" type="${spec.type ?? 'text'}" autocomplete="${spec.autocomplete}" maxlength="${FIELD_MAX}"` +
    `${spec.required ? ' required' : ''}${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}${value ? ` value="${escapeHtml(value)}"` : ''}>` +
    `</div>`
  );
}

/** The lines and subtotal, as the checkout and the order pages show them. */
export function linesTable(
  lines: readonly { name: string; optionValues: readonly string[]; quantity: number; unitPriceCents: number; lineTotalCents: number }[],
  money_: StoreMoney,
  caption: string,
): string {
  const rows = lines
    .map(
      (entry) =>
        `<tr><th scope="row">${escapeHtml(entry.name)}${entry.optionValues.length > 0 ? `<br><span class="line-options">${escapeHtml(optionsText(undefined, entry.optionValues))}</span>` : ''}</th>` +
        `<td>${entry.quantity}</td><td>${escapeHtml(money(entry.unitPriceCents, money_))}</td><td>${escapeHtml(money(entry.lineTotalCents, money_))}</td></tr>`,
    )
    .join('');
  const subtotal = lines.reduce((sum, entry) => sum + entry.lineTotalCents, 0);
  return (
    `<table class="store-lines"><caption class="visually-hidden">${escapeHtml(caption)}</caption>` +
    `<thead><tr><th scope="col">${escapeHtml(storePageStrings.item)}</th><th scope="col">${escapeHtml(storePageStrings.quantity)}</th><th scope="col">${escapeHtml(storePageStrings.price)}</th><th scope="col">${escapeHtml(storePageStrings.total)}</th></tr></thead>` +
    `<tbody>${rows}</tbody>` +
    `<tfoot><tr><th scope="row" colspan="3">${escapeHtml(storePageStrings.subtotal)}</th><td>${escapeHtml(money(subtotal, money_))}</td></tr></tfoot></table>`
  );
}

/** The address lookup's mark (core/blocks/store/address-lookup.ts), with the tracking context its details call sends. */
export const PLACES_CONTEXT = { productPage: 'checkout', productSection: 'shipping' } as const;
const PLACES_LOOKUP_ATTRIBUTES = `data-places-autocomplete data-product-page="${PLACES_CONTEXT.productPage}" data-product-section="${PLACES_CONTEXT.productSection}"`;

export function renderCheckout(state: CheckoutViewState, context: CheckoutRenderContext): string {
  const alert = state.alert ? `<p class="store-alert" role="alert">${escapeHtml(translated(state.alert, storeWords(context.locale)))}</p>` : '';
  const heading = `<h1>${escapeHtml(storePageStrings.checkoutTitle)}</h1>`;
  if (state.lines.length === 0) {
    return `<div class="checkout-page">${heading}${alert || `<p class="store-alert" role="alert">${escapeHtml(storePageStrings.nothingToCheckOut)}</p>`}<p><a href="${CART_PATH}">${escapeHtml(storePageStrings.cartTitle)}</a> · <a href="${SHOP_PATH}">${escapeHtml(storePageStrings.continueShopping)}</a></p></div>`;
  }
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const fields = ADDRESS_FORM.map((spec) => field(spec, values[spec.name] ?? '', errors[spec.name])).join('');
  const summary = `<section class="checkout-summary" aria-labelledby="checkout-summary-title"><h2 id="checkout-summary-title">${escapeHtml(storePageStrings.orderSummary)}</h2>${linesTable(state.lines as readonly CartEntry[], context, storePageStrings.orderSummary)}</section>`;
  const form =
    `<form class="checkout-form" method="post" action="${escapeHtml(state.action)}">` +
    `<input type="hidden" name="crumb" value="${escapeHtml(context.crumb)}">` +
    `<fieldset class="checkout-address" ${PLACES_LOOKUP_ATTRIBUTES}><legend>${escapeHtml(storePageStrings.shippingAddress)}</legend>${fields}</fieldset>` +
    `<fieldset class="checkout-payment"><legend>${escapeHtml(storePageStrings.payment)}</legend><p class="test-payment">${escapeHtml(storePageStrings.testPayment)}</p></fieldset>` +
    `<button type="submit" class="store-button checkout-submit">${escapeHtml(storePageStrings.placeOrder)}</button>` +
    `</form>`;
  return `<div class="checkout-page">${heading}${alert}${summary}${form}</div>`;
}
