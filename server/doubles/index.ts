// The test doubles of the external scripts and stylesheets, by the
// addresses the site data gives them: the server answers each as the provider would, no-cache. The
// captcha provider's siteverify double is a POST route of the API's table (captcha-siteverify.ts).
import { BOOKING_WIDGET_PATH, BOOKING_WIDGET_SCRIPT } from './booking-widget.ts';
import { COMMENT_COUNT_SCRIPT } from './comment-count.ts';
import { FOLLOW_BUTTON_SCRIPT } from './follow-button.ts';
import { FONT_STYLESHEET_CSS } from './fonts.ts';
export { CAPTCHA_DOUBLE_SECRET, SITEVERIFY_DOUBLE_PATH, siteverifyDoubleRoute } from './captcha-siteverify.ts';
import { COMMENT_COUNT_SCRIPT_PATH, FOLLOW_SCRIPT_PATH } from '../../site/journal-page.ts';
import { FONT_STYLESHEET_PATH } from '../../site/website.ts';

export interface Double {
  type: string;
  body: string;
}

const JS = 'text/javascript; charset=utf-8';

export const DOUBLES: ReadonlyMap<string, Double> = new Map([
  [BOOKING_WIDGET_PATH, { type: JS, body: BOOKING_WIDGET_SCRIPT }],
  [FOLLOW_SCRIPT_PATH, { type: JS, body: FOLLOW_BUTTON_SCRIPT }],
  [COMMENT_COUNT_SCRIPT_PATH, { type: JS, body: COMMENT_COUNT_SCRIPT }],
  [FONT_STYLESHEET_PATH, { type: 'text/css; charset=utf-8', body: FONT_STYLESHEET_CSS }],
]);
