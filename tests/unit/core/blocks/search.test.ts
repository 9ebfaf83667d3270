// @vitest-environment happy-dom
// The search block (37) over the server's markup: debounced calls, the one before aborted, results
// drawn as the server draws them, the address kept on the search page, and 'Unable to load results'
// for any failure, the visitor's words kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init, readItems } from '../../../../core/blocks/search.ts';
import { SEARCH_API_PATH, SEARCH_DEBOUNCE_MS, SEARCH_TIMEOUT_MS, type SearchItem } from '../../../../core/catalog/search.ts';
import { commonStrings } from '../../../../core/catalog/strings/common.ts';
import { renderSearch, resultsHtml } from '../../../../server/render/blocks/search.ts';
import { blockDeps } from '../../../fixtures/dom.ts';

const ITEMS: SearchItem[] = [
  { title: 'Lake at Dawn Print', url: '/shop/lake-at-dawn-print', kind: 'product', snippet: 'A print of the <mark>lake</mark> &amp; its dawn' },
  { title: 'Home <b>', url: '/', kind: 'page', snippet: '…a still <mark>lake</mark>…' },
];

interface Call {
  url: string;
  signal: AbortSignal;
  answer(status: number, body: unknown): void;
  fail(): void;
}

let calls: Call[];
let started: { destroy(): void } | undefined;
let replaceState: ReturnType<typeof vi.fn>;

function fetchDouble(url: string, init: RequestInit): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const signal = init.signal!;
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    calls.push({
      url,
      signal,
      answer: (status, body) => resolve({ ok: status >= 200 && status < 300, status, json: async () => (typeof body === 'string' ? JSON.parse(body) : body) }),
      fail: () => reject(new TypeError('Failed to fetch')),
    });
  });
}

function open(path = '/search'): { input: HTMLInputElement; region: HTMLElement } {
  document.body.innerHTML = renderSearch({ kind: 'search', id: 's' }, undefined);
  const win = {
    setTimeout: (task: () => void, ms: number) => globalThis.setTimeout(task, ms),
    clearTimeout: (id: number) => globalThis.clearTimeout(id),
    fetch: fetchDouble,
    location: { href: `http://localhost${path}`, pathname: path },
    history: { state: null, replaceState },
  } as unknown as Window;
  started = init(document.querySelector<HTMLElement>('[data-block-type="37"]')!, blockDeps({ window: win }));
  return { input: document.querySelector<HTMLInputElement>('input[name="q"]')!, region: document.querySelector<HTMLElement>('.search-results')! };
}

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const status = (region: HTMLElement) => region.querySelector('.search-status')?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  replaceState = vi.fn();
});
afterEach(() => {
  started?.destroy();
  vi.useRealTimers();
});

describe('the search block', () => {
  it(`calls ${SEARCH_DEBOUNCE_MS} ms after the last keystroke, once, with the last words`, async () => {
    const { input } = open();
    type(input, 'la');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    type(input, 'lake at');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.url)).toEqual([`${SEARCH_API_PATH}?q=lake+at`]);
  });

  it('draws the results as the server draws them, into the live region, and keeps ?q= in the address', async () => {
    const { input, region } = open();
    type(input, 'lake');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]!.answer(200, { items: ITEMS });
    await vi.advanceTimersByTimeAsync(0);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.innerHTML).toBe(resultsHtml({ query: 'lake', items: ITEMS }));
    expect(status(region)).toBe('2 results for “lake”');
    expect(region.querySelector('a')!.getAttribute('href')).toBe('/shop/lake-at-dawn-print');
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '?q=lake');
  });

  it('says so when nothing was found', async () => {
    const { input, region } = open();
    type(input, 'zzz');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]!.answer(200, { items: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(region.innerHTML).toBe(resultsHtml({ query: 'zzz', items: [] }));
  });

  it('aborts the call before when the visitor types on; a late answer to it draws nothing', async () => {
    const { input, region } = open();
    type(input, 'lak');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    type(input, 'harbor');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls.map((call) => call.signal.aborted)).toEqual([true, false]);
    calls[1]!.answer(200, { items: [ITEMS[1]] });
    calls[0]!.answer(200, { items: ITEMS });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(region)).toBe('1 result for “harbor”');
  });

  it.each([
    ['the network fails', (call: Call) => call.fail()],
    ['a non-2xx reply', (call: Call) => call.answer(500, { error: 'Internal server error' })],
    ['a reply that is not JSON', (call: Call) => call.answer(200, '<html>')],
    ['a reply not of the shape', (call: Call) => call.answer(200, { results: [] })],
    ['an address off the site', (call: Call) => call.answer(200, { items: [{ ...ITEMS[0], url: 'javascript:alert(1)' }] })],
    ['a protocol-relative address', (call: Call) => call.answer(200, { items: [{ ...ITEMS[0], url: '//evil.example/' }] })],
  ])('%s: Unable to load results, the words kept', async (_case, answer) => {
    const { input, region } = open();
    type(input, 'lake');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    answer(calls[0]!);
    await vi.advanceTimersByTimeAsync(0);
    expect(status(region)).toBe(commonStrings.unableToLoadResults);
    expect(region.querySelector('.search-list')).toBeNull();
    expect(input.value).toBe('lake');
  });

  it(`a call that has not answered in ${SEARCH_TIMEOUT_MS} ms is aborted and has failed`, async () => {
    const { input, region } = open();
    type(input, 'lake');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + SEARCH_TIMEOUT_MS - 1);
    expect(status(region)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(status(region)).toBe(commonStrings.unableToLoadResults);
  });

  it('an emptied field clears the results and the address, and calls nothing', async () => {
    const { input, region } = open();
    type(input, 'lake');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[0]!.answer(200, { items: ITEMS });
    await vi.advanceTimersByTimeAsync(0);
    type(input, '  ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(region.innerHTML).toBe('');
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/search');
  });

  it('elsewhere (the home page) it leaves the address alone', async () => {
    const { input } = open('/');
    type(input, 'lake');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('destroyed, it aborts its call and listens no more', async () => {
    const { input, region } = open();
    type(input, 'lake');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    started!.destroy();
    expect(calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(status(region)).toBeNull();
    type(input, 'harbor');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });
});

describe('readItems', () => {
  it.each([
    [{ items: ITEMS }, ITEMS],
    [{ items: [] }, []],
    [null, null],
    [{ items: 'x' }, null],
    [{ items: [null] }, null],
    [{ items: [{ ...ITEMS[0], kind: 'event' }] }, null],
    [{ items: [{ ...ITEMS[0], title: 1 }] }, null],
  ])('%j -> %j', (reply, expected) => {
    expect(readItems(reply)).toEqual(expected);
  });

  // issue 22, found by fuzzing: an address that was not text went through the pattern's String(),
  // which throws for an object such as {"toString": {}}.
  it.each([[['/a']], [{ toString: {} }], [5]])('an address that is not text (%j) is no item: null, never a throw', (url) => {
    expect(readItems({ items: [{ ...ITEMS[0], url }] })).toBeNull();
  });
});
