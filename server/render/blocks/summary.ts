// The summary block (v2, 55): a collection's items as cards, each image in a frame of the
// block's imageAspectRatio, loaded by the image loader like any other. An events summary lists only the
// events still to come, soonest first; POST /api/widget/GetWidgetRendering (server/api/widget-routes.ts)
// answers the same markup, which the runtime puts in place when it differs (core/blocks/summary.ts).
import { BlockType } from '../../../core/catalog/enums.ts';
import { createHash } from 'node:crypto';
import type { Collection, CollectionItem, ImageSizes, SummaryBlock, SummaryDesign } from '../model.ts';
import { summaryStrings } from '../../../core/catalog/strings/summary.ts';
import { uploadStrings } from '../../../core/catalog/strings/upload.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';
import { renderImageTag, type ImageRenderState } from './image.ts';

export const SUMMARY_DESIGNS: readonly SummaryDesign[] = ['wall', 'carousel', 'list', 'grid'];
/** The most items a summary shows, whatever its pageSize says. */
export const SUMMARY_MAX_ITEMS = 30;

/** What a summary's markup depends on: the block's settings (the widget call's `value`). */
export interface SummarySettings {
  title: string;
  design: SummaryDesign;
  imageAspectRatio: string;
  pageSize: number;
}

export interface SummaryRender {
  collection: Collection;
  now: number;
  locale: string;
  imageSizes: ImageSizes;
  state: ImageRenderState;
}

/** 'W:H' (or 'W/H', 'W x H') with both sides positive: the frame's size; anything else null. */
export function parseAspectRatio(text: string): { width: number; height: number } | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The items a summary shows: an events collection's still to come, soonest first; at most pageSize (1 to the maximum). */
export function summaryItems(collection: Collection, now: number, pageSize: number): CollectionItem[] {
  const count = Math.min(Math.max(1, Math.floor(pageSize) || 1), SUMMARY_MAX_ITEMS);
  if (collection.type !== 'events') return collection.items.slice(0, count);
  return collection.items
    .filter((item) => item.startDate !== undefined && Date.parse(item.startDate) >= now)
    .sort((a, b) => Date.parse(a.startDate ?? '') - Date.parse(b.startDate ?? ''))
    .slice(0, count);
}

function eventDate(iso: string, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
  return `<time class="summary-date" datetime="${escapeHtml(iso)}">${escapeHtml(text)}</time>`;
}

/**
 * The block's content: what the page carries and what the widget call answers. Its data-rendering
 * names what it shows (not how its images were first loaded), so the runtime replaces it only when
 * the server would now draw something else.
 */
export function renderSummaryContent(settings: SummarySettings, { collection, now, locale, imageSizes, state }: SummaryRender): string {
  const frame = parseAspectRatio(settings.imageAspectRatio) ?? { width: 1, height: 1 };
  const items = summaryItems(collection, now, settings.pageSize);
  const rendering = createHash('sha256')
    .update(JSON.stringify([settings, frame, items]))
    .digest('hex')
    .slice(0, 16);
  const cards = items
    .map((item) => {
      const size = imageSizes(item.image) ?? { width: 1500, height: 1000 };
      const image = renderImageTag({ name: item.image, alt: item.alt, size, frame, crop: 'cover', focalPoint: { x: 0.5, y: 0.5 }, stretch: true, span: 'third' }, state);
      const date = item.startDate ? eventDate(item.startDate, locale) : '';
      return `<li class="summary-item"><a class="summary-link" href="${escapeHtml(item.url)}">${image}<span class="summary-item-title">${escapeHtml(item.title)}</span></a>${date}<p class="summary-excerpt">${escapeHtml(item.excerpt)}</p></li>`;
    })
    .join('');
  const body = items.length
    ? `<ul class="summary-items">${cards}</ul>`
    : `<p class="summary-empty">${collection.type === 'events' ? summaryStrings.noUpcomingEvents : summaryStrings.empty}</p>`;
  return `<div class="summary-content" data-rendering="${rendering}"><h2 class="summary-title">${escapeHtml(settings.title)}</h2>${body}</div>`;
}

/** The block's JSON: its settings, the collection, and whether the runtime should ask for a fresh rendering (an events summary). */
export function summaryJson(block: SummaryBlock, collection: Collection | undefined) {
  const { title, design, imageAspectRatio, pageSize, collectionId } = block;
  return { imageAspectRatio, value: { title, design, imageAspectRatio, pageSize }, collectionId, refresh: collection?.type === 'events' };
}

export function renderSummary(block: SummaryBlock, collections: readonly Collection[], render: Omit<SummaryRender, 'collection'>): string {
  const collection = collections.find((each) => each.id === block.collectionId);
  const settings: SummarySettings = { title: block.title, design: block.design, imageAspectRatio: block.imageAspectRatio, pageSize: block.pageSize };
  const inner = collection
    ? renderSummaryContent(settings, { ...render, collection })
    : `<div class="summary-content"><h2 class="summary-title">${escapeHtml(block.title)}</h2><p class="summary-empty">${uploadStrings.unableToLocateContent}</p></div>`;
  return blockWrapper(BlockType.SUMMARY_V2, block.id, `summary-block summary--${block.design}`, inner, { json: summaryJson(block, collection) });
}
