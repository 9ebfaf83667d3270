// The system error overlay's CSS: the whole page, above every other overlay (dialogs start at 30000).
export const SYSTEM_ERROR_CSS = `
.vt-system-error{position:fixed;inset:0;z-index:40000;display:flex;align-items:center;justify-content:center;padding:24px;background:rgba(255,255,255,.97);color:#1a1a1a;font:16px/1.5 system-ui,sans-serif}
.vt-system-error-box{box-sizing:border-box;width:min(560px,100%);text-align:center}
.vt-system-error h2{margin:0 0 12px;font-size:1.75rem;line-height:1.25}
.vt-system-error p{margin:0 0 16px}
.vt-system-error dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px;text-align:left;overflow-wrap:anywhere}
.vt-system-error dt{font-weight:600}
.vt-system-error dd{margin:0;font-family:ui-monospace,monospace;font-size:.875rem}
.vt-system-error-buttons{display:flex;justify-content:center;gap:12px;margin-top:24px}
.vt-system-error-buttons button{min-height:44px;padding:0 20px;font:inherit;border:1px solid #1a1a1a;border-radius:4px;background:#fff;color:#1a1a1a;cursor:pointer}
.vt-system-error-buttons .vt-system-error-reload{background:#1a1a1a;color:#fff}
.vt-system-error-buttons button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;
