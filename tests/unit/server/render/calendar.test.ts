// @vitest-environment happy-dom
// The calendar block (39, docs/block-types.md): a month as a real table (caption, weekday column
// headers, Sunday first), its events in their days, links only when they pass the link checks
//, and bad data said in the catalogue's words, never thrown.
import { describe, expect, it } from 'vitest';
import { eventsByDay, renderCalendar } from '../../../../server/render/blocks/calendar.ts';
import { daysInMonth, firstWeekday, formatDay, monthWeeks, parseDay, parseMonth, weekdayNames } from '../../../../server/render/dates.ts';
import { format } from '../../../../core/catalog/strings.ts';
import { eventBlockStrings } from '../../../../core/catalog/strings/event-blocks.ts';
import type { CalendarBlock } from '../../../../site/model.ts';

const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};
const calendar = (month: string, events: CalendarBlock['events'] = []): CalendarBlock => ({ kind: 'calendar', id: 'c', month, events });
const cellOf = (root: HTMLElement, day: number) => [...root.querySelectorAll('td')].find((td) => td.querySelector('time')?.textContent === String(day))!;

describe('month arithmetic', () => {
  it.each([
    // [month, first weekday (0 Sunday), days]
    ['2028-02', 2, 29], // a leap year's February starts on a Tuesday
    ['2027-02', 1, 28],
    ['2100-02', 1, 28], // a century that is not a leap year
    ['2000-02', 2, 29],
    ['2026-09', 2, 30],
    ['2026-08', 6, 31],
    ['2015-02', 0, 28], // Sunday first, 28 days: exactly four weeks
  ])('%s starts on weekday %i and has %i days', (text, weekday, days) => {
    const month = parseMonth(text)!;
    expect(firstWeekday(month)).toBe(weekday);
    expect(daysInMonth(month)).toBe(days);
  });

  it.each([
    ['2015-02', 4],
    ['2028-02', 5],
    ['2026-08', 6],
  ])('%s has %i weeks of seven cells', (text, weeks) => {
    const grid = monthWeeks(parseMonth(text)!);
    expect(grid).toHaveLength(weeks);
    for (const week of grid) expect(week).toHaveLength(7);
  });

  it.each(['2028-13', '2028-00', '2028-2', '28-02', 'February 2028', '', null, 202802])('%s is no month', (text) => {
    expect(parseMonth(text)).toBeNull();
  });

  it.each(['2028-02-30', '2027-02-29', '2028-04-31', '2028-02-00', '2028-2-1', '2028-02-01T00:00', 'soon', undefined])('%s is no day', (text) => {
    expect(parseDay(text)).toBeNull();
  });

  it('a leap day is a day', () => {
    expect(parseDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('writes days and weekdays in the site’s locale, in UTC', () => {
    expect(formatDay({ year: 2028, month: 2, day: 1 }, 'en-US')).toBe('Tue, Feb 1, 2028');
    expect(weekdayNames('en-US').map((d) => d.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('en-US')[0]!.long).toBe('Sunday');
  });
});

describe('the server’s calendar block (39)', () => {
  it('draws February 2028 as a table: caption, seven weekday column headers, two blank cells before Tuesday the 1st, 29 days', () => {
    const root = parse(renderCalendar(calendar('2028-02'), 'en-US'));
    expect(root.querySelector('[data-block-type]')!.getAttribute('data-block-type')).toBe('39');
    const table = root.querySelector('table')!;
    expect(table.querySelector('caption')!.textContent).toBe('February 2028');
    const headers = [...table.querySelectorAll('thead th')];
    expect(headers.map((th) => [th.getAttribute('scope'), th.textContent, th.querySelector('abbr')!.getAttribute('title')])).toEqual([
      ['col', 'Sun', 'Sunday'],
      ['col', 'Mon', 'Monday'],
      ['col', 'Tue', 'Tuesday'],
      ['col', 'Wed', 'Wednesday'],
      ['col', 'Thu', 'Thursday'],
      ['col', 'Fri', 'Friday'],
      ['col', 'Sat', 'Saturday'],
    ]);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(5);
    expect([...rows[0]!.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['', '', '1', '2', '3', '4', '5']);
    const days = [...table.querySelectorAll('tbody time')];
    expect(days).toHaveLength(29);
    expect(days.at(-1)!.getAttribute('datetime')).toBe('2028-02-29');
    expect(root.querySelector('.calendar-note')!.textContent).toBe(eventBlockStrings.noEvents);
  });

  it('lists events in their days, in the order given; a link only when the address passes the link checks', () => {
    const root = parse(
      renderCalendar(
        calendar('2028-02', [
          { date: '2028-02-14', title: 'Valentine show', url: '/events/valentine' },
          { date: '2028-02-14', title: 'Late set', url: 'javascript:alert(1)' },
          { date: '2028-02-29', title: 'Leap party' },
        ]),
        'en-US',
      ),
    );
    const fourteenth = cellOf(root, 14);
    expect([...fourteenth.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Valentine show', 'Late set']);
    expect([...fourteenth.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/events/valentine']);
    expect(cellOf(root, 29).querySelector('li')!.textContent).toBe('Leap party');
    expect(cellOf(root, 29).querySelector('a')).toBeNull();
    expect(root.querySelector('.calendar-note')).toBeNull();
  });

  it('counts the events it cannot show: no title, a date not valid or in another month', () => {
    const events = [
      { date: '2028-02-10', title: 'Shown' },
      { date: '2028-02-30', title: 'No such day' },
      { date: '2028-03-01', title: 'Next month' },
      { date: '2028-02-11', title: '' },
      { title: 'No date' },
      null,
    ] as unknown as CalendarBlock['events'];
    const root = parse(renderCalendar(calendar('2028-02', events), 'en-US'));
    expect(root.querySelectorAll('.calendar-events li')).toHaveLength(1);
    expect(root.querySelector('.calendar-note')!.textContent).toBe(format(eventBlockStrings.eventsNotShown, { count: 5, month: 'February 2028' }));
    expect(eventsByDay(events, { year: 2028, month: 2 }).skipped).toBe(5);
  });

  it.each(['2028-13', '', 'next month'])('a month of %j says it has none to show, with no table', (month) => {
    const root = parse(renderCalendar(calendar(month), 'en-US'));
    expect(root.querySelector('table')).toBeNull();
    expect(root.querySelector('.calendar-note')!.textContent).toBe(eventBlockStrings.invalidMonth);
  });

  it('never throws on events that are not a list, and escapes titles', () => {
    expect(() => renderCalendar({ kind: 'calendar', id: 'c', month: '2028-02', events: undefined } as unknown as CalendarBlock, 'en-US')).not.toThrow();
    const html = renderCalendar(calendar('2028-02', [{ date: '2028-02-03', title: '<img src=x onerror=alert(1)>', url: '/x?a="><b>' }]), 'en-US');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><b>');
  });
});
