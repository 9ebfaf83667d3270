// Pure validators of.
import { LINK_LIMITS, TEL_MIN_DIAL_CHARACTERS } from './link-limits.ts';

// The email and the secure-call rules live in files of their own, so that the form block and the
// data layer take them without the link checks a gallery uses (one chunk each, not a shared one).
export { isValidEmail } from './email.ts';

export type LinkKind = 'tel' | 'sms' | 'mailto' | 'anchor' | 'ftp' | 'javascript' | 'file' | 'collection' | 'internal' | 'http' | 'other';

export interface LinkCheck {
  kind: LinkKind;
  valid: boolean;
}

// Browsers drop leading/trailing controls and spaces and every tab or newline before reading
// a scheme, so 'java\tscript:' is javascript: to them; checks must see what they see.
export function normalizeLink(url: string): string {
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

const SCHEME_KINDS: readonly (readonly [RegExp, LinkKind])[] = [
  [/^tel:/i, 'tel'],
  [/^sms:/i, 'sms'],
  [/^mailto:/i, 'mailto'],
  [/^ftp:/i, 'ftp'],
  [/^javascript:/i, 'javascript'],
  [/^https?:/i, 'http'],
];

// A collection panel link is '/pages/{24-character id}'.
const COLLECTION_PANEL_LINK = /^\/pages\/[A-Za-z0-9]{24}$/;

// Internal links start with '/', file links with '/s/'. '//' and '/\' are
// protocol-relative addresses of another host, so they count as http.
export function classifyLink(url: string): LinkKind {
  const link = normalizeLink(url);
  if (link.startsWith('#')) return 'anchor';
  if (/^\/[/\\]/.test(link)) return 'http';
  if (link.startsWith('/s/')) return 'file';
  if (COLLECTION_PANEL_LINK.test(link)) return 'collection';
  if (link.startsWith('/')) return 'internal';
  for (const [pattern, kind] of SCHEME_KINDS) if (pattern.test(link)) return kind;
  return 'other';
}

// Tel under 50 characters with at least 4 digits or +/-.
export function isValidTelLink(url: string): boolean {
  const dialCharacters = url.slice('tel:'.length).match(/[0-9+-]/g) ?? [];
  return url.length < LINK_LIMITS.tel && dialCharacters.length >= TEL_MIN_DIAL_CHARACTERS;
}

// Sms under 1000.
export function isValidSmsLink(url: string): boolean {
  return url.length < LINK_LIMITS.sms;
}

// Mailto under 1000 with exactly one @ and a dotted ending. The @ and the
// ending are read from the address, before any '?subject=' query.
export function isValidMailtoLink(url: string): boolean {
  const address = url.slice('mailto:'.length).split('?')[0] ?? '';
  const atCount = address.split('@').length - 1;
  return url.length < LINK_LIMITS.mailto && atCount === 1 && /\.[^.\s@]+$/.test(address);
}

// Anchors under 100.
export function isValidAnchorLink(url: string): boolean {
  return url.length < LINK_LIMITS.anchor;
}

// Ftp under 100.
export function isValidFtpLink(url: string): boolean {
  return url.length < LINK_LIMITS.ftp;
}

// Javascript under 250 (a length check only; see isSafeClickThrough).
export function isValidJavascriptLink(url: string): boolean {
  return url.length < LINK_LIMITS.javascript;
}

// Internal links under 150.
export function isValidInternalLink(url: string): boolean {
  return url.length < LINK_LIMITS.internal;
}

// Links to http(s) or protocol-relative addresses need a host to be valid.
export function isValidHttpLink(url: string): boolean {
  if (!URL.canParse(url, 'https://vitrine.invalid/')) return false;
  return new URL(url, 'https://vitrine.invalid/').hostname !== '';
}

const LINK_VALIDATORS: Readonly<Record<LinkKind, (url: string) => boolean>> = {
  tel: isValidTelLink,
  sms: isValidSmsLink,
  mailto: isValidMailtoLink,
  anchor: isValidAnchorLink,
  ftp: isValidFtpLink,
  javascript: isValidJavascriptLink,
  file: (url) => isValidInternalLink(url) && url.length > '/s/'.length,
  collection: isValidInternalLink,
  internal: isValidInternalLink,
  http: isValidHttpLink,
  other: () => false,
};

// Link checks
export function checkLink(url: string): LinkCheck {
  const link = normalizeLink(url);
  const kind = classifyLink(link);
  return { kind, valid: LINK_VALIDATORS[kind](link) };
}

const CLICK_THROUGH_KINDS: ReadonlySet<LinkKind> = new Set<LinkKind>(['http', 'internal', 'file', 'collection', 'anchor', 'mailto', 'tel', 'sms']);

// Click on a slide. A click-through address comes from site data that an editor
// or an import wrote; following a javascript: one would run that text as script on the
// visitor's page (stored XSS), so it is refused however short it is. Only known-safe kinds
// that pass their own check are followed.
export function isSafeClickThrough(url: string): boolean {
  const { kind, valid } = checkLink(url);
  return valid && CLICK_THROUGH_KINDS.has(kind);
}
