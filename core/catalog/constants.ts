// Image widths live in their own module, so the image loader's chunk takes them alone.
export { IMAGE_WIDTHS } from './image-widths.ts';

// Limits: tracks per album 60 (the audio block, docs/block-types.md 38).
export const MAX_ALBUM_TRACKS = 60;

// Default animation 0.3 s (the block animations' and the tooltip's, in the site's CSS).
export const DEFAULT_ANIMATION_MS = 300;

// The session call; a DELETE of it retries once on a crumb failure.
export const SESSION_PATH = '/api/site-users/account/session';
/** A block's fresh rendering (the events summary's); the reply's html replaces its content. */
export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';

// "On a login-required reply, a login-required event fires", a CustomEvent on
// document; the spec gives no name, so it is named like its form:submitSuccess.
export const LOGIN_REQUIRED_EVENT = 'data:loginRequired';

// Follow script timeout 10,000 ms (the table-booking script takes it too).
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10_000;
// The comment-count script and the font stylesheet; no time is given (docs/decisions.md
// "External loads"): the comment counts wait as the follow script does, the fonts only 3 s, so that
// a late stylesheet never swaps the text's font after the visitor has begun to read.
export const COMMENT_COUNT_TIMEOUT_MS = 10_000;
export const FONT_STYLESHEET_TIMEOUT_MS = 3_000;
