// The popup overlay's CSS: a centred modal card over a dimmed page.
export const POPUP_CSS = `
.vt-popup-layer{position:fixed;inset:0;z-index:25000;display:flex;align-items:center;justify-content:center;padding:16px;font:16px/1.5 system-ui,sans-serif}
.vt-popup-backdrop{position:absolute;inset:0;background:rgba(0,0,0,.5)}
.vt-popup{position:relative;box-sizing:border-box;width:min(440px,100%);padding:32px 28px 28px;border-radius:10px;background:#fff;color:#1a1a1a;box-shadow:0 16px 48px rgba(0,0,0,.3)}
.vt-popup h2{margin:0 32px 8px 0;font-size:1.5rem;line-height:1.25}
.vt-popup-body p{margin:0 0 16px}
.vt-popup-close{position:absolute;top:8px;right:8px;display:flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer}
.vt-popup-form{display:grid;grid-template-columns:1fr auto;gap:8px}
.vt-popup-form label{grid-column:1/-1;font-size:.875rem;font-weight:600}
.vt-popup-form input{min-width:0;min-height:44px;padding:0 12px;font:inherit;border:1px solid #767676;border-radius:4px}
.vt-popup-form button{min-height:44px;padding:0 18px;font:inherit;border:0;border-radius:4px;background:#1a1a1a;color:#fff;cursor:pointer}
.vt-popup-form button[disabled]{opacity:.6;cursor:progress}
.vt-popup-error{grid-column:1/-1;margin:0;color:#b3261e;font-size:.875rem}
.vt-popup-thanks{margin:0;font-weight:600}
.vt-popup button:focus-visible,.vt-popup input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;
