// @vitest-environment happy-dom
// A store chunk that cannot be fetched is the missing commerce code: a console warning in the
// catalogue's words, never a plain error (the store's pages still work as the server sent them).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commerceStrings } from '../../../../../core/catalog/strings/commerce.ts';
import { immediateScheduler, noOverlays, plainPage } from '../../../../fixtures/dom.ts';

const deps = () => ({ document, window, scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
const lost = new TypeError('Failed to fetch dynamically imported module');

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('../../../../../core/blocks/store/review-form.ts');
  vi.doUnmock('../../../../../core/blocks/store/cart-indicator.ts');
  vi.resetModules();
});

/** Starts the features' second level, as the runtime does after load, and says what the console got. */
async function startSecondLevel(body: string) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = body;
  const { start } = await import('../../../../../core/utilities.ts');
  return { started: start(deps()), warn, error };
}

describe('a store chunk that does not load', () => {
  it("the cart indicator's part (the review form) is warned as missing commerce code, not logged as an error", async () => {
    vi.resetModules();
    vi.doMock('../../../../../core/blocks/store/review-form.ts', () => Promise.reject(lost));
    const { started, warn, error } = await startSecondLevel('<a data-cart-indicator><span class="cart-count"></span></a><form data-review-form></form>');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(commerceStrings.missing, expect.anything()));
    // The indicator itself did start.
    await vi.waitFor(() => expect(document.querySelector('[data-cart-state="initialised"]')).not.toBeNull());
    expect(error).not.toHaveBeenCalled();
    started.destroy();
  });

  it('the cart indicator itself is warned as missing commerce code, not logged as an error', async () => {
    vi.resetModules();
    vi.doMock('../../../../../core/blocks/store/cart-indicator.ts', () => Promise.reject(lost));
    const { started, warn, error } = await startSecondLevel('<a data-cart-indicator><span class="cart-count"></span></a>');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(commerceStrings.missing, expect.anything()));
    expect(error).not.toHaveBeenCalled();
    started.destroy();
  });
});
