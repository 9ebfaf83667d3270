// The demo template's stylesheet, inlined so the first paint needs no extra request. Timings and
// factors the specification fixes come from the constants the runtime uses.
import { GALLERY } from '../../core/gallery/options.ts';
import { META_CAP } from '../../core/gallery/layout/meta.ts';
import { BACK_TO_OVERLAY_MS, FADE_IN_MS } from '../../core/video/embed.ts';
import { DEFAULT_ANIMATION_MS } from '../../core/catalog/constants.ts';
import { PAGE_MAX_WIDTH } from './page-width.ts';

/**
 * Issue 22 (5): a block whose script failed (boot marks it data-block-state="failed": its chunk never
 * came, or init threw) is left as the server drew it, so it gets the JavaScript-off look: what the
 * script would have shown (collapsed answers, the other slides, the other menu tabs) is shown, and
 * the controls that no longer answer go.
 */
export const FAILED_BLOCK_CSS =
  '[data-block-state=failed] .accordion-item__dropdown[data-collapsed]{display:block}' +
  '[data-block-state=failed] .gallery-design-stacked .slide{position:relative;opacity:1;visibility:visible}' +
  '[data-block-state=failed] .gallery-design-stacked .gallery-track{aspect-ratio:auto!important}' +
  // Each slide keeps its picture's box (--a, the server's ratio), even while its lazy image has no source.
  '[data-block-state=failed] .gallery-design-stacked .slide>.image-frame{height:auto;aspect-ratio:var(--a)!important}' +
  '[data-block-state=failed] .gallery-controls{display:none}' +
  '[data-block-state=failed] .gallery-design-strip .gallery-viewport,[data-block-state=failed] .gallery-design-carousel .gallery-viewport{overflow-x:auto}' +
  '[data-block-state=failed] .menu-tabs,[data-block-state=failed] .pricing-toggle{display:none}' +
  '[data-block-state=failed] .menu-panel[hidden],[data-block-state=failed] .pricing-period[hidden]{display:block}' +
  '[data-block-state=failed] .menu-section-title{position:static;width:auto;height:auto;overflow:visible;clip:auto}';

export const SITE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#fbfaf7}
a{color:#0b57d0}
.site-header,.site-footer{padding:1rem 1.25rem;background:#fff;border-bottom:1px solid #e6e3dc}
.site-footer{border-top:1px solid #e6e3dc;border-bottom:0;margin-top:3rem;color:#555;font-size:.875rem}
.site-header nav{display:flex;gap:1rem;align-items:baseline;flex-wrap:wrap;max-width:${PAGE_MAX_WIDTH}px;margin:0 auto}
.site-title{font-weight:600;font-size:1.125rem;color:inherit;text-decoration:none;margin-right:auto}
.site-header .language-switch{justify-content:flex-end;font-size:.875rem;line-height:1.4;margin-top:.25rem}
.language-switch a[aria-current]{color:inherit;font-weight:600;text-decoration:none}
.site-footer p,.site-footer nav{max-width:${PAGE_MAX_WIDTH}px;margin:0 auto}
.site-footer nav{display:flex;gap:1rem;flex-wrap:wrap;margin-top:.5rem}
main{max-width:${PAGE_MAX_WIDTH}px;margin:0 auto;padding:0 1.25rem;display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:2rem 12px}
main>*{grid-column:1/-1;min-width:0}
main>.block--half{grid-column:span 3}
main>.block--third{grid-column:span 2}
.page-tight{row-gap:12px}
.block{margin:0}
h1{font-size:clamp(1.75rem,5vw,2.75rem);line-height:1.15;margin:2rem 0 .5rem}
.image-figure{margin:0}
.image-frame{position:relative;overflow:hidden;background:#e9e5dc}
.image-frame img{position:absolute;inset:0;display:block;width:100%;height:100%;color:transparent}
.image-caption{font-size:.875rem;color:#555;margin-top:.5rem}
.image-block{container-type:inline-size}
@container (max-width:414.98px){.image-caption{text-align:center}}
.image-block--narrow .image-caption{text-align:center}
@media (scripting:none){img[data-src]:not([src]){display:none}}
.video-wrapper{position:relative;overflow:hidden;background:#111;container-type:size}
.video-overlay{position:absolute;inset:0;cursor:pointer;transition:opacity ${BACK_TO_OVERLAY_MS / 1000}s,visibility ${BACK_TO_OVERLAY_MS / 1000}s}
.video-overlay .image-frame{position:absolute;inset:0;aspect-ratio:auto!important}
.video-placeholder{position:absolute;inset:0;background:#2b2b2b}
.video-play{position:absolute;left:50%;top:50%;width:72px;height:72px;margin:-36px 0 0 -36px;border:0;border-radius:50%;background:rgba(0,0,0,.65);cursor:pointer}
.video-play:focus-visible{outline:3px solid #fff;outline-offset:3px}
.video-play-icon{display:block;margin-left:28px;width:0;height:0;border-style:solid;border-width:14px 0 14px 22px;border-color:transparent transparent transparent #fff}
.video-player{position:absolute;inset:0;opacity:0;transition:opacity ${FADE_IN_MS / 1000}s;pointer-events:none}
.is-showing .video-player,.video-invalid .video-player{opacity:1;pointer-events:auto}
.is-showing .video-overlay{opacity:0;visibility:hidden}
.video-invalid .video-play{display:none}
.video-player iframe,.video-player object{position:absolute;inset:0;width:100%;height:100%;border:0}
.video-mode-fill .video-player iframe{inset:auto;left:50%;top:50%;width:max(100cqw,calc(100cqh * var(--video-ratio,1.7778)));height:max(100cqh,calc(100cqw / var(--video-ratio,1.7778)));transform:translate(-50%,-50%)}
.video-mode-none .video-player iframe{position:static;width:auto;height:auto}
.video-error{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;margin:0;padding:1rem;color:#fff;background:#333;text-align:center}
.video-title{margin:.5rem 0 0;font-weight:600}
@media (scripting:none){.video-overlay{display:none}.video-player{opacity:1}}
.map-box{position:relative;aspect-ratio:16/10;background:#ece8df;overflow:hidden}
.map-fallback{position:absolute;inset:0;padding:1.25rem;display:flex;flex-direction:column;justify-content:center;gap:.5rem}
.map-fallback address{font-style:normal}
.map-canvas{position:absolute;inset:0;pointer-events:none}
.map-ready .map-canvas{pointer-events:auto}
.map-ready .map-fallback{visibility:hidden}
[data-animation]{transition:opacity ${DEFAULT_ANIMATION_MS / 1000}s ease,transform ${DEFAULT_ANIMATION_MS / 1000}s ease}
.animation-pending{opacity:0;transform:translateY(24px)}
[data-animation="fade"].animation-pending{transform:none}
.textarea-counter{position:absolute;right:.5rem;bottom:.5rem;font-size:.75rem;color:#555;pointer-events:none}
.textarea-counter.error{color:#b3261e}
.visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.tooltip{position:fixed;z-index:20000;left:0;top:0;padding:.375rem .625rem;border-radius:4px;background:#1d1d1f;color:#fff;font-size:.875rem;line-height:1.4;transition:opacity ${DEFAULT_ANIMATION_MS / 1000}s}.tooltip[hidden]{display:none}@starting-style{.tooltip{opacity:0}}
.tooltip-trigger{display:inline-flex;align-items:center;justify-content:center;min-width:24px;min-height:24px;margin-left:.25rem;padding:0;border:1px solid #8a8478;border-radius:50%;background:#fff;font:inherit;font-size:.8125rem;font-weight:600;color:#1d1d1f;cursor:help;vertical-align:middle}.tooltip-trigger:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}
@media (scripting:enabled){[data-text-shrink]{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}}[data-text-shrink]>span{vertical-align:top}
.relative-time{display:inline-block;min-width:20ch}
.gallery{position:relative;container-type:inline-size}
.gallery .slide{position:relative;cursor:pointer}
.gallery .slide:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}
.slide .image-frame{width:100%}
.slide-meta{padding:.5rem 0;font-size:.875rem}
.slide-meta p{margin:0}
.slide-title{font-weight:600}
.gallery-controls{display:flex;gap:.5rem;justify-content:flex-end;margin-top:.5rem}
.gallery-controls button{min-width:44px;height:44px;padding:0 .75rem;border:1px solid #c9c4b9;border-radius:22px;background:#fff;font:inherit;font-size:1.5rem;line-height:1;color:#1d1d1f;cursor:pointer}
.gallery-controls button:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}
.gallery-controls .disabled{opacity:.45;cursor:default}
.gallery-autoplay{font-size:.875rem!important;margin-right:auto}
.gallery-autoplay[data-off]{visibility:hidden}
.gallery-autoplay::before{content:"Pause"}
.gallery-autoplay[aria-pressed=true]::before{content:"Play"}
.controls-hidden .gallery-controls{visibility:hidden}
.gallery-design-stacked .gallery-viewport{position:relative;overflow:hidden;background:#f1eee8}
.gallery-design-stacked .gallery-track{position:relative;width:100%}
.gallery-design-stacked .slide{position:absolute;inset:0;opacity:0;visibility:hidden;transition:opacity var(--gallery-duration,.6s) ease,visibility 0s linear var(--gallery-duration,.6s)}
.gallery-design-stacked .slide.active{opacity:1;visibility:visible;transition:opacity var(--gallery-duration,.6s) ease}
.gallery-design-stacked .slide>.image-frame,.gallery-design-stacked .slide .video-wrapper{height:100%;aspect-ratio:auto!important}
.gallery-design-stacked .slide-meta{position:absolute;left:0;right:0;bottom:0;padding:.75rem 1rem;background:linear-gradient(transparent,rgba(0,0,0,.65));color:#fff}
.gallery-design-stacked .meta-overflow .slide-meta{max-height:${META_CAP * 100}%;overflow:auto}
.transition-ken-burns .slide.active img{animation:ken-burns 6s linear forwards}
@keyframes ken-burns{to{transform:scale(${GALLERY.kenBurnsZoom})}}
@media (scripting:none){.gallery-design-stacked .slide{position:relative;opacity:1;visibility:visible}.gallery-design-stacked .gallery-track{aspect-ratio:auto!important}.gallery-controls{display:none}}
.gallery-design-strip .gallery-viewport,.gallery-design-carousel .gallery-viewport{overflow:hidden}
.gallery-design-strip .gallery-track{display:flex;gap:8px;height:var(--strip-height)}
.gallery-design-strip .slide{flex:none;height:100%;aspect-ratio:var(--a)}
.gallery-design-strip .slide>.image-frame{height:100%}
.gallery-thumbnails .slide{opacity:.6}
.gallery-thumbnails .slide.active{opacity:1;outline:2px solid #1d1d1f;outline-offset:-2px}
@media (scripting:none){.gallery-design-strip .gallery-viewport,.gallery-design-carousel .gallery-viewport{overflow-x:auto}}
.gallery-design-carousel .gallery-track{display:flex;gap:var(--gutter);--n:var(--per-row)}
@container (max-width:723.98px){.gallery-design-carousel .gallery-track{--n:min(3,var(--per-row))}}
@container (max-width:479.98px){.gallery-design-carousel .gallery-track{--n:min(2,var(--per-row))}}
.gallery-design-carousel .slide{flex:0 0 calc((100% - (var(--n) - 1) * var(--gutter)) / var(--n))}
.gallery-design-grid .gallery-track{display:grid;grid-template-columns:repeat(var(--per-row),minmax(0,1fr));gap:var(--padding)}
.gallery-design-autogrid .gallery-track{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(250px,100%),1fr));gap:var(--padding)}
.gallery-design-autorows .gallery-track{display:flex;flex-wrap:wrap;column-gap:var(--gutter);margin-bottom:calc(-1 * var(--gutter))}
.gallery-design-autorows .slide{flex:var(--a) 1 0;min-width:0;margin-bottom:var(--gutter)}
.row-break{flex:0 0 100%;height:0;display:none}
.gallery-design-autocolumns .gallery-track{position:relative}
.gallery-design-autocolumns .slide{position:absolute}
.gallery-design-list .slide{display:flex;gap:1.25rem;align-items:flex-start;margin-bottom:1.5rem}
.gallery-design-list .slide>.image-frame{flex:0 0 var(--image-width)}
.gallery-design-base .slide{margin-bottom:1rem}
.accordion-items{list-style:none;margin:0;padding:0;border-top:1px solid #d9d5cc}
.accordion-item{border-bottom:1px solid #d9d5cc}
.accordion-item__title-wrapper{margin:0;font-size:1.0625rem}
.accordion-item__click-target{display:flex;width:100%;align-items:center;justify-content:space-between;gap:1rem;padding:1rem 0;border:0;background:none;font:inherit;font-weight:600;color:inherit;text-align:left;cursor:pointer}
.accordion-item__click-target:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}
.accordion-icon{width:.75rem;height:.75rem;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:rotate(45deg);transition:transform .25s}
[aria-expanded="true"]>.accordion-icon{transform:rotate(-135deg)}
.accordion-item__description{padding:0 0 1rem}
@media (scripting:enabled){.accordion-item__dropdown[data-collapsed]{display:none}}
.menu-tabs{display:flex;gap:.5rem;margin:.75rem 0;border-bottom:1px solid #d9d5cc}.menu-tab{min-height:44px;padding:0 1rem;border:0;border-bottom:3px solid transparent;background:none;font:inherit;color:inherit;cursor:pointer}.menu-tab[aria-selected=true]{border-bottom-color:currentColor;font-weight:600}.menu-items{list-style:none;padding:0}.menu-item{padding:.5rem 0;border-bottom:1px solid #eee}.menu-item-price{float:right}.menu-item-description{margin:.25rem 0 0;color:#555}

.button-align-center{text-align:center}.button-align-right{text-align:right}.button-block-link{display:inline-block;min-height:44px;line-height:44px;padding:0 1.25rem;border-radius:4px;background:#1d1d1f;color:#fff;text-decoration:none}.button-large{font-size:1.125rem;padding:0 1.75rem}.button-block-inert{background:#6b6b6b}
.search-form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}.search-form label{flex-basis:100%;font-weight:600}.search-form input{flex:1 1 12rem;min-height:44px;padding:0 .75rem;font:inherit;border:1px solid #8a8a8a;border-radius:4px}.search-form button{min-height:44px;padding:0 1.25rem;border:0;border-radius:4px;background:#1d1d1f;color:#fff;font:inherit;cursor:pointer}.search-list{padding-left:1.25rem}.search-item{margin:.75rem 0}.search-kind{font-size:.875rem;color:#555}.search-snippet{margin:.25rem 0 0}.search-snippet mark{background:#fde68a;color:inherit}
.chart-bars{list-style:none;padding:0;margin:0 0 1rem}.chart-row{display:grid;gap:2px;margin:.5rem 0}.chart-label{font-size:.875rem}.chart-bar{display:block;height:12px;min-width:2px;border-radius:2px}.chart-series-0{background:#1d1d1f}.chart-series-1{background:#8a6d3b}.chart-series-2{background:#4a7a8c}.chart-series-3{background:#7a4a8c}.chart-data{border-collapse:collapse;font-size:.875rem}.chart-data th,.chart-data td{padding:.25rem .75rem;border-bottom:1px solid #d9d5cc;text-align:left}.chart-problem{color:#8a1f11}
.reservation-block{padding:1rem;border:1px solid #d9d5cc;border-radius:6px}.reservation-status:empty{display:none}.reservation-block[data-reservation-state=loaded] .reservation-fallback,.reservation-block[data-reservation-state=preview] .reservation-fallback,.reservation-block[data-reservation-state=preview] .reservation-widget{display:none}.reservation-wide .booking-widget-double{display:flex;gap:1rem;align-items:end;flex-wrap:wrap}.reservation-column .booking-widget-double{display:grid;gap:.5rem}
@media (scripting:none){.menu-tabs,.pricing-toggle{display:none}.menu-panel[hidden],.pricing-period[hidden]{display:block}}
@media (scripting:enabled){.menu-section-title{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}}
${FAILED_BLOCK_CSS}
.pricing-toggle{display:inline-flex;border:1px solid #1d1d1f;border-radius:4px;overflow:hidden}.pricing-option{min-height:44px;padding:0 1.25rem;border:0;background:#fff;color:#1d1d1f;font:inherit;cursor:pointer}.pricing-option[aria-pressed=true]{background:#1d1d1f;color:#fff}.pricing-plans{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:1rem}.pricing-plan{padding:1rem;border:1px solid #d9d5cc;border-radius:6px}.pricing-join{display:inline-block;min-height:44px;line-height:44px;padding:0 1rem;background:#1d1d1f;color:#fff;border-radius:4px;text-decoration:none}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
.not-found{text-align:center;padding:3rem 0}
.form-wrapper{container-type:inline-size}
.form{display:grid;gap:1.25rem}
.form[hidden],.form-submission[hidden],.form-error[hidden],.field-error[hidden]{display:none}
.form-item{margin:0;padding:0;border:0;min-width:0}
.form-item>label,.form-item>legend,.field-part label{display:block;font-weight:600;margin-bottom:.25rem}
.form-item>legend{float:left;width:100%;padding:0}
.form-item>legend+*{clear:both}
.required{font-weight:400;color:#555}
.field-description{margin:0 0 .375rem;font-size:.875rem;color:#555}
.form input:not([type=radio]):not([type=checkbox]),.form textarea,.form select{display:block;width:100%;padding:.5rem .625rem;border:1px solid #8a8478;border-radius:4px;background:#fff;font:inherit;color:inherit}
.form textarea{resize:vertical}
.form input:focus-visible,.form textarea:focus-visible,.form select:focus-visible,.form-submit:focus-visible,.donation-button:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}
.field-parts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(9rem,100%),1fr));gap:.5rem}
.field-part label{font-weight:400;font-size:.875rem}
.option{display:flex;gap:.5rem;align-items:center;min-height:44px}
.option input{width:1.25rem;height:1.25rem;margin:0}
.likert-statement{margin:0 0 .75rem;padding:0;border:0}
.likert-statement>legend{padding:0;margin-bottom:.25rem}
.likert-answers{display:flex;flex-wrap:wrap;column-gap:1rem}
.currency-input{display:flex;align-items:center;gap:.375rem}
.section-title{margin:0 0 .25rem;font-size:1.125rem}
.field-section hr{border:0;border-top:1px solid #c9c4b9;margin:.5rem 0 0}
.form-item.error input:not([type=radio]):not([type=checkbox]),.form-item.error textarea,.form-item.error select{border-color:#b3261e;box-shadow:inset 0 0 0 1px #b3261e}
.field-error,.form-error{margin:0 0 .375rem;color:#b3261e;font-weight:600}
.form-submit,.donation-button{display:inline-block;min-height:44px;padding:.625rem 1.5rem;border:0;border-radius:4px;background:#1d1d1f;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.form-submission{padding:1rem;border-left:4px solid #1d1d1f;background:#fff}
.form-captcha{width:304px;min-height:78px}
.form-trap{position:absolute;inset-inline-start:-10000px;width:1px;height:1px;overflow:hidden}
@container (max-width:319.98px){.form-captcha{width:164px;min-height:144px}}
.newsletter-block{container-type:inline-size}
.newsletter-block .form{grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));align-items:end}
.newsletter-block .form-button-wrapper,.newsletter-block .form-error-below{grid-column:1/-1}
@container (max-width:319.98px){.newsletter-block .form{grid-template-columns:1fr;gap:.75rem}.newsletter-block .field-parts{grid-template-columns:1fr}.newsletter-block .form-submit{width:100%}}
.newsletter-small .form{grid-template-columns:1fr;gap:.75rem}
.cart-indicator{display:inline-flex;align-items:center;gap:.25rem;min-width:44px;min-height:44px;justify-content:center;color:inherit;text-decoration:none}
.cart-indicator::before{content:"";width:1.25rem;height:1rem;border:2px solid currentColor;border-top-width:5px;border-radius:2px 2px 4px 4px}
.cart-count{display:inline-block;min-width:2ch;text-align:center}
`.replace(/\n/g, '');

// docs/store.md "Pages": the store pages' own rules, only in the pages that hold a store view or a product block.
export const STORE_CSS = `
.store-button,.add-to-cart,.review-submit{display:inline-block;min-height:44px;padding:.625rem 1.5rem;border:0;border-radius:4px;background:#1d1d1f;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.add-to-cart:disabled{background:#767676;cursor:not-allowed}
.store-alert{padding:.75rem 1rem;border-left:4px solid #b3261e;background:#fff;color:#b3261e;font-weight:600}
.store-status{padding:.75rem 1rem;border-left:4px solid #1d1d1f;background:#fff}
.product-mark:empty,.product-message:empty,.product-installments:empty{display:none}
.product-mark,.shop-mark{display:inline-block;margin:0;padding:0 .5rem;border:1px solid currentColor;border-radius:2px;font-size:.8125rem;font-weight:600;text-transform:uppercase}
.product-reviews{margin-top:2rem}.product-review-list{list-style:none;padding:0}.product-review{padding:.75rem 0;border-top:1px solid #ddd}.review-rating,.review-date{margin:0}.review-comment{white-space:pre-line}
.price-original{color:#555;margin-right:.25rem}
main>.product-block{grid-column:span 3}
.product-form{display:grid;gap:.75rem;justify-items:start;margin-top:1rem}
.product-form label,.store-field label{display:grid;gap:.25rem;font-weight:600}
.product-form select,.product-form input,.store-field input,.store-field textarea{min-height:44px;padding:.5rem .625rem;border:1px solid #8a8478;border-radius:4px;background:#fff;font:inherit;color:inherit}
.store-field input,.store-field textarea{width:100%}
.shop-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:2rem 12px}
.shop-link{color:inherit;text-decoration:none}
.shop-name{font-size:1.0625rem;margin:.5rem 0 0}
.shop-price{margin:0}
.quick-view{min-height:44px;margin-top:.5rem;padding:0 1rem;border:1px solid #1d1d1f;border-radius:4px;background:#fff;font:inherit;cursor:pointer}
@media (scripting:none){.quick-view{display:none}}
.quick-view-dialog{max-width:min(32rem,calc(100vw - 2rem));padding:1.5rem;border:0;border-radius:8px}.quick-view-dialog::backdrop{background:rgba(0,0,0,.5)}.quick-view-close{min-height:44px;padding:0 1rem;border:1px solid #1d1d1f;border-radius:4px;background:#fff;font:inherit;cursor:pointer}
.cart-lines{list-style:none;margin:0;padding:0;border-top:1px solid #d9d5cc}
.cart-line{display:grid;grid-template-columns:96px minmax(0,1fr) auto;gap:.5rem 1rem;align-items:center;padding:1rem 0;border-bottom:1px solid #d9d5cc}
.cart-line-info p{margin:0}
.cart-line-name{font-weight:600}
.cart-quantity-form,.cart-remove-form{display:flex;gap:.5rem;align-items:center;grid-column:2}
.cart-quantity-form input{width:5rem;min-height:44px}
.cart-line button{min-height:44px;padding:0 .75rem;font:inherit;cursor:pointer}
.cart-line-total{grid-column:3;grid-row:1;margin:0;font-weight:600}
.cart-subtotal{font-size:1.125rem;text-align:right}
.store-lines{width:100%;border-collapse:collapse}
.store-lines th,.store-lines td{padding:.5rem;border-bottom:1px solid #d9d5cc;text-align:left;font-weight:400}
.store-lines thead th,.store-lines tfoot th{font-weight:600}
.line-options{font-size:.875rem;color:#555}
.checkout-form fieldset{margin:1.5rem 0;padding:0;border:0;display:grid;gap:1rem}
.checkout-form legend,.review-rating legend{font-size:1.25rem;font-weight:600;margin-bottom:.5rem;padding:0}
.store-field.error input,.review-rating.error{border-color:#b3261e}
.optional{font-weight:400;color:#555}
.test-payment{padding:.75rem 1rem;border:1px dashed #8a8478;background:#fff}
.checkout-address .store-field{position:relative}.places-list{position:absolute;z-index:2;left:0;right:0;top:100%;margin:.25rem 0 0;padding:.25rem 0;list-style:none;background:#fff;border:1px solid #8a8478;border-radius:4px;box-shadow:0 4px 12px rgb(0 0 0/.12)}.places-list [role=option]{padding:.625rem .75rem;min-height:44px;box-sizing:border-box;cursor:pointer}.places-list [aria-selected=true]{background:#1f3b57;color:#fff}
.review-form{display:grid;gap:1rem}
.review-rating{margin:0;padding:0;border:0}
.star-option{display:flex;gap:.5rem;align-items:center;min-height:44px}
@media (max-width:599.98px){main>.product-block,main:has(>.product-block)>.block--half{grid-column:1/-1}.shop-list{grid-template-columns:repeat(2,minmax(0,1fr))}}
`.replace(/\n/g, '');

// docs/block-types.md: the audio (38), calendar (39) and tour dates (40) blocks' rules, only in the pages that hold one.
// A native player lays out its own controls twice (its first frame, then the controls that fit its width),
// a layout shift no page can prevent: it is kept invisible for its first half second, CSS only, so it
// needs no script and shows with JavaScript off (docs/decisions.md).
export const EVENT_BLOCKS_CSS = `
.audio-artist{margin:.25rem 0 1rem;color:#555}
.audio-tracks{padding-left:1.5rem}
.audio-track{margin:.75rem 0}
.audio-track-duration{margin-left:.5rem;color:#555;font-variant-numeric:tabular-nums}
.audio-track audio{display:block;width:100%;max-width:28rem;height:44px;margin-top:.25rem;animation:audio-settle 0s .5s both}
@keyframes audio-settle{from{visibility:hidden}to{visibility:visible}}
.audio-note,.calendar-note,.tour-note{color:#555}
.calendar-month{width:100%;table-layout:fixed;border-collapse:collapse;font-size:.875rem}
.calendar-month caption{margin-bottom:.5rem;font-size:1.25rem;font-weight:600;text-align:left}
.calendar-month th{padding:.25rem;border-bottom:1px solid #d9d5cc;text-align:left}
.calendar-month abbr{text-decoration:none}
.calendar-month td{height:4.5rem;padding:.25rem;border:1px solid #e5e1d8;vertical-align:top;overflow-wrap:anywhere}
.calendar-day{display:block;color:#555;font-variant-numeric:tabular-nums}
.calendar-has-events{background:#f6f3ec}
.calendar-events{margin:.25rem 0 0;padding:0;list-style:none}
.tour-dates{padding:0;list-style:none}
.tour-date{display:grid;grid-template-columns:10rem 1fr 1fr 7rem;gap:.25rem 1rem;align-items:center;min-height:44px;padding:.75rem 0;border-bottom:1px solid #d9d5cc}
.tour-venue{font-weight:600}
.tour-tickets{display:inline-block;min-height:44px;line-height:44px;padding:0 1rem;border-radius:4px;background:#1d1d1f;color:#fff;text-align:center;text-decoration:none}
.tour-sold-out{color:#555;font-weight:600}
@media (max-width:599.98px){.tour-date{grid-template-columns:1fr}.tour-tickets,.tour-sold-out{justify-self:start}}
`.replace(/\n/g, '');

// The summary block (55), in its four designs, only in the pages that hold one.
export const SUMMARY_CSS = `
.summary-title{font-size:1.5rem;margin:0 0 1rem}
.summary-items{display:grid;gap:1.5rem 12px;margin:0;padding:0;list-style:none;grid-template-columns:repeat(3,minmax(0,1fr))}
.summary--wall .summary-items{grid-template-columns:repeat(auto-fill,minmax(12rem,1fr))}
.summary--list .summary-items{grid-template-columns:1fr}
.summary--list .summary-item{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,2fr);gap:0 1rem;align-items:start}
.summary--list .summary-link{grid-row:span 2}
.summary--carousel .summary-items{grid-auto-flow:column;grid-template-columns:none;grid-auto-columns:minmax(14rem,1fr);overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:.5rem}
.summary--carousel .summary-item{scroll-snap-align:start}
.summary-link{display:block;color:inherit;text-decoration:none}
.summary-item-title{display:block;margin-top:.5rem;font-weight:600;color:#0b57d0;text-decoration:underline}
.summary-date{display:block;color:#555;font-size:.875rem}
.summary-excerpt{margin:.25rem 0 0;color:#333}
@media (max-width:599.98px){.summary-items{grid-template-columns:1fr}.summary--list .summary-item{grid-template-columns:1fr}.summary--list .summary-link{grid-row:auto}}
`.replace(/\n/g, '');
