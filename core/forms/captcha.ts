// The captcha seam. A provider renders a widget into the form's
// .form-captcha; the block asks it for the response, resets it after a failure, and hears when the
// visitor completes it. The demo site uses the test double below (no provider script can load on
// the machines that test it); a site plugs a real provider in by setting `window.vitrineCaptcha`
// to an object of this shape before the form block starts (docs/forms.md).
import { captchaStrings } from '../catalog/strings/form.ts';
import { CAPTCHA_DOUBLE_RESPONSE } from './spam.ts';

/** "Default captcha size is compact under 320 px wide." */
export const COMPACT_BELOW_PX = 320;

export type CaptchaSize = 'compact' | 'normal';

export const captchaSize = (width: number): CaptchaSize => (width < COMPACT_BELOW_PX ? 'compact' : 'normal');

export interface CaptchaWidget {
  /** The token to send as captchaKey, or '' while the visitor has not completed it. */
  getResponse(): string;
  reset(): void;
  destroy(): void;
}

export interface CaptchaProvider {
  render(container: HTMLElement, options: { size: CaptchaSize; onComplete: () => void }): CaptchaWidget | Promise<CaptchaWidget>;
}

let doubles = 0;

/** The test double: a checkbox 'I am not a robot' that completes it; its response is a fixed token. */
export const checkboxCaptcha: CaptchaProvider = {
  render(container, { size, onComplete }) {
    const doc = container.ownerDocument;
    const id = `captcha-double-${++doubles}`;
    const box = doc.createElement('input');
    box.type = 'checkbox';
    box.id = id;
    box.className = 'captcha-double';
    const label = doc.createElement('label');
    label.htmlFor = id;
    label.textContent = captchaStrings.notRobot;
    container.classList.add(`captcha-${size}`);
    container.append(box, label);
    const onChange = (): void => {
      if (box.checked) onComplete();
    };
    box.addEventListener('change', onChange);
    return {
      getResponse: () => (box.checked ? CAPTCHA_DOUBLE_RESPONSE : ''),
      reset: () => {
        box.checked = false;
      },
      destroy: () => {
        box.removeEventListener('change', onChange);
        box.remove();
        label.remove();
      },
    };
  },
};

/** The page's provider: one the site set on window, else the test double. */
export const captchaProvider = (window: Window): CaptchaProvider => (window as Window & { vitrineCaptcha?: CaptchaProvider }).vitrineCaptcha ?? checkboxCaptcha;
