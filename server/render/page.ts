// Renders one page of site data into contract.md markup: context JSON, blocks, the runtime script.
import type { Block, Page, RenderOptions } from './model.ts';
import { escapeHtml, jsonScript } from './escape.ts';
import { pageContext } from './context.ts';
import { EVENT_BLOCKS_CSS, SITE_CSS, STORE_CSS } from './styles.ts';
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
import { renderAudio } from './blocks/audio.ts';
import { renderCalendar } from './blocks/calendar.ts';
import { renderTourDates } from './blocks/tour-dates.ts';
import { renderCartIndicator, renderStoreView, storeMoney } from './store/index.ts';

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
    case 'audio':
      return renderAudio(block);
    case 'calendar':
      return renderCalendar(block, options.website.locale);
    case 'tour-dates':
      return renderTourDates(block, options.website.locale);
  }
}

export function renderPage(page: Page, options: RenderOptions): string {
  const { website } = options;
  const state: GalleryRenderState = { eager: page.firstScreenImages ?? 1, rendered: 0, css: [] };
  const blocks = page.blocks.map((block) => renderBlock(block, options, state)).join('\n');
  const store = page.blocks.some((block) => block.kind === 'store' || block.kind === 'product');
  const eventBlocks = page.blocks.some((block) => block.kind === 'audio' || block.kind === 'calendar' || block.kind === 'tour-dates');
  const navigation = website.navigation
    .map((link) => `<a href="${escapeHtml(link.path)}"${link.path === page.path ? ' aria-current="page"' : ''}>${escapeHtml(link.title)}</a>`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(website.locale)}" data-page-type="${page.pageType}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(page.title)} · ${escapeHtml(website.title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<style>${SITE_CSS}${store ? STORE_CSS : ''}${eventBlocks ? EVENT_BLOCKS_CSS : ''}${state.css.join('')}</style>
<script id="site-context" type="application/json">${jsonScript(pageContext(page, website, options.item ?? null, options.viewer ?? null))}</script>
<script type="module" src="/assets/runtime.js"></script>
<script type="module" src="/assets/tracking.js" fetchpriority="low"></script>
</head>
<body>
<header class="site-header"><nav aria-label="Main"><a class="site-title" href="/">${escapeHtml(website.title)}</a>${navigation}${renderCartIndicator(options.cartCount)}</nav></header>
<main id="page" class="page-${page.layout ?? 'flow'}" data-page-id="${escapeHtml(page.id)}">
${blocks}
</main>
<footer class="site-footer"><p>${escapeHtml(website.title)} · a Vitrine demo site</p></footer>
</body>
</html>
`;
}
