// Shows the login dialog (Escape rule 5); resolves true when signed in, and then
// reloads the page, which the session cookie now opens as the account's.
import { addStyle, mount } from '../layer/index.ts';
import { LoginDialog } from './login.tsx';
import { signInOnPage } from './sign-in.ts';
import { LOGIN_CSS } from './style.ts';

export function showLoginDialog(window: Window, trigger: Element | null): Promise<boolean> {
  const { document } = window;
  addStyle(document, 'vt-login-css', LOGIN_CSS);
  return new Promise((resolve) => {
    const mounted = mount(
      document,
      <LoginDialog
        trigger={trigger}
        signIn={(credentials) => signInOnPage(window, credentials)}
        onSignedIn={() => {
          resolve(true);
          window.location.reload();
        }}
        onClose={() => {
          mounted.remove();
          resolve(false);
        }}
      />,
    );
  });
}
