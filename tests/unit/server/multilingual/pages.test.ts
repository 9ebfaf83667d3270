// A page in the visitor's language: ?lang= sets <html lang>, the context's locale and a cookie; the
// cookie carries the choice to the next page; nothing chosen is the default (docs/decisions.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../harness.ts';
import { contextOf, setCookie } from '../accounts/signed-in-app.ts';

const htmlLang = (html: string): string => /<html lang="([^"]*)"/.exec(html)![1]!;

describe('the page language', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('nothing chosen: the default, English, no language cookie', async () => {
    const response = await fetch(`${app.base}/shop`);
    const html = await response.text();
    expect(htmlLang(html)).toBe('en-US');
    expect(html).toContain('<a href="/shop" aria-current="page">Shop</a>');
    expect(setCookie(response, 'vitrine_lang')).toBeUndefined();
  });

  it('?lang=fr-FR: French, the cookie set, the page private', async () => {
    const response = await fetch(`${app.base}/shop?lang=fr-FR`);
    expect(setCookie(response, 'vitrine_lang')).toBe('vitrine_lang=fr-FR; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000');
    expect(response.headers.get('cache-control')).toMatch(/^private/);
    const html = await response.clone().text();
    expect(htmlLang(html)).toBe('fr-FR');
    expect(html).toContain('<a href="/shop" aria-current="page">Boutique</a>');
    expect(html).toContain('<a href="/shop?lang=fr-FR" hreflang="fr-FR" lang="fr-FR" aria-current="true">Français</a>');
    expect((await contextOf(response)).locale).toBe('fr-FR');
  });

  it('the cookie alone: French on the next page', async () => {
    const html = await (await fetch(`${app.base}/media`, { headers: { cookie: 'vitrine_lang=fr-FR' } })).text();
    expect(htmlLang(html)).toBe('fr-FR');
    expect(html).toContain('>Accueil</a>');
  });

  it('?lang= beats the cookie; an unknown ?lang= sets nothing', async () => {
    const english = await fetch(`${app.base}/?lang=en-US`, { headers: { cookie: 'vitrine_lang=fr-FR' } });
    expect(htmlLang(await english.text())).toBe('en-US');
    const unknown = await fetch(`${app.base}/?lang=xx-YY`);
    expect(setCookie(unknown, 'vitrine_lang')).toBeUndefined();
    expect(htmlLang(await unknown.text())).toBe('en-US');
  });

  it('the 404 page too', async () => {
    const response = await fetch(`${app.base}/nowhere?lang=fr-FR`);
    expect(response.status).toBe(404);
    expect(htmlLang(await response.text())).toBe('fr-FR');
  });
});
