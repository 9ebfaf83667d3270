// forms-commerce.md 3 and 9: the mobile info bar, in style none, light or dark, shown at a window
// width of 1024 or less. Its items are the site's contact details (docs/decisions.md). Pure.
import { isValidMailtoLink, isValidTelLink } from '../../core/catalog/validators.ts';
import { INFO_BAR_MAX_WIDTH } from '../../core/overlays/site.ts';

export { INFO_BAR_MAX_WIDTH };

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

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function normalizeInfoBar(raw: Record<string, unknown> | null | undefined): InfoBarConfig {
  const s = raw ?? {};
  const style: InfoBarStyle = s.style === 'light' || s.style === 'dark' ? s.style : 'none';
  const items: InfoBarItem[] = [];
  const phone = text(s.phone);
  const email = text(s.email);
  const location = text(s.location);
  const hours = text(s.hours);
  // forms-commerce.md 5: the tel and mailto link checks decide which items are kept.
  const tel = `tel:${phone.replace(/[^\d+]/g, '')}`;
  if (phone && isValidTelLink(tel)) items.push({ kind: 'phone', label: phone, href: tel });
  if (email && !/\s/.test(email) && isValidMailtoLink(`mailto:${email}`)) items.push({ kind: 'email', label: email, href: `mailto:${email}` });
  if (location) items.push({ kind: 'location', label: location, href: `https://maps.google.com/?q=${encodeURIComponent(location)}` });
  if (hours) items.push({ kind: 'hours', label: hours, href: null });
  return { style, items };
}

export function shouldShowInfoBar(config: InfoBarConfig, windowWidth: number): boolean {
  return config.style !== 'none' && config.items.length > 0 && windowWidth <= INFO_BAR_MAX_WIDTH;
}
