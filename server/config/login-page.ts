// The sign-in page at /config/login, server-rendered, working with
// JavaScript off: fields labelled Email and Password, a Remember me checkbox, a Sign in button.
// A refused sign-in shows the one message in role=alert and marks both fields aria-invalid.
import { accountStrings } from '../../core/catalog/strings.ts';
import { escapeHtml } from '../render/escape.ts';
import { configDocument } from './document.ts';

export interface LoginPageState {
  siteTitle: string;
  locale: string;
  /** The form's action: this page's path with its safe `next`. */
  action: string;
  crumb: string;
  email?: string;
  rememberMe?: boolean;
  /** The one message of a refused sign-in, or none. */
  error?: string | null;
}

// AA contrast on #fbfaf7: text #1d1d1f (16:1), the button #0b57d0 under white (6.4:1), the error #b3261e (6:1).
const CSS = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#fbfaf7}
main{max-width:24rem;margin:10vh auto;padding:2rem;background:#fff;border:1px solid #d8d4cc;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 1.5rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
input[type=email],input[type=password]{box-sizing:border-box;width:100%;padding:.625rem .75rem;margin:0 0 1rem;border:1px solid #6b6b6b;border-radius:4px;font:inherit;color:inherit;background:#fff}
input[aria-invalid=true]{border-color:#b3261e;border-width:2px}
.remember{display:flex;align-items:center;gap:.5rem;margin:0 0 1.5rem}
.remember label{display:inline;font-weight:400;margin:0}
.remember input{width:1.25rem;height:1.25rem;margin:0}
button{width:100%;padding:.75rem;border:0;border-radius:4px;font:inherit;font-weight:600;color:#fff;background:#0b57d0;cursor:pointer}
button:hover{background:#0842a0}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
button:focus-visible{outline-color:#1d1d1f}
.error{margin:0 0 1rem;padding:.75rem;border-left:4px solid #b3261e;background:#fdecea;color:#8c1d18}`;

export function renderLoginPage({ siteTitle, locale, action, crumb, email = '', rememberMe = false, error = null }: LoginPageState): string {
  const s = accountStrings;
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const body = `<main>
<h1>${escapeHtml(s.signInTitle)}</h1>
${error ? `<p id="sign-in-error" class="error" role="alert">${escapeHtml(error)}</p>\n` : ''}<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="crumb" value="${escapeHtml(crumb)}">
<label for="sign-in-email">${escapeHtml(s.email)}</label>
<input id="sign-in-email" name="email" type="email" autocomplete="username" required maxlength="256" value="${escapeHtml(email)}"${invalid}${error ? '' : ' autofocus'}>
<label for="sign-in-password">${escapeHtml(s.password)}</label>
<input id="sign-in-password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid}${error ? ' autofocus' : ''}>
<div class="remember"><input id="sign-in-remember" name="rememberMe" type="checkbox" value="true"${rememberMe ? ' checked' : ''}><label for="sign-in-remember">${escapeHtml(s.rememberMe)}</label></div>
<button type="submit">${escapeHtml(s.signIn)}</button>
</form>
</main>`;
  return configDocument({ locale, title: s.signInTitle, siteTitle, css: CSS, body });
}
