// Gallery history. The current slide is written to the address: with the history API,
// as the collection's path followed by the slide's url; without it, as the hash, by slide id.
// Its own chunk, fetched beside the design only when the option is on.
import type { GalleryParts } from './parts.ts';
export interface SlideIds {
  id: string;
  url: string;
}

/** The collection's full url, with a trailing slash added if missing. */
export const collectionPath = (fullUrl: string): string => (fullUrl.endsWith('/') ? fullUrl : `${fullUrl}/`);

/** The address for a slide: the path (history API) or the hash (without it). */
export function addressFor(slide: SlideIds, collectionUrl: string, supportsHistory: boolean): { path?: string; hash?: string } {
  return supportsHistory ? { path: `${collectionPath(collectionUrl)}${encodeURIComponent(slide.url || slide.id)}` } : { hash: slide.id };
}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The item ids an address may carry, in the order the spec reads them: the hash, else the last
 * path segment, else the path minus the collection url (which may hold slashes). Paths of any depth.
 */
export function itemIdsFrom(pathname: string, hash: string, collectionUrl: string): string[] {
  const ids: string[] = [];
  const fromHash = hash.replace(/^#/, '');
  if (fromHash) ids.push(decode(fromHash));
  const path = pathname.replace(/\/+$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last) ids.push(decode(last));
  const base = collectionPath(collectionUrl || '/');
  if (collectionUrl && `${path}/`.startsWith(base) && path.length >= base.length) ids.push(decode(path.slice(base.length)));
  return ids.filter((id, i) => id !== '' && ids.indexOf(id) === i);
}

/** The slide an address selects: the first of its item ids that names a slide by id or url; -1 for none. */
export function slideFor(slides: SlideIds[], itemIds: string[]): number {
  for (const itemId of itemIds) {
    const found = slides.findIndex((slide) => slide.id === itemId || slide.url === itemId);
    if (found >= 0) return found;
  }
  return -1;
}

/**
 * The path slides are written under: the collection's full url, else the page's own
 * path as it was when the gallery started, less a last segment that already names one of its
 * slides (a page opened at a slide's address). Never the current address, which the gallery writes.
 */
export function historyBase(collectionUrl: string, startPath: string, slides: SlideIds[]): string {
  if (collectionUrl) return collectionUrl;
  const path = startPath.replace(/\/+$/, '');
  const last = decode(path.slice(path.lastIndexOf('/') + 1));
  const named = last !== '' && slides.some((slide) => slide.id === last || slide.url === last);
  return (named ? path.slice(0, path.lastIndexOf('/')) : path) || '/';
}

/** The slide the address names at start (-1 for none), read before the gallery shows anything. */
export const startSlide = (slides: SlideIds[], collectionUrl: string, loc: Location): number => slideFor(slides, itemIdsFrom(loc.pathname, loc.hash, collectionUrl));

/**
 * Writes every move to the address (the start slide, read from it, is not written back); in the
 * site editor the address is the editor's, and nothing is written. Going back a history entry (the
 * lightbox giving back the one it took, or the Back button closing it) lands on an address written
 * before the latest moves, so it is written again: the address keeps naming the slide shown.
 */
export function followHistory({ state, slides, window: win, on }: GalleryParts, collectionUrl: string, editMode: boolean): void {
  if (editMode) return;
  const base = historyBase(collectionUrl, win.location.pathname, slides);
  const supported = typeof win.history?.replaceState === 'function';
  const write = (index: number): void => {
    const address = addressFor(slides[index]!, base, supported);
    if (address.path) win.history.replaceState(win.history.state, '', address.path + win.location.search);
    else win.location.hash = address.hash ?? '';
  };
  state.on('select', ({ index }) => write(index));
  if (supported) on(win, 'popstate', () => write(state.index()));
}
