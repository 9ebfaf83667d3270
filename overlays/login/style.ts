// The login dialog's CSS: a centred card over a dimmed page, above the dialogs' 30000.
export const LOGIN_CSS = `
.vt-login-layer{position:fixed;inset:0;z-index:31000;display:flex;align-items:center;justify-content:center;padding:16px;font:16px/1.5 system-ui,sans-serif}
.vt-login-backdrop{position:absolute;inset:0;background:rgba(0,0,0,.5)}
.vt-login{position:relative;box-sizing:border-box;width:min(380px,100%);padding:28px;border-radius:8px;background:#fff;color:#1a1a1a;box-shadow:0 16px 48px rgba(0,0,0,.3)}
.vt-login h2{margin:0 0 16px;font-size:1.375rem;line-height:1.25}
.vt-login form{display:grid;gap:6px}
.vt-login label{font-size:.875rem;font-weight:600}
.vt-login input[type=email],.vt-login input[type=password]{min-height:44px;padding:0 12px;margin-bottom:8px;font:inherit;border:1px solid #767676;border-radius:4px}
.vt-login input[aria-invalid=true]{border-color:#b3261e}
.vt-login-remember{display:flex;align-items:center;gap:8px;font-weight:400!important;margin-bottom:8px}
.vt-login-remember input{width:20px;height:20px;margin:0}
.vt-login-error{margin:0 0 8px;color:#b3261e;font-size:.875rem}
.vt-login-buttons{display:flex;justify-content:flex-end;gap:8px;margin-top:8px}
.vt-login button{min-height:44px;padding:0 18px;font:inherit;border:1px solid #1a1a1a;border-radius:4px;background:#fff;color:#1a1a1a;cursor:pointer}
.vt-login button[type=submit]{background:#1a1a1a;color:#fff}
.vt-login button[disabled]{opacity:.6;cursor:progress}
.vt-login button:focus-visible,.vt-login input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;
