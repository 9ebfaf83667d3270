// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ADDRESS_LOOKUP_SELECTOR } from '../../../core/blocks/store/address-lookup.ts';
import { featureRegistry } from '../../../core/features.ts';
import { FONT_STYLESHEET_SELECTOR } from '../../../core/fonts/fonts.ts';
import { start, UTILITIES } from '../../../core/utilities.ts';
import { renderPage } from '../../../server/render/page.ts';
import { pages } from '../../../site/pages.ts';
import { website } from '../../../site/website.ts';
import { demoImageSpec } from '../../../site/images.ts';
import { SERVER_BANNER_SELECTOR } from '../../../core/consent/server-banner.ts';

describe('the page utilities dispatcher', () => {
  it("the runtime's one selector matches any utility's element", () => {
    // The entry starts the second level on every page (its line names the root), and every page the server
    // draws has one of its elements: the header's cart indicator and the font stylesheet.
    expect(featureRegistry.map(([selector]) => selector)).toContain('html');
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s has an element of the second level, so starting it on every page fetches nothing in vain', (_path, page) => {
    // Every selector of the second level is one attribute, [data-…]: the markup names it.
    const html = renderPage(page, { website, imageSizes: demoImageSpec });
    expect(UTILITIES.every(([selector]) => /^\[data-[a-z-]+\]$/.test(selector))).toBe(true);
    expect(UTILITIES.some(([selector]) => new RegExp(` ${selector.slice(1, -1)}[ =>]`).test(html))).toBe(true);
  });

  it("names the font stylesheet, the address lookup and the server's cookie banner by their modules' own selectors", () => {
    expect(UTILITIES.map(([selector]) => selector)).toEqual(expect.arrayContaining([FONT_STYLESHEET_SELECTOR, ADDRESS_LOOKUP_SELECTOR, SERVER_BANNER_SELECTOR]));
  });

  it('fetches only the utilities whose elements the page has', async () => {
    document.body.innerHTML = '<h1 data-text-shrink><span>Title</span></h1>';
    const asked: string[] = [];
    const original = [...UTILITIES];
    const table = UTILITIES as unknown as [string, () => Promise<unknown>][];
    table.forEach(([selector], n) => {
      table[n] = [selector, () => (asked.push(selector), Promise.resolve({ start: () => ({ destroy() {} }) }))];
    });
    try {
      start({ document } as never);
      await Promise.resolve();
      expect(asked).toEqual(['[data-text-shrink]']);
    } finally {
      table.splice(0, table.length, ...(original as [string, () => Promise<unknown>][]));
    }
  });
});
