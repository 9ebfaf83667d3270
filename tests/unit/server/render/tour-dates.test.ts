// @vitest-environment happy-dom
// The tour dates block (40, docs/block-types.md): each show a <time datetime>, a venue and a city, then a
// ticket link that passed the link checks (the button block's rule) or the store's
// 'Sold Out'; bad data said in the catalogue's words, never thrown.
import { describe, expect, it } from 'vitest';
import { renderTourDates } from '../../../../server/render/blocks/tour-dates.ts';
import { format } from '../../../../core/catalog/strings.ts';
import { eventBlockStrings } from '../../../../core/catalog/strings/event-blocks.ts';
import type { TourDatesBlock } from '../../../../site/model.ts';

const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};
const tour = (dates: TourDatesBlock['dates']): TourDatesBlock => ({ kind: 'tour-dates', id: 't', title: 'On tour', dates });
const show = (ticketUrl?: string, soldOut?: boolean) => ({ date: '2028-02-29', venue: 'Hall', city: 'Oslo', ticketUrl, soldOut });

describe('the server’s tour dates block (40)', () => {
  it('lists each show in the order given: its date as <time datetime>, venue, city', () => {
    const root = parse(
      renderTourDates(
        tour([
          { date: '2028-03-02', venue: 'Harbour Hall', city: 'Portland', ticketUrl: '/tickets/1' },
          { date: '2028-02-29', venue: 'Dune Room', city: 'Santa Cruz', soldOut: true },
        ]),
        'en-US',
      ),
    );
    expect(root.querySelector('[data-block-type]')!.getAttribute('data-block-type')).toBe('40');
    expect(root.querySelector('h2')!.textContent).toBe('On tour');
    const times = [...root.querySelectorAll('time')];
    expect(times.map((t) => [t.getAttribute('datetime'), t.textContent])).toEqual([
      ['2028-03-02', 'Thu, Mar 2, 2028'],
      ['2028-02-29', 'Tue, Feb 29, 2028'],
    ]);
    expect([...root.querySelectorAll('.tour-venue')].map((v) => v.textContent)).toEqual(['Harbour Hall', 'Dune Room']);
    expect([...root.querySelectorAll('.tour-city')].map((v) => v.textContent)).toEqual(['Portland', 'Santa Cruz']);
  });

  it('a ticket link says which show it is for', () => {
    const link = parse(renderTourDates(tour([show('/tickets/1')]), 'en-US')).querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/tickets/1');
    expect(link.textContent).toBe(`${eventBlockStrings.tickets} ${format(eventBlockStrings.ticketsFor, { venue: 'Hall', date: 'Tue, Feb 29, 2028' })}`);
  });

  it('a sold out show says Sold Out, in the store’s words, and has no ticket link', () => {
    const root = parse(renderTourDates(tour([show('/tickets/1', true)]), 'en-US'));
    expect(root.querySelector('.tour-sold-out')!.textContent).toBe('Sold Out');
    expect(root.querySelector('a')).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', `/${'x'.repeat(200)}`, 'mailto:no-at-sign'])('a ticket address %s that fails the link checks is never a link', (url) => {
    const root = parse(renderTourDates(tour([show(url)]), 'en-US'));
    expect(root.querySelector('a')).toBeNull();
    expect(root.querySelectorAll('.tour-date')).toHaveLength(1);
  });

  it.each(['https://tickets.example.com/e/1', '/forms?subject=tickets'])('a ticket address %s is a link', (url) => {
    expect(
      parse(renderTourDates(tour([show(url)]), 'en-US'))
        .querySelector('a')!
        .getAttribute('href'),
    ).toBe(url);
  });

  it('counts the shows it cannot list: a date not valid, no venue, no city', () => {
    const dates = [
      show('/t'),
      { ...show(), date: '2028-02-30' },
      { ...show(), date: 'soon' },
      { ...show(), venue: '' },
      { ...show(), city: '  ' },
      null,
    ] as unknown as TourDatesBlock['dates'];
    const root = parse(renderTourDates(tour(dates), 'en-US'));
    expect(root.querySelectorAll('.tour-date')).toHaveLength(1);
    expect(root.querySelector('.tour-note')!.textContent).toBe(format(eventBlockStrings.tourDatesNotShown, { count: 5 }));
  });

  it('no shows at all says none are announced; data that is not a list never throws', () => {
    expect(parse(renderTourDates(tour([]), 'en-US')).querySelector('.tour-note')!.textContent).toBe(eventBlockStrings.noTourDates);
    const root = parse(renderTourDates({ kind: 'tour-dates', id: 't', title: 'T', dates: undefined } as unknown as TourDatesBlock, 'en-US'));
    expect(root.querySelector('.tour-note')!.textContent).toBe(eventBlockStrings.noTourDates);
  });

  it('escapes every visitor string', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const html = renderTourDates({ ...tour([{ date: '2028-02-29', venue: evil, city: evil, ticketUrl: '/t?"><b>' }]), title: evil }, 'en-US');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><b>');
  });
});
