// The header, the footer and the language switch as the server writes them.
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { addressIn, renderLanguageSwitch, renderSiteFooter, renderSiteHeader } from '../../../../server/render/site-chrome.ts';
import { defaultHeaderFooter } from '../../../../site/header-footer.ts';
import { website } from '../../../../site/website.ts';

const LANGUAGES = website.languages!;
const dom = (html: string): Document => {
  const { document } = new Window();
  document.body.innerHTML = html;
  return document as unknown as Document;
};

describe('the language switch', () => {
  const nav = (current: string, address = '/shop'): Element => dom(renderLanguageSwitch(address, { current, languages: LANGUAGES })).querySelector('nav')!;

  it('a link a language to this page with ?lang=, each with hreflang and lang, in its own name', () => {
    const links = [...nav('en-US').querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('hreflang'), a.getAttribute('lang'), a.textContent])).toEqual([
      ['/shop?lang=en-US', 'en-US', 'en-US', 'English'],
      ['/shop?lang=fr-FR', 'fr-FR', 'fr-FR', 'Français'],
    ]);
  });

  it('the current language is marked aria-current, the other not', () => {
    expect([...nav('fr-FR').querySelectorAll('a')].map((a) => a.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect([...nav('en-US').querySelectorAll('a')].map((a) => a.getAttribute('aria-current'))).toEqual(['true', null]);
  });

  it('is a navigation named in the page language', () => {
    expect(nav('en-US').getAttribute('aria-label')).toBe('Language');
    expect(nav('fr-FR').getAttribute('aria-label')).toBe('Langue');
  });

  it('keeps the address’s other parameters and replaces an earlier lang', () => {
    expect(addressIn('/checkout/donate?donatePageId=d1&lang=en-US', 'fr-FR')).toBe('/checkout/donate?donatePageId=d1&lang=fr-FR');
  });

  it('is absent with one enabled language', () => {
    const one = LANGUAGES.map((language) => ({ ...language, enabled: language.isDefault }));
    expect(renderLanguageSwitch('/', { current: 'en-US', languages: one })).toBe('');
  });
});

describe('the header and footer', () => {
  const chrome = defaultHeaderFooter(website);

  it('the navigation in French, the current page marked, the cart indicator kept', () => {
    const document = dom(renderSiteHeader(chrome.header, '/shop', '/shop', { current: 'fr-FR', languages: LANGUAGES }, '<a data-cart-indicator></a>'));
    const main = document.querySelector('nav[aria-label="Main"]')!;
    const titles = [...main.querySelectorAll('a:not(.site-title):not([data-cart-indicator])')].map((a) => a.textContent);
    expect(titles).toHaveLength(website.navigation.length);
    expect(titles).toEqual(expect.arrayContaining(['Accueil', 'Galeries', 'Boutique']));
    expect(titles).not.toContain('Home');
    expect(main.querySelector('[aria-current="page"]')!.getAttribute('href')).toBe('/shop');
    expect(main.querySelector('[data-cart-indicator]')).not.toBeNull();
  });

  it('the footer line and links translated; untranslated words stay as written', () => {
    const french = dom(renderSiteFooter(chrome.footer, 'fr-FR'));
    expect(french.querySelector('p')!.textContent).toBe('Vitrine Demo · un site de démonstration Vitrine');
    expect(french.querySelector('nav[aria-label="Pied de page"] a')!.textContent).toBe('Écrivez-nous');
    expect(dom(renderSiteFooter({ text: 'Hello', links: [] }, 'fr-FR')).querySelector('p')!.textContent).toBe('Hello');
  });

  it('escapes every word and writes no link that fails the link checks', () => {
    const html = renderSiteHeader(
      {
        title: '<img src=x onerror=alert(1)>',
        links: [
          { title: '"x"', url: 'javascript:alert(1)' },
          { title: '<b>', url: '/a"b' },
        ],
      },
      '/',
      '/',
      { current: 'en-US', languages: LANGUAGES },
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<a href="/a&quot;b">&lt;b&gt;</a>');
  });

  it('a footer with no text and no links is an empty footer', () => {
    expect(renderSiteFooter({ text: '', links: [] }, 'en-US')).toBe('<footer class="site-footer"></footer>');
  });
});
