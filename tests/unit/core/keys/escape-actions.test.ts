// @vitest-environment happy-dom
// Escape key rules 2 to 5 on the page, and "Logout": what each action does, on
// a fake window (its address, its parent), with the data layer and the overlays faked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_PATH } from '../../../../core/catalog/constants.ts';
import { escapeFacts, isEditable, loggedOutUrl, onEscape } from '../../../../core/keys/escape-actions.ts';
import { inConfigFrame } from '../../../../core/dom/config-frame.ts';
import type { OverlaysModule } from '../../../../core/overlays/port.ts';

const data = vi.hoisted(() => ({ call: vi.fn<(url: string, options: unknown) => Promise<unknown>>() }));
vi.mock('../../../../core/data/index.ts', () => ({ pageDataLayer: () => ({ call: data.call }), SESSION_PATH: '/api/site-users/account/session' }));

afterEach(() => {
  document.body.innerHTML = '';
  data.call.mockReset();
});

interface FakeWindow {
  location: { protocol: string; host: string; origin: string; href: string; pathname: string; search: string; assign: ReturnType<typeof vi.fn> };
  parent: FakeWindow | { location: unknown; postMessage: ReturnType<typeof vi.fn> };
  document: { activeElement: Element | null };
}

function fakeWindow(path = '/gallery/base?a=1', parentPath: string | null = null, parentOrigin = 'https://site.example'): FakeWindow {
  const url = new URL(path, 'https://site.example');
  const location = { protocol: url.protocol, host: url.host, origin: url.origin, href: url.href, pathname: url.pathname, search: url.search, assign: vi.fn() };
  const self: FakeWindow = { location, parent: undefined as never, document: { activeElement: document.body } };
  if (parentPath === null) self.parent = self;
  else {
    const parentUrl = new URL(parentPath, parentOrigin);
    self.parent = { location: { origin: parentUrl.origin, pathname: parentUrl.pathname, assign: vi.fn() }, postMessage: vi.fn() };
  }
  return self;
}

const overlays = (showLogin = vi.fn(async () => false), alert = vi.fn(async () => {})) => ({ showLogin, alert }) as unknown as OverlaysModule;
const escape = (shiftKey = false, defaultPrevented = false) => ({ key: 'Escape', shiftKey, defaultPrevented }) as KeyboardEvent;
const owner = { authenticatedAccount: { id: '1' }, websiteRoles: [1], useEscapeKeyToLogin: true, appDomain: null };
const viewer = { ...owner, websiteRoles: [10] };
const visitor = { authenticatedAccount: null, websiteRoles: [], useEscapeKeyToLogin: true };

describe('isEditable: input, textarea, select, contenteditable', () => {
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.querySelector('[data-t]');
  };
  it.each<[string, string, boolean]>([
    ['an input', '<input data-t>', true],
    ['a checkbox input', '<input type="checkbox" data-t>', true],
    ['a textarea', '<textarea data-t></textarea>', true],
    ['a select', '<select data-t></select>', true],
    ['contenteditable', '<div contenteditable="true" data-t></div>', true],
    ['inside contenteditable', '<div contenteditable><p data-t>x</p></div>', true],
    ['contenteditable false', '<div contenteditable="false" data-t></div>', false],
    ['a button', '<button data-t>x</button>', false],
    ['a link', '<a href="/" data-t>x</a>', false],
  ])('%s: %s', (_, html, editable) => {
    expect(isEditable(make(html))).toBe(editable);
  });
  it('nothing focused', () => expect(isEditable(null)).toBe(false));
});

describe('inConfigFrame: framed by this origin’s /config/', () => {
  it.each<[string, FakeWindow, boolean]>([
    ['not framed', fakeWindow(), false],
    ['framed by /config/', fakeWindow('/a', '/config/?frameUrl=%2Fa'), true],
    ['framed by /config', fakeWindow('/a', '/config'), true],
    ['framed by another page of the site', fakeWindow('/a', '/configure'), false],
    ['framed by another origin’s /config/', fakeWindow('/a', '/config/', 'https://other.example'), false],
  ])('%s', (_, window, framed) => {
    expect(inConfigFrame(window as unknown as Window)).toBe(framed);
  });

  it('a parent that cannot be read (another origin) is not the config frame', () => {
    const window = fakeWindow('/a', '/config/');
    Object.defineProperty(window.parent, 'location', {
      get() {
        throw new DOMException('cross-origin', 'SecurityError');
      },
    });
    expect(inConfigFrame(window as unknown as Window)).toBe(false);
  });
});

describe('escapeFacts: from the raw context, which may hold anything', () => {
  it.each<[string, unknown, { signedIn: boolean; roles: number[]; useEscapeKeyToLogin: boolean; appDomain: string | null }]>([
    ['an owner', { ...owner, appDomain: 'x.example' }, { signedIn: true, roles: [1], useEscapeKeyToLogin: true, appDomain: 'x.example' }],
    ['a visitor', visitor, { signedIn: false, roles: [], useEscapeKeyToLogin: true, appDomain: null }],
    ['no context', null, { signedIn: false, roles: [], useEscapeKeyToLogin: false, appDomain: null }],
    [
      'wrong types',
      { authenticatedAccount: 'yes', websiteRoles: [1, '10', null], useEscapeKeyToLogin: 'true', appDomain: 4 },
      { signedIn: false, roles: [1], useEscapeKeyToLogin: false, appDomain: null },
    ],
  ])('%s', (_, context, expected) => {
    const facts = escapeFacts(escape(), fakeWindow() as unknown as Window, context);
    expect({ signedIn: facts.signedIn, roles: facts.roles, useEscapeKeyToLogin: facts.useEscapeKeyToLogin, appDomain: facts.appDomain }).toEqual(expected);
  });
});

describe('loggedOutUrl: "Logout"', () => {
  it.each<[string, string, boolean, string]>([
    ['the site root', 'https://site.example/gallery/base?a=1#x', false, '/?logout=true'],
    ['the framed page', 'https://site.example/gallery/base?a=1#x', true, '/gallery/base?a=1&logout=true'],
    ['the framed page, logout already there', 'https://site.example/?logout=true', true, '/?logout=true'],
  ])('%s', (_, href, framed, url) => {
    expect(loggedOutUrl({ href, origin: 'https://site.example' }, framed)).toBe(url);
  });
});

describe('onEscape: each rule acts', () => {
  const run = (window: FakeWindow, context: unknown, event = escape(), load = vi.fn(async () => overlays())) =>
    onEscape(event, window as unknown as Window, context, load).then(() => load);

  it('rule 2: shift logs out with the DELETE of the session, then goes to the site root with logout=true', async () => {
    data.call.mockResolvedValue({});
    const window = fakeWindow();
    await run(window, owner, escape(true));
    expect(data.call).toHaveBeenCalledWith(`${SESSION_PATH}?cloneCart=false`, { method: 'DELETE' });
    expect(window.location.assign).toHaveBeenCalledWith('/?logout=true');
  });

  it('rule 2 in the config frame: the top goes to the framed page with logout=true', async () => {
    data.call.mockResolvedValue({});
    const window = fakeWindow('/shop?x=1', '/config/?frameUrl=%2Fshop%3Fx%3D1');
    await run(window, owner, escape(true));
    expect((window.parent.location as { assign: ReturnType<typeof vi.fn> }).assign).toHaveBeenCalledWith('/shop?x=1&logout=true');
    expect(window.location.assign).not.toHaveBeenCalled();
  });

  it('rule 2: a failed logout says why and stays', async () => {
    data.call.mockRejectedValue(new Error('Unable to connect…'));
    const alert = vi.fn(async () => {});
    const window = fakeWindow();
    await run(
      window,
      owner,
      escape(true),
      vi.fn(async () => overlays(undefined, alert)),
    );
    expect(alert).toHaveBeenCalledWith('Unable to connect…');
    expect(window.location.assign).not.toHaveBeenCalled();
  });

  it('rule 3: in the config frame, posts the toggle message to the parent, to this origin only', async () => {
    const window = fakeWindow('/a', '/config/?frameUrl=%2Fa');
    await run(window, owner);
    expect((window.parent as { postMessage: ReturnType<typeof vi.fn> }).postMessage).toHaveBeenCalledWith({ type: 'vitrine:toggle-config-panel' }, 'https://site.example');
  });

  it('rule 4: an owner goes to /config/ with frameUrl, on appDomain', async () => {
    const window = fakeWindow('/gallery/base?a=1');
    await run(window, { ...owner, appDomain: 'app.example:8443' });
    expect(window.location.assign).toHaveBeenCalledWith('https://app.example:8443/config/?frameUrl=%2Fgallery%2Fbase%3Fa%3D1');
  });

  it('rule 4: a viewer is not sent anywhere, nor shown the login', async () => {
    const window = fakeWindow();
    const load = await run(window, viewer);
    expect(window.location.assign).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('rule 5: a visitor gets the login dialog', async () => {
    const showLogin = vi.fn(async () => false);
    const window = fakeWindow();
    await run(
      window,
      visitor,
      escape(),
      vi.fn(async () => overlays(showLogin)),
    );
    expect(showLogin).toHaveBeenCalledTimes(1);
    expect(window.location.assign).not.toHaveBeenCalled();
  });

  it('rule 5: when the overlays cannot load, the sign-in page, coming back here', async () => {
    const window = fakeWindow('/forms?x=1');
    await run(
      window,
      visitor,
      escape(),
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    expect(window.location.assign).toHaveBeenCalledWith('/config/login?next=%2Fforms%3Fx%3D1');
  });

  it('nothing while focus is in a field, or when something else took the Escape', async () => {
    document.body.innerHTML = '<input>';
    const window = fakeWindow();
    window.document.activeElement = document.querySelector('input');
    await run(window, owner);
    await run(fakeWindow(), owner, escape(false, true));
    expect(window.location.assign).not.toHaveBeenCalled();
  });

  it('one action at a time: a second Escape while the dialog is coming starts nothing', async () => {
    let open!: (value: OverlaysModule) => void;
    const showLogin = vi.fn(async () => false);
    const load = vi.fn(() => new Promise<OverlaysModule>((resolve) => (open = resolve)));
    const window = fakeWindow();
    const first = onEscape(escape(), window as unknown as Window, visitor, load);
    await onEscape(escape(), window as unknown as Window, visitor, load);
    open(overlays(showLogin));
    await first;
    expect(load).toHaveBeenCalledTimes(1);
    expect(showLogin).toHaveBeenCalledTimes(1);
  });
});
