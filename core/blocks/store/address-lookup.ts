// The place lookups where a visitor types an address: the checkout's shipping
// address (server/render/store/checkout.ts marks its fieldset data-places-autocomplete, with the
// tracking context in data-product-page and data-product-section). A page feature with its own chunk.
// The first address line becomes a WAI-ARIA combobox with a listbox (keys: combobox-keys.ts); a chosen
// place's details fill the address fields. Any failed call closes the list, said at debug level only:
// the fields stay plain text fields and the form posts as it does without JavaScript.
import { PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH, PLACES_INPUT_MIN, type PlaceDetails, type PlacePrediction } from '../../catalog/places.ts';
import { format } from '../../catalog/strings.ts';
import { placesStrings } from '../../catalog/strings/places.ts';
import type { FeatureDeps } from '../../feature.ts';
import { comboboxKey } from './combobox-keys.ts';

export const ADDRESS_LOOKUP_SELECTOR = '[data-places-autocomplete]';
/** How long typing pauses before the lookup asks (ours: docs/decisions.md "Map places"). */
export const LOOKUP_DEBOUNCE_MS = 250;

/** The address fields a place fills (their names as the store reads them), and from what. */
export const FILLS: readonly (readonly [field: string, from: keyof PlaceDetails])[] = [
  ['line1', 'addressLine1'],
  ['city', 'city'],
  ['region', 'region'],
  ['zip', 'postalCode'],
  ['country', 'country'],
];

/** The reply's predictions that have a text place id and description; a reply of another shape has none. */
export function readPredictions(reply: unknown): PlacePrediction[] {
  const found = (reply as { predictions?: unknown } | null)?.predictions;
  return Array.isArray(found) ? found.filter((one: Partial<PlacePrediction> | null) => typeof one?.placeId === 'string' && typeof one.description === 'string') : [];
}

export function start({ document, window }: Pick<FeatureDeps, 'document' | 'window'>): { destroy(): void } {
  const lookups = [...document.querySelectorAll<HTMLElement>(ADDRESS_LOOKUP_SELECTOR)].map((box) => attach(box, window));
  return {
    destroy: () => {
      for (const lookup of lookups) lookup.destroy();
    },
  };
}

function attach(box: HTMLElement, window: Window): { destroy(): void } {
  const input = box.querySelector<HTMLInputElement>('input[name="line1"]');
  if (!input) return { destroy() {} };
  const form = box.closest('form') ?? box;
  const context = { productPage: box.dataset.productPage ?? '', productSection: box.dataset.productSection ?? '' };
  const listening = new AbortController();
  const signal = listening.signal;
  const list = box.ownerDocument.createElement('ul');
  list.id = `${input.id || 'address'}-places`;
  list.className = 'places-list';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', placesStrings.suggestions);
  list.hidden = true;
  const set = (name: string, value: string): void => input.setAttribute(name, value);
  set('role', 'combobox');
  set('aria-autocomplete', 'list');
  set('aria-expanded', 'false');
  set('aria-controls', list.id);
  input.after(list);

  let predictions: PlacePrediction[] = [];
  let open = false;
  let active = -1;
  let asked = 0;
  let timer: ReturnType<Window['setTimeout']> | undefined;

  const optionId = (index: number): string => `${list.id}-${index}`;
  const render = (): void => {
    list.replaceChildren(
      ...predictions.map((prediction, index) => {
        const option = box.ownerDocument.createElement('li');
        option.id = optionId(index);
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', String(index === active));
        option.textContent = prediction.description;
        return option;
      }),
    );
    list.hidden = !open;
    set('aria-expanded', String(open));
    if (open && active >= 0) set('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  };
  const show = (next: PlacePrediction[], isOpen = next.length > 0): void => {
    predictions = next;
    open = isOpen && next.length > 0;
    active = -1;
    render();
  };
  const fail = (error: unknown): void => {
    console.debug(format(placesStrings.lookupFailed, { reason: error instanceof Error ? error.message : String(error) }));
    show([]);
  };
  const getJson = async (path: string, query: Record<string, string>): Promise<unknown> => {
    const response = await window.fetch(`${path}?${new URLSearchParams(query)}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const ask = (text: string): void => {
    const call = ++asked;
    if (text.trim().length < PLACES_INPUT_MIN) return void show([]);
    getJson(PLACES_AUTOCOMPLETE_PATH, { input: text }).then((reply) => {
      if (call !== asked) return; // a newer lookup, or a choice, came since
      show(readPredictions(reply));
    }, fail);
  };
  const fill = (reply: unknown): void => {
    const result = (reply as { result?: Partial<PlaceDetails> } | null)?.result;
    if (!result) return;
    for (const [name, from] of FILLS) {
      const field = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
      const value = result[from];
      if (field && typeof value === 'string') field.value = value;
    }
  };
  const choose = (index: number): void => {
    const prediction = predictions[index];
    if (!prediction) return;
    asked++;
    input.value = prediction.description;
    show([]);
    getJson(PLACES_DETAILS_PATH, { placeId: prediction.placeId, ...context }).then(fill, fail);
  };

  input.addEventListener(
    'input',
    () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => ask(input.value), LOOKUP_DEBOUNCE_MS);
    },
    { signal },
  );
  input.addEventListener(
    'keydown',
    (event: KeyboardEvent) => {
      const action = comboboxKey(event.key, open, active, predictions.length);
      if (action.type === 'none') return;
      // Handled here: not the form's submit, not the page's Escape (rules 2 to 5).
      event.preventDefault();
      event.stopPropagation();
      if (action.type === 'move') {
        open = true;
        active = action.index;
        render();
      } else if (action.type === 'choose') choose(action.index);
      else show(predictions, false);
    },
    { signal },
  );
  input.addEventListener('blur', () => show(predictions, false), { signal });
  // A press on an option keeps the focus in the field; its click chooses.
  list.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
  list.addEventListener(
    'click',
    (event) => {
      const option = (event.target as Element | null)?.closest?.('[role="option"]');
      if (option) choose(Number(option.id.slice(list.id.length + 1)));
    },
    { signal },
  );

  return {
    destroy() {
      listening.abort();
      window.clearTimeout(timer);
      asked++;
      list.remove();
      for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant']) input.removeAttribute(name);
    },
  };
}
