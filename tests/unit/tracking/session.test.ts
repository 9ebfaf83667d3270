import { describe, expect, it, vi } from 'vitest';
import { session, SESSION_COOKIE } from '../../../tracking/session.ts';
import { RESTRICTED_COOKIES } from '../../../core/consent/index.ts';
import { cookieJar, memoryStorage } from './fakes.ts';

const NOW = Date.UTC(2026, 4, 1);

function setup(cookies: Record<string, string> = {}, local: Record<string, string> = {}, tab: Record<string, string> = {}) {
  const jar = cookieJar(() => NOW, cookies);
  const l = memoryStorage(local);
  const t = memoryStorage(tab);
  const newId = vi.fn(() => 'new-session');
  return { jar, local: l, tab: t, newId, run: (store = true) => session(jar.doc, l.storage, t.storage, newId, store, NOW) };
}

describe('The keys', () => {
  // SS_IS_FIRST_SESSION, SS_HAS_LANDED, SS_SESSION_ID and SS_MID are checked in the storage session() writes and reads, below.
  it('the session cookie is among the cookies a restrictive policy clears', () => {
    expect(RESTRICTED_COOKIES).toContain(SESSION_COOKIE);
  });
});

describe('session', () => {
  it("a visitor's very first page: a new id, landing, first session; flags stored and a session cookie created", () => {
    const s = setup();
    expect(s.run()).toEqual({ id: 'new-session', landing: true, firstSession: true });
    expect(s.tab.map.get('SS_SESSION_ID')).toBe('new-session');
    expect(s.tab.map.get('SS_IS_FIRST_SESSION')).toBe('true');
    expect(s.local.map.get('SS_HAS_LANDED')).toBe('true');
    const write = s.jar.writes.find((w) => w.name === 'ss_cvisit')!;
    expect(write.value).toBe('new-session');
    // A session cookie: no Expires, path /.
    expect(write.attrs.expires).toBeUndefined();
    expect(write.attrs.path).toBe('/');
  });

  it('the next page of the same session: same id, not landing, still the first session; the cookie is not rewritten', () => {
    const s = setup();
    s.run();
    const writes = s.jar.writes.length;
    expect(s.run()).toEqual({ id: 'new-session', landing: false, firstSession: true });
    expect(s.newId).toHaveBeenCalledTimes(1);
    expect(s.jar.writes.length).toBe(writes);
  });

  it('a new session of a visitor who landed before: a new id, landing, not the first session', () => {
    const s = setup({}, { SS_HAS_LANDED: 'true' });
    expect(s.run()).toEqual({ id: 'new-session', landing: true, firstSession: false });
    expect(s.tab.map.get('SS_IS_FIRST_SESSION')).toBe('false');
  });

  it('a session id cookie is created only when absent; the id is read back from it', () => {
    const s = setup({ ss_cvisit: 'cookie-session' });
    expect(s.run()).toMatchObject({ id: 'cookie-session', landing: false });
    expect(s.jar.writes.filter((w) => w.name === 'ss_cvisit')).toEqual([]);
    expect(s.newId).not.toHaveBeenCalled();
  });

  it('the per-tab id comes before the cookie', () => {
    const s = setup({ ss_cvisit: 'cookie-session' }, {}, { SS_SESSION_ID: 'tab-session', SS_IS_FIRST_SESSION: 'true' });
    expect(s.run()).toEqual({ id: 'tab-session', landing: false, firstSession: true });
  });

  it('without consent to store: nothing written anywhere, still an id for this page', () => {
    const s = setup();
    expect(s.run(false)).toEqual({ id: 'new-session', landing: true, firstSession: true });
    expect(s.jar.writes).toEqual([]);
    expect(s.local.map.size).toBe(0);
    expect(s.tab.map.size).toBe(0);
  });

  it.each([
    ['the SS_MID cookie', { SS_MID: 'mid-cookie' }, {}, 'mid-cookie'],
    ['local storage', {}, { SS_MID: 'mid-stored' }, 'mid-stored'],
    ['the cookie before local storage', { SS_MID: 'mid-cookie' }, { SS_MID: 'mid-stored' }, 'mid-cookie'],
  ])('the marketing id from %s', (_name, cookies, local, mid) => {
    expect(setup(cookies, local).run().marketingId).toBe(mid);
  });

  it('no marketing id: the field is absent', () => {
    expect('marketingId' in setup().run()).toBe(false);
  });

  it('storage that is missing or throws: a session for this page only, no throw', () => {
    const jar = cookieJar(() => NOW);
    const throwing = memoryStorage({}, ['getItem', 'setItem', 'removeItem']).storage;
    expect(session(jar.doc, null, null, () => 'solo', true, NOW)).toEqual({ id: 'solo', landing: true, firstSession: true });
    expect(session(cookieJar(() => NOW).doc, throwing, throwing, () => 'solo2', true, NOW)).toEqual({ id: 'solo2', landing: true, firstSession: true });
  });
});
