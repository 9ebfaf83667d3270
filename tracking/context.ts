// What tracking needs from the page context (contract.md "The page"), read defensively: tracking
// must start on any page, so a field of the wrong shape reads as absent rather than failing.
import type { Policy } from '../core/consent/index.ts';
import { CollectionItemRecordType } from '../core/catalog/enums.ts';

export interface TrackingContext {
  websiteId: string;
  templateId: string;
  locale: string;
  pageType: number;
  collectionId: string;
  itemId: string;
  /** tracking.md 3: the item's collection item record type (audio, event, image, …); '' for none. */
  recordType: CollectionItemRecordType | '';
  memberAccountId: string;
  /** Not authenticated, or authenticated with only the viewer role (tracking.md 6). */
  plainViewer: boolean;
  policy: Policy;
}

/** tracking.md 6: website role 10 is viewer. */
export const VIEWER_ROLE = 10;
/** tracking.md 2 and 4: not found, search, lock screen, member area access denied. */
export const NO_PAGE_VIEW_TYPES = [100, 102, 103, 106];

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const RECORD_TYPES: readonly string[] = Object.values(CollectionItemRecordType);
const recordType = (value: unknown): CollectionItemRecordType | '' => (RECORD_TYPES.includes(str(value)) ? (value as CollectionItemRecordType) : '');

export function readTrackingContext(raw: unknown, htmlPageType?: string | null): TrackingContext {
  const c = obj(raw);
  const roles = Array.isArray(c.websiteRoles) ? c.websiteRoles : [];
  const account = c.authenticatedAccount;
  const banner = obj(c.cookieBannerSettings);
  const type = typeof c.pageType === 'number' ? c.pageType : Number(htmlPageType) || 0;
  return {
    websiteId: str(obj(c.website).id),
    templateId: str(c.templateId),
    locale: str(c.locale) || 'en-US',
    pageType: type,
    collectionId: str(obj(c.collection).id),
    itemId: str(obj(c.item).id),
    recordType: recordType(obj(c.item).recordType),
    memberAccountId: str(obj(c.memberAccount).id),
    plainViewer: !account || (roles.length > 0 && roles.every((role) => role === VIEWER_ROLE)),
    policy: { restrictive: banner.isRestrictiveCookiePolicyEnabled === true, absolute: banner.isRestrictiveCookiePolicyAbsolute === true },
  };
}

/** tracking.md 4 "Tracking suppression": no page view on /search or on the pages above. */
export const pageViewSuppressed = ({ pageType }: TrackingContext, path: string): boolean =>
  NO_PAGE_VIEW_TYPES.includes(pageType) || path === '/search' || path.startsWith('/search/');

/** tracking.md 2: sqsscreenshot=true marks a screenshot; its hits are flagged. */
export const isScreenshot = (search: string): boolean => new URLSearchParams(search).get('sqsscreenshot') === 'true';

/** Blocks with census calls: button 53, form 9, newsletter 51 (tracking.md 3). */
export const CENSUS_BLOCKS = '[data-block-type="53"],[data-block-type="9"],[data-block-type="51"]';
