// The cookie banner's CSS: a bar at the top or bottom, or a popup in a corner; light or dark. It
// sits above the mobile info bar when both show (--vt-info-bar-height).
export const COOKIE_BANNER_CSS = `
.vt-cookie-banner{position:fixed;z-index:20000;box-sizing:border-box;display:flex;gap:12px 24px;align-items:center;padding:14px 20px;font:14px/1.45 system-ui,sans-serif;background:#1a1a1a;color:#f5f5f5;box-shadow:0 0 24px rgba(0,0,0,.2)}
.vt-cb-light{background:#fff;color:#1a1a1a}
.vt-cb-bar{left:0;right:0;flex-wrap:wrap;justify-content:center}
.vt-cb-bottom{bottom:var(--vt-info-bar-height,0px)}
.vt-cb-top{top:0}
.vt-cb-popup{flex-direction:column;align-items:stretch;width:min(360px,calc(100vw - 32px));border-radius:8px}
.vt-cb-top-left{top:16px;left:16px}.vt-cb-top-right{top:16px;right:16px}
.vt-cb-bottom-left{bottom:calc(16px + var(--vt-info-bar-height,0px));left:16px}.vt-cb-bottom-right{bottom:calc(16px + var(--vt-info-bar-height,0px));right:16px}
.vt-cb-text{flex:1 1 320px;min-width:0}
.vt-cb-text p{margin:0}
.vt-cb-text a{color:inherit}
.vt-cb-actions{display:flex;gap:8px;justify-content:flex-end;flex-wrap:wrap}
.vt-cookie-banner button{font:inherit;min-height:44px;min-width:44px;padding:0 16px;border-radius:4px;border:1px solid currentColor;background:transparent;color:inherit;cursor:pointer}
.vt-cookie-banner .vt-cb-button{background:#f5f5f5;color:#1a1a1a;border-color:#f5f5f5}
.vt-cb-light .vt-cb-button{background:#1a1a1a;color:#fff;border-color:#1a1a1a}
.vt-cookie-banner .vt-cb-text.vt-cb-accept,.vt-cookie-banner .vt-cb-accept.vt-cb-text{border-color:transparent;text-decoration:underline}
.vt-cookie-banner .vt-cb-icon{padding:0;border-color:transparent;display:flex;align-items:center;justify-content:center}
.vt-cookie-banner button:focus-visible{outline:3px solid #4c8dff;outline-offset:2px}
`;
