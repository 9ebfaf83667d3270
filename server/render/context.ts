// The page context the runtime reads from #site-context; with the spec
// 3 "Site context": the signed-in account and its website roles come from the request's session.
import { isPlainViewer } from '../../core/catalog/enums.ts';
import { storedBannerSettings } from '../../core/consent/consent.ts';
import type { Page, PageItem, PageViewer, Website } from './model.ts';

/** `item`: the content item the address names (a gallery slide's own address), else none; `viewer`: null for a visitor. */
export function pageContext(page: Page, website: Website, item: PageItem | null = null, viewer: PageViewer | null = null): Record<string, unknown> {
  return {
    website: {
      id: website.id,
      identifier: website.identifier,
      websiteType: website.websiteType,
      baseUrl: website.baseUrl,
      developerMode: website.developerMode,
      cloneable: website.cloneable ?? false,
    },
    collection: { id: page.id, fullUrl: page.path },
    item,
    pageType: page.pageType,
    pageId: page.id,
    locale: website.locale,
    authenticatedAccount: viewer ? { id: String(viewer.id), email: viewer.email, displayName: viewer.displayName } : null,
    websiteRoles: viewer ? [...viewer.websiteRoles] : [],
    // Mouse tracking is on for an owner (signed in, more than the viewer role).
    mouseTracking: viewer !== null && !isPlainViewer(true, viewer.websiteRoles),
    useEscapeKeyToLogin: website.useEscapeKeyToLogin ?? false,
    // The settings as stored, whichever naming the site's data uses (core/consent/settings.ts).
    cookieBannerSettings: website.cookieBannerSettings && storedBannerSettings(website.cookieBannerSettings),
    popupOverlaySettings: page.popupOverlaySettings ?? null,
    mobileInfoBarSettings: page.mobileInfoBarSettings ?? null,
    storeSettings: website.storeSettings ?? null,
    templateId: website.templateId,
    mapsKey: website.mapsKey,
    siteStatus: website.siteStatus ?? null,
    tweakJSON: website.tweakJSON ?? {},
    appDomain: website.appDomain ?? new URL(website.baseUrl).host,
  };
}
