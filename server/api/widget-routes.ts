// POST /api/widget/GetWidgetRendering. The form body's widgetJSON holds type, id,
// value and collectionId (an events summary's); the reply's `html` replaces the block's content
// (core/blocks/summary.ts). It renders with the summary's own renderer, so the page and the call draw
// the same markup. It changes nothing, but it is a POST: like every POST it carries the crumb.
import * as z from 'zod';
import { WIDGET_RENDERING_PATH } from '../../core/catalog/constants.ts';
import { uploadStrings } from '../../core/catalog/strings/upload.ts';
import type { Collection } from '../../site/model.ts';
import type { ImageSizes } from '../render/model.ts';
import { BlockType } from '../../core/catalog/enums.ts';
import { renderSummaryContent, SUMMARY_DESIGNS, SUMMARY_MAX_ITEMS } from '../render/blocks/summary.ts';
import { defineRoute, type ApiRoute } from './route.ts';

/** widgetJSON is a few short settings; 8 KB holds it many times over. */
export const WIDGET_BODY_LIMIT = 8 * 1024;

const widget = z.object({
  type: z.literal(BlockType.SUMMARY_V2),
  id: z.string().min(1).max(100),
  value: z.object({
    title: z.string().max(200),
    design: z.enum(SUMMARY_DESIGNS as [string, ...string[]]).transform((design) => design as (typeof SUMMARY_DESIGNS)[number]),
    imageAspectRatio: z.string().max(20),
    pageSize: z.number().int().min(1).max(SUMMARY_MAX_ITEMS),
  }),
  collectionId: z.string().min(1).max(64),
});

const schema = z.object({
  widgetJSON: z
    .string()
    .max(WIDGET_BODY_LIMIT)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'widgetJSON is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(widget),
});

export interface WidgetRouteDeps {
  /** The site's collections as of a moment (site/collections.ts). */
  collections: (now: number) => readonly Collection[];
  now: () => number;
  locale: string;
  imageSizes: ImageSizes;
}

export function widgetRoutes({ collections, now, locale, imageSizes }: WidgetRouteDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: WIDGET_RENDERING_PATH,
      bodyLimit: WIDGET_BODY_LIMIT,
      rateLimit: 'store',
      crumb: 'query',
      schema,
      handle({ value: { widgetJSON } }) {
        const at = now();
        const collection = collections(at).find((each) => each.id === widgetJSON.collectionId);
        if (!collection) return { status: 404, body: { error: uploadStrings.unableToLocateContent } };
        // Every image waits for the image loader: this markup arrives after the first screen.
        const html = renderSummaryContent(widgetJSON.value, { collection, now: at, locale, imageSizes, state: { eager: 0, rendered: 1 } });
        return { status: 200, body: { html } };
      },
    }),
  ];
}
