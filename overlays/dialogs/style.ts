// The dialogs' CSS: width 350 and padding 20 (set inline), z-index from 30000.
export const DIALOG_CSS = `
.vt-dialog-layer{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,sans-serif}
.vt-dialog-layer[hidden]{display:none}
.vt-dialog-corner{inset:16px 16px auto auto;display:block;pointer-events:none}
.vt-dialog-corner .vt-dialog{pointer-events:auto}
.vt-dialog-overlay{position:absolute;inset:0;background:rgba(0,0,0,.45)}
.vt-dialog{position:relative;box-sizing:border-box;max-width:calc(100vw - 32px);background:#fff;color:#1a1a1a;border-radius:8px;box-shadow:0 12px 40px rgba(0,0,0,.25)}
.vt-dialog-title{margin:0;font-size:1.125rem;line-height:1.3}
.vt-dialog-message{margin:.5em 0 0}
.vt-dialog-buttons{display:flex;justify-content:flex-end;gap:8px;margin-top:20px}
.vt-dialog-buttons button{font:inherit;min-height:44px;padding:0 18px;border-radius:4px;border:1px solid #1a1a1a;background:#fff;color:#1a1a1a;cursor:pointer}
.vt-dialog-buttons .vt-dialog-confirm{background:#1a1a1a;color:#fff}
.vt-dialog-buttons button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;
