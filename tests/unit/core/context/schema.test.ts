import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONTEXT, parseSiteContext } from '../../../../core/context/schema.ts';
import { pageContext } from '../../../../server/render/context.ts';
import { homePage } from '../../../../site/pages.ts';
import { promoPage } from '../../../../site/promo.ts';
import { website } from '../../../../site/website.ts';
import { STRINGS, format } from '../../../../core/catalog/strings.ts';

afterEach(() => vi.restoreAllMocks());

// The server also sends website.cloneable, siteStatus, tweakJSON and appDomain,
// which no runtime code reads yet, and mouseTracking (section 6, docs/decisions.md "Owner access: the
// owner area"); the check leaves them out (no bytes in the runtime for them).
function readFields(raw: Record<string, unknown>): Record<string, unknown> {
  const { siteStatus, tweakJSON, appDomain, mouseTracking, website: site, ...read } = raw;
  const { cloneable, ...readSite } = site as Record<string, unknown>;
  return { ...read, website: readSite };
}

describe('site context (The page)', () => {
  it('accepts what the server renders, unchanged and without a message', () => {
    const error = vi.spyOn(console, 'error');
    const raw = pageContext(homePage, website);
    expect(parseSiteContext(raw)).toEqual(readFields(raw));
    expect(error).not.toHaveBeenCalled();
  });

  it("accepts a signed-in owner's context, with the site context fields the runtime does not read yet", () => {
    const error = vi.spyOn(console, 'error');
    const raw = pageContext(homePage, website, null, { id: 7, email: 'owner@example.com', displayName: 'Site owner', websiteRoles: [1] });
    expect(raw).toMatchObject({ siteStatus: null, tweakJSON: {}, appDomain: expect.any(String), website: { cloneable: false } });
    const context = parseSiteContext(raw);
    // Every field the runtime reads comes through unchanged; the others are left out, at no cost in bytes.
    expect(context).toEqual(readFields(raw));
    expect(context.authenticatedAccount).toEqual({ id: '7', email: 'owner@example.com', displayName: 'Site owner' });
    expect(context.websiteRoles).toEqual([1]);
    expect(context.useEscapeKeyToLogin).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it('accepts the popup overlay and mobile info bar settings of a page that has them', () => {
    const error = vi.spyOn(console, 'error');
    const raw = pageContext(promoPage, website);
    const context = parseSiteContext(raw);
    expect(context).toEqual(readFields(raw));
    expect(context.popupOverlaySettings).toEqual(promoPage.popupOverlaySettings);
    expect(context.mobileInfoBarSettings).toEqual(promoPage.mobileInfoBarSettings);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', undefined],
    ['a string', 'dark'],
    ['a list', [{ style: 'dark' }]],
  ])('mobileInfoBarSettings that is %s falls back to null, like popupOverlaySettings', (_name, value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const raw = { ...pageContext(promoPage, website), mobileInfoBarSettings: value, popupOverlaySettings: value };
    const context = parseSiteContext(raw);
    expect(context.mobileInfoBarSettings).toBeNull();
    expect(context.popupOverlaySettings).toBeNull();
    expect(context.website.id).toBe(website.id);
    expect(error).toHaveBeenCalledExactlyOnceWith(format(STRINGS.context.siteContextMismatch, { fields: 'popupOverlaySettings, mobileInfoBarSettings' }));
  });

  it('defaults both overlay settings to null', () => {
    expect(DEFAULT_SITE_CONTEXT.popupOverlaySettings).toBeNull();
    expect(DEFAULT_SITE_CONTEXT.mobileInfoBarSettings).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
  ])('gives safe defaults for %s, silently', (_name, raw) => {
    const error = vi.spyOn(console, 'error');
    expect(parseSiteContext(raw)).toEqual(DEFAULT_SITE_CONTEXT);
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps the good fields and defaults the bad ones, naming them in one error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const raw = { ...pageContext(homePage, website), pageType: 'two', websiteRoles: 'admin' };
    const context = parseSiteContext(raw);
    expect(context.pageType).toBe(DEFAULT_SITE_CONTEXT.pageType);
    expect(context.websiteRoles).toEqual([]);
    expect(context.website.id).toBe(website.id);
    expect(error).toHaveBeenCalledExactlyOnceWith(format(STRINGS.context.siteContextMismatch, { fields: 'pageType, websiteRoles' }));
  });

  it.each([
    ['absent', undefined, undefined],
    ['a number', 3, 3],
    ['a string', '3', undefined],
    ['null', null, undefined],
  ])('pagePermissionTypeValue is optional: %s (%s) reads as %s, and nothing is said', (_name, value, expected) => {
    const error = vi.spyOn(console, 'error');
    const context = parseSiteContext({ ...pageContext(homePage, website), pagePermissionTypeValue: value });
    expect(context.pagePermissionTypeValue).toBe(expected);
    expect(error).not.toHaveBeenCalled();
  });

  it('treats an array or a number as an empty object', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseSiteContext([1, 2])).toEqual(DEFAULT_SITE_CONTEXT);
    expect(parseSiteContext(42)).toEqual(DEFAULT_SITE_CONTEXT);
  });
});
