// The popup overlay's settings as a page hands them to showPopupOverlay: the site context's
// popupOverlaySettings, or a host page's own object with its own sign-up. Types only, so the
// overlays' published declarations need no package. What is missing or malformed takes its default.

/**
 * Where the visitor's address goes. A string is an address that gets `{"email": "..."}` as a JSON
 * POST; a function is called with the address and awaited. Left out, the sign-up is the Vitrine
 * site's own form submission.
 */
export type PopupSignup = string | ((email: string) => Promise<void> | void);

/** The popup overlay's settings, under the names the site stores them by. */
export interface PopupOverlaySettings {
  /**
   * Only 'show' shows the popup.
   * @defaultValue 'none'
   */
  style?: 'none' | 'show';
  /**
   * Whether it shows on a phone too.
   * @defaultValue false
   */
  enableMobile?: boolean;
  /**
   * The settings' version: a visitor who closed an older version sees the popup again.
   * @defaultValue 0
   */
  version?: number;
  /**
   * Once the visitor has signed up, the popup never shows again.
   * @defaultValue false
   */
  showUntilSignup?: boolean;
  /**
   * Days after a close before it shows again (0: on the next page).
   * @defaultValue 0
   */
  displayFrequency?: number;
  /**
   * The heading.
   * @defaultValue 'Stay in touch'
   */
  title?: string;
  /**
   * The message under the heading, as HTML (cleaned before it is drawn).
   * @defaultValue ''
   */
  body?: string;
  /**
   * The sign-up button's text.
   * @defaultValue 'Sign up'
   */
  buttonText?: string;
  /**
   * The form's id, sent with the Vitrine site's own sign-up and with the page's overlay-shown event.
   * @defaultValue 'popup-overlay'
   */
  formId?: string;
  /**
   * The host page's own sign-up: an address to POST `{"email": "..."}` to, or a function to await.
   * @defaultValue the Vitrine site's own form submission
   */
  signup?: PopupSignup;
}
