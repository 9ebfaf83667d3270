// A page view goes to the census as RecordHit, to the legacy tracker as
// RecordEvent, and, on the session's landing page, to the tracking pixel. Builders; the window
// is passed in.
import type { TrackingContext } from './context.ts';
import { storageOf } from './storage.ts';

export const PAGE_VIEW = 'pageview';

/** */
export const pageViewData = (c: TrackingContext, win: Window, now: number) => {
  const { location: l, navigator: n, document: d, innerWidth, innerHeight, screen } = win;
  return {
    websiteId: c.websiteId,
    templateId: c.templateId,
    website_locale: c.locale,
    userAgent: n.userAgent,
    clientDate: now,
    viewportWidth: innerWidth,
    viewportHeight: innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    url: l.href,
    path: l.pathname,
    title: d.title,
    itemId: c.itemId,
    recordType: c.itemId && c.recordType ? c.recordType : undefined,
    collectionId: c.collectionId,
    localStorageSupported: !!storageOf(win, 'localStorage'),
    queryString: l.search.slice(1),
    referrer: d.referrer,
  };
};

/** */
export const legacyData = (c: TrackingContext, { location: l, navigator: n }: Window) => ({
  websiteId: c.websiteId,
  memberAccountId: c.memberAccountId,
  website_locale: c.locale,
  member_locale: n.language,
  templateId: c.templateId,
  variantId: '',
  pageHash: l.hash.slice(1),
  pagePath: l.pathname,
});

const CAMPAIGN = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'refer', 'variation', 'mkwid'];

/**
 * The pixel's query: landing, refer, rk, lang, screen, and the campaign fields the
 * address has. A campaign link's own `refer` takes the place of the document's referrer.
 */
export function pixelQuery({ location: l, navigator: n, document: d, screen }: Window, key: string): URLSearchParams {
  const from = new URLSearchParams(l.search);
  const q = new URLSearchParams({ landing: l.href, refer: d.referrer, rk: key, lang: n.language, screen: `${screen.width}x${screen.height}` });
  for (const name of CAMPAIGN) if (from.get(name)) q.set(name, from.get(name)!);
  return q;
}
