// @vitest-environment happy-dom
// The menu block (33) and the member area block (67) as the server renders them:
// the WAI-ARIA tabs pattern and an aria-pressed toggle, usable with JavaScript off (every section and
// both periods in the markup, each named), and every visitor string escaped.
import { describe, expect, it } from 'vitest';
import { renderMemberArea } from '../../../../server/render/blocks/member-area.ts';
import { renderMenu } from '../../../../server/render/blocks/menu.ts';
import { renderReservation } from '../../../../server/render/blocks/reservation.ts';
import { renderChart } from '../../../../server/render/blocks/chart.ts';
import { validationStrings } from '../../../../core/catalog/strings/validation.ts';
import type { MemberAreaBlock, MenuBlock } from '../../../../site/model.ts';

const EVIL = `<img src=x onerror=alert(1)>"'&`;
const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};

const menu: MenuBlock = {
  kind: 'menu',
  id: 'm',
  title: 'Menu',
  sections: [
    { title: 'Breakfast', items: [{ name: 'Toast', price: '$6', description: 'Rye' }] },
    { title: 'Lunch', items: [{ name: EVIL }] },
  ],
};

const club: MemberAreaBlock = {
  kind: 'member-area',
  id: 'c',
  title: 'Club',
  periods: [
    { key: 'monthly', label: 'Monthly' },
    { key: 'yearly', label: 'Yearly' },
  ],
  joinLabel: 'Join',
  plans: [{ name: EVIL, description: 'd', prices: { monthly: '$4', yearly: '$40' }, joins: { monthly: '/m', yearly: '/y' } }],
};

describe('the menu block (33)', () => {
  it('is a tab list whose tabs control their panels, the first selected, each panel with its heading', () => {
    const root = parse(renderMenu(menu));
    const block = root.querySelector('[data-block-type="33"]')!;
    const tabs = [...block.querySelectorAll('[role="tablist"] [role="tab"]')];
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.getAttribute('tabindex')])).toEqual([
      ['Breakfast', 'true', '0'],
      ['Lunch', 'false', '-1'],
    ]);
    for (const tab of tabs) {
      const panel = root.querySelector(`#${tab.getAttribute('aria-controls')}`)!;
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel.querySelector('h3')!.textContent).toBe(tab.textContent);
    }
    expect([...block.querySelectorAll('[role="tabpanel"]')].map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true]);
  });

  it('escapes what the site wrote', () => {
    const root = parse(renderMenu(menu));
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelectorAll('.menu-item-name')[1]!.textContent).toBe(EVIL);
  });
});

describe('the member area block (67)', () => {
  it('has a two-button toggle (aria-pressed, the left pressed) and, per plan, a price and a join link per period', () => {
    const root = parse(renderMemberArea(club));
    const options = [...root.querySelectorAll('.pricing-toggle button')];
    expect(options.map((option) => [option.textContent, option.getAttribute('aria-pressed')])).toEqual([
      ['Monthly', 'true'],
      ['Yearly', 'false'],
    ]);
    const periods = [...root.querySelectorAll('.pricing-plan .pricing-period')];
    expect(periods.map((period) => [period.getAttribute('data-pricing'), period.hasAttribute('hidden'), period.querySelector('a')!.getAttribute('href')])).toEqual([
      ['monthly', false, '/m'],
      ['yearly', true, '/y'],
    ]);
    // Each price says its period, so that both read right with JavaScript off.
    expect(periods.map((period) => period.querySelector('.pricing-price')!.textContent)).toEqual(['Monthly: $4', 'Yearly: $40']);
  });

  it('escapes what the site wrote', () => {
    const root = parse(renderMemberArea(club));
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('.pricing-plan h3')!.textContent).toBe(EVIL);
  });
});

describe('the reservation blocks (34, 68)', () => {
  it('a fallback link to the booking page (usable with JavaScript off), an empty status and widget box, and the service and script as its JSON', () => {
    const root = parse(renderReservation({ kind: 'reservation', id: 'r', type: 68, service: 'Tock', script: '/doubles/booking-widget.js', bookingUrl: `/book?x=${EVIL}` }));
    const block = root.querySelector('[data-block-type="68"]')!;
    expect(block.querySelector('.reservation-fallback a')!.textContent).toBe('Book a table on Tock');
    expect(block.querySelector('.reservation-fallback a')!.getAttribute('href')).toBe(`/book?x=${EVIL}`);
    expect(block.querySelector('[role="status"]')!.textContent).toBe('');
    expect(block.querySelector('.reservation-widget')!.children).toHaveLength(0);
    expect(JSON.parse(block.getAttribute('data-block-json')!)).toEqual({ service: 'Tock', script: '/doubles/booking-widget.js' });
    expect(root.querySelector('img')).toBeNull();
  });
});

describe('the chart block (36)', () => {
  it('a whole dataset: a bar per value, scaled to the largest, and the data as a captioned table', () => {
    const root = parse(
      renderChart({
        kind: 'chart',
        id: 'c',
        title: EVIL,
        columns: ['A', 'B'],
        rows: [
          { label: 'r1', values: [50, 100] },
          { label: 'r2', values: [25, 0] },
        ],
      }),
    );
    expect([...root.querySelectorAll<HTMLElement>('.chart-bar')].map((bar) => bar.style.width)).toEqual(['50.0%', '100.0%', '25.0%', '0.0%']);
    expect(root.querySelector('.chart-bars')!.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector('caption')!.textContent).toBe(EVIL);
    expect([...root.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['r150100', 'r2250']);
    expect(root.querySelector('img')).toBeNull();
  });

  it('a dataset that cannot be drawn says why, in the catalogue words', () => {
    const root = parse(renderChart({ kind: 'chart', id: 'c', title: 'T', columns: ['A'], rows: [] }));
    expect(root.querySelector('.chart-problem')!.textContent).toBe(validationStrings.datasetNeedsRow);
    expect(root.querySelector('table')).toBeNull();
  });
});
