// The system error overlay's document event, for the tracking entry. A file of its own, apart from
// tracking.ts, so that the overlays build does not split a shared chunk off for one constant (the
// popup overlay's chunk reads tracking.ts, the system error overlay's reads this).

/**
 * Dispatched on document by the system error overlay when it shows a network error, with detail
 * { url, status }: the tracking entry records it as the system_network_error analytics event
 *, since the builds do not import each other.
 */
export const SYSTEM_NETWORK_ERROR_EVENT = 'vitrine:systemnetworkerror';
/** The analytics event a network error in the system error overlay records. */
export const SYSTEM_NETWORK_ERROR = 'system_network_error';

/** Dispatched on document after a form's submission is accepted, with detail { formId, newsletter }. */
export const FORM_SUBMIT_SUCCESS_EVENT = 'form:submitSuccess';
/**
 * A newsletter form's success also fires a newsletter-subscribe tracking event;
 * the runtime dispatches this on document with detail { formId } and the tracking entry records it.
 */
export const NEWSLETTER_SUBSCRIBE_EVENT = 'vitrine:newslettersubscribe';
/** The analytics event name the tracking entry records for it. */
export const NEWSLETTER_SUBSCRIBE = 'newsletter_subscribe';
