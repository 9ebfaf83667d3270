// The page's header and footer (docs/decisions.md "Multilingual and the site header and footer"):
// drawn from data (the site's title and links, a line of text and links), every word escaped, every
// link written only when it passes the link checks, the words in the page's language
// through the site's dictionary. Where the site offers more than one language, the header holds the
// language switch: plain links to this page with ?lang=, so it works with JavaScript off.
import { isSafeClickThrough } from '../../core/catalog/validators.ts';
import { translate } from '../../site/translations.ts';
import { LANGUAGE_PARAM, enabledLanguages, multilingualStrings as t } from '../multilingual/index.ts';
import { escapeHtml } from './escape.ts';
import type { HeaderFooter, PageLanguages, SiteLink } from './model.ts';

const linkHtml = ({ title, url }: SiteLink, language: string, currentPath: string | null): string =>
  isSafeClickThrough(url) ? `<a href="${escapeHtml(url)}"${url === currentPath ? ' aria-current="page"' : ''}>${escapeHtml(translate(title, language))}</a>` : '';

/** `address` (a path, with its query) with ?lang= set to `code`, its other parameters kept. */
export function addressIn(address: string, code: string): string {
  const url = new URL(address, 'http://localhost');
  url.searchParams.set(LANGUAGE_PARAM, code);
  return url.pathname + url.search;
}

/** The language switch, or nothing when the site offers one language. */
export function renderLanguageSwitch(address: string, { current, languages }: PageLanguages): string {
  const offered = enabledLanguages(languages);
  if (offered.length < 2) return '';
  const links = offered.map(({ code, name }) => {
    const tag = escapeHtml(code);
    return `<a href="${escapeHtml(addressIn(address, code))}" hreflang="${tag}" lang="${tag}"${code === current ? ' aria-current="true"' : ''}>${escapeHtml(name)}</a>`;
  });
  return `<nav class="language-switch" aria-label="${escapeHtml(translate(t.languageSwitch, current))}">${links.join('')}</nav>`;
}

/** The header: the site's title, its links (the current page's marked) and `extra` (the cart indicator), then the switch. */
export function renderSiteHeader(header: HeaderFooter['header'], pagePath: string, address: string, languages: PageLanguages, extra = ''): string {
  const links = header.links.map((link) => linkHtml(link, languages.current, pagePath)).join('');
  return `<header class="site-header"><nav aria-label="Main"><a class="site-title" href="/">${escapeHtml(translate(header.title, languages.current))}</a>${links}${extra}</nav>${renderLanguageSwitch(address, languages)}</header>`;
}

export function renderSiteFooter(footer: HeaderFooter['footer'], language: string): string {
  const text = footer.text === '' ? '' : `<p>${escapeHtml(translate(footer.text, language))}</p>`;
  const links = footer.links.map((link) => linkHtml(link, language, null)).join('');
  const nav = links === '' ? '' : `<nav aria-label="${escapeHtml(translate(t.footerLinks, language))}">${links}</nav>`;
  return `<footer class="site-footer">${text}${nav}</footer>`;
}
