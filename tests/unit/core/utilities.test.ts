// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ADDRESS_LOOKUP_SELECTOR } from '../../../core/blocks/store/address-lookup.ts';
import { featureRegistry } from '../../../core/features.ts';
import { FONT_STYLESHEET_SELECTOR } from '../../../core/fonts/fonts.ts';
import { start, UTILITIES, UTILITIES_SELECTOR } from '../../../core/utilities.ts';
import { SERVER_BANNER_SELECTOR } from '../../../core/consent/server-banner.ts';

describe('the page utilities dispatcher', () => {
  it("the runtime's one selector matches any utility's element", () => {
    expect(UTILITIES_SELECTOR.split(',')).toEqual(UTILITIES.map(([selector]) => selector));
    // The entry's line writes it out (importing it would pull this chunk into the entry).
    expect(featureRegistry.map(([selector]) => selector)).toContain(UTILITIES_SELECTOR);
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
