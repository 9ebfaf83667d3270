// media.md 2: Gallery history. The current slide is written to the address: with the history API,
// as the collection's path followed by the slide's url; without it, as the hash, by slide id.
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

/** The item id an address carries: its hash, else its last path segment below the collection. */
export function itemIdFrom(pathname: string, hash: string, collectionUrl: string): string | null {
  const fromHash = hash.replace(/^#/, '');
  if (fromHash) return decodeURIComponent(fromHash);
  const base = collectionPath(collectionUrl);
  if (!pathname.startsWith(base)) return null;
  const rest = pathname.slice(base.length).replace(/\/$/, '');
  return rest && !rest.includes('/') ? decodeURIComponent(rest) : null;
}

/** The slide an item id selects: the one whose id or url matches; -1 for none. */
export const slideFor = (slides: SlideIds[], itemId: string | null): number =>
  itemId === null ? -1 : slides.findIndex((slide) => slide.id === itemId || slide.url === itemId);
