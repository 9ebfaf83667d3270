// Issue 33: where a page view came from, as the dashboard's sources panel groups it.
import { describe, expect, it } from 'vitest';
import { classifySource, siteHost } from '../../../../../server/api/tracking/referrer.ts';
import { DIRECT_SOURCE, namedSource } from '../../../../../server/api/tracking/sources.ts';

describe('named search engines and social networks', () => {
  it.each([
    ['google.com', 'Google', 'search'],
    ['google.co.uk', 'Google', 'search'],
    ['news.google.fr', 'Google', 'search'],
    ['bing.com', 'Bing', 'search'],
    ['duckduckgo.com', 'DuckDuckGo', 'search'],
    ['search.yahoo.com', 'Yahoo', 'search'],
    ['yahoo.co.jp', 'Yahoo', 'search'],
    ['baidu.com', 'Baidu', 'search'],
    ['yandex.ru', 'Yandex', 'search'],
    ['ecosia.org', 'Ecosia', 'search'],
    ['m.facebook.com', 'Facebook', 'social'],
    ['l.instagram.com', 'Instagram', 'social'],
    ['t.co', 'X', 'social'],
    ['x.com', 'X', 'social'],
    ['twitter.com', 'X', 'social'],
    ['lnkd.in', 'LinkedIn', 'social'],
    ['pinterest.de', 'Pinterest', 'social'],
    ['old.reddit.com', 'Reddit', 'social'],
    ['youtu.be', 'YouTube', 'social'],
    ['tiktok.com', 'TikTok', 'social'],
  ])('%s is %s (%s)', (host, name, kind) => {
    expect(namedSource(host)).toMatchObject({ name, kind });
  });

  it.each(['google.evil.com', 'notgoogle.com', 'facebook.com.evil.net', 'myt.co.uk', 'example.com', 'xt.co'])('%s is no named source', (host) => {
    expect(namedSource(host)).toBeNull();
  });
});

describe('siteHost', () => {
  it.each([
    ['https://www.Example.com:8080/a?b#c', 'example.com'],
    ['http://blog.example.com/', 'blog.example.com'],
    ['https://example.com./x', 'example.com'],
    ['', ''],
    ['not a url', ''],
    [null, ''],
  ])('%s -> %s', (address, host) => {
    expect(siteHost(address)).toBe(host);
  });
});

describe('classifySource', () => {
  it.each([
    ['https://www.google.com/', 'example.com', '', { referrerDomain: 'google.com', source: 'Google', sourceKind: 'search' }],
    ['https://l.facebook.com/l.php?u=x', 'example.com', '', { referrerDomain: 'l.facebook.com', source: 'Facebook', sourceKind: 'social' }],
    ['https://news.ycombinator.com/item?id=1', 'example.com', '', { referrerDomain: 'news.ycombinator.com', source: 'news.ycombinator.com', sourceKind: 'referral' }],
    // The site's own pages are no referrer, with or without www.
    ['https://www.example.com/shop', 'example.com', '', { referrerDomain: '', source: DIRECT_SOURCE, sourceKind: 'direct' }],
    ['', 'example.com', '', { referrerDomain: '', source: DIRECT_SOURCE, sourceKind: 'direct' }],
    [null, 'example.com', '', { referrerDomain: '', source: DIRECT_SOURCE, sourceKind: 'direct' }],
    // A campaign's source counts when there is no referrer: named when it names one, else as written.
    ['', 'example.com', 'newsletter', { referrerDomain: '', source: 'newsletter', sourceKind: 'referral' }],
    ['', 'example.com', 'facebook', { referrerDomain: '', source: 'Facebook', sourceKind: 'social' }],
    ['', 'example.com', 'Google', { referrerDomain: '', source: 'Google', sourceKind: 'search' }],
    // A referrer wins over the campaign tag.
    ['https://duckduckgo.com/', 'example.com', 'newsletter', { referrerDomain: 'duckduckgo.com', source: 'DuckDuckGo', sourceKind: 'search' }],
  ] as const)('%s on %s (utm_source %s)', (referrer, page, utm, expected) => {
    expect(classifySource(referrer, page, utm)).toEqual(expected);
  });

  it('a long campaign source is cut', () => {
    expect(classifySource('', 'example.com', 'x'.repeat(500)).source).toHaveLength(200);
  });
});
