import { describe, expect, it } from 'vitest';
import { WebsiteRole } from '../../../core/catalog/enums.ts';
import { CENSUS_BLOCKS, NO_PAGE_VIEW_TYPES, pageViewSuppressed, readTrackingContext } from '../../../tracking/context.ts';

const page = (extra: Record<string, unknown> = {}) => ({
  website: { id: 'site-1' },
  templateId: 'tpl-1',
  locale: 'fr-FR',
  pageType: 2,
  collection: { id: 'col-1' },
  item: null,
  memberAccount: null,
  authenticatedAccount: null,
  websiteRoles: [],
  cookieBannerSettings: {},
  ...extra,
});

describe('Only plain viewers are tracked', () => {
  it('website role 10 is viewer', () => {
    expect(WebsiteRole.VIEWER).toBe(10);
  });

  it.each([
    ['not authenticated (null)', null, [], true],
    ['not authenticated (absent)', undefined, undefined, true],
    ['not authenticated, roles listed anyway', null, [1], true],
    ['authenticated, only the viewer role', { id: 'acc' }, [10], true],
    ['authenticated, admin', { id: 'acc' }, [1], false],
    ['authenticated, billing', { id: 'acc' }, [2], false],
    ['authenticated, editor', { id: 'acc' }, [4], false],
    ['authenticated, commenter', { id: 'acc' }, [7], false],
    ['authenticated, scheduling viewer (12 is not 10)', { id: 'acc' }, [12], false],
    ['authenticated, viewer and editor', { id: 'acc' }, [10, 4], false],
    ['authenticated, editor and viewer', { id: 'acc' }, [4, 10], false],
    ['authenticated, no roles at all', { id: 'acc' }, [], false],
    ['authenticated, roles not a list', { id: 'acc' }, '10', false],
    ['authenticated, role as a string', { id: 'acc' }, ['10'], false],
  ])('%s -> plain viewer %s', (_name, authenticatedAccount, websiteRoles, plain) => {
    expect(readTrackingContext(page({ authenticatedAccount, websiteRoles })).plainViewer).toBe(plain);
  });
});

describe('readTrackingContext', () => {
  it('reads the fields tracking needs', () => {
    const ctx = readTrackingContext(
      page({
        item: { id: 'item-1', recordType: 'portfolio-item' },
        memberAccount: { id: 'member-1' },
        pageType: 50,
        cookieBannerSettings: { isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: false },
      }),
    );
    expect(ctx).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-1',
      locale: 'fr-FR',
      pageType: 50,
      collectionId: 'col-1',
      itemId: 'item-1',
      recordType: 'portfolio-item',
      memberAccountId: 'member-1',
      accountId: '',
      plainViewer: true,
      policy: { restrictive: true, absolute: false },
    });
  });

  // Issue 30: the page-speed context's account id is the signed-in account's.
  it.each([
    [{ id: 'acc-7' }, 'acc-7'],
    [null, ''],
    [{ id: 7 }, ''],
    ['acc-7', ''],
  ])('authenticatedAccount %j -> account id %j', (authenticatedAccount, accountId) => {
    expect(readTrackingContext(page({ authenticatedAccount, websiteRoles: [10] })).accountId).toBe(accountId);
  });

  it.each([[null], [undefined], ['text'], [42], [[]], [{ website: 'x', templateId: 5, locale: 7, pageType: '2', collection: [], item: 'x', cookieBannerSettings: 'on' }]])(
    'a context of the wrong shape (%j) reads as absent fields, never throws',
    (raw) => {
      const ctx = readTrackingContext(raw);
      expect(ctx).toMatchObject({
        websiteId: '',
        templateId: '',
        locale: 'en-US',
        collectionId: '',
        itemId: '',
        memberAccountId: '',
        policy: { restrictive: false, absolute: false },
      });
    },
  );

  it('the page type from the context, else from the html data-page-type, else 0', () => {
    expect(readTrackingContext(page({ pageType: 102 }), '2').pageType).toBe(102);
    expect(readTrackingContext(page({ pageType: undefined }), '103').pageType).toBe(103);
    expect(readTrackingContext(page({ pageType: undefined }), null).pageType).toBe(0);
    expect(readTrackingContext(page({ pageType: undefined }), 'x').pageType).toBe(0);
  });

  it("the restrictive policy under the owner interface's name, isAnalyticsCookiesDisabled, counts as the stored one", () => {
    expect(readTrackingContext(page({ cookieBannerSettings: { isAnalyticsCookiesDisabled: true } })).policy).toEqual({ restrictive: true, absolute: false });
  });

  it('the restrictive policy counts only when exactly true', () => {
    expect(readTrackingContext(page({ cookieBannerSettings: { isRestrictiveCookiePolicyEnabled: 'true', isRestrictiveCookiePolicyAbsolute: 1 } })).policy).toEqual({
      restrictive: false,
      absolute: false,
    });
    expect(readTrackingContext(page({ cookieBannerSettings: { isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: true } })).policy).toEqual({
      restrictive: true,
      absolute: true,
    });
  });
});

describe('No page view on search, not-found, lock-screen or access-denied pages', () => {
  it('page types 100, 102, 103 and 106', () => {
    expect([...NO_PAGE_VIEW_TYPES].sort((a, b) => a - b)).toEqual([100, 102, 103, 106]);
  });

  const ctx = (pageType: number) => readTrackingContext(page({ pageType }));

  it.each([
    [100, 'not found'],
    [102, 'search'],
    [103, 'lock screen'],
    [106, 'member area access denied'],
  ])('page type %i (%s): suppressed', (type) => {
    expect(pageViewSuppressed(ctx(type), '/anything')).toBe(true);
  });

  it.each([
    [1, 'main content or collection'],
    [2, 'page'],
    [3, 'splash page'],
    [50, 'content item'],
    [101, 'error'],
    [104, 'popup overlay'],
    [105, 'protected content'],
    [200, 'cart'],
    [201, 'checkout'],
    [202, 'order confirmed'],
    [300, 'newsletter unsubscribe'],
  ])('page type %i (%s): recorded', (type) => {
    expect(pageViewSuppressed(ctx(type), '/anything')).toBe(false);
  });

  it.each([
    ['/search', true],
    ['/search/', true],
    ['/search/shoes', true],
    ['/searching', false],
    ['/blog/search', false],
    ['/', false],
  ])("'/search': %s -> suppressed %s", (path, suppressed) => {
    expect(pageViewSuppressed(ctx(2), path)).toBe(suppressed);
  });
});

describe('The census blocks', () => {
  it('button 53, form 9, newsletter 51', () => {
    expect(CENSUS_BLOCKS.split(',').sort()).toEqual(['[data-block-type="51"]', '[data-block-type="53"]', '[data-block-type="9"]']);
  });
});
