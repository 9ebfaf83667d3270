// The owner area's table (server/config/list.ts): a header row, escaped cells, and a scroll box a
// keyboard can reach (axe: scrollable-region-focusable, found by tests/e2e/owner.spec.ts).
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { htmlTable } from '../../../../server/config/list.ts';

const parse = (html: string) => {
  const document = new Window().document;
  document.body.innerHTML = html;
  return document;
};

describe('htmlTable', () => {
  it('wraps the table in a named region in the tab order, so a keyboard can scroll a wide table', () => {
    const box = parse(htmlTable('Form submissions', ['Date', 'Form'], [['2026-11-25', 'Contact']])).querySelector('.scroll')!;
    expect([box.getAttribute('role'), box.getAttribute('aria-label'), box.getAttribute('tabindex')]).toEqual(['region', 'Form submissions', '0']);
  });

  it('has a header row of column headers, and escapes every cell and the caption', () => {
    const document = parse(htmlTable('<b>Orders</b>', ['<i>Date</i>'], [['<script>x</script>']]));
    expect([...document.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent)).toEqual(['<i>Date</i>']);
    expect(document.querySelector('tbody td')!.textContent).toBe('<script>x</script>');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('.scroll')!.getAttribute('aria-label')).toBe('<b>Orders</b>');
  });
});
