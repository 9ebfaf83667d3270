// The tour dates block (40, docs/block-types.md): a list of shows, server markup with no runtime. Each
// is a <time datetime>, a venue and a city, then a ticket link (only when its address passes the link
// checks, as the button block's) or the store's 'Sold Out'. Shows keep the owner's order.
import { ChosenBlockType } from '../../../core/catalog/enums.ts';
import { format } from '../../../core/catalog/strings.ts';
import { eventBlockStrings as strings } from '../../../core/catalog/strings/event-blocks.ts';
import { shopStrings } from '../../../core/catalog/strings/shop.ts';
import { isSafeClickThrough } from '../../../core/catalog/validators.ts';
import type { TourDatesBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { formatDay, isoDay, parseDay, type Day } from '../dates.ts';
import { blockWrapper } from './block.ts';

type Show = TourDatesBlock['dates'][number];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function renderShow(show: Show, day: Day, locale: string): string {
  const when = formatDay(day, locale);
  const venue = text(show.venue);
  const ticketUrl = text(show.ticketUrl);
  const action = show.soldOut
    ? `<span class="tour-sold-out">${escapeHtml(shopStrings.soldOut)}</span>`
    : ticketUrl && isSafeClickThrough(ticketUrl)
      ? `<a class="tour-tickets" href="${escapeHtml(ticketUrl)}">${escapeHtml(strings.tickets)}<span class="visually-hidden"> ${escapeHtml(format(strings.ticketsFor, { venue, date: when }))}</span></a>`
      : '';
  return (
    `<li class="tour-date"><time datetime="${isoDay(day)}">${escapeHtml(when)}</time>` +
    `<span class="tour-venue">${escapeHtml(venue)}</span><span class="tour-city">${escapeHtml(text(show.city))}</span>${action}</li>`
  );
}

export function renderTourDates(block: TourDatesBlock, locale: string): string {
  const all = Array.isArray(block.dates) ? block.dates : [];
  const shows = all.flatMap((show) => {
    const day = show ? parseDay(show.date) : null;
    return day && text(show.venue) && text(show.city) ? [{ show, day }] : [];
  });
  const title = text(block.title) ? `<h2 class="tour-title">${escapeHtml(text(block.title))}</h2>` : '';
  const list = shows.length ? `<ol class="tour-dates">${shows.map(({ show, day }) => renderShow(show, day, locale)).join('')}</ol>` : '';
  const notes = [all.length === 0 ? strings.noTourDates : null, all.length > shows.length ? format(strings.tourDatesNotShown, { count: all.length - shows.length }) : null]
    .filter((note) => note !== null)
    .map((note) => `<p class="tour-note">${escapeHtml(note)}</p>`)
    .join('');
  return blockWrapper(ChosenBlockType.TOUR_DATES, block.id, 'tour-dates-block', `${title}${list}${notes}`);
}
