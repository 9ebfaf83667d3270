// Gallery block data to options, checked field by field with zod/mini at the boundary.
// A field of the wrong type keeps its default and is named in one warning; an unknown design or
// transition throws. Pure: the server renders with it too (data.ts reads the element).
import * as z from 'zod/mini';
import { format, galleryStrings } from '../catalog/strings.ts';
import { textOf } from '../catalog/text.ts';
import { toDesign } from './design-name.ts';
import { defaults, toAlignment, toAspectRatio, toColumnWidth, type ClickBehavior, type GalleryOptions, type Transition } from './options.ts';

const number = z.number();
const numeric = z.union([z.number(), z.string()]);
const flag = z.boolean();
const text = z.string();

type Reader = [key: string, schema: z.ZodMiniType, apply: (options: GalleryOptions, value: never) => void];

/** setTimeout's longest wait (2^31 - 1 ms, about 24.8 days): a longer one, or Infinity, fires at once. */
export const MAX_AUTOPLAY_TIMEOUT_MS = 2 ** 31 - 1;

const CLICK: Record<string, ClickBehavior> = { next: 'next', previous: 'previous', prev: 'previous', side: 'side', 'by-side': 'side' };
const TRANSITIONS: Record<string, Transition> = { fade: 'fade', 'ken-burns': 'ken-burns', kenburns: 'ken-burns' };

const READERS: Reader[] = [
  ['imageAspectRatio', numeric, (o, v: number | string) => (o.aspectRatio = v === 'Auto' ? null : toAspectRatio(v))],
  ['aspectRatio', numeric, (o, v: number | string) => (o.aspectRatio = v === 'Auto' ? null : toAspectRatio(v))],
  ['vSize', number, (o, v: number) => (o.vSize = v > 0 ? v : o.vSize)],
  ['slidesPerRow', number, (o, v: number) => (o.slidesPerRow = v >= 1 ? Math.round(v) : o.slidesPerRow)],
  ['lightbox', flag, (o, v: boolean) => (o.lightbox = v)],
  ['lightboxTheme', text, (o, v: string) => (o.lightboxTheme = v === 'light' ? 'light' : 'dark')],
  ['columnWidth', numeric, (o, v: number | string) => (o.columnWidth = toColumnWidth(v, o.columnWidth))],
  ['columnWidthBehavior', text, (o, v: string) => (o.columnWidthBehavior = v === 'max' ? 'max' : 'min')],
  ['gutter', number, (o, v: number) => (o.gutter = v >= 0 ? v : o.gutter)],
  ['rowHeight', number, (o, v: number) => (o.rowHeight = v > 0 ? v : o.rowHeight)],
  // The grid's columns under the name the site stores (thumbnails-per-row); perRow, when given, wins.
  ['thumbnails-per-row', number, (o, v: number) => (o.perRow = v >= 1 ? Math.round(v) : o.perRow)],
  ['perRow', number, (o, v: number) => (o.perRow = v >= 1 ? Math.round(v) : o.perRow)],
  ['padding', number, (o, v: number) => (o.padding = v >= 0 ? v : o.padding)],
  // The list design's image width: listImageSize, the name the site stores; imageWidth, when given, wins.
  ['listImageSize', number, (o, v: number) => (o.imageWidth = Math.min(90, Math.max(10, v)))],
  ['imageWidth', number, (o, v: number) => (o.imageWidth = Math.min(90, Math.max(10, v)))],
  ['active-alignment', text, (o, v: string) => (o.activeAlignment = toAlignment(v))],
  ['thumbnails', flag, (o, v: boolean) => (o.thumbnails = v)],
  ['square-thumbs', flag, (o, v: boolean) => (o.squareThumbs = v)],
  ['auto-crop', flag, (o, v: boolean) => (o.autoCrop = v)],
  ['thumbnail-strip-height', number, (o, v: number) => (o.thumbnailStripHeight = v > 0 ? v : o.thumbnailStripHeight)],
  ['thumbnail-strip-margin', number, (o, v: number) => (o.thumbnailStripMargin = v >= 0 ? v : o.thumbnailStripMargin)],
  ['autoplay', flag, (o, v: boolean) => (o.autoplay = v)],
  ['autoplay-duration', number, (o, v: number) => (o.autoplayTimeout = v > 0 ? Math.min(v * 1000, MAX_AUTOPLAY_TIMEOUT_MS) : o.autoplayTimeout)],
  ['autoplay-randomize', flag, (o, v: boolean) => (o.randomize = v)],
  ['loop', flag, (o, v: boolean) => (o.loop = v)],
  ['lazyLoad', flag, (o, v: boolean) => (o.lazyLoad = v)],
  ['refreshOnResize', flag, (o, v: boolean) => (o.refreshOnResize = v)],
  ['refreshOnOrientationChange', flag, (o, v: boolean) => (o.refreshOnOrientationChange = v)],
  ['history', flag, (o, v: boolean) => (o.history = v)],
  ['keyboard', flag, (o, v: boolean) => (o.keyboard = v)],
  ['currentIndex', number, (o, v: number) => (o.currentIndex = Math.trunc(v))],
  ['clickBehavior', text, (o, v: string) => (o.clickBehavior = CLICK[v] ?? o.clickBehavior)],
  ['speed', number, (o, v: number) => (o.speed = v > 0 ? v : o.speed)],
  ['autoHeight', flag, (o, v: boolean) => (o.autoHeight = v)],
];

/** The options for a block's data. Throws on an unknown design or transition. */
export function readOptions(data: Record<string, unknown>): GalleryOptions {
  const options = defaults(toDesign(data.design));
  const bad: string[] = [];
  for (const [key, schema, apply] of READERS) {
    if (!Object.hasOwn(data, key) || data[key] === null) continue;
    const result = schema.safeParse(data[key]);
    if (result.success) apply(options, result.data as never);
    else bad.push(key);
  }
  if (Object.hasOwn(data, 'transition')) {
    const name = textOf(data.transition);
    if (!Object.hasOwn(TRANSITIONS, name)) throw new Error(format(galleryStrings.unknownTransition, { name }));
    options.transition = TRANSITIONS[name] as Transition;
  }
  if (bad.length > 0) console.warn(`[Gallery] Ignoring block data of the wrong type, defaults kept: ${bad.join(', ')}.`);
  return options;
}

/** The options of a slideshow's thumbnail strip: a centred strip, no keys, the block's strip size. */
export function thumbnailOptions(data: Record<string, unknown>): GalleryOptions {
  const strip: Record<string, unknown> = { design: 'strip', 'active-alignment': 'center', keyboard: false };
  for (const key of ['thumbnail-strip-height', 'thumbnail-strip-margin']) if (Object.hasOwn(data, key)) strip[key] = data[key];
  return readOptions(strip);
}
