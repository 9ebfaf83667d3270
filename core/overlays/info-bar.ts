// The mobile info bar, in style none, light or dark, shown at a window
// width of 1024 or less. Its items are the site's contact details (docs/decisions.md). The one rule
// every build asks: the site overlays and the overlays entry before fetching it, the bar itself. Pure.
import { INFO_BAR_MAX_WIDTH } from '../catalog/breakpoints.ts';
import { wellFormed } from '../catalog/well-formed.ts';
import { isValidMailtoLink, isValidTelLink } from '../catalog/validators.ts';

export type InfoBarStyle = 'none' | 'light' | 'dark';

export interface InfoBarItem {
  kind: 'phone' | 'email' | 'location' | 'hours';
  label: string;
  /** Where the item leads; hours lead nowhere. */
  href: string | null;
}

export interface InfoBarConfig {
  style: InfoBarStyle;
  items: InfoBarItem[];
}

/** The mobile info bar's settings (the site context's mobileInfoBarSettings): its style and the site's contact details. */
export interface MobileInfoBarSettings {
  /**
   * Light or dark shows the bar; anything else hides it.
   * @defaultValue 'none'
   */
  style?: InfoBarStyle;
  /**
   * A phone number, called on a tap (kept when it makes a valid tel: link).
   * @defaultValue ''
   */
  phone?: string;
  /**
   * An email address, written to on a tap (kept when it makes a valid mailto: link).
   * @defaultValue ''
   */
  email?: string;
  /**
   * An address, opened in Google Maps on a tap.
   * @defaultValue ''
   */
  location?: string;
  /**
   * Opening hours, shown as text.
   * @defaultValue ''
   */
  hours?: string;
}

type Settings = MobileInfoBarSettings | Record<string, unknown> | null | undefined;
type Styled = { style?: unknown } | null | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Light or dark; anything else is none. */
export const infoBarStyle = (settings: Styled): InfoBarStyle => (settings?.style === 'light' || settings?.style === 'dark' ? settings.style : 'none');

/**
 * Asked for in style light or dark at a window width of 1024 or less.
 * What is known before the bar's chunk is fetched; `shouldShowInfoBar` adds its items.
 */
export const infoBarWanted = (settings: Styled, windowWidth: number): boolean => infoBarStyle(settings) !== 'none' && windowWidth <= INFO_BAR_MAX_WIDTH;

export function normalizeInfoBar(raw: Settings): InfoBarConfig {
  const s = raw ?? {};
  const items: InfoBarItem[] = [];
  const phone = text(s.phone);
  const email = text(s.email);
  const location = text(s.location);
  const hours = text(s.hours);
  // The tel and mailto link checks decide which items are kept.
  const tel = `tel:${phone.replace(/[^\d+]/g, '')}`;
  if (phone && isValidTelLink(tel)) items.push({ kind: 'phone', label: phone, href: tel });
  if (email && !/\s/.test(email) && isValidMailtoLink(`mailto:${email}`)) items.push({ kind: 'email', label: email, href: `mailto:${email}` });
  if (location) items.push({ kind: 'location', label: location, href: `https://maps.google.com/?q=${encodeURIComponent(wellFormed(location))}` });
  if (hours) items.push({ kind: 'hours', label: hours, href: null });
  return { style: infoBarStyle(s), items };
}

/** The whole rule: wanted (style and width), with at least one item to show. */
export const shouldShowInfoBar = (config: InfoBarConfig, windowWidth: number): boolean => config.items.length > 0 && infoBarWanted(config, windowWidth);
