// The one typed accessor for the raw #site-context (read.ts) where no check has run yet: the site
// overlays and tracking take their settings and ids through it. Its own file, so that it travels only
// with the chunks that use it, not with the runtime entry.
export type ContextObject = Record<string, unknown>;

/** A field of the raw context that is an object (settings, website, collection, item), else null. */
export function contextObject(raw: unknown, name: string): ContextObject | null {
  // A primitive context has no such field (its own properties are never objects), so no guard: bytes count.
  const value = (raw as ContextObject | null | undefined)?.[name];
  return value && typeof value === 'object' ? (value as ContextObject) : null;
}
