// @vitest-environment happy-dom
// The font stylesheet never blocks the page (the server writes it media="print"); the
// feature swaps it in when it loads within the timeout; else the fallback font stays, and 'Unable to
// load fonts' goes to console.debug only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_STYLESHEET_TIMEOUT_MS } from '../../../../core/catalog/constants.ts';
import { whenStylesheetLoads } from '../../../../core/dom/load-stylesheet.ts';
import { FONT_STYLESHEET_SELECTOR, start } from '../../../../core/fonts/fonts.ts';
import { fontStylesheet } from '../../../../server/render/page.ts';
import { immediateScheduler } from '../../../fixtures/dom.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

function page(): HTMLLinkElement {
  document.head.innerHTML = fontStylesheet('/doubles/fonts.css');
  return document.querySelector<HTMLLinkElement>(FONT_STYLESHEET_SELECTOR)!;
}

describe('the server writes', () => {
  it('a stylesheet for no screen, marked for the feature; nothing without an address', () => {
    const link = page();
    expect([link.rel, link.getAttribute('href'), link.media]).toEqual(['stylesheet', '/doubles/fonts.css', 'print']);
    expect(fontStylesheet(undefined)).toBe('');
  });
});

describe('the font feature', () => {
  it('swaps the stylesheet in when it loads', async () => {
    vi.useFakeTimers();
    const link = page();
    const started = start({ document, window, scheduler: immediateScheduler });
    link.dispatchEvent(new Event('load'));
    await started.ready;
    expect(link.media).toBe('all');
  });

  it('an error: the fallback font stays, and the words go to debug only', async () => {
    vi.useFakeTimers();
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const link = page();
    const started = start({ document, window, scheduler: immediateScheduler });
    link.dispatchEvent(new Event('error'));
    await started.ready;
    expect(link.media).toBe('print');
    expect(debug.mock.calls[0]![0]).toBe('Unable to load fonts');
    expect(error).not.toHaveBeenCalled();
  });

  it(`waits ${FONT_STYLESHEET_TIMEOUT_MS} ms, then keeps the fallback; a later load changes nothing`, async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const link = page();
    const started = start({ document, window, scheduler: immediateScheduler });
    await vi.advanceTimersByTimeAsync(FONT_STYLESHEET_TIMEOUT_MS - 1);
    link.dispatchEvent(new Event('load'));
    await started.ready;
    expect(link.media).toBe('all');

    const late = page();
    const again = start({ document, window, scheduler: immediateScheduler });
    await vi.advanceTimersByTimeAsync(FONT_STYLESHEET_TIMEOUT_MS);
    late.dispatchEvent(new Event('load'));
    await again.ready;
    expect(late.media).toBe('print');
  });

  // Asked after the page's load, the link has settled already: a copy asks again, and goes when it settles.
  it.each([
    ['load', 'resolves'],
    ['error', 'rejects'],
  ])('a link settled before: a copy asks again, and its %s decides', async (event, outcome) => {
    const link = page();
    Object.defineProperty(link, 'sheet', { value: {} });
    const settled = whenStylesheetLoads(link, 1000, window);
    const copy = link.nextElementSibling as HTMLLinkElement;
    expect([copy.localName, copy.getAttribute('href'), copy.media, copy.hasAttribute('data-font-stylesheet')]).toEqual(['link', link.getAttribute('href'), 'print', false]);
    copy.dispatchEvent(new Event(event));
    if (outcome === 'resolves') await expect(settled).resolves.toBeUndefined();
    else await expect(settled).rejects.toThrow('did not load');
    expect(copy.isConnected).toBe(false);
    expect(link.media).toBe('print');
  });

  it('destroyed before the load: no swap', async () => {
    const link = page();
    const started = start({ document, window, scheduler: immediateScheduler });
    started.destroy();
    link.dispatchEvent(new Event('load'));
    await started.ready;
    expect(link.media).toBe('print');
  });
});
