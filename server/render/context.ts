// contract.md "The page": the page context the runtime reads from #site-context.
import type { Page, Website } from './model.ts';

export function pageContext(page: Page, website: Website): Record<string, unknown> {
  return {
    website: {
      id: website.id,
      identifier: website.identifier,
      websiteType: website.websiteType,
      baseUrl: website.baseUrl,
      developerMode: website.developerMode,
    },
    collection: { id: page.id, fullUrl: page.path },
    item: null,
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
