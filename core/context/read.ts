// contract.md "The page": the context is JSON in #site-context, read once.
import { runtimeStrings } from '../catalog/strings.ts';

/** Returns the raw parsed JSON, or null when it is missing or malformed (logged). */
export function readSiteContextJson(doc: Document): unknown {
  const script = doc.getElementById('site-context');
  if (!script) return null;
  try {
    return JSON.parse(script.textContent || 'null');
  } catch {
    console.error(runtimeStrings.siteContextInvalid);
    return null;
  }
}
