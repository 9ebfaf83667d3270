// Escape key (key code 27), rules 2 to 5, and section 6 (who goes where).
import { describe, expect, it } from 'vitest';
import { WebsiteRole } from '../../../../core/catalog/enums.ts';
import { configUrl, escapeAction, type EscapeFacts } from '../../../../core/keys/escape-rules.ts';

const location = { protocol: 'https:', host: 'shop.example.com', pathname: '/gallery/base', search: '?a=1&b=2' };
const visitor: EscapeFacts = {
  shiftKey: false,
  editable: false,
  signedIn: false,
  roles: [],
  inConfigFrame: false,
  useEscapeKeyToLogin: true,
  appDomain: null,
  location,
};
const owner: EscapeFacts = { ...visitor, signedIn: true, roles: [WebsiteRole.ADMIN] };
const viewer: EscapeFacts = { ...visitor, signedIn: true, roles: [WebsiteRole.VIEWER] };
const here = `https://shop.example.com/config/?frameUrl=${encodeURIComponent('/gallery/base?a=1&b=2')}`;

describe('escapeAction: the first rule that applies wins', () => {
  it.each<[string, EscapeFacts, ReturnType<typeof escapeAction>]>([
    // 2. With shift held, log out.
    ['shift, owner: logout', { ...owner, shiftKey: true }, { kind: 'logout' }],
    ['shift, viewer: logout (a viewer is signed in too)', { ...viewer, shiftKey: true }, { kind: 'logout' }],
    ['shift, owner in the config frame: logout before the panel', { ...owner, shiftKey: true, inConfigFrame: true }, { kind: 'logout' }],
    ['shift, visitor: no one to log out, so escape login', { ...visitor, shiftKey: true }, { kind: 'showLogin' }],
    // 3. In the config backend, toggle the panel.
    ['owner in the config frame: toggle', { ...owner, inConfigFrame: true }, { kind: 'toggleConfigPanel' }],
    ['viewer in the config frame: toggle', { ...viewer, inConfigFrame: true }, { kind: 'toggleConfigPanel' }],
    ['visitor in the config frame: toggle', { ...visitor, inConfigFrame: true }, { kind: 'toggleConfigPanel' }],
    // 4. A signed-in owner goes to config; a viewer-only account does not (section 6).
    ['owner: config on this origin', owner, { kind: 'goToConfig', url: here }],
    ['owner with no roles: config (not viewer-only)', { ...owner, roles: [] }, { kind: 'goToConfig', url: here }],
    ['editor and viewer: config', { ...owner, roles: [WebsiteRole.EDITOR, WebsiteRole.VIEWER] }, { kind: 'goToConfig', url: here }],
    ['viewer: nothing', viewer, { kind: 'none' }],
    ['viewer twice over: nothing', { ...viewer, roles: [WebsiteRole.VIEWER, WebsiteRole.VIEWER] }, { kind: 'none' }],
    ['viewer, escape login off: nothing', { ...viewer, useEscapeKeyToLogin: false }, { kind: 'none' }],
    ['owner, escape login off: still config', { ...owner, useEscapeKeyToLogin: false }, { kind: 'goToConfig', url: here }],
    // 5. Escape login, where the site allows it.
    ['visitor: the login dialog', visitor, { kind: 'showLogin' }],
    ['visitor, escape login off: nothing', { ...visitor, useEscapeKeyToLogin: false }, { kind: 'none' }],
  ])('%s', (_, facts, action) => {
    expect(escapeAction(facts)).toEqual(action);
  });

  it.each<[string, EscapeFacts]>([
    ['owner', owner],
    ['owner with shift', { ...owner, shiftKey: true }],
    ['owner in the config frame', { ...owner, inConfigFrame: true }],
    ['visitor', visitor],
    ['visitor with shift', { ...visitor, shiftKey: true }],
  ])('never while focus is in an editable field: %s', (_, facts) => {
    expect(escapeAction({ ...facts, editable: true })).toEqual({ kind: 'none' });
  });
});

describe('configUrl: /config/ on the site’s own sub-domain, frameUrl the path plus search', () => {
  it.each<[string, string | null, string]>([
    ['no appDomain: this origin', null, here],
    ['empty appDomain: this origin', '', here],
    ['appDomain', 'my-site.app.example', `https://my-site.app.example/config/?frameUrl=${encodeURIComponent('/gallery/base?a=1&b=2')}`],
    ['appDomain with a port', '127.0.0.1:4173', `https://127.0.0.1:4173/config/?frameUrl=${encodeURIComponent('/gallery/base?a=1&b=2')}`],
    ['an IPv6 host', '[::1]:8080', `https://[::1]:8080/config/?frameUrl=${encodeURIComponent('/gallery/base?a=1&b=2')}`],
    ['a path in appDomain is refused', 'evil.example/x', here],
    ['user info in appDomain is refused', 'a@evil.example', here],
    ['a scheme in appDomain is refused', 'https://evil.example', here],
    ['a protocol-relative appDomain is refused', '//evil.example', here],
  ])('%s', (_, appDomain, url) => {
    expect(configUrl(location, appDomain)).toBe(url);
  });

  it('frameUrl is the path alone when there is no search', () => {
    expect(configUrl({ ...location, search: '' }, null)).toBe('https://shop.example.com/config/?frameUrl=%2Fgallery%2Fbase');
  });
});
