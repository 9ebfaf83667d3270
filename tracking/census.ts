// And 7: the census calls for buttons (render and click, with the
// 2500 ms tracking timeout) and forms (render). Census failures are not reported.
import { NEWSLETTER_SUBSCRIBE, NEWSLETTER_SUBSCRIBE_EVENT } from '../core/catalog/events.ts';
import { textOf } from '../core/catalog/text.ts';
import { LEGACY_EVENT_PATH } from '../core/catalog/tracking.ts';
import { BUTTON_CLICK_PATH, BUTTON_RENDER_PATH, FORM_RENDER_PATH } from '../core/catalog/census-calls.ts';
import type { Call, CRUMB_FIELD } from './delivery.ts';
import { CENSUS_TIMEOUT_MS, formCall } from './calls.ts';

const BUTTON = '[data-block-type="53"]';
const FORMS = '[data-block-type="9"],[data-block-type="51"]';

const blockJson = (block: Element): Record<string, unknown> => {
  try {
    const data: unknown = JSON.parse(block.getAttribute('data-block-json') || '{}');
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Id, buttonText, clickthroughUrl, alignment, size, newWindow, context. */
export function buttonFields(block: Element, context: string) {
  const data = blockJson(block);
  const link = block.querySelector('a');
  return {
    id: block.id,
    buttonText: textOf(data.buttonText ?? link?.textContent?.trim() ?? ''),
    clickthroughUrl: textOf(data.clickthroughUrl ?? link?.getAttribute('href') ?? ''),
    alignment: textOf(data.alignment ?? ''),
    size: textOf(data.size ?? ''),
    newWindow: textOf(data.newWindow ?? link?.target === '_blank'),
    context,
  };
}

/** Census for the buttons and forms on the page, and newsletter sign-ups; returns the listeners' remover. */
export function startCensus(doc: Document, id: () => string, enqueue: (call: Call) => void, visitor: () => string): () => void {
  const send = (path: string, fields: Record<string, unknown>): void => enqueue({ ...formCall(id(), path, fields), to: CENSUS_TIMEOUT_MS });
  for (const block of doc.querySelectorAll(BUTTON)) send(BUTTON_RENDER_PATH, buttonFields(block, 'render'));
  // The block JSON of a form is its FormDefinition (docs/forms.md), whose id is the form's.
  for (const block of doc.querySelectorAll(FORMS)) {
    const data = blockJson(block);
    send(FORM_RENDER_PATH, { formId: textOf(data.formId ?? data.id ?? block.id), visitorCookie: visitor() });
  }
  const onClick = (event: Event): void => {
    const block = (event.target as Element | null)?.closest?.(BUTTON);
    if (block && (event.target as Element).closest('a')) send(BUTTON_CLICK_PATH, buttonFields(block, 'click'));
  };
  // A newsletter form's success is a newsletter-subscribe event (the runtime says so on document).
  const onSubscribe = (event: Event): void =>
    // The literal the compiler holds to the name: this chunk is apart from delivery.ts, where an import stays a variable.
    enqueue({ ...formCall(id(), LEGACY_EVENT_PATH, { crumb: '', event: NEWSLETTER_SUBSCRIBE, data: (event as CustomEvent).detail ?? {} }), crumb: 2 satisfies typeof CRUMB_FIELD });
  doc.addEventListener('click', onClick, true);
  doc.addEventListener(NEWSLETTER_SUBSCRIBE_EVENT, onSubscribe);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener(NEWSLETTER_SUBSCRIBE_EVENT, onSubscribe);
  };
}
