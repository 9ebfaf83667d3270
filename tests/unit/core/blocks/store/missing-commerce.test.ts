// @vitest-environment happy-dom
// A store chunk that cannot be fetched is the missing commerce code: a console warning in the
// catalogue's words, never a plain error (the store's pages still work as the server sent them).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtimeStrings } from '../../../../../core/catalog/strings/runtime.ts';
import { immediateScheduler, noOverlays, plainPage } from '../../../../fixtures/dom.ts';

const deps = () => ({ document, window, scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
const lost = new TypeError('Failed to fetch dynamically imported module');

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('../../../../../core/blocks/store/review-form.ts');
  vi.doUnmock('../../../../../core/blocks/store/cart-indicator.ts');
  vi.resetModules();
});

describe('a store chunk that does not load', () => {
  it("the indicator's part (the review form) is warned as missing commerce code, not logged as an error", async () => {
    vi.resetModules();
    vi.doMock('../../../../../core/blocks/store/review-form.ts', () => Promise.reject(lost));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<a data-cart-indicator><span class="cart-count"></span></a><form data-review-form></form>';
    const { start } = await import('../../../../../core/blocks/store/cart-indicator.ts');
    const started = start(deps());
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(runtimeStrings.commerceMissing, expect.anything()));
    expect(error).not.toHaveBeenCalled();
    started.destroy();
  });

  it('the cart indicator itself (the utilities second level) is warned as missing commerce code, not logged as an error', async () => {
    vi.resetModules();
    vi.doMock('../../../../../core/blocks/store/cart-indicator.ts', () => Promise.reject(lost));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<a data-cart-indicator><span class="cart-count"></span></a>';
    const { start } = await import('../../../../../core/utilities.ts');
    const started = start(deps());
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(runtimeStrings.commerceMissing, expect.anything()));
    expect(error).not.toHaveBeenCalled();
    started.destroy();
  });
});
