// @vitest-environment happy-dom
// issue 14: showing the popup overlay tells the page, so that the tracking entry
// (a build of its own) makes the overlay census call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_SHOWN_EVENT } from '../../../../core/catalog/tracking.ts';
import { showPopup } from '../../../../overlays/popup-overlay/index.tsx';
import type { PopupSettings } from '../../../../core/popup/rules.ts';

vi.mock('motion/mini', () => ({ animate: () => ({ finished: new Promise(() => {}) }) }));

afterEach(() => {
  document.body.innerHTML = '';
});

const settings: PopupSettings = {
  style: 'show',
  enableMobile: true,
  version: 4,
  showUntilSignup: false,
  displayFrequency: 1,
  title: 'Hello',
  body: '',
  buttonText: 'Sign up',
  formId: 'popup-form',
};

describe('showPopup', () => {
  it('dispatches the overlay-shown event on document, once, with the overlay, its form and version', () => {
    const seen: unknown[] = [];
    document.addEventListener(OVERLAY_SHOWN_EVENT, (event) => seen.push((event as CustomEvent).detail));
    void showPopup(window, settings, { collectionId: 'c', pagePath: '/promo', pageTitle: 'Promo' });
    expect(seen).toEqual([{ overlay: 'popup-overlay', formId: 'popup-form', version: 4 }]);
  });
});
