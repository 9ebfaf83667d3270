// The cookie banner's settings under the names they are stored by. The owner's settings interface
// shows two of them otherwise: isAnalyticsCookiesDisabled is isRestrictiveCookiePolicyEnabled, and
// isActivityLogEnabled is the inverse of isVisitorDataRestricted; and its text editor's empty
// paragraph is saved as empty text. Every reader of the settings goes through here, so settings in
// either naming read the same; where both names are given, the stored one wins. Pure.

import type { CookieBannerSettings } from './banner-settings.ts';

type Settings = Record<string, unknown>;

/** Rich text with nothing in it, such as <p></p> or <p><br></p>. */
export const isEmptyParagraph = (html: string): boolean => html.replace(/<[^>]*>|&nbsp;/g, '').trim() === '';

/** isRestrictiveCookiePolicyEnabled, else the interface's isAnalyticsCookiesDisabled. */
const restrictiveSetting = (settings: CookieBannerSettings | Settings | null | undefined): unknown =>
  settings?.isRestrictiveCookiePolicyEnabled ?? settings?.isAnalyticsCookiesDisabled;

export interface Policy {
  /** isRestrictiveCookiePolicyEnabled (shown as isAnalyticsCookiesDisabled). */
  restrictive: boolean;
  /** isRestrictiveCookiePolicyAbsolute: no analytics cookies, whatever the visitor chooses. */
  absolute: boolean;
}

/** The policy a site's cookieBannerSettings set (the tracking entry carries only this of the file): absent or not true is off. */
export const consentPolicy = (settings: CookieBannerSettings | Settings | null | undefined): Policy => ({
  restrictive: restrictiveSetting(settings) === true,
  absolute: settings?.isRestrictiveCookiePolicyAbsolute === true,
});

/** The settings as stored, from settings in the stored or the interface's naming; anything but an object is none. */
export function storedBannerSettings(raw: unknown): Settings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const { isAnalyticsCookiesDisabled, isActivityLogEnabled, ...settings } = raw as Settings;
  const restrictive = restrictiveSetting(raw as Settings);
  if (restrictive !== undefined) settings.isRestrictiveCookiePolicyEnabled = restrictive;
  if (typeof isActivityLogEnabled === 'boolean') settings.isVisitorDataRestricted ??= !isActivityLogEnabled;
  if (typeof settings.cookieBannerText === 'string' && isEmptyParagraph(settings.cookieBannerText)) settings.cookieBannerText = '';
  return settings;
}
