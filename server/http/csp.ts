// Issue 22: the Content-Security-Policy of every page the server draws. Scripts come from this origin and
// the maps script's (media.md 4; Google's maps script loads its parts from maps.gstatic.com), never
// inline and never through eval: no 'unsafe-inline', no 'unsafe-eval'. An inline script the server must
// send (the owner area's panel toggle) is allowed by its hash alone. The context JSON is a data block
// (<script type="application/json">), which no script-src governs. No <base> elsewhere, and only this
// origin may frame a page (the owner area frames the site). object-src stays open: media.md's object
// embeds are a video block's kind (docs/decisions.md).
import { createHash } from 'node:crypto';
import { MAPS_SCRIPT } from '../../core/map/model.ts';

export const SCRIPT_SOURCES: readonly string[] = ["'self'", new URL(MAPS_SCRIPT).origin, 'https://maps.gstatic.com'];

/** The CSP source for one inline script, by its text (what is between <script> and </script>). */
export const scriptHash = (source: string): string => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

export interface PolicyOptions {
  /** Hashes (scriptHash) of the inline scripts the page carries. */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy({ scriptHashes = [] }: PolicyOptions = {}): string {
  return [`script-src ${[...SCRIPT_SOURCES, ...scriptHashes].join(' ')}`, "base-uri 'self'", "frame-ancestors 'self'"].join('; ');
}

/** The policy of a page with no inline script: every site page. */
export const PAGE_CSP = contentSecurityPolicy();
