// The lightbox's CSS: overlay opacity 0.95, padding 100, navigation fade 500 ms, from
// the constants the lightbox itself uses.
import { LIGHTBOX_BUTTON, LIGHTBOX_BUTTON_LIGHT, LIGHTBOX_PLACES as at, LIGHTBOX_TEXT, LIGHTBOX_TEXT_LIGHT } from '../../core/overlays/lightbox-icons.ts';
import { LIGHTBOX } from './rules.ts';

export const LIGHTBOX_CSS = `
.vt-lightbox{position:fixed;inset:0;touch-action:none;overscroll-behavior:contain;${LIGHTBOX_TEXT}}
.vt-lb-light{${LIGHTBOX_TEXT_LIGHT}}
.vt-lb-overlay{position:absolute;inset:0;background:#000;opacity:${LIGHTBOX.overlayOpacity}}
.vt-lb-light .vt-lb-overlay{background:#fff}
.vt-lb-stage,.vt-lb-track{position:absolute;inset:0;overflow:hidden}
.vt-lb-track{overflow:visible}
.vt-lb-cell{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;box-sizing:border-box}
.vt-lb-scroll .vt-lb-cell{right:auto;width:100%}
.vt-lb-fade .vt-lb-cell{padding:${LIGHTBOX.padding}px;opacity:0;transition:opacity ${LIGHTBOX.fadeMs / 1000}s}
.vt-lb-fade .vt-lb-cell.active{opacity:1}
.vt-lb-cell img{max-width:100%;max-height:100%;object-fit:contain;user-select:none;-webkit-user-drag:none;transform-origin:50% 50%}
.vt-lb-cell img.vt-lb-placeholder{position:absolute;max-width:none;max-height:none}
.vt-lb-meta{position:absolute;left:0;right:0;bottom:0;padding:8px 100px 20px;text-align:center;transition:transform .3s}
.vt-lb-meta p{margin:0 auto;max-width:60em}
.vt-lb-title{font-weight:600}
.vt-lb-scroll .vt-lb-meta{padding:16px 16px 76px;background:rgba(0,0,0,.75);color:#fff}
.vt-lb-meta-hidden{transform:translateY(100%);visibility:hidden}
.vt-lb-count{${at.count}}
.vt-lightbox button{${LIGHTBOX_BUTTON}}
.vt-lb-light button{${LIGHTBOX_BUTTON_LIGHT}}
.vt-lb-close{${at.close}}
.vt-lb-previous,.vt-lb-next{${at.arrow}}
.vt-lb-previous{${at.previous}}
.vt-lb-next{${at.next}}
.vt-lb-scroll .vt-lb-previous{${at.previousMobile}}
.vt-lb-scroll .vt-lb-next{${at.nextMobile}}
.vt-lb-caption{bottom:16px;left:50%;transform:translateX(-50%)}
.vt-lightbox button.disabled{opacity:.35;cursor:default}
.vt-lightbox button:focus-visible{outline:3px solid #4c8dff;outline-offset:2px}
.vt-lb-still .vt-lb-cell,.vt-lb-still .vt-lb-meta{transition:none}
body.lightbox-open{overflow:hidden}
`;
