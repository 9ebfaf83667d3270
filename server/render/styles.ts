// The demo template's stylesheet, inlined so the first paint needs no extra request.
export const SITE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#fbfaf7}
a{color:#0b57d0}
.site-header,.site-footer{padding:1rem 1.25rem;background:#fff;border-bottom:1px solid #e6e3dc}
.site-footer{border-top:1px solid #e6e3dc;border-bottom:0;margin-top:3rem;color:#555;font-size:.875rem}
.site-header nav{display:flex;gap:1rem;align-items:baseline;flex-wrap:wrap;max-width:960px;margin:0 auto}
.site-title{font-weight:600;font-size:1.125rem;color:inherit;text-decoration:none;margin-right:auto}
main{max-width:960px;margin:0 auto;padding:0 1.25rem;display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:2rem 12px}
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
.video-overlay{position:absolute;inset:0;cursor:pointer;transition:opacity .3s,visibility .3s}
.video-overlay .image-frame{position:absolute;inset:0;aspect-ratio:auto!important}
.video-placeholder{background:#2b2b2b}
.video-play{position:absolute;left:50%;top:50%;width:72px;height:72px;margin:-36px 0 0 -36px;border:0;border-radius:50%;background:rgba(0,0,0,.65);cursor:pointer}
.video-play:focus-visible{outline:3px solid #fff;outline-offset:3px}
.video-play-icon{display:block;margin-left:28px;width:0;height:0;border-style:solid;border-width:14px 0 14px 22px;border-color:transparent transparent transparent #fff}
.video-player{position:absolute;inset:0;opacity:0;transition:opacity 1s;pointer-events:none}
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
[data-animation]{transition:opacity .6s ease,transform .6s ease}
.animation-pending{opacity:0;transform:translateY(24px)}
[data-animation="fade"].animation-pending{transform:none}
.textarea-counter{position:absolute;right:.5rem;bottom:.5rem;font-size:.75rem;color:#555;pointer-events:none}
.textarea-counter.error{color:#b3261e}
.accordion-items{list-style:none;margin:0;padding:0;border-top:1px solid #d9d5cc}
.accordion-item{border-bottom:1px solid #d9d5cc}
.accordion-item__title-wrapper{margin:0;font-size:1.0625rem}
.accordion-item__click-target{display:flex;width:100%;align-items:center;justify-content:space-between;gap:1rem;padding:1rem 0;border:0;background:none;font:inherit;font-weight:600;color:inherit;text-align:left;cursor:pointer}
.accordion-item__click-target:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}
.accordion-icon{width:.75rem;height:.75rem;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:rotate(45deg);transition:transform .25s}
[aria-expanded="true"]>.accordion-icon{transform:rotate(-135deg)}
.accordion-item__description{padding:0 0 1rem}
@media (scripting:enabled){.accordion-item__dropdown[data-collapsed]{display:none}}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
.not-found{text-align:center;padding:3rem 0}
`.replace(/\n/g, '');
