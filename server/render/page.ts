// Renders one page of site data into the spec markup: context JSON, blocks, the runtime script.
import type { Block, Page, RenderOptions } from './model.ts';
import { escapeHtml, jsonScript } from './escape.ts';
import { pageContext } from './context.ts';
import { EVENT_BLOCKS_CSS, SITE_CSS, STORE_CSS, SUMMARY_CSS } from './styles.ts';
import { renderAccordion } from './blocks/accordion.ts';
import { renderImage } from './blocks/image.ts';
import { renderGallery, type GalleryRenderState } from './blocks/gallery.ts';
import { renderText } from './blocks/text.ts';
import { renderVideo } from './blocks/video.ts';
import { renderMap } from './blocks/map.ts';
import { renderForm } from './blocks/form.ts';
import { renderDonation } from './blocks/donation.ts';
import { renderProduct } from './blocks/product.ts';
import { renderMenu } from './blocks/menu.ts';
import { renderMemberArea } from './blocks/member-area.ts';
import { renderReservation } from './blocks/reservation.ts';
import { renderButton } from './blocks/button.ts';
import { renderChart } from './blocks/chart.ts';
import { renderSearch } from './blocks/search.ts';
import { renderSummary } from './blocks/summary.ts';
import { renderFollow } from './blocks/follow.ts';
import { JOURNAL_CSS, renderPostList } from './blocks/post-list.ts';
import { renderAudio } from './blocks/audio.ts';
import { renderCalendar } from './blocks/calendar.ts';
import { renderTourDates } from './blocks/tour-dates.ts';
import { renderCartIndicator, renderStoreView, storeMoney } from './store/index.ts';
import { renderSiteFooter, renderSiteHeader } from './site-chrome.ts';
import { defaultHeaderFooter, siteLanguages } from '../../site/header-footer.ts';
import { renderCookieBanner } from './cookie-banner.ts';
import { renderPopup } from './popup.ts';

export function renderBlock(block: Block, options: RenderOptions, state: GalleryRenderState): string {
  switch (block.kind) {
    case 'accordion':
      return renderAccordion(block);
    case 'image':
      return renderImage(block, options.imageSizes, state);
    case 'text':
      return renderText(block);
    case 'video':
      return renderVideo(block, options.imageSizes, state);
    case 'map':
      return renderMap(block);
    case 'gallery':
      return renderGallery(block, options.imageSizes, state);
    case 'form':
      return renderForm(block, { crumb: options.crumb ?? '', pagePath: options.address ?? '', state: options.forms?.[block.form.id] });
    case 'donation':
      return renderDonation(block);
    case 'product':
      return renderProduct(block, { ...storeMoney(options.website), crumb: options.crumb ?? '', websiteId: options.website.id, state: options.store?.product });
    case 'store':
      return renderStoreView(block, options, state);
    case 'menu':
      return renderMenu(block);
    case 'member-area':
      return renderMemberArea(block);
    case 'reservation':
      return renderReservation(block);
    case 'button':
      return renderButton(block);
    case 'chart':
      return renderChart(block);
    case 'search':
      return renderSearch(block, options.search);
    case 'summary': {
      const now = options.now ?? Date.now();
      return renderSummary(block, options.collections?.(now) ?? [], { now, locale: options.website.locale, imageSizes: options.imageSizes, state });
    }
    case 'follow':
      return renderFollow(block);
    case 'post-list':
      return renderPostList(block, options.website.locale, options.now ?? Date.now());
    case 'audio':
      return renderAudio(block);
    case 'calendar':
      return renderCalendar(block, options.website.locale);
    case 'tour-dates':
      return renderTourDates(block, options.website.locale);
  }
}

/** The site's fonts, fetched without blocking the page (media="print" applies to no screen); core/fonts/fonts.ts swaps them in when they arrive in time. */
export const fontStylesheet = (href: string | undefined): string => (href ? `<link rel="stylesheet" href="${escapeHtml(href)}" media="print" data-font-stylesheet>\n` : '');

/**
 * The id of the mark after the first screen's blocks. The head holds the first paint until the parser
 * reaches it (a render-blocking `rel=expect`), so no paint shows the header or a first-screen gallery
 * row half parsed: a slow device's parser can yield mid-block, and the items parsed after it move the
 * ones before (docs/decisions.md "First paint after the first screen").
 */
export const FIRST_SCREEN_ID = 'first-screen';
const FIRST_SCREEN_MARK = `<template id="${FIRST_SCREEN_ID}"></template>`;

/**
 * The page's blocks, with the first screen's mark after the block that draws its last image
 * (`firstScreenImages`, counted down in `state.eager`); after the first block when the page counts
 * none; at the end when the blocks draw fewer. A template is no grid item, so the layout is untouched.
 */
function renderBlocks(page: Page, options: RenderOptions, state: GalleryRenderState): string {
  const html: string[] = [];
  let marked = false;
  for (const block of page.blocks) {
    html.push(renderBlock(block, options, state));
    if (!marked && state.eager <= 0) {
      html.push(FIRST_SCREEN_MARK);
      marked = true;
    }
  }
  if (!marked) html.push(FIRST_SCREEN_MARK);
  return html.join('\n');
}

export function renderPage(page: Page, options: RenderOptions): string {
  const { website } = options;
  const state: GalleryRenderState = { eager: page.firstScreenImages ?? 1, rendered: 0, css: [] };
  const blocks = renderBlocks(page, options, state);
  const store = page.blocks.some((block) => block.kind === 'store' || block.kind === 'product');
  const journal = page.blocks.some((block) => block.kind === 'follow' || block.kind === 'post-list');
  const eventBlocks = page.blocks.some((block) => block.kind === 'audio' || block.kind === 'calendar' || block.kind === 'tour-dates');
  // docs/decisions.md "Multilingual and the site header and footer": the header and footer the request read, in the page's language.
  const chrome = options.headerFooter ?? defaultHeaderFooter(website);
  const languages = options.languages ?? { current: website.locale, languages: siteLanguages(website) };
  // Issue 21: the cookie banner drawn here, last in the body (as the runtime would add it), when the request has no choice.
  const banner = renderCookieBanner(website.cookieBannerSettings, options.request, options.crumb ?? '', options.address ?? page.path);
  // Issue 21: the popup overlay drawn here too, inert in a <template> until the runtime reads the visitor's record.
  const popup = renderPopup(page.popupOverlaySettings, options.request);
  return `<!doctype html>
<html lang="${escapeHtml(website.locale)}" data-page-type="${page.pageType}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(page.title)} · ${escapeHtml(website.title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<link rel="expect" href="#${FIRST_SCREEN_ID}" blocking="render">
<style>${SITE_CSS}${store ? STORE_CSS : ''}${eventBlocks ? EVENT_BLOCKS_CSS : ''}${page.blocks.some((block) => block.kind === 'summary') ? SUMMARY_CSS : ''}${journal ? JOURNAL_CSS : ''}${state.css.join('')}${banner.css}${popup.css}</style>
${fontStylesheet(website.fontStylesheet)}<script id="site-context" type="application/json">${jsonScript(pageContext(page, website, options.item ?? null, options.viewer ?? null))}</script>
<script type="module" src="/assets/runtime.js"></script>
<script type="module" src="/assets/tracking.js" fetchpriority="low"></script>
</head>
<body>
${renderSiteHeader(chrome.header, page.path, options.address ?? page.path, languages, renderCartIndicator(options.cart, options.website.locale))}
<main id="page" class="page-${page.layout ?? 'flow'}" data-page-id="${escapeHtml(page.id)}">
${blocks}
</main>
${renderSiteFooter(chrome.footer, languages.current)}
${banner.html}${popup.html}</body>
</html>
`;
}
