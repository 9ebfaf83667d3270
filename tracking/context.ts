// What tracking needs from the page context, read defensively: tracking
// must start on any page, so a field of the wrong shape reads as absent rather than failing.
import { consentPolicy, type Policy } from '../core/consent/index.ts';
import { BlockType, CollectionItemRecordType, isPlainViewer, PageType } from '../core/catalog/enums.ts';
import { contextObject } from '../core/context/field.ts';

export interface TrackingContext {
  websiteId: string;
  templateId: string;
  locale: string;
  pageType: number;
  collectionId: string;
  itemId: string;
  /** The item's collection item record type (audio, event, image, …); '' for none. */
  recordType: CollectionItemRecordType | '';
  memberAccountId: string;
  /** The signed-in account's id (the page context's authenticatedAccount); '' for a visitor. */
  accountId: string;
  /** Not authenticated, or authenticated with only the viewer role. */
  plainViewer: boolean;
  policy: Policy;
}

/** Not found, search, lock screen, member area access denied. */
export const NO_PAGE_VIEW_TYPES: readonly number[] = [PageType.NOT_FOUND, PageType.SEARCH, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED];

type Json = Record<string, unknown>;
const obj = (raw: unknown, name: string): Json => contextObject(raw, name) ?? {};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const RECORD_TYPES: readonly string[] = Object.values(CollectionItemRecordType);
const recordType = (value: unknown): CollectionItemRecordType | '' => (RECORD_TYPES.includes(str(value)) ? (value as CollectionItemRecordType) : '');

export function readTrackingContext(raw: unknown, htmlPageType?: string | null): TrackingContext {
  const c = (raw && typeof raw === 'object' ? raw : {}) as Json;
  // Roles of any type: only the number 10 is the viewer role (isPlainViewer compares strictly).
  const roles = Array.isArray(c.websiteRoles) ? (c.websiteRoles as number[]) : [];
  const item = obj(c, 'item');
  const type = typeof c.pageType === 'number' ? c.pageType : Number(htmlPageType) || 0;
  return {
    websiteId: str(obj(c, 'website').id),
    templateId: str(c.templateId),
    locale: str(c.locale) || 'en-US',
    pageType: type,
    collectionId: str(obj(c, 'collection').id),
    itemId: str(item.id),
    recordType: recordType(item.recordType),
    memberAccountId: str(obj(c, 'memberAccount').id),
    accountId: str(obj(c, 'authenticatedAccount').id),
    plainViewer: isPlainViewer(!!c.authenticatedAccount, roles),
    policy: consentPolicy(obj(c, 'cookieBannerSettings')),
  };
}

/** No page view on /search or on the pages above. */
export const pageViewSuppressed = ({ pageType }: TrackingContext, path: string): boolean =>
  NO_PAGE_VIEW_TYPES.includes(pageType) || path === '/search' || path.startsWith('/search/');

/** Blocks with census calls: button 53, form 9, newsletter 51. */
export const CENSUS_BLOCKS = `[data-block-type="${BlockType.BUTTON}"],[data-block-type="${BlockType.FORM}"],[data-block-type="${BlockType.NEWSLETTER}"]`;
