// @vitest-environment happy-dom
// Issue 21: the server-drawn cookie banner's script does what the React banner does on accept and
// decline (overlays/cookie-banner/index.tsx record()): the same cookie writes, the same cookieConsent
// event, the banner removed after its leave; the form is not posted while the script runs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENT, clearingCookies, readConsent, RESTRICTED_COOKIES } from '../../../../core/consent/index.ts';
import { LEAVE, leave, SERVER_BANNER_SELECTOR, start } from '../../../../core/consent/server-banner.ts';
import type { FeatureDeps } from '../../../../core/feature.ts';
import { record } from '../../../../overlays/cookie-banner/index.tsx';
import { normalizeCookieBanner } from '../../../../overlays/cookie-banner/settings.ts';
import { renderStaticBanner } from '../../../../overlays/cookie-banner/static.ts';
import { website } from '../../../../site/website.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const demo = website.cookieBannerSettings!;
const restrictive = { ...demo, isRestrictiveCookiePolicyEnabled: true };

/** The document, with every cookie it is given written down in order. */
function recording(doc: Document): { document: Document; writes: string[] } {
  const writes: string[] = [];
  const proxy = new Proxy(doc, {
    get: (target, name) => {
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (target, name, value) => {
      if (name === 'cookie') writes.push(value);
      return Reflect.set(target, name, value);
    },
  });
  return { document: proxy, writes };
}

/** happy-dom deletes a cookie only for an expired one with a value (the browsers' `name=` too). */
function clearCookies(): void {
  for (const pair of document.cookie.split(/;\s*/)) if (pair) document.cookie = `${pair.split('=')[0]}=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}

/** A page as the server draws it: the context, then the banner last in the body. */
function serverPage(settings: Record<string, unknown>): void {
  document.body.innerHTML = `<script id="site-context" type="application/json">${JSON.stringify({ cookieBannerSettings: settings })}</script>${renderStaticBanner(settings, { action: '/consent', crumb: 'c'.repeat(32), back: '/' }).html}`;
}

function events(): string[] {
  const seen: string[] = [];
  document.addEventListener(CONSENT_EVENT, (event) => seen.push((event as CustomEvent).detail.consent));
  return seen;
}

const deps = (doc: Document, animate = false) => ({ document: doc, window, page: { animate } }) as unknown as FeatureDeps;
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Cookies are cleared on the fake clock: on the real one, theirs (30 days from NOW) have expired from sight, not from the jar.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => {
  clearCookies();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('accept and decline, as the React banner records them', () => {
  it.each([
    ['Accept', true, demo],
    ['Decline', false, demo],
    ['Accept', true, restrictive],
    ['Decline', false, restrictive],
  ] as const)('%s (accepted %s), policy %o', async (name, accepted, settings) => {
    // What the React banner writes and announces.
    const react = recording(document);
    const reactSeen = events();
    record(react.document, normalizeCookieBanner(settings), accepted, NOW);
    const reactCookie = readConsent(document.cookie);
    clearCookies();

    serverPage(settings);
    const ours = recording(document);
    const seen = events();
    start(deps(ours.document));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button(name).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // Until the visitor chooses, a restrictive policy clears the listed cookies as the banner starts.
    const atStart = settings === restrictive ? RESTRICTED_COOKIES.length : 0;
    expect(ours.writes.slice(atStart)).toEqual(react.writes);
    expect(readConsent(document.cookie)).toBe(reactCookie);
    expect(readConsent(document.cookie)).toBe(accepted ? 'accepted' : 'declined');
    expect(seen.slice(-1)).toEqual(reactSeen.slice(-1));
    await settle();
    expect(document.querySelector(SERVER_BANNER_SELECTOR)).toBeNull();
  });

  it('a second click while it leaves records nothing more', async () => {
    serverPage(demo);
    const seen = events();
    start(deps(document, true));
    button('Accept').click();
    button('Decline').click();
    expect(seen).toEqual(['accepted']);
    expect(readConsent(document.cookie)).toBe('accepted');
  });

  it('says when it has started; a click on its text is no choice', () => {
    serverPage(demo);
    const seen = events();
    start(deps(document));
    expect(document.querySelector<HTMLElement>(SERVER_BANNER_SELECTOR)!.dataset.banner).toBe('ready');
    document.querySelector<HTMLElement>('.vt-cb-text p')!.click();
    expect(seen).toEqual([]);
    expect(document.querySelector(SERVER_BANNER_SELECTOR)).not.toBeNull();
  });

  it('a restrictive policy clears the listed cookies as it starts, and only those; none without one', () => {
    serverPage(restrictive);
    const ours = recording(document);
    start(deps(ours.document));
    expect(ours.writes).toEqual(clearingCookies());
    serverPage(demo);
    const plain = recording(document);
    start(deps(plain.document));
    expect(plain.writes).toEqual([]);
  });

  it('a page kept from before the choice (the back button) drops its banner at once', () => {
    document.cookie = 'ss_cookieAllowed=true; Path=/';
    serverPage(demo);
    start(deps(document));
    expect(document.querySelector(SERVER_BANNER_SELECTOR)).toBeNull();
  });

  it('destroy() stops it', () => {
    serverPage(demo);
    const seen = events();
    start(deps(document)).destroy();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('Accept').dispatchEvent(click);
    expect(seen).toEqual([]);
  });
});

describe("leave: the React banner's, opacity to 0 in 0.2 s ease-out", () => {
  it('plays it, and resolves when it ends', async () => {
    const element = document.createElement('section');
    let ended!: () => void;
    const animate = vi.fn(() => ({ finished: new Promise<void>((resolve) => (ended = resolve)) }));
    element.animate = animate as unknown as HTMLElement['animate'];
    let done = false;
    void leave(element, true, () => {}).then(() => (done = true));
    expect(animate).toHaveBeenCalledWith({ opacity: [1, 0] }, { duration: LEAVE.ms, easing: 'ease-out', fill: 'forwards' });
    await settle();
    expect(done).toBe(false);
    ended();
    await settle();
    expect(done).toBe(true);
  });

  it('ends by its fallback when the animation never reports', async () => {
    const element = document.createElement('section');
    element.animate = (() => ({ finished: new Promise(() => {}) })) as unknown as HTMLElement['animate'];
    const timers: [() => void, number][] = [];
    const left = leave(element, true, (done, ms) => timers.push([done, ms]));
    expect(timers.map(([, ms]) => ms)).toEqual([LEAVE.fallbackMs]);
    timers[0]![0]();
    await expect(left).resolves.toBeUndefined();
  });

  it('without motion, at once', async () => {
    const element = document.createElement('section');
    const animate = vi.fn();
    element.animate = animate as unknown as HTMLElement['animate'];
    await leave(element, false, () => {});
    expect(animate).not.toHaveBeenCalled();
  });
});
