// The mobile info bar's CSS: 56 px along the bottom at 1024 px or less, hidden above. The page's
// other fixed bottom overlays read its height from --vt-info-bar-height.
export const INFO_BAR_CSS = `
.vt-info-bar{position:fixed;left:0;right:0;bottom:0;z-index:19000;font:13px/1.2 system-ui,sans-serif;background:#1a1a1a;color:#fff;box-shadow:0 -2px 12px rgba(0,0,0,.15)}
.vt-ib-light{background:#fff;color:#1a1a1a}
.vt-info-bar ul{display:flex;margin:0;padding:0;list-style:none;height:56px}
.vt-info-bar li{flex:1}
.vt-info-bar a,.vt-info-bar button{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;width:100%;height:100%;padding:0;border:0;background:none;color:inherit;font:inherit;text-decoration:none;cursor:pointer}
.vt-info-bar a:focus-visible,.vt-info-bar button:focus-visible{outline:3px solid #4c8dff;outline-offset:-3px}
.vt-ib-hours{margin:0;padding:12px 16px;text-align:center;border-bottom:1px solid rgba(127,127,127,.35)}
@media (max-width:1024px){:root:has(.vt-info-bar){--vt-info-bar-height:56px}}
@media (min-width:1025px){.vt-info-bar{display:none}}
`;
