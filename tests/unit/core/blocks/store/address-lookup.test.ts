// @vitest-environment happy-dom
// The checkout's address lookup over the server's own checkout markup: the first
// address line as a WAI-ARIA combobox; typing asks autocomplete (after the pause), the keys move and
// choose, the details (with the tracking context) fill the fields; a failed call leaves plain typing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_LOOKUP_SELECTOR, LOOKUP_DEBOUNCE_MS, start } from '../../../../../core/blocks/store/address-lookup.ts';
import { PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH } from '../../../../../core/catalog/places.ts';
import { placesStrings } from '../../../../../core/catalog/strings/places.ts';
import { PLACES_CONTEXT, renderCheckout } from '../../../../../server/render/store/checkout.ts';
import { PLACES, placeById } from '../../../../../site/places.ts';

const LINE = { productId: 'p', sku: 'SQ1', name: 'Print', slug: 'print', optionValues: [], quantity: 1, unitPriceCents: 2000, lineTotalCents: 2000, image: null };

let calls: URL[];
let answer: (url: URL) => Response | Promise<Response>;
let started: { destroy(): void } | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  answer = (url) =>
    url.pathname === PLACES_AUTOCOMPLETE_PATH
      ? Response.json({ predictions: PLACES.slice(0, 3).map((one) => ({ placeId: one.placeId, description: one.formattedAddress })) })
      : Response.json({ result: placeById(url.searchParams.get('placeId') ?? '') });
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    return answer(url);
  });
  document.body.innerHTML = renderCheckout({ view: 'checkout', action: '/checkout', lines: [LINE] }, { crumb: 'c', currency: 'USD', locale: 'en-US' });
  started = start({ document, window });
});

afterEach(() => {
  started?.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const line1 = () => document.querySelector<HTMLInputElement>('input[name="line1"]')!;
const list = () => document.querySelector<HTMLElement>('[role="listbox"]')!;
const options = () => [...list().querySelectorAll<HTMLElement>('[role="option"]')];
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;
const key = (name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  line1().dispatchEvent(event);
  return event;
};
async function type(text: string): Promise<void> {
  line1().value = text;
  line1().dispatchEvent(new Event('input', { bubbles: true }));
  await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS);
}

describe('the address lookup', () => {
  it('the checkout marks its address fieldset, with the tracking context', () => {
    const box = document.querySelector<HTMLElement>(ADDRESS_LOOKUP_SELECTOR)!;
    expect(box.matches('fieldset.checkout-address')).toBe(true);
    expect([box.dataset.productPage, box.dataset.productSection]).toEqual([PLACES_CONTEXT.productPage, PLACES_CONTEXT.productSection]);
  });

  it('makes the first address line a combobox over a named, hidden listbox', () => {
    expect(line1().getAttribute('role')).toBe('combobox');
    expect(line1().getAttribute('aria-autocomplete')).toBe('list');
    expect(line1().getAttribute('aria-expanded')).toBe('false');
    expect(line1().getAttribute('aria-controls')).toBe(list().id);
    expect(list().getAttribute('aria-label')).toBe(placesStrings.suggestions);
    expect(list().hidden).toBe(true);
  });

  it('asks once typing pauses, and not for fewer than 3 characters', async () => {
    await type('ha');
    expect(calls).toEqual([]);
    line1().value = 'har';
    line1().dispatchEvent(new Event('input'));
    await vi.advanceTimersByTimeAsync(LOOKUP_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    await type('harb');
    expect(calls.map((url) => [url.pathname, url.searchParams.get('input')])).toEqual([[PLACES_AUTOCOMPLETE_PATH, 'harb']]);
    expect(list().hidden).toBe(false);
    expect(line1().getAttribute('aria-expanded')).toBe('true');
    expect(options().map((one) => one.textContent)).toEqual(PLACES.slice(0, 3).map((one) => one.formattedAddress));
  });

  it('Down and Up move the active option, wrapping, through aria-activedescendant', async () => {
    await type('harbor');
    key('ArrowDown');
    expect(line1().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowUp');
    expect(line1().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    key('ArrowDown');
    expect(line1().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
  });

  it('Enter chooses (not the submit): the details, with the tracking context, fill the fields', async () => {
    await type('harbor');
    key('ArrowDown');
    key('ArrowDown');
    const enter = key('Enter');
    expect(enter.defaultPrevented).toBe(true);
    await vi.runAllTimersAsync();
    const details = calls.find((url) => url.pathname === PLACES_DETAILS_PATH)!;
    const chosen = PLACES[1]!;
    expect(Object.fromEntries(details.searchParams)).toEqual({ placeId: chosen.placeId, ...PLACES_CONTEXT });
    expect([field('line1'), field('city'), field('region'), field('zip'), field('country')]).toEqual([
      chosen.addressLine1,
      chosen.city,
      chosen.region,
      chosen.postalCode,
      chosen.country,
    ]);
    expect(list().hidden).toBe(true);
  });

  it('Enter with no active option is left to the form', async () => {
    await type('harbor');
    expect(key('Enter').defaultPrevented).toBe(false);
  });

  it('Escape closes an open list and goes no further; a closed list lets it through', async () => {
    await type('harbor');
    const escape = key('Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(list().hidden).toBe(true);
    expect(line1().getAttribute('aria-expanded')).toBe('false');
    expect(key('Escape').defaultPrevented).toBe(false);
  });

  it('a click on an option chooses it', async () => {
    await type('harbor');
    options()[2]!.click();
    await vi.runAllTimersAsync();
    expect(field('city')).toBe(PLACES[2]!.city);
  });

  it.each([
    ['a refusal', () => new Response('{}', { status: 429 })],
    ['a lost network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: no list, a debug line, and the typed text stays', async (_name, failure) => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    answer = failure as (url: URL) => Response;
    await type('12 Harbor Street');
    expect(list().hidden).toBe(true);
    expect(field('line1')).toBe('12 Harbor Street');
    expect(debug).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });

  // issue 22, found by fuzzing: a prediction that was not an object of text threw while the list was drawn.
  it('a reply with malformed predictions: only the well-formed ones are listed, and nothing throws', async () => {
    answer = () =>
      Response.json({
        predictions: [null, 'Harbor', { placeId: 'vp-001' }, { placeId: 'vp-002', description: { toString: '' } }, { placeId: 'vp-003', description: '3 Harbor Street' }],
      });
    await type('harbor');
    expect(options().map((one) => one.textContent)).toEqual(['3 Harbor Street']);
  });

  it.each([null, {}, { predictions: {} }, { predictions: 'none' }])('a reply %j has no predictions: no list', async (reply) => {
    answer = () => Response.json(reply);
    await type('harbor');
    expect(list().hidden).toBe(true);
    expect(options()).toEqual([]);
  });

  it('a slower, older answer does not replace a newer one', async () => {
    let release!: () => void;
    answer = (url) =>
      url.searchParams.get('input') === 'old'
        ? new Promise((resolve) => (release = () => resolve(Response.json({ predictions: [{ placeId: 'x', description: 'Old' }] }))))
        : Response.json({ predictions: [{ placeId: 'vp-001', description: 'New' }] });
    await type('old');
    await type('newer');
    release();
    await vi.runAllTimersAsync();
    expect(options().map((one) => one.textContent)).toEqual(['New']);
  });

  it('destroy takes the combobox away', () => {
    started!.destroy();
    started = undefined;
    expect(line1().hasAttribute('role')).toBe(false);
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });
});
