// Shows the popup overlay; closing it, or signing up, updates its local-storage record.
import { mount, addStyle, richText } from '../layer/index.ts';
import { PopupOverlay } from './popup.tsx';
import type { PopupSettings } from '../../core/popup/rules.ts';
import { writeRecord } from '../../core/popup/storage.ts';
import { signUpOnPage, type SignupPage } from '../../core/popup/signup.ts';
import { hostSignUp, isHostSignup } from '../../core/popup/host-signup.ts';
import { POPUP_CSS } from './style.ts';
import { OVERLAY_SHOWN_EVENT } from '../../core/catalog/tracking.ts';

/**
 * Resolves true when the visitor signed up, false when they closed it without. The sign-up goes to
 * `signup` when the host page supplied one, else to the site's own form submission.
 */
export function showPopup(window: Window, settings: PopupSettings, page: SignupPage, signup?: unknown): Promise<boolean> {
  const { document } = window;
  addStyle(document, 'vt-popup-css', POPUP_CSS);
  let signedUp = false;
  return new Promise((resolve) => {
    const mounted = mount(
      document,
      <PopupOverlay
        settings={settings}
        html={richText(document, settings.body)}
        send={(email) =>
          isHostSignup(signup) ? hostSignUp((url, init) => window.fetch(url, init), signup, email) : signUpOnPage(window, email, settings.formId, settings.buttonText, page)
        }
        onSignedUp={() => {
          signedUp = true;
          writeRecord(window, { submitted: true, version: settings.version });
        }}
        onClose={() => {
          writeRecord(window, { 'date-closed': Date.now(), version: settings.version });
          mounted.remove();
          resolve(signedUp);
        }}
      />,
    );
    // The overlay census call, made by the tracking entry where the page has one.
    document.dispatchEvent(new CustomEvent(OVERLAY_SHOWN_EVENT, { detail: { overlay: 'popup-overlay', formId: settings.formId, version: settings.version } }));
  });
}
