// The cookie banner's settings as a page hands them to showCookieBanner: the site context's
// cookieBannerSettings, or a host page's own object. Types only, so the overlays' published
// declarations need no package. Every key is optional; what is missing or malformed takes its default.

/** Where a bar sits (TOP or BOTTOM), or a popup's corner. */
export type CookieBannerPosition = 'TOP' | 'BOTTOM' | 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';

/** The cookie banner's settings, under the names the site stores them by (or the owner's interface names). */
export interface CookieBannerSettings {
  /**
   * Whether the banner shows at all: only `true` shows it.
   * @defaultValue false
   */
  isCookieBannerEnabled?: boolean;
  /**
   * The banner's message, as HTML (cleaned before it is drawn); an empty paragraph counts as none.
   * @defaultValue '<p>This site uses cookies to give you the best experience and to understand how it is used.</p>'
   */
  cookieBannerText?: string;
  /**
   * The accept button's text.
   * @defaultValue 'Accept'
   */
  cookieBannerCtaText?: string;
  /**
   * The decline button's text, shown with the OPT_IN_AND_OUT accept type.
   * @defaultValue 'Decline'
   */
  cookieBannerOptOutCtaText?: string;
  /**
   * How the accept control is drawn: a text link, a button, or a close icon.
   * @defaultValue 'ICON'
   */
  cookieBannerCtaVariant?: 'TEXT' | 'BUTTON' | 'ICON';
  /**
   * A bar's edge (a corner counts as its edge) or a popup's corner (TOP is TOP_LEFT, BOTTOM is BOTTOM_LEFT).
   * @defaultValue 'BOTTOM' for a bar, 'BOTTOM_LEFT' for a popup
   */
  cookieBannerPosition?: CookieBannerPosition;
  /**
   * The banner's colours.
   * @defaultValue 'DARK'
   */
  cookieBannerTheme?: 'LIGHT' | 'DARK';
  /**
   * A full-width bar, or a small popup in a corner.
   * @defaultValue 'BAR'
   */
  cookieBannerVariant?: 'BAR' | 'POPUP';
  /**
   * OPT_IN offers accept only; OPT_IN_AND_OUT offers accept and decline.
   * @defaultValue 'OPT_IN'
   */
  cookieBannerAcceptType?: 'OPT_IN' | 'OPT_IN_AND_OUT';
  /**
   * A restrictive policy: the tracking cookies are cleared until the visitor accepts.
   * @defaultValue false
   */
  isRestrictiveCookiePolicyEnabled?: boolean;
  /**
   * The owner's interface name for isRestrictiveCookiePolicyEnabled; where both are given, that one wins.
   * @defaultValue false
   */
  isAnalyticsCookiesDisabled?: boolean;
  /**
   * With a restrictive policy: no analytics cookies, whatever the visitor chooses.
   * @defaultValue false
   */
  isRestrictiveCookiePolicyAbsolute?: boolean;
  /**
   * The site's restriction on visitor data; kept with the settings, it changes nothing the banner shows.
   * @defaultValue false
   */
  isVisitorDataRestricted?: boolean;
  /**
   * The owner's interface name for the inverse of isVisitorDataRestricted; where both are given, that one wins.
   * @defaultValue true
   */
  isActivityLogEnabled?: boolean;
}
