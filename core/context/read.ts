// contract.md "The page": the context is JSON in #site-context. The one reader for all three builds.
import { runtimeStrings } from '../catalog/strings/runtime.ts';

export type ContextObject = Record<string, unknown>;

/** The parsed JSON, or null when it is missing or malformed (then `onInvalid` runs). */
function parse(doc: Document, onInvalid: () => void): unknown {
  const script = doc.getElementById('site-context');
  if (!script) return null;
  try {
    return JSON.parse(script.textContent || 'null');
  } catch {
    onInvalid();
    return null;
  }
}

/** The runtime's read: malformed JSON logs the catalogue's message, once for the page. */
export const readSiteContextJson = (doc: Document): unknown => parse(doc, () => console.error(runtimeStrings.siteContextInvalid));

/** The tracking and overlays builds' read: silent, since the runtime already says it (docs/decisions.md). */
export const readSiteContextJsonQuietly = (doc: Document): unknown => parse(doc, () => {});

/** A field of the raw context that is an object (settings, website, collection, item), else null. */
export function contextObject(raw: unknown, name: string): ContextObject | null {
  const value = raw && typeof raw === 'object' ? (raw as ContextObject)[name] : null;
  return value && typeof value === 'object' ? (value as ContextObject) : null;
}
