import { describe, expect, it } from 'vitest';
import { legacyData, pageViewData, pixelQuery } from '../../../tracking/page-view.ts';
import { readTrackingContext, type TrackingContext } from '../../../tracking/context.ts';

const NOW = Date.UTC(2026, 6, 1, 10);

const ctx = (extra: Partial<TrackingContext> = {}): TrackingContext => ({
  ...readTrackingContext({ website: { id: 'site-1' }, templateId: 'tpl-1', locale: 'de-DE', pageType: 2, collection: { id: 'col-1' }, memberAccount: { id: 'm-1' } }),
  ...extra,
});

function fakeWindow(href = 'https://shop.example.com/blog/post?utm=1&source=news#comments', extra: Record<string, unknown> = {}): Window {
  const url = new URL(href);
  return {
    location: { href: url.href, pathname: url.pathname, search: url.search, hash: url.hash, host: url.host },
    navigator: { userAgent: 'TestAgent/1.0', language: 'nl-NL' },
    document: { title: 'A post', referrer: 'https://search.example/?q=x' },
    innerWidth: 390,
    innerHeight: 844,
    screen: { width: 1170, height: 2532 },
    localStorage: {},
    ...extra,
  } as unknown as Window;
}

describe('Page-view analytics data', () => {
  it('websiteId, templateId, website_locale, userAgent, clientDate, viewport and screen sizes, url, title, itemId, recordType, collectionId, localStorageSupported, queryString, referrer', () => {
    const data = pageViewData(ctx(), fakeWindow(), NOW);
    expect(data).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-1',
      website_locale: 'de-DE',
      userAgent: 'TestAgent/1.0',
      clientDate: NOW,
      viewportWidth: 390,
      viewportHeight: 844,
      screenWidth: 1170,
      screenHeight: 2532,
      url: 'https://shop.example.com/blog/post?utm=1&source=news#comments',
      path: '/blog/post',
      title: 'A post',
      itemId: '',
      recordType: undefined,
      collectionId: 'col-1',
      localStorageSupported: true,
      queryString: 'utm=1&source=news',
      referrer: 'https://search.example/?q=x',
    });
  });

  it('every field the spec names is there', () => {
    const data = pageViewData(ctx(), fakeWindow(), NOW);
    for (const name of [
      'websiteId',
      'templateId',
      'website_locale',
      'userAgent',
      'clientDate',
      'url',
      'title',
      'itemId',
      'recordType',
      'collectionId',
      'localStorageSupported',
      'queryString',
      'referrer',
    ])
      expect(data).toHaveProperty(name);
  });

  // The collection item record types, not the page type (issue 14).
  it.each([
    ['a gallery image item', { item: { id: 'item-9', recordType: 'image' } }, 'item-9', 'image'],
    ['a blog post', { item: { id: 'p-1', recordType: 'text' } }, 'p-1', 'text'],
    ['an album track', { item: { id: 't-1', recordType: 'audio' } }, 't-1', 'audio'],
    ['an item of an unknown record type', { item: { id: 'x', recordType: 'poster' } }, 'x', undefined],
    ['no item', { item: null }, '', undefined],
  ])('%s: itemId %j, recordType %j', (_case, extra, itemId, recordType) => {
    const c = readTrackingContext({ website: { id: 'site-1' }, pageType: 50, ...extra });
    const data = pageViewData(c, fakeWindow(), NOW);
    expect([data.itemId, data.recordType]).toEqual([itemId, recordType]);
  });

  it('the query string without its ?; empty without one', () => {
    expect(pageViewData(ctx(), fakeWindow('https://example.com/'), NOW).queryString).toBe('');
  });

  it('no local storage: localStorageSupported false', () => {
    expect(pageViewData(ctx(), fakeWindow(undefined, { localStorage: null }), NOW).localStorageSupported).toBe(false);
  });

  it('local storage that throws on access (cookies blocked, a sandbox): false, and the page view is still built', () => {
    const win = fakeWindow();
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => pageViewData(ctx(), win, NOW)).not.toThrow();
    expect(pageViewData(ctx(), win, NOW).localStorageSupported).toBe(false);
  });
});

describe('Legacy analytics event payload', () => {
  it('websiteId, memberAccountId, website_locale, member_locale, templateId, variantId, pageHash, pagePath', () => {
    expect(legacyData(ctx(), fakeWindow())).toEqual({
      websiteId: 'site-1',
      memberAccountId: 'm-1',
      website_locale: 'de-DE',
      member_locale: 'nl-NL',
      templateId: 'tpl-1',
      variantId: '',
      pageHash: 'comments',
      pagePath: '/blog/post',
    });
  });

  it('no hash: an empty pageHash', () => {
    expect(legacyData(ctx(), fakeWindow('https://example.com/a')).pageHash).toBe('');
  });
});

describe('The pixel query: landing, refer, rk, lang, screen, campaign', () => {
  it('the fixed fields', () => {
    const q = pixelQuery(fakeWindow('https://example.com/landing?x=1'), 'key-1');
    expect(Object.fromEntries(q)).toEqual({
      landing: 'https://example.com/landing?x=1',
      refer: 'https://search.example/?q=x',
      rk: 'key-1',
      lang: 'nl-NL',
      screen: '1170x2532',
    });
  });

  it.each(['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'refer', 'variation', 'mkwid'])('the campaign field %s is taken from the address', (name) => {
    const q = pixelQuery(fakeWindow(`https://example.com/?${name}=v-${name}&other=no`), 'k');
    expect(q.get(name)).toBe(`v-${name}`);
    expect(q.has('other')).toBe(false);
  });

  it('campaign fields the address lacks, or leaves empty, are not sent', () => {
    const q = pixelQuery(fakeWindow('https://example.com/?source=&channel=c'), 'k');
    expect(q.has('source')).toBe(false);
    expect(q.has('campaign')).toBe(false);
    expect(q.get('channel')).toBe('c');
  });

  // issue 14: the campaign refer was dropped; a campaign link's refer takes the referrer's place.
  it('a campaign refer in the address is sent, once, in place of the document referrer', () => {
    const q = pixelQuery(fakeWindow('https://example.com/?source=mail&refer=newsletter-42'), 'k');
    expect(q.getAll('refer')).toEqual(['newsletter-42']);
  });

  it('without a campaign refer, refer is the document referrer', () => {
    expect(pixelQuery(fakeWindow('https://example.com/?source=mail'), 'k').getAll('refer')).toEqual(['https://search.example/?q=x']);
  });

  it('all campaign fields at once', () => {
    const all = 'source=s&campaign=c&subcampaign=sc&channel=ch&subchannel=sch&variation=v&mkwid=m';
    const q = pixelQuery(fakeWindow(`https://example.com/?${all}`), 'k');
    expect([...q.keys()].sort()).toEqual(['campaign', 'channel', 'lang', 'landing', 'mkwid', 'refer', 'rk', 'screen', 'source', 'subcampaign', 'subchannel', 'variation'].sort());
  });
});
