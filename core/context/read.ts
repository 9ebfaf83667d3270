// The context is JSON in #site-context. The one reader for all three builds.
import { runtimeStrings } from '../catalog/strings/runtime.ts';

/**
 * The parsed JSON, unchecked: any field may be absent or of any type (schema.ts checks it for blocks).
 * JSON that is not an object reads as having no fields, which is what property access gives.
 */
export type RawSiteContext = { readonly [field: string]: unknown } | null;

/** The parsed JSON, or null when it is missing or malformed (then `onInvalid` runs). */
function parse(doc: Document, onInvalid: () => void): RawSiteContext {
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
export const readSiteContextJson = (doc: Document): RawSiteContext => parse(doc, () => console.error(runtimeStrings.siteContextInvalid));

/** The tracking and overlays builds' read: silent, since the runtime already says it (docs/decisions.md). */
export const readSiteContextJsonQuietly = (doc: Document): RawSiteContext => parse(doc, () => {});
