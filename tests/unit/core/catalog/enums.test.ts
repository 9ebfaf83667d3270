import { describe, it, expect } from 'vitest';
import {
  AccessPermission,
  BlockType,
  ContentGeneratorType,
  ContentStatus,
  CookieBannerAcceptType,
  CookieBannerCtaVariant,
  CookieBannerTheme,
  CookieBannerVariant,
  EditorFrameEvent,
  FormFieldset,
  GalleryItemMediaType,
  LikertScale,
  MapStyle,
  Measurement,
  PageType,
  PopupOverlayStorageKey,
  Position,
  ProductType,
  SliceType,
  TemplateVersion,
  TweakEvent,
  TweakPageType,
  WebsiteRole,
  WebsiteStatus,
  WebsiteType,
  isPlainViewer,
} from '../../../../core/catalog/enums.ts';

describe('tracking.md 2: Page types', () => {
  it.each([
    ['MAIN_CONTENT', 1],
    ['PAGE', 2],
    ['SPLASH', 3],
    ['CONTENT_ITEM', 50],
    ['NOT_FOUND', 100],
    ['ERROR', 101],
    ['SEARCH', 102],
    ['LOCK_SCREEN', 103],
    ['POPUP_OVERLAY', 104],
    ['PROTECTED_CONTENT', 105],
    ['MEMBER_AREA_ACCESS_DENIED', 106],
    ['CART', 200],
    ['CHECKOUT', 201],
    ['ORDER_CONFIRMED', 202],
    ['DONATE', 203],
    ['CONTRIBUTION_CONFIRMED', 204],
    ['COMMERCE_CART_V2', 205],
    ['SUBSCRIPTION_CONFIRMED', 206],
    ['ORDER_RECEIVED', 207],
    ['MEMBERSHIP_CONFIRMED', 208],
    ['REVIEWS_REQUEST', 209],
    ['NEWSLETTER_UNSUBSCRIBE', 300],
    ['COMMERCE_EMAIL_PREVIEW', 301],
  ] as const)('%s is %i', (name, value) => {
    expect(PageType[name]).toBe(value);
  });

  it('has the 23 rows of the table and no others', () => {
    expect(Object.keys(PageType)).toHaveLength(23);
  });
});

describe('tracking.md 3: Block types', () => {
  it.each([
    ['NAVIGATION', 1],
    ['HTML', 2],
    ['LOGO', 3],
    ['MAP', 4],
    ['IMAGE', 5],
    ['TWITTER', 6],
    ['JOURNAL', 7],
    ['GALLERY', 8],
    ['FORM', 9],
    ['PRODUCT', 43],
    ['NEWSLETTER', 51],
    ['DONATION', 52],
    ['BUTTON', 53],
    ['SUMMARY_V2', 55],
    ['MEMBER_AREA', 67],
    ['TOCK', 68],
    ['ACCORDION', 69],
    ['MARQUEE', 70],
  ] as const)('%s is %i', (name, value) => {
    expect(BlockType[name]).toBe(value);
  });

  it.each(['SUMMARY', 'EMBED', 'CODE', 'VIDEO', 'SEARCH', 'AUDIO', 'MARKDOWN', 'OPENTABLE'])('%s has no number in the spec, so none is invented', (name) => {
    expect(name in BlockType).toBe(false);
  });

  it('numbers are unique', () => {
    const values = Object.values(BlockType);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('tracking.md 6: Website roles and access permissions', () => {
  it.each([
    ['ADMIN', 1],
    ['BILLING', 2],
    ['REPORTING', 3],
    ['EDITOR', 4],
    ['MODERATOR', 6],
    ['COMMENTER', 7],
    ['STORE_MANAGER', 8],
    ['SCHEDULING', 9],
    ['VIEWER', 10],
    ['CAMPAIGNS_EDITOR', 11],
    ['SCHEDULING_VIEWER', 12],
    ['SCHEDULING_EDITOR', 13],
  ] as const)('role %s is %i', (name, value) => {
    expect(WebsiteRole[name]).toBe(value);
  });

  it.each([
    ['AUTHENTICATED', 0],
    ['CONFIG', 1],
    ['ADMIN', 2],
    ['CONTENT_MANAGER', 11],
    ['SETTINGS', 12],
    ['ACTIVITY', 13],
    ['COMMERCE', 14],
    ['NEWSLETTER', 15],
    ['DAMASK', 17],
    ['CRM', 18],
    ['ORDERS', 1410],
    ['INVENTORY', 1416],
    ['DISCOUNTS', 1419],
    ['PAYMENTS', 1420],
    ['POS', 1421],
  ] as const)('permission %s is %i', (name, value) => {
    expect(AccessPermission[name]).toBe(value);
  });
});

describe('tracking.md 3: Enumerations table', () => {
  it.each([
    ['content status', ContentStatus, { PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6 }],
    ['product type', ProductType, { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 }],
    ['website status', WebsiteStatus, { EXPIRED: 1, PAST_DUE: 2, TRIAL: 3, BETA: 4, REMOVED: 5, INTERNAL: 6, COMPED: 7, PAID: 8, ENTERPRISE: 15 }],
    ['website type', WebsiteType, { CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 }],
    ['measurement', Measurement, { IMPERIAL: 1, METRIC: 2 }],
    ['template versions', TemplateVersion, { V7: '7', V7_1: '7.1', V8: '8' }],
    ['map style ids', MapStyle, { ORIGINAL: 1, GRAYSCALE: 2, SATELLITE: 3, MINIMAL_LIGHT: 4, MINIMAL_DARK: 5, MINIMAL_BLUE: 6 }],
    ['form-model fieldsets', FormFieldset, { BUILD: 1, STORAGE: 2, ADVANCED: 3, CAPTCHA: 4, DISCLAIMER: 5 }],
    ['content generator types', ContentGeneratorType, { DEFAULT: 0, ICON: 1 }],
    ['likert scale', LikertScale, { STRONGLY_DISAGREE: -2, DISAGREE: -1, NEUTRAL: 0, AGREE: 1, STRONGLY_AGREE: 2 }],
    ['cookie banner CTA variant', CookieBannerCtaVariant, { TEXT: 'TEXT', BUTTON: 'BUTTON', ICON: 'ICON' }],
    ['cookie banner theme', CookieBannerTheme, { LIGHT: 'LIGHT', DARK: 'DARK' }],
    ['cookie banner variant', CookieBannerVariant, { BAR: 'BAR', POPUP: 'POPUP' }],
    ['cookie banner accept type', CookieBannerAcceptType, { OPT_IN: 'OPT_IN', OPT_IN_AND_OUT: 'OPT_IN_AND_OUT' }],
    ['popup overlay storage keys', PopupOverlayStorageKey, { DATE_CLOSED: 'date-closed', VERSION: 'version', SUBMITTED: 'submitted' }],
    ['tweak page types', TweakPageType, { SPLASH_PAGE: 'SPLASH_PAGE', LOCK_SCREEN: 'LOCK_SCREEN', POPUP_OVERLAY: 'POPUP_OVERLAY', CHECKOUT: 'CHECKOUT', STYLE: 'STYLE' }],
  ])('%s', (_name, enumeration, expected) => {
    expect(enumeration).toEqual(expected);
  });

  it('positions are the 3x3 grid of TOP/CENTER/BOTTOM and LEFT/CENTER/RIGHT', () => {
    const grid = ['TOP', 'CENTER', 'BOTTOM'].flatMap((row) => ['LEFT', 'CENTER', 'RIGHT'].map((column) => `${row}_${column}`));
    expect(Object.values(Position).sort()).toEqual(grid.sort());
    for (const [key, value] of Object.entries(Position)) expect(key).toBe(value);
  });

  it('slice types are the 20 names of the list', () => {
    expect(Object.values(SliceType)).toEqual([
      'heading',
      'sub-heading',
      'body',
      'image',
      'gallery',
      'video',
      'social-icons',
      'buttons',
      'navigation',
      'custom-form',
      'newsletter',
      'album',
      'map',
      'lock',
      'password',
      'twitter',
      'logo',
      'action',
      'popup-overlay-action',
      'temp-lock-inject',
    ]);
  });

  it('gallery item media types', () => {
    expect(Object.values(GalleryItemMediaType)).toEqual(['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video']);
  });

  it('editor frame and tweak events (tracking.md 4)', () => {
    expect(Object.values(EditorFrameEvent)).toEqual(['load', 'iframeUnload', 'frameSaveEnter', 'frameSaveExit', 'frameEditingChange']);
    expect(Object.values(TweakEvent)).toEqual(['change', 'close', 'save', 'reset', 'aftershow', 'afterclose', 'beforeopen']);
  });

  it('every key is UPPER_SNAKE', () => {
    const all = [PageType, BlockType, WebsiteRole, AccessPermission, Position, SliceType, TweakEvent];
    for (const enumeration of all) {
      for (const key of Object.keys(enumeration)) expect(key).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
  });
});

describe('tracking.md 6: isPlainViewer', () => {
  it.each([
    ['not authenticated, no roles', false, [], true],
    ['not authenticated, admin role in stale data', false, [1], true],
    ['authenticated, only viewer', true, [10], true],
    ['authenticated, viewer listed twice', true, [10, 10], true],
    ['authenticated, admin', true, [1], false],
    ['authenticated, viewer and editor', true, [10, 4], false],
    ['authenticated, scheduling viewer', true, [12], false],
    ['authenticated, no roles', true, [], false],
  ] as const)('%s -> %s', (_case, authenticated, roles, expected) => {
    expect(isPlainViewer(authenticated, roles)).toBe(expected);
  });
});
