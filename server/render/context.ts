// contract.md "The page": the page context the runtime reads from #site-context.
import type { Page, PageItem, Website } from './model.ts';

/** `item`: the content item the address names (a gallery slide's own address), else none. */
export function pageContext(page: Page, website: Website, item: PageItem | null = null): Record<string, unknown> {
  return {
    website: {
      id: website.id,
      identifier: website.identifier,
      websiteType: website.websiteType,
      baseUrl: website.baseUrl,
      developerMode: website.developerMode,
    },
    collection: { id: page.id, fullUrl: page.path },
    item,
    pageType: page.pageType,
    pageId: page.id,
    locale: website.locale,
    authenticatedAccount: null,
    websiteRoles: [],
    useEscapeKeyToLogin: false,
    cookieBannerSettings: website.cookieBannerSettings,
    popupOverlaySettings: page.popupOverlaySettings ?? null,
    mobileInfoBarSettings: page.mobileInfoBarSettings ?? null,
    storeSettings: null,
    templateId: website.templateId,
    mapsKey: website.mapsKey,
  };
}
