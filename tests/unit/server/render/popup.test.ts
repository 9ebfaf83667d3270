// @vitest-environment happy-dom
// Issue 21: the popup overlay the server draws into an inert <template data-popup> is the React
// popup's own view for the same settings, drawn only when the site shows it and the request is no
// screenshot (the rules core/overlays/site.ts applies); whether it shows is the browser's to decide.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { popupOverlayStrings } from '../../../../core/catalog/strings/popup-overlay.ts';
import { SERVER_POPUP_ID, popupIds } from '../../../../core/popup/ids.ts';
import { SERVER_POPUP_SELECTOR } from '../../../../core/popup/template.ts';
import { normalizePopup } from '../../../../core/popup/rules.ts';
import type { SignupResult } from '../../../../core/popup/signup.ts';
import { richText } from '../../../../overlays/layer/index.ts';
import { PopupOverlay } from '../../../../overlays/popup-overlay/popup.tsx';
import { SERVER_POPUP_CSS } from '../../../../overlays/popup-overlay/static.ts';
import { POPUP_CSS } from '../../../../overlays/popup-overlay/style.ts';
import { PopupView } from '../../../../overlays/popup-overlay/view.tsx';
import { renderPage } from '../../../../server/render/page.ts';
import { renderPopup } from '../../../../server/render/popup.ts';
import { demoImageSpec } from '../../../../site/images.ts';
import { promoPage, studioListPopup } from '../../../../site/promo.ts';
import { website } from '../../../../site/website.ts';

const NO_CHOICE = { cookies: '', search: '' };
const studio = studioListPopup('f1');
const SETTINGS: [string, Record<string, unknown>][] = [
  ["the demo's studio list", studio],
  ['the defaults: no title, body or button text', { style: 'show' }],
  ['a title that needs escaping, a body with a link', { style: 'show', title: 'Fish & <chips>', body: '<p>See <a href="/terms">the terms</a>.</p>', buttonText: 'Join "now"' }],
];

const OPEN = '<template data-popup>';
const CLOSE = '</template>';

/** Markup as the browser serializes it, so that both sides are written alike. */
const serialized = (html: string): string => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

/** What the server put inside its template. */
const inside = (html: string): string => {
  expect(html.startsWith(OPEN)).toBe(true);
  expect(html.endsWith(CLOSE)).toBe(true);
  return html.slice(OPEN.length, -CLOSE.length);
};

/** The popup's view, as the React popup draws it, with the server's ids. */
const view = (settings: Record<string, unknown>): string => {
  const popup = normalizePopup(settings);
  return serialized(renderToStaticMarkup(createElement(PopupView, { settings: popup, html: richText(document, popup.body), id: SERVER_POPUP_ID })));
};

/** The React popup itself before any typing: its useId ids made the server's, its controlled field's empty value taken away. */
const reactPopup = (settings: Record<string, unknown>): string => {
  const popup = normalizePopup(settings);
  const element = createElement(PopupOverlay, {
    settings: popup,
    html: richText(document, popup.body),
    send: async (): Promise<SignupResult> => ({ ok: true }),
    onSignedUp: () => {},
    onClose: () => {},
  });
  const template = document.createElement('template');
  template.innerHTML = renderToStaticMarkup(element);
  const title = template.content.querySelector('h2')!.id;
  expect(title.endsWith('t')).toBe(true);
  const id = title.slice(0, -1);
  expect(id).not.toBe(SERVER_POPUP_ID);
  const input = template.content.querySelector('input')!;
  expect(input.getAttribute('value')).toBe('');
  input.removeAttribute('value');
  return template.innerHTML.split(id).join(SERVER_POPUP_ID);
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('renderPopup: drawn only when the site shows it and the request is no screenshot', () => {
  it.each<[string, Record<string, unknown> | null | undefined, { cookies: string; search: string } | undefined]>([
    ['no settings', undefined, NO_CHOICE],
    ['null settings', null, NO_CHOICE],
    ['style none', { ...studio, style: 'none' }, NO_CHOICE],
    ['style SHOW is not show', { ...studio, style: 'SHOW' }, NO_CHOICE],
    ['no request (the runtime decides and draws)', studio, undefined],
    ['a screenshot', studio, { cookies: '', search: '?sqsscreenshot=true' }],
    ['a screenshot among other flags', studio, { cookies: '', search: '?nomotion=true&sqsscreenshot=true' }],
  ])('%s: nothing', (_name, settings, request) => {
    expect(renderPopup(settings, request)).toEqual({ html: '', css: '' });
  });

  it.each([
    ['no query', ''],
    ['sqsscreenshot=TRUE is not the flag', '?sqsscreenshot=TRUE'],
    ['sqsscreenshot=false', '?sqsscreenshot=false'],
  ])('%s: drawn', (_name, search) => {
    const { html, css } = renderPopup(studio, { cookies: '', search });
    expect(html.startsWith(OPEN)).toBe(true);
    expect(css).toBe(POPUP_CSS + SERVER_POPUP_CSS);
  });

  it('a cookie choice changes nothing: the popup has its own record, in local storage', () => {
    expect(renderPopup(studio, { cookies: 'ss_cookieAllowed=false', search: '' })).toEqual(renderPopup(studio, NO_CHOICE));
  });

  it('holds the title, the field and its label, and the button, in a template', () => {
    const { html } = renderPopup(studio, NO_CHOICE);
    expect(html.startsWith(OPEN)).toBe(true);
    expect(html).toContain('Join the studio list');
    expect(html).toContain('New prints each season, and 10% off your first order.');
    expect(html).toContain('Email address');
    expect(popupOverlayStrings.emailLabel).toBe('Email address');
    expect(html).toContain('>Sign up</button>');
    const template = parse(`<body>${html}</body>`).querySelector<HTMLTemplateElement>(SERVER_POPUP_SELECTOR)!;
    // Inert: nothing of it is in the document until the runtime shows it.
    expect(template.ownerDocument.querySelector('.vt-popup-layer')).toBeNull();
    const content = template.content;
    const ids = popupIds(SERVER_POPUP_ID);
    expect(content.children).toHaveLength(1);
    expect(content.firstElementChild!.className).toBe('vt-popup-layer');
    const dialog = content.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-labelledby')).toBe(ids.title);
    expect(content.getElementById(ids.title)!.textContent).toBe('Join the studio list');
    expect(content.querySelector('label')!.getAttribute('for')).toBe(ids.email);
    const input = content.querySelector('input')!;
    expect([input.id, input.type, input.name, input.hasAttribute('value'), input.hasAttribute('aria-invalid')]).toEqual([ids.email, 'email', 'email', false, false]);
    expect(content.querySelector('button[type="submit"]')!.hasAttribute('disabled')).toBe(false);
    expect(content.querySelector('.vt-popup-close')!.getAttribute('aria-label')).toBe(popupOverlayStrings.close);
    expect(content.querySelector('[role="alert"], [role="status"]')).toBeNull();
  });

  it('the defaults: the catalogue title and button', () => {
    const { html } = renderPopup({ style: 'show' }, NO_CHOICE);
    expect(html).toContain(`<h2 id="${popupIds(SERVER_POPUP_ID).title}">${popupOverlayStrings.defaultTitle}</h2>`);
    expect(html).toContain(`>${popupOverlayStrings.defaultButton}</button>`);
  });
});

describe("the server draws the React popup's markup (issue 21)", () => {
  it.each(SETTINGS)('%s: the view, with the server ids', (_name, settings) => {
    expect(serialized(inside(renderPopup(settings, NO_CHOICE).html))).toBe(view(settings));
  });

  it.each(SETTINGS)('%s: the React popup, but for its ids and its controlled field', (_name, settings) => {
    expect(serialized(inside(renderPopup(settings, NO_CHOICE).html))).toBe(reactPopup(settings));
  });
});

describe('the page carries the template last in its body, and its CSS in the head, only for a request', () => {
  const page = (request?: { cookies: string; search: string }) => renderPage(promoPage, { website, imageSizes: demoImageSpec, request });
  const count = (text: string, part: string) => text.split(part).length - 1;

  it('/promo for a request: one template, the enter in the CSS', () => {
    const html = page(NO_CHOICE);
    expect(count(html, OPEN)).toBe(1);
    expect(html).toContain('@keyframes vt-popup-in');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('@keyframes vt-popup-in');
    expect(html).toContain(`${renderPopup(promoPage.popupOverlaySettings, NO_CHOICE).html}</body>`);
  });

  it.each([
    ['no request (the runtime decides)', undefined],
    ['a screenshot', { cookies: '', search: '?sqsscreenshot=true' }],
  ])('%s: none', (_name, request) => {
    const html = page(request);
    expect(count(html, '<template data-popup')).toBe(0);
    expect(html).not.toContain('vt-popup-in');
  });
});
