// The calendar block (39, docs/block-types.md): one month as a real table, server markup with no
// runtime. The month's name is the caption, the weekdays are column headers (Sunday first), and each
// day lists its events, a link when the address passes the link checks, else text.
import { ChosenBlockType } from '../../../core/catalog/enums.ts';
import { format } from '../../../core/catalog/strings.ts';
import { eventBlockStrings as strings } from '../../../core/catalog/strings/event-blocks.ts';
import { isSafeClickThrough } from '../../../core/catalog/validators.ts';
import type { CalendarBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { formatMonth, isoDay, monthWeeks, parseDay, parseMonth, weekdayNames, type Month } from '../dates.ts';
import { blockWrapper } from './block.ts';

type CalendarEvent = CalendarBlock['events'][number];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The month's events by day of the month, in the order given; the rest (no title, a date not valid or not in the month) counted. */
export function eventsByDay(events: readonly CalendarEvent[], month: Month): { days: Map<number, CalendarEvent[]>; skipped: number } {
  const days = new Map<number, CalendarEvent[]>();
  let skipped = 0;
  for (const event of events) {
    const day = event ? parseDay(event.date) : null;
    if (!day || day.year !== month.year || day.month !== month.month || text(event.title) === '') {
      skipped++;
      continue;
    }
    days.set(day.day, [...(days.get(day.day) ?? []), event]);
  }
  return { days, skipped };
}

const renderEvent = (event: CalendarEvent): string => {
  const title = escapeHtml(text(event.title));
  const url = text(event.url);
  return `<li>${url && isSafeClickThrough(url) ? `<a href="${escapeHtml(url)}">${title}</a>` : title}</li>`;
};

export function renderCalendar(block: CalendarBlock, locale: string): string {
  const month = parseMonth(block.month);
  if (!month) return blockWrapper(ChosenBlockType.CALENDAR, block.id, 'calendar-block', `<p class="calendar-note">${escapeHtml(strings.invalidMonth)}</p>`);
  const name = formatMonth(month, locale);
  const { days, skipped } = eventsByDay(Array.isArray(block.events) ? block.events : [], month);
  const head = weekdayNames(locale)
    .map((weekday) => `<th scope="col"><abbr title="${escapeHtml(weekday.long)}">${escapeHtml(weekday.short)}</abbr></th>`)
    .join('');
  const cell = (day: number | null): string => {
    if (day === null) return '<td></td>';
    const events = days.get(day);
    const list = events ? `<ul class="calendar-events">${events.map(renderEvent).join('')}</ul>` : '';
    return `<td${events ? ' class="calendar-has-events"' : ''}><time class="calendar-day" datetime="${isoDay({ ...month, day })}">${day}</time>${list}</td>`;
  };
  const body = monthWeeks(month)
    .map((week) => `<tr>${week.map(cell).join('')}</tr>`)
    .join('');
  const notes = [days.size === 0 ? strings.noEvents : null, skipped ? format(strings.eventsNotShown, { count: skipped, month: name }) : null]
    .filter((note) => note !== null)
    .map((note) => `<p class="calendar-note">${escapeHtml(note)}</p>`)
    .join('');
  const table = `<table class="calendar-month"><caption>${escapeHtml(name)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
  return blockWrapper(ChosenBlockType.CALENDAR, block.id, 'calendar-block', `${table}${notes}`);
}
