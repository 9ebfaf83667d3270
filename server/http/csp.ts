// The Content-Security-Policy of every page the server draws (issue 22; issue 29 added the rest of the
// directives; docs/decisions.md has the reasoning).
// - Anything a directive below does not name stays on this origin (default-src 'self').
// - Scripts come from this origin and the maps script's (Google's maps script loads its parts from
//   maps.gstatic.com), never inline and never through eval. An inline script the server must send (the
//   owner area's panel toggle) is allowed by its hash alone. The context JSON is a data block
//   (<script type="application/json">), which no script-src governs.
// - What cannot run script (images, styles, fonts, audio and video) may come from any https origin too:
//   a site's content names them. Styles may be inline: the first screen's CSS is inlined on purpose.
// - What can act or send (frames, objects, connections, workers, form posts) only from named origins:
//   this one, the video providers' players, and the maps API's hosts (Google's CSP guide for it).
// - No <base> elsewhere, and only this origin may frame a page (the owner area frames the site).
import { createHash } from 'node:crypto';
import { MAPS_SCRIPT } from '../../core/map/model.ts';
import type { Provider } from '../../core/video/embed.ts';

export const SCRIPT_SOURCES: readonly string[] = ["'self'", new URL(MAPS_SCRIPT).origin, 'https://maps.gstatic.com'];

/**
 * Where each video provider the video block knows (core/video/embed.ts) serves its players, from the
 * providers' embed codes: iframes, and Animoto's older object embeds (its host alone, so an http page
 * takes the embed's http address and an https page the https one the loader rewrites it to). With
 * JavaScript off a block's embed is framed as the owner pasted it, a Vimeo page (not a player) too.
 */
export const VIDEO_EMBEDS: Record<Provider, { frames: readonly string[]; objects: readonly string[] }> = {
  youtube: { frames: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'], objects: [] },
  vimeo: { frames: ['https://player.vimeo.com', 'https://vimeo.com'], objects: [] },
  wistia: { frames: ['https://fast.wistia.net'], objects: [] },
  animoto: { frames: ['https://s3.amazonaws.com/embed.animoto.com/'], objects: ['static.animoto.com'] },
};

/** The maps API's own hosts beyond its script's, for its calls, its workers and its frames (Google's CSP guide for the Maps JavaScript API). */
const MAPS_CONNECT = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'data:', 'blob:'];
const MAPS_FRAMES = ['https://*.google.com'];

const embeds = (kind: 'frames' | 'objects'): string[] => Object.values(VIDEO_EMBEDS).flatMap((provider) => provider[kind]);

/** The frames a site page may hold: its own pages, the video players, the maps API's. */
export const FRAME_SOURCES: readonly string[] = ["'self'", ...embeds('frames'), ...MAPS_FRAMES];

/** What cannot run script: this origin, any https origin, and data: (the map's marker is an SVG data address). */
const PASSIVE = ["'self'", 'https:', 'data:'];

export interface PolicyOptions {
  /** Hashes (scriptHash) of the inline scripts the page carries. */
  scriptHashes?: readonly string[];
  /** What the page may frame; a site page's (FRAME_SOURCES) by default. */
  frameSources?: readonly string[];
}

/** The CSP source for one inline script, by its text (what is between <script> and </script>). */
export const scriptHash = (source: string): string => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

export function contentSecurityPolicy({ scriptHashes = [], frameSources = FRAME_SOURCES }: PolicyOptions = {}): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [...SCRIPT_SOURCES, ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'", 'https:']],
    ['img-src', [...PASSIVE, 'blob:']],
    ['font-src', PASSIVE],
    ['media-src', [...PASSIVE, 'blob:']],
    ['connect-src', ["'self'", ...MAPS_CONNECT]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', frameSources],
    ['object-src', embeds('objects')],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`).join('; ');
}

/** The policy of a page with no inline script: every site page. */
export const PAGE_CSP = contentSecurityPolicy();
