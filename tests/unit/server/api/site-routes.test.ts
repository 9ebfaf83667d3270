// The multilingual and header-footer calls over HTTP, on the demo server with a
// temporary database: public GETs; PUTs for an editor of the site only, with the crumb.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_ACCESS_STRINGS } from '../../../../server/api/owner-access.ts';
import { SITE_PATHS } from '../../../../server/api/site-routes.ts';
import { multilingualStrings } from '../../../../server/multilingual/index.ts';
import type { TestApp } from '../harness.ts';
import { OWNER, signInAs, startSignedInApp, VIEWER } from '../accounts/signed-in-app.ts';

const LANGUAGES = [
  { code: 'en-US', name: 'English', isDefault: true, enabled: true },
  { code: 'fr-FR', name: 'Français', isDefault: false, enabled: true },
];
const HEADER_FOOTER = {
  header: { title: 'Atelier <b>Lac</b>', links: [{ title: 'Shop', url: '/shop' }] },
  footer: { text: 'Made by the lake & friends', links: [{ title: 'Mail us', url: 'mailto:studio@example.com' }] },
};

describe('the multilingual and header-footer calls', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startSignedInApp();
  });
  afterEach(() => app.close());

  const get = async (path: string): Promise<{ status: number; body: unknown }> => {
    const response = await fetch(`${app.base}${path}`);
    return { status: response.status, body: await response.json() };
  };
  const put = async (
    path: string,
    body: unknown,
    who: { cookie: string; crumb: string } | null,
    crumb = who?.crumb,
  ): Promise<{ status: number; body: Record<string, unknown> }> => {
    const visitorCrumb = who ? null : await app.crumb();
    const response = await fetch(`${app.base}${path}?crumb=${crumb ?? visitorCrumb}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: who?.cookie ?? `crumb=${visitorCrumb}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('GET settings: the languages in order, the default and whether the site is multilingual', async () => {
    expect(await get(SITE_PATHS.settings)).toEqual({ status: 200, body: { languages: LANGUAGES, defaultLanguage: 'en-US', enabled: true } });
  });

  it('GET status: enabled and the count of languages a visitor can choose', async () => {
    expect(await get(SITE_PATHS.status)).toEqual({ status: 200, body: { enabled: true, languageCount: 2 } });
  });

  it('GET header-footer: the seeded data', async () => {
    const { status, body } = await get(SITE_PATHS.headerFooter);
    expect(status).toBe(200);
    expect(body).toMatchObject({ header: { title: 'Vitrine Demo' }, footer: { text: 'Vitrine Demo · a Vitrine demo site' } });
  });

  it('PUT languages as the owner: 200 with the new settings, canonical codes, and GET status follows', async () => {
    const owner = await signInAs(app, OWNER);
    const languages = [
      { code: 'fr-fr', name: 'Français', isDefault: true, enabled: true },
      { code: 'en-US', name: 'English', isDefault: false, enabled: false },
    ];
    const reply = await put(SITE_PATHS.languages, { languages }, owner);
    expect(reply).toEqual({ status: 200, body: { languages: [{ ...languages[0], code: 'fr-FR' }, languages[1]], defaultLanguage: 'fr-FR', enabled: false } });
    expect(await get(SITE_PATHS.status)).toEqual({ status: 200, body: { enabled: false, languageCount: 1 } });
  });

  it.each([SITE_PATHS.languages, SITE_PATHS.headerFooter])('PUT %s signed out: 401 loginRequired, nothing stored', async (path) => {
    const body = path === SITE_PATHS.languages ? { languages: LANGUAGES } : HEADER_FOOTER;
    const before = await get(path === SITE_PATHS.languages ? SITE_PATHS.settings : path);
    expect(await put(path, body, null)).toEqual({ status: 401, body: { loginRequired: true, error: OWNER_ACCESS_STRINGS.signInRequired } });
    expect(await get(path === SITE_PATHS.languages ? SITE_PATHS.settings : path)).toEqual(before);
  });

  it.each([SITE_PATHS.languages, SITE_PATHS.headerFooter])('PUT %s as a viewer: 403 authorizationFail', async (path) => {
    const viewer = await signInAs(app, VIEWER);
    const body = path === SITE_PATHS.languages ? { languages: LANGUAGES } : HEADER_FOOTER;
    expect(await put(path, body, viewer)).toEqual({ status: 403, body: { authorizationFail: true, error: OWNER_ACCESS_STRINGS.notAllowed } });
  });

  it.each([SITE_PATHS.languages, SITE_PATHS.headerFooter])('PUT %s with a wrong crumb: 403 crumbFail, even for the owner', async (path) => {
    const owner = await signInAs(app, OWNER);
    const body = path === SITE_PATHS.languages ? { languages: LANGUAGES } : HEADER_FOOTER;
    const reply = await put(path, body, owner, 'x'.repeat(32));
    expect(reply.status).toBe(403);
    expect(reply.body.crumbFail).toBe(true);
  });

  it.each([
    ['no languages', { languages: [] }, 'languages'],
    ['a code that is not BCP 47', { languages: [{ ...LANGUAGES[0], code: 'english' }] }, `languages.0.code: ${multilingualStrings.badLanguageCode}`],
    ['duplicate codes (once canonical)', { languages: [LANGUAGES[0], { ...LANGUAGES[1], code: 'EN-us' }] }, 'languages.1.code: The language en-US is listed twice.'],
    ['two defaults', { languages: LANGUAGES.map((language) => ({ ...language, isDefault: true })) }, `languages.1.isDefault: ${multilingualStrings.oneDefault}`],
    ['no default', { languages: LANGUAGES.map((language) => ({ ...language, isDefault: false })) }, `languages.0.isDefault: ${multilingualStrings.oneDefault}`],
    ['a disabled default', { languages: [{ ...LANGUAGES[0], enabled: false }, LANGUAGES[1]] }, `languages.0.enabled: ${multilingualStrings.defaultEnabled}`],
    ['a name too long', { languages: [{ ...LANGUAGES[0], name: 'x'.repeat(51) }] }, 'languages.0.name'],
  ])('PUT languages, %s: 400 naming the field', async (_name, body, where) => {
    const owner = await signInAs(app, OWNER);
    const reply = await put(SITE_PATHS.languages, body, owner);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(`Bad payload at ${where}`);
    expect((await get(SITE_PATHS.settings)).body).toMatchObject({ languages: LANGUAGES });
  });

  it.each([
    [
      'a javascript: link',
      { ...HEADER_FOOTER, header: { ...HEADER_FOOTER.header, links: [{ title: 'x', url: 'javascript:alert(1)' }] } },
      `header.links.0.url: ${multilingualStrings.unsafeLink}`,
    ],
    [
      'a data: link',
      { ...HEADER_FOOTER, footer: { ...HEADER_FOOTER.footer, links: [{ title: 'x', url: 'data:text/html,hi' }] } },
      `footer.links.0.url: ${multilingualStrings.unsafeLink}`,
    ],
    ['an empty title', { ...HEADER_FOOTER, header: { ...HEADER_FOOTER.header, title: '  ' } }, 'header.title'],
    ['footer text too long', { ...HEADER_FOOTER, footer: { ...HEADER_FOOTER.footer, text: 'x'.repeat(501) } }, 'footer.text'],
    ['no footer', { header: HEADER_FOOTER.header }, 'footer'],
  ])('PUT header-footer, %s: 400 naming the field', async (_name, body, where) => {
    const owner = await signInAs(app, OWNER);
    const reply = await put(SITE_PATHS.headerFooter, body, owner);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(`Bad payload at ${where}`);
  });

  it('PUT header-footer as the owner: stored as data, shown escaped on the next page load', async () => {
    const owner = await signInAs(app, OWNER);
    expect(await put(SITE_PATHS.headerFooter, HEADER_FOOTER, owner)).toEqual({ status: 200, body: HEADER_FOOTER });
    expect(await get(SITE_PATHS.headerFooter)).toEqual({ status: 200, body: HEADER_FOOTER });
    const html = await (await fetch(`${app.base}/`)).text();
    expect(html).toContain('<a class="site-title" href="/">Atelier &lt;b&gt;Lac&lt;/b&gt;</a>');
    expect(html).toContain('<p>Made by the lake &amp; friends</p>');
    expect(html).toContain('<a href="mailto:studio@example.com">Mail us</a>');
    expect(html).not.toContain('>Films<');
  });

  it('PUT languages: one language hides the switch on the next page', async () => {
    expect(await (await fetch(`${app.base}/`)).text()).toContain('class="language-switch"');
    const owner = await signInAs(app, OWNER);
    await put(SITE_PATHS.languages, { languages: [LANGUAGES[0]] }, owner);
    expect(await (await fetch(`${app.base}/`)).text()).not.toContain('class="language-switch"');
  });
});
