// What the page and the server share to tell a person's post from a bot's: the hidden trap field's
// name and the test-double captcha's response. Pure, so the server reads it too.

/**
 * The hidden trap field every rendered form carries (server/render/blocks/form.ts): people never see
 * it, so a value in it marks a bot, and the server refuses the post as spam. A plausible name draws
 * bots; no definition may use it as a field id.
 */
export const HONEYPOT_FIELD = 'homepage';

/** The response the test-double captcha (captcha.ts) hands over once checked; the server's siteverify double accepts only it. */
export const CAPTCHA_DOUBLE_RESPONSE = 'captcha-double-ok';
