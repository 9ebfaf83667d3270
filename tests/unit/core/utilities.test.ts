// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { start, UTILITIES, UTILITIES_SELECTOR } from '../../../core/utilities.ts';

describe('the page utilities dispatcher', () => {
  it("the runtime's one selector matches any utility's element", () => {
    expect(UTILITIES_SELECTOR.split(',')).toEqual(UTILITIES.map(([selector]) => selector));
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
