// The search block (docs/block-types.md: 37) over the server's form: it searches as the visitor types
// (SEARCH_DEBOUNCE_MS after the last key, the call before aborted), draws the results as the server
// does into the live region, and on the search page keeps ?q= in the address (replaceState). A call
// that fails (network, time-out, non-2xx, a reply not of the call's shape) says 'Unable to load
// results'; the visitor's words stay. Enter still submits to the search page.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { resultsStatus, SEARCH_API_PATH, SEARCH_DEBOUNCE_MS, SEARCH_QUERY_MAX, SEARCH_TIMEOUT_MS, type SearchItem } from '../catalog/search.ts';
import { commonStrings } from '../catalog/strings/common.ts';
import { searchStrings } from '../catalog/strings/search.ts';

const isItem = (item: SearchItem): boolean =>
  typeof item?.title === 'string' &&
  typeof item.snippet === 'string' &&
  typeof item.url === 'string' &&
  /^\/(?!\/)/.test(item.url) &&
  (item.kind === 'page' || item.kind === 'product');

/** The reply's items, or null when it is not { items: SearchItem[] } with same-site addresses. */
export function readItems(reply: unknown): SearchItem[] | null {
  const items = (reply as { items?: unknown } | null)?.items;
  return Array.isArray(items) && items.every(isItem) ? items : null;
}

export function init(root: HTMLElement, { window: win }: BlockDeps): BlockInstance {
  const form = root.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const region = root.querySelector<HTMLElement>('.search-results');
  if (!form || !input || !region) return { destroy() {} };
  const doc = root.ownerDocument;
  const listening = new AbortController();
  // Only the search page's own address carries ?q= (its form's action); elsewhere the address stays.
  const onSearchPage = new URL(form.getAttribute('action') ?? '', win.location.href).pathname === win.location.pathname;
  let timer = 0;
  let call: AbortController | undefined;

  const el = (tag: string, className: string, text = ''): HTMLElement => {
    const node = doc.createElement(tag);
    node.className = className;
    node.textContent = text;
    return node;
  };

  const show = (query: string, items: SearchItem[]): void => {
    const list = el('ol', 'search-list');
    for (const item of items) {
      const li = el('li', 'search-item');
      const link = doc.createElement('a');
      link.href = item.url;
      link.textContent = item.title;
      const snippet = el('p', 'search-snippet');
      // The server escaped the snippet and marked its hits (server/search/snippet.ts).
      snippet.innerHTML = item.snippet;
      li.append(link, ' ', el('span', 'search-kind', searchStrings[item.kind]), snippet);
      list.append(li);
    }
    region.replaceChildren(el('p', 'search-status', resultsStatus(items.length, query)));
    if (items.length > 0) region.append(list);
  };

  async function search(): Promise<void> {
    call?.abort();
    call = undefined;
    const query = input!.value.slice(0, SEARCH_QUERY_MAX);
    const words = query.trim() !== '';
    if (onSearchPage) win.history.replaceState(win.history.state, '', words ? `?${new URLSearchParams({ q: query })}` : win.location.pathname);
    if (!words) return region!.replaceChildren();
    call = new AbortController();
    const mine = call;
    const timeout = win.setTimeout(() => mine.abort(), SEARCH_TIMEOUT_MS);
    try {
      const reply = await win.fetch(`${SEARCH_API_PATH}?${new URLSearchParams({ q: query })}`, { signal: mine.signal });
      const items = reply.ok ? readItems(await reply.json()) : null;
      if (mine !== call) return;
      if (items) show(query, items);
      else throw reply;
    } catch {
      // A call a newer one (or destroy) aborted says nothing; one that failed, or timed out, says so.
      if (mine === call) region!.replaceChildren(el('p', 'search-status', commonStrings.unableToLoadResults));
    } finally {
      win.clearTimeout(timeout);
    }
  }

  input.addEventListener(
    'input',
    () => {
      win.clearTimeout(timer);
      timer = win.setTimeout(() => void search(), SEARCH_DEBOUNCE_MS);
    },
    { signal: listening.signal },
  );
  return {
    destroy() {
      listening.abort();
      win.clearTimeout(timer);
      call?.abort();
      call = undefined;
    },
  };
}
